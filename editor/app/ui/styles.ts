/**
 * The editor's buttons and links, in one place so each kind looks the same in every room: the
 * toolbar's, the team's line's, a dialog's main action, Publish, an action that cannot be taken
 * back, and a link inside a dialog. (The form's controls have their own: fieldStyles.ts.) On a
 * touch screen each button is at least 44 pixels high; a mouse keeps the compact toolbar.
 */

/** A button of the toolbar, and the plain buttons elsewhere (Cancel, Close, Restore…). */
export const toolbarButton =
  'pointer-coarse:min-h-11 pointer-coarse:px-2.5 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600 disabled:opacity-40';

/** A button of the team editor's line above the toolbar. */
export const barButton =
  'pointer-coarse:min-h-11 inline-flex items-center gap-2 rounded-md bg-white px-2.5 py-1 text-sm font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-700 disabled:opacity-50';

/** The main button of a dialog. */
export const primaryClass =
  'pointer-coarse:min-h-11 rounded-md bg-emerald-700 px-4 py-1.5 text-sm font-bold text-white hover:bg-emerald-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 disabled:cursor-not-allowed disabled:opacity-50';

/** Publish, and Send for review in its place: a count beside the name, and a look of its own while it cannot be pressed. */
export const publishClass =
  'pointer-coarse:min-h-11 pointer-coarse:px-3 inline-flex items-center gap-2 rounded-md bg-emerald-700 px-4 py-1.5 text-sm font-bold text-white hover:bg-emerald-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 aria-disabled:cursor-not-allowed aria-disabled:bg-slate-200 aria-disabled:text-slate-600 aria-disabled:hover:bg-slate-200';

/** The button of an action that cannot be taken back. */
export const dangerClass =
  'pointer-coarse:min-h-11 rounded-md bg-red-700 px-4 py-1.5 text-sm font-bold text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700';

/** A link, or a button that reads as one, inside a dialog's text. */
export const linkClass = 'font-semibold text-blue-800 underline underline-offset-2 hover:text-blue-950';
