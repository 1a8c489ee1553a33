/**
 * A section's buttons from page data, laid out one of a few ways; renders nothing when the
 * section has none. `stacked` layouts put full-width buttons under each other on phones.
 */
import type { Button } from '../../schema/fields';
import { ActionButton } from './ActionButton';
import type { Surface } from './Button';

const layouts = {
  center: 'mt-10 flex flex-wrap justify-center gap-3',
  left: 'mt-10 flex flex-wrap justify-start gap-3',
  stacked: 'mt-9 flex flex-col gap-3 sm:flex-row sm:flex-wrap',
  'stacked-center': 'mt-9 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:justify-center',
} as const;

export function ButtonGroup({
  buttons,
  surface,
  layout = 'center',
  size = 'lg',
}: {
  buttons: Button[] | undefined;
  /** The section's background: light or dark. */
  surface: Surface;
  layout?: keyof typeof layouts;
  size?: 'default' | 'lg';
}) {
  if (!buttons?.length) return null;
  return (
    <div className={layouts[layout]}>
      {buttons.map((button) => (
        <ActionButton key={button.label} button={button} surface={surface} size={size} />
      ))}
    </div>
  );
}
