/** Renders a button from page data: a link, the Free Estimate action or a call button. */
import type { Button as ButtonData } from '../../schema/fields';
import { useSectionPlacement } from '../../engine/runtime/SectionContext';
import { useFreeEstimate } from '../../engine/runtime/integrations/freeEstimate';
import { buttonClasses } from './Button';
import { PhoneLink } from './PhoneLink';
import { SiteLink } from './SiteLink';
import { Icon } from './Icon';
import { homePath } from '../../schema/paths';
import { estimateFormId } from '../../engine/runtime/integrations/freeEstimate';

export function ActionButton({ button, size = 'lg', className }: { button: ButtonData; size?: 'default' | 'lg' | 'sm'; className?: string }) {
  const classes = buttonClasses({ variant: button.variant ?? (button.action === 'free-estimate' ? 'cta' : 'default'), size, className });
  if (button.action === 'call') {
    return (
      <PhoneLink className={classes}>
        <Icon name="phone" className="size-5" />
        {button.label}
      </PhoneLink>
    );
  }
  if (button.action === 'free-estimate') return <FreeEstimateButton label={button.label} className={classes} />;
  return (
    <SiteLink href={button.href!} className={classes}>
      {button.label}
      {button.variant !== 'link' && <Icon name="arrow-right" className="size-5" />}
    </SiteLink>
  );
}

/**
 * A real link to the form, so it works before JavaScript loads; with JavaScript it runs the
 * Free Estimate action instead (scroll to the form and highlight it). `schedule` lets the
 * phone menu run the action once it has finished closing.
 */
export function FreeEstimateButton({
  label,
  className,
  schedule = (action) => action(),
}: {
  label: string;
  className: string;
  schedule?: (action: () => void) => void;
}) {
  const freeEstimate = useFreeEstimate();
  const { estimateFormIndex } = useSectionPlacement();
  return (
    <a
      href={estimateFormIndex >= 0 ? `#${estimateFormId}` : `${homePath}#${estimateFormId}`}
      className={className}
      onClick={(event) => {
        event.preventDefault();
        schedule(freeEstimate);
      }}
    >
      {label}
    </a>
  );
}
