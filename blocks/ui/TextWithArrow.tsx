/**
 * A link's text followed by an arrow that stays with the text's last word: when the text wraps,
 * the arrow goes to the next line with that word, never alone at the end of a line or floating
 * beside the lines as an item of a flex row would.
 */
import { cx } from './cx';
import { Icon } from './Icon';

export function TextWithArrow({ text, iconClassName }: { text: string; iconClassName?: string }) {
  const lastSpace = text.trimEnd().lastIndexOf(' ');
  return (
    <>
      {text.slice(0, lastSpace + 1)}
      <span className="whitespace-nowrap">
        {text.slice(lastSpace + 1)}
        <Icon name="arrow-right" className={cx('ml-1.5 inline-block size-4 align-[-0.2em]', iconClassName)} />
      </span>
    </>
  );
}
