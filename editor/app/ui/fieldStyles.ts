/**
 * The form's Tailwind classes, in one place so every control looks and behaves the same: calm
 * slate greys, a blue focus outline that always shows for keyboard users, 44-pixel targets,
 * text at AA contrast or better on white.
 */
export const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700';

export const inputClass =
  'block w-full min-h-11 rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 shadow-xs placeholder:text-slate-500 ' +
  'focus-visible:border-blue-700 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-blue-700 ' +
  'aria-invalid:border-red-700 aria-invalid:bg-red-50/40 disabled:bg-slate-100 disabled:text-slate-600';

export const textareaClass = `${inputClass} min-h-24 resize-y field-sizing-content leading-relaxed`;

export const selectClass = `${inputClass} pr-8`;

export const labelClass = 'block text-sm font-semibold text-slate-900';

export const optionalMarkClass = 'ml-1 text-xs font-normal text-slate-600';

export const helpClass = 'mt-1 text-sm text-slate-600';

export const buttonClass =
  `inline-flex min-h-11 items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 shadow-xs ` +
  `hover:border-slate-400 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50 ${focusRing}`;

export const primaryButtonClass =
  `inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-blue-700 px-4 text-sm font-semibold text-white shadow-xs ` +
  `hover:bg-blue-800 disabled:cursor-not-allowed disabled:opacity-50 ${focusRing}`;

export const iconButtonClass =
  `inline-flex size-11 shrink-0 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 hover:text-slate-900 ` +
  `disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent ${focusRing}`;

export const fieldsetClass = 'min-w-0 rounded-lg border border-slate-200 bg-white p-4';

export const legendClass = 'px-1 text-sm font-semibold text-slate-900';

export const stackClass = 'flex flex-col gap-5';
