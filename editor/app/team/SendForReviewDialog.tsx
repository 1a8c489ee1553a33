/**
 * "Send for review", an editor's way to publish: the saved changes of their draft in plain words
 * (what POST /api/publish/plan lists), a note for the publisher, and "Send for review". The
 * draft stays theirs and goes on the website once a publisher publishes it; if it is sent back,
 * the publisher's note shows in the editor (TeamNotices.tsx).
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { PublishProblem, ReviewItem } from '../../shared/api';
import { publishPlanQuery, useWrite } from '../ui/queries';
import { ChangesSection, Notice, ProblemLinks, LabelledTextArea } from '../ui/dialogParts';
import { DialogActions, DialogBody, FormDialog } from '../ui/modalDialog';
import { primaryClass } from '../ui/styles';
import { whenInWords } from '../ui/words';

const mySavedChanges = { start: { from: 'mine' } } as const;

type Progress = { kind: 'ready' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'failed'; message: string };

export function SendForReviewDialog({
  mine,
  unsavedPage,
  note,
  onNote,
  onGoToProblem,
  onClose,
}: {
  mine: ReviewItem | undefined;
  /** The open page's name, when it has changes that are not saved (they are not sent). */
  unsavedPage: string | undefined;
  /** The note typed, kept by the editor while it is open (closing the dialog loses nothing). */
  note: string;
  onNote: (note: string) => void;
  onGoToProblem: (problem: PublishProblem) => void;
  onClose: () => void;
}) {
  // What publishing the saved changes would do: the list of them and their problems.
  const reviewed = useQuery(publishPlanQuery(mySavedChanges));
  const review = reviewed.data;
  const reviewFailure = reviewed.error ? `The editor could not find out what you changed: ${reviewed.error.message}` : undefined;
  const { mutateAsync: sendForReview } = useWrite('sendForReview');
  const [progress, setProgress] = useState<Progress>({ kind: 'ready' });
  const outcomeRef = useRef<HTMLDivElement>(null);
  const busy = progress.kind === 'sending';

  useEffect(() => {
    if (progress.kind === 'sent' || progress.kind === 'failed') outcomeRef.current?.focus();
  }, [progress.kind]);

  const send = async () => {
    if (busy) return;
    setProgress({ kind: 'sending' });
    try {
      await sendForReview({ body: { note: note.trim() } });
      setProgress({ kind: 'sent' });
      onNote('');
    } catch (error) {
      setProgress({ kind: 'failed', message: `Nothing was sent: ${(error as Error).message}` });
    }
  };

  const sent = progress.kind === 'sent';
  const errors = review?.problems.filter((problem) => problem.severity === 'error') ?? [];
  return (
    <FormDialog
      title="Send for review"
      intro={<p className="text-sm text-slate-700">A publisher looks at your saved changes, then publishes them or sends them back with a note.</p>}
      busy={busy}
      onDismiss={onClose}
      onSubmit={() => void send()}
    >
      <DialogBody>
        {!review && !reviewFailure && <p className="text-sm text-slate-700">Looking at what you changed…</p>}
        {reviewFailure && <Notice tone="error">{reviewFailure}</Notice>}
        {review && !sent && (
          <>
            {mine?.status === 'waiting' && (
              <Notice tone="info">
                You sent your draft for review on {whenInWords(mine.sentAt)}. Sending it again replaces that, with the list below and this note.
              </Notice>
            )}
            {unsavedPage && (
              <Notice tone="info">
                {unsavedPage} has changes that are not saved yet. Only saved changes are sent: to include them, close this, save, and send again.
              </Notice>
            )}
            {review.conflicts.length > 0 && (
              <Notice tone="info">
                Someone else published a change to {review.conflicts.length === 1 ? 'a field' : `${review.conflicts.length} fields`} you changed too. The
                publisher who reviews your changes chooses which version to keep.
              </Notice>
            )}
          </>
        )}
        {review && <ChangesSection changes={review.changes} whenNone="There is nothing to send: the website has every change you saved." />}
        {review && !sent && (
          <>
            {errors.length > 0 && (
              <ProblemLinks
                problems={errors}
                tone="error"
                intro="A publisher cannot publish these until they are fixed (each leads to its field):"
                onGoTo={onGoToProblem}
              />
            )}
            <LabelledTextArea
              label="Note"
              help="For the publisher: what these changes are for, or what to look at. They see it beside the list."
              value={note}
              onChange={onNote}
              disabled={busy}
            />
          </>
        )}
      </DialogBody>
      <div ref={outcomeRef} tabIndex={-1} role="status" className="shrink-0 px-5 focus:outline-none [&:not(:empty)]:py-3">
        {progress.kind === 'sending' && <Notice tone="info">Sending your changes for review…</Notice>}
        {sent && (
          <Notice tone="success">
            Sent for review. A publisher will publish your changes or send them back with a note, which you will see here in the editor.
          </Notice>
        )}
        {progress.kind === 'failed' && <Notice tone="error">{progress.message}</Notice>}
      </div>
      <DialogActions onCancel={onClose} busy={busy} done={sent}>
        <button type="submit" className={primaryClass} disabled={!review || review.changes.length === 0 || busy}>
          Send for review
        </button>
      </DialogActions>
    </FormDialog>
  );
}
