/**
 * Draws an icon from the site's icon sprite (see platform/iconSet.ts): an <svg> that points at one
 * symbol of a shared, cached file, so icons add no JavaScript to any page.
 * Decorative: hidden from screen readers, because the text next to an icon says the same.
 */
import spriteUrl from 'virtual:icon-sprite';
import type { SpriteIconName } from '../../platform/iconSet';
import { cx } from './cx';

export function Icon({ name, className, strokeWidth = 2 }: { name: SpriteIconName; className?: string; strokeWidth?: number }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={cx('lucide', `lucide-${name}`, className)}
    >
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
