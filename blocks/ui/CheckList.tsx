/** A list with a check mark before every item. */
import { cx } from './cx';
import { Icon } from './Icon';
import { TextWithAddresses } from './TextWithAddresses';

export function CheckList({ items, dark = false, className }: { items: string[]; dark?: boolean; className?: string }) {
  return (
    <ul className={cx('space-y-3', className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <Icon name="check-circle" className={cx('mt-0.5 size-5 shrink-0', dark ? 'text-orange-400' : 'text-cta-strong')} />
          <span>
            <TextWithAddresses text={item} />
          </span>
        </li>
      ))}
    </ul>
  );
}
