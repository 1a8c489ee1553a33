/**
 * "Waiting for review" (publishers): the drafts editors sent, oldest first, each with its author,
 * when it was sent, their note and its changes in plain words as they were when sent. "Open"
 * shows one as publishing it would do now, with its pages as they will be, "Publish" and "Send
 * back" (PublishDialog's review). The list follows the server every few seconds (useTeam).
 */
import { useId } from 'react';
import type { ReviewItem } from '../../shared/api';
import { ChangeList } from '../publish/dialogParts';
import { dialogClass, useModalDialog } from '../publish/modalDialog';
import { toolbarButton } from '../Toolbar';
import { whenInWords } from '../words';

export function WaitingForReviewDialog({
  waiting,
  onOpen,
  onClose,
}: {
  waiting: ReviewItem[] | undefined;
  onOpen: (item: ReviewItem) => void;
  onClose: () => void;
}) {
  const titleId = useId();
  const modal = useModalDialog({ busy: false, onDismiss: onClose });
  return (
    <dialog ref={modal.ref} aria-labelledby={titleId} onCancel={modal.onCancel} onClose={modal.onClose} className={dialogClass}>
      <div className="flex max-h-[90vh] flex-col">
        <div className="flex items-center justify-between gap-4 border-b border-slate-200 px-5 py-3">
          <h2 id={titleId} tabIndex={-1} data-autofocus className="text-lg font-bold focus:outline-none">
            Waiting for review
          </h2>
          <button type="button" className={toolbarButton} onClick={onClose}>
            Close
          </button>
        </div>
        <div className="min-h-0 overflow-y-auto px-5 py-4">
          <p className="text-sm text-slate-700">
            Changes editors sent for review, oldest first. <strong>Open</strong> one to see its pages as they will be, then publish it under its author’s name
            or send it back with a note.
          </p>
          {waiting === undefined && <p className="mt-3 text-sm text-slate-700">Reading the list…</p>}
          {waiting?.length === 0 && <p className="mt-3 text-sm text-slate-700">Nothing is waiting for review.</p>}
          {waiting && waiting.length > 0 && (
            <ol aria-labelledby={titleId} className="mt-4 space-y-3">
              {[...waiting]
                .sort((a, b) => a.sentAt.localeCompare(b.sentAt))
                .map((item) => (
                  <WaitingItem key={item.id} item={item} onOpen={() => onOpen(item)} />
                ))}
            </ol>
          )}
        </div>
      </div>
    </dialog>
  );
}

function WaitingItem({ item, onOpen }: { item: ReviewItem; onOpen: () => void }) {
  const headingId = useId();
  return (
    <li className="rounded-lg border border-slate-200 p-4">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h3 id={headingId} className="font-semibold break-words">
            {item.author}
          </h3>
          <p className="text-sm text-slate-600">
            Sent <time dateTime={item.sentAt}>{whenInWords(item.sentAt)}</time> · {item.changes.length === 1 ? '1 change' : `${item.changes.length} changes`}
          </p>
        </div>
        <button type="button" className={`${toolbarButton} shrink-0`} aria-describedby={headingId} onClick={onOpen}>
          Open
        </button>
      </div>
      {item.note && (
        <blockquote className="mt-2 border-l-4 border-slate-300 bg-slate-50 px-3 py-1.5 text-sm break-words whitespace-pre-line text-slate-800">
          {item.note}
        </blockquote>
      )}
      <ChangeList changes={item.changes} />
    </li>
  );
}
