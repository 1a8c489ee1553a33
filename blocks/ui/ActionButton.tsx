/** Renders a button from page data: a link, the Free Estimate action or a call button. */
import type { Button as ButtonData } from '../../schema/fields';
import { useSectionPlacement } from '../../platform/SectionContext';
import { estimateForm, estimateFormHref, highlightLeadForm } from '../../platform/integrations/freeEstimate';
import { island } from '../../platform/island';
import { buttonClasses, type Surface } from './Button';
import { PhoneLink } from './PhoneLink';
import { SiteLink } from './SiteLink';
import { Icon } from './Icon';

export function ActionButton({
  button,
  surface,
  size = 'lg',
  className,
}: {
  button: ButtonData;
  /** The background it sits on: light or dark. */
  surface: Surface;
  size?: 'default' | 'lg' | 'sm';
  className?: string;
}) {
  const classes = buttonClasses({ variant: button.variant ?? (button.action === 'free-estimate' ? 'cta' : 'default'), size, surface, className });
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
 * A real link to the form, so it works before JavaScript loads. With JavaScript, on a page with
 * a form it runs the Free Estimate action instead (scroll to the form and highlight it); on a
 * page without one the link itself takes the visitor to the home page's form. Inside an open
 * menu (the phone menu is a popover) it closes the menu first, so that the form is not under it.
 */
export function FreeEstimateButton({ label, className }: { label: string; className: string }) {
  const { estimateFormIndex } = useSectionPlacement();
  return <FreeEstimateLink href={estimateFormHref(estimateFormIndex >= 0)} label={label} className={className} />;
}

/** An island: a section's button is hydrated on its own; the header's is part of the header. */
export const FreeEstimateLink = island(
  'free-estimate',
  function FreeEstimateLink({ href, label, className }: { href: string; label: string; className: string }) {
    return (
      <a
        href={href}
        className={className}
        onClick={(event) => {
          const form = estimateForm();
          if (!form) return;
          event.preventDefault();
          event.currentTarget.closest<HTMLElement>('[popover]')?.hidePopover();
          highlightLeadForm(form);
        }}
      >
        {label}
      </a>
    );
  },
);
