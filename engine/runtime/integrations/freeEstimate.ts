/**
 * The Free Estimate action. On a page with an estimate form it brings the form to the centre
 * of the screen and highlights it (orange glow, scale 1.02) for 2 seconds; on a page without
 * one it goes to the home page and highlights the hero form once it has arrived.
 */
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { homePath } from '../../../schema/paths';

export const highlightDurationMs = 2000;
export const leadFormSelector = '[data-lead-form]';
/** The id of the page's Free Estimate target, so a plain link (#estimate-form) works without JavaScript. */
export const estimateFormId = 'estimate-form';

let highlightOnArrival = false;

export function useFreeEstimate(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    const form = document.querySelector<HTMLElement>(leadFormSelector);
    if (form) {
      highlightLeadForm(form);
    } else {
      highlightOnArrival = true;
      navigate(homePath);
    }
  }, [navigate]);
}

/** True once, right after a Free Estimate action sent the visitor here to find a form. */
export function takeArrivalHighlight(): boolean {
  const pending = highlightOnArrival;
  highlightOnArrival = false;
  return pending;
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
