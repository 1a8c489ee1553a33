/**
 * The Free Estimate action. On a page with an estimate form it brings the form to the centre
 * of the screen and highlights it (orange glow, scale 1.02) for 2 seconds; on a page without
 * one it goes to the home page's form, which is highlighted once it has arrived.
 */
import { homePath } from '../../../schema/paths';

export const highlightDurationMs = 2000;
export const leadFormSelector = '[data-lead-form]';
/** The id of the page's Free Estimate target, so a plain link (#estimate-form) works without JavaScript. */
export const estimateFormId = 'estimate-form';

/** Where Free Estimate leads: the form on this page if it has one, else the home page's. */
export function estimateFormHref(pageHasForm: boolean): string {
  return pageHasForm ? `#${estimateFormId}` : `${homePath}#${estimateFormId}`;
}

/** The form Free Estimate brings forward on this page, if the page has one. */
export function estimateForm(): HTMLElement | null {
  return document.querySelector<HTMLElement>(leadFormSelector);
}

/**
 * True when the visitor came to this page for its estimate form: Free Estimate on another page,
 * or any link to #estimate-form. The address says so, which also survives a reload.
 */
export function cameForEstimateForm(): boolean {
  return window.location.hash === `#${estimateFormId}`;
}

const timers = new WeakMap<HTMLElement, number>();

export function highlightLeadForm(form: HTMLElement): void {
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  // Computed by hand: scrollIntoView({ block: 'center' }) would also apply the scroll margins
  // that keep the #estimate-form anchor clear of the fixed header, and land the card low.
  const box = form.getBoundingClientRect();
  const top = window.scrollY + box.top + box.height / 2 - window.innerHeight / 2;
  window.scrollTo({ top: Math.max(0, top), behavior: reducedMotion ? 'auto' : 'smooth' });
  form.setAttribute('data-highlighted', '');
  window.clearTimeout(timers.get(form));
  timers.set(
    form,
    window.setTimeout(() => form.removeAttribute('data-highlighted'), highlightDurationMs),
  );
}
