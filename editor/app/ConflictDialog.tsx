/**
 * Saving was refused because the file changed on disk since it was opened (someone edited it in
 * another window or tool): drop this work and take theirs, or keep editing (the work stays, and
 * is kept in this browser).
 */
import { useId } from 'react';
import { toolbarButton } from './Toolbar';

export function ConflictDialog({ message, onReload, onKeepEditing }: { message: string; onReload: () => void; onKeepEditing: () => void }) {
  const titleId = useId();
  return (
    <div role="alertdialog" aria-labelledby={titleId} className="border-b border-red-300 bg-red-50 px-4 py-3 text-sm">
      <h2 id={titleId} className="font-bold text-red-900">
        Changed on disk: not saved
      </h2>
      <p className="my-1">{message}. Your changes are still here and kept in this browser.</p>
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
