/**
 * "History": the versions published to the website, newest first: when, who, the summary and
 * what changed in plain words. "Undo this publish" on any of them opens the review of a new
 * version that takes exactly those changes back (the same dialog, checks and questions as Publish);
 * in the team editor, for publishers only (editors read the history).
 */
import { useEffect, useId, useState } from 'react';
import type { HistoryEntry } from '../../shared/api';
import { api } from '../api';
import { toolbarButton } from '../Toolbar';
import { ChangeList } from './dialogParts';
import { dialogClass, useModalDialog } from './modalDialog';
import { whenInWords } from '../words';

export function HistoryDialog({ mayUndo = true, onUndo, onClose }: { mayUndo?: boolean; onUndo: (entry: HistoryEntry) => void; onClose: () => void }) {
  const titleId = useId();
  const modal = useModalDialog({ busy: false, onDismiss: onClose });
  const [entries, setEntries] = useState<HistoryEntry[]>();
  const [failure, setFailure] = useState<string>();
  useEffect(() => {
    let wanted = true;
    api.history.list().then(
      (list) => wanted && setEntries(list),
      (error: Error) => wanted && setFailure(`The history could not be read: ${error.message}`),
    );
    return () => {
      wanted = false;
    };
  }, []);

  return (
    <dialog ref={modal.ref} aria-labelledby={titleId} onCancel={modal.onCancel} onClose={modal.onClose} className={dialogClass}>
      <div className="flex max-h-[90vh] flex-col">
        <div className="flex items-center justify-between gap-4 border-b border-slate-200 px-5 py-3">
          <h2 id={titleId} tabIndex={-1} data-autofocus className="text-lg font-bold focus:outline-none">
            History
          </h2>
          <button type="button" className={toolbarButton} onClick={onClose}>
            Close
          </button>
        </div>
        <div className="min-h-0 overflow-y-auto px-5 py-4">
          <p className="text-sm text-slate-700">
            Every version published to the website, newest first.{' '}
            {mayUndo ? (
              <>
                <strong>Undo this publish</strong> makes a new version that takes back exactly what that one changed; everything published since stays.
              </>
            ) : (
              'A publisher of the team can undo any of them.'
            )}
          </p>
          {failure && <p className="mt-3 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900">{failure}</p>}
          {!entries && !failure && (
            <p role="status" className="mt-3 text-sm text-slate-700">
              Reading the history…
            </p>
          )}
          {entries?.length === 0 && <p className="mt-3 text-sm text-slate-700">Nothing has been published from this copy yet.</p>}
          {entries && entries.length > 0 && (
            <ol aria-label="Published versions" className="mt-4 space-y-3">
              {entries.map((entry) => (
                <HistoryItem key={entry.commit} entry={entry} onUndo={mayUndo ? () => onUndo(entry) : undefined} />
              ))}
            </ol>
          )}
        </div>
      </div>
    </dialog>
  );
}

function HistoryItem({ entry, onUndo }: { entry: HistoryEntry; onUndo: (() => void) | undefined }) {
  const summaryId = useId();
  return (
    <li className="rounded-lg border border-slate-200 p-4">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h3 id={summaryId} className="font-semibold break-words">
            {entry.summary}
          </h3>
          <p className="text-sm text-slate-600">
            <time dateTime={entry.when}>{whenInWords(entry.when)}</time> · {entry.who}
          </p>
        </div>
        {!onUndo ? null : entry.undoable ? (
          <button type="button" className={`${toolbarButton} shrink-0`} aria-describedby={summaryId} onClick={onUndo}>
            Undo this publish
          </button>
        ) : (
          <p className="text-sm text-slate-600">The first version of the site: nothing before it to go back to.</p>
        )}
      </div>
      <ChangeList changes={entry.changes} />
    </li>
  );
}
