/**
 * The bar at the top: which page is open, Undo, Redo and Save (with their keyboard shortcuts),
 * and the status line that says what happened. Each button is its own small component, so a
 * new one takes one line here.
 */
import { type ReactNode, useEffect } from 'react';
import { toolbarButton } from '../ui/styles';

/**
 * In the team editor, `account` is a line above with who is signed in (team/TeamBar.tsx) and
 * `notices` the lines below about the team (team/TeamNotices.tsx).
 */
export function Toolbar({
  account,
  picker,
  actions,
  status,
  notices,
}: {
  account?: ReactNode;
  picker: ReactNode;
  actions: ReactNode;
  status: ReactNode;
  notices?: ReactNode;
}) {
  return (
    <header className="border-b border-slate-300 bg-white">
      {account}
      <div className="flex flex-wrap items-center gap-3 px-4 py-2 max-sm:px-3">
        <h1 className="text-base font-bold">Page editor</h1>
        {picker}
        {/* On a phone the buttons start a line of their own from the left, and the separators give way. */}
        <div className="ml-auto flex flex-wrap items-center justify-end gap-2 max-sm:ml-0 max-sm:justify-start max-sm:gap-1.5 max-sm:[&>[aria-hidden]]:hidden">
          {actions}
        </div>
        {status}
      </div>
      {notices}
    </header>
  );
}

export function UndoRedoButtons({ canUndo, canRedo, onUndo, onRedo }: { canUndo: boolean; canRedo: boolean; onUndo: () => void; onRedo: () => void }) {
  return (
    <>
      <button type="button" className={toolbarButton} disabled={!canUndo} onClick={onUndo} aria-keyshortcuts="Control+Z Meta+Z">
        Undo
      </button>
      <button type="button" className={toolbarButton} disabled={!canRedo} onClick={onRedo} aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y">
        Redo
      </button>
    </>
  );
}

export function SaveButton({ disabled, onSave }: { disabled: boolean; onSave: () => void }) {
  return (
    <button
      type="button"
      className="rounded-md bg-blue-700 px-4 py-1.5 text-sm pointer-coarse:min-h-11 pointer-coarse:px-3 font-bold text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 disabled:opacity-50"
      disabled={disabled}
      onClick={onSave}
      aria-keyshortcuts="Control+S Meta+S"
    >
      Save
    </button>
  );
}

/** What happened last, said to screen readers too; and whether there is unsaved work. */
export function StatusLine({ dirty, message }: { dirty: boolean; message: string }) {
  return (
    <p role="status" aria-live="polite" className="w-full text-sm text-slate-700 sm:w-auto">
      {dirty ? 'Unsaved changes (kept in this browser). ' : ''}
      {message}
    </p>
  );
}

/**
 * Ctrl+Z (or ⌘Z) undoes, Ctrl+Shift+Z and Ctrl+Y redo, Ctrl+S saves: anywhere in the editor, but
 * not while a dialog is open in front of the page (Ctrl+Z in its text box is that box's own undo)
 * or while the page is not shown (`enabled`).
 */
export function useShortcuts({ undo, redo, save }: { undo: () => void; redo: () => void; save: () => void }, enabled = true) {
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || document.querySelector('dialog:modal')) return;
      const key = event.key.toLowerCase();
      if (key === 'z') (event.shiftKey ? redo : undo)();
      else if (key === 'y') redo();
      else if (key === 's') save();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [undo, redo, save, enabled]);
}
