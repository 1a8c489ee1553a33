/**
 * "Waiting for review" (publishers): the drafts editors sent, oldest first, each with its author,
 * when it was sent, their note and its changes in plain words as they were when sent. "Open"
 * shows one as publishing it would do now, with its pages as they will be, "Publish" and "Send
 * back" (PublishDialog's review). The list follows the server every few seconds (useTeam).
 */
import type { ReviewItem } from '../../shared/api';
import { VersionCard } from '../ui/dialogParts';
import { DialogWithClose } from '../ui/modalDialog';
import { toolbarButton } from '../ui/styles';
import { whenInWords } from '../ui/words';

export function WaitingForReviewDialog({
  waiting,
  onOpen,
  onClose,
}: {
  waiting: ReviewItem[] | undefined;
  onOpen: (item: ReviewItem) => void;
  onClose: () => void;
}) {
  return (
    <DialogWithClose title="Waiting for review" bodyClass="" onClose={onClose}>
      <p className="text-sm text-slate-700">
        Changes editors sent for review, oldest first. <strong>Open</strong> one to see its pages as they will be, then publish it under its author’s name or
        send it back with a note.
      </p>
      {waiting === undefined && <p className="mt-3 text-sm text-slate-700">Reading the list…</p>}
      {waiting?.length === 0 && <p className="mt-3 text-sm text-slate-700">Nothing is waiting for review.</p>}
      {waiting && waiting.length > 0 && (
        <ol aria-label="Waiting for review" className="mt-4 space-y-3">
          {[...waiting]
            .sort((a, b) => a.sentAt.localeCompare(b.sentAt))
            .map((item) => (
              <WaitingItem key={item.id} item={item} onOpen={() => onOpen(item)} />
            ))}
        </ol>
      )}
    </DialogWithClose>
  );
}

function WaitingItem({ item, onOpen }: { item: ReviewItem; onOpen: () => void }) {
  return (
    <VersionCard
      heading={item.author}
      about={
        <>
          Sent <time dateTime={item.sentAt}>{whenInWords(item.sentAt)}</time> · {item.changes.length === 1 ? '1 change' : `${item.changes.length} changes`}
        </>
      }
      action={(headingId) => (
        <button type="button" className={`${toolbarButton} shrink-0`} aria-describedby={headingId} onClick={onOpen}>
          Open
        </button>
      )}
      changes={item.changes}
    >
      {item.note && (
        <blockquote className="mt-2 border-l-4 border-slate-300 bg-slate-50 px-3 py-1.5 text-sm break-words whitespace-pre-line text-slate-800">
          {item.note}
        </blockquote>
      )}
    </VersionCard>
  );
}
