/**
 * Saving was refused because the file changed on disk since it was opened (someone edited it in
 * another window or program): drop this work and take theirs, or keep editing (the work stays,
 * and is kept in this browser). It takes the focus when it shows, so it is read at once, and
 * gives it back to where it was (the Save button, say) when it goes.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { toolbarButton } from '../ui/styles';

/** `name`: the page as people know it ("Home", "the site settings"). */
export function ConflictDialog({ name, onReload, onKeepEditing }: { name: string; onReload: () => void; onKeepEditing: () => void }) {
  const titleId = useId();
  const textId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  // Read as it first renders, before the focus moves here.
  const [returnTo] = useState(() => document.activeElement);
  useEffect(() => {
    dialog.current?.focus();
    return () => {
      // Gone from the page with the focus in it: the focus goes back.
      if ((!document.activeElement || document.activeElement === document.body) && returnTo instanceof HTMLElement && returnTo.isConnected) returnTo.focus();
    };
  }, [returnTo]);
  return (
    <div
      ref={dialog}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      tabIndex={-1}
      className="border-b border-red-300 bg-red-50 px-4 py-3 text-sm focus:outline-none"
    >
      <h2 id={titleId} className="font-bold text-red-900">
        Changed on disk: not saved
      </h2>
      <p id={textId} className="my-1">
        Nothing was saved: {name} was changed in another window or program after you opened it. Reload it to see that version, or keep editing. Your changes are
        still here and kept in this browser.
      </p>
      <div className="flex gap-2">
        <button type="button" className={toolbarButton} onClick={onReload}>
          Reload from disk (drop my changes)
        </button>
        <button type="button" className={toolbarButton} onClick={onKeepEditing}>
          Keep editing
        </button>
      </div>
    </div>
  );
}
