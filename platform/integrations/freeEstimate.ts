/**
 * The Free Estimate action. On a page with an estimate form it brings the form to the centre
 * of the screen and highlights it (orange glow, scale 1.02) for 2 seconds; on a page without
 * one it goes to the home page's form, which is highlighted once it has arrived.
 */
import { homePath } from '../../schema/paths';
import type { Section } from '../../schema/section';

export const highlightDurationMs = 2000;
export const leadFormSelector = '[data-lead-form]';
/** The id of the page's Free Estimate target, so a plain link (#estimate-form) works without JavaScript. */
export const estimateFormId = 'estimate-form';

/** The section whose form Free Estimate brings forward on a page: its first with a form, or -1. */
export function estimateFormIndex(sections: readonly Section[]): number {
  return sections.findIndex((section) => 'form' in section && section.form !== undefined);
}

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
/** Inputs by which a visitor scrolls the page himself: from then on, the page is his to move. */
const visitorScrollInputs = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;
/** The scroll under way, if any: a second Free Estimate ends it and starts afresh. */
let scrolling: AbortController | undefined;

/** The scroll position that puts the middle of `form` at the middle of the screen. */
function centredTop(form: HTMLElement): number {
  // Computed by hand: scrollIntoView({ block: 'center' }) would also apply the scroll margins
  // that keep the #estimate-form anchor clear of the fixed header, and land the card low.
  const box = form.getBoundingClientRect();
  return Math.max(0, window.scrollY + box.top + box.height / 2 - window.innerHeight / 2);
}

const easeInOutCubic = (t: number) => (t < 0.5 ? 4 * t ** 3 : 1 - (-2 * t + 2) ** 3 / 2);

/**
 * Brings the form to the middle of the screen, smoothly unless the visitor asks for reduced
 * motion. It aims afresh in every frame: until a page's later sections are rendered (soon after
 * it opens: engine/runtime/renderLaterSections.ts), each takes its real height only as it comes
 * near the screen, so the form moves while the page scrolls past them, and the browser's own
 * smooth scroll would land beside it. Once there, it holds the form in place a moment while the
 * sections it passed settle. A visitor who scrolls meanwhile takes over.
 */
function scrollToForm(form: HTMLElement, smooth: boolean): void {
  scrolling?.abort();
  const controller = new AbortController();
  scrolling = controller;
  const { signal } = controller;
  for (const type of visitorScrollInputs) window.addEventListener(type, () => controller.abort(), { capture: true, passive: true, signal });
  const from = window.scrollY;
  const durationMs = smooth ? Math.min(900, 300 + Math.abs(centredTop(form) - from) / 8) : 0;
  const holdMs = 250;
  const startedAt = performance.now();
  const step = (now: number) => {
    if (signal.aborted) return;
    const progress = durationMs ? Math.min(1, (now - startedAt) / durationMs) : 1;
    window.scrollTo({ top: from + (centredTop(form) - from) * easeInOutCubic(progress), behavior: 'instant' });
    if (now - startedAt < durationMs + holdMs) requestAnimationFrame(step);
    else controller.abort();
  };
  requestAnimationFrame(step);
}

export function highlightLeadForm(form: HTMLElement): void {
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  scrollToForm(form, !reducedMotion);
  form.setAttribute('data-highlighted', '');
  window.clearTimeout(timers.get(form));
  timers.set(
    form,
    window.setTimeout(() => form.removeAttribute('data-highlighted'), highlightDurationMs),
  );
}
