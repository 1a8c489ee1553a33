/**
 * The team editor's buttons: "Send for review" (an editor's way to publish: in Publish's place in
 * the toolbar, with the same count of saved changes beside its name), and in the team's line
 * above (TeamBar.tsx) "Waiting for review" (publishers: a badge with how many drafts wait) and
 * "Share a preview". The first two say in a note, shown on hover and focus, what they would do.
 */
import type { Ref } from 'react';
import type { ReviewItem } from '../../shared/api';
import { Badge, ButtonWithNote } from '../ui/ButtonWithNote';
import { canPublish, type PublishState, pendingCount, pendingInWords } from '../ui/publishStatus';
import { barButton, publishClass } from '../ui/styles';
import { listInWords } from '../../shared/words';
import { whenInWords } from '../ui/words';

export function SendForReviewButton({
  state,
  mine,
  onOpen,
  buttonRef,
}: {
  state: PublishState;
  /** One's own draft sent for review, waiting or sent back. */
  mine: ReviewItem | undefined;
  onOpen: () => void;
  buttonRef: Ref<HTMLButtonElement>;
}) {
  const { status, failure } = state;
  const enabled = canPublish(status) && !failure;
  return (
    <ButtonWithNote note={sendNote(state, mine)} enabled={enabled} onPress={onOpen} className={publishClass} buttonRef={buttonRef}>
      Send for review
      {enabled && status && <Badge count={pendingCount(status)} />}
    </ButtonWithNote>
  );
}

function sendNote({ status, failure }: PublishState, mine: ReviewItem | undefined): string {
  if (failure) return failure;
  if (!status) return 'Finding out what you changed…';
  const sent = mine?.status === 'waiting' ? ` You sent your draft for review on ${whenInWords(mine.sentAt)}; sending it again replaces that.` : '';
  if (pendingCount(status) > 0) return `Saved changes a publisher will review before they go on the website: ${pendingInWords(status)}.${sent}`;
  return 'Everything you saved is on the website. Save a change to send it for review.';
}

export function WaitingForReviewButton({
  waiting,
  onOpen,
  buttonRef,
}: {
  waiting: ReviewItem[] | undefined;
  onOpen: () => void;
  buttonRef: Ref<HTMLButtonElement>;
}) {
  const count = waiting?.length ?? 0;
  const note =
    waiting === undefined
      ? 'Finding out what waits for review…'
      : count === 0
        ? 'Nothing is waiting for review.'
        : `${count === 1 ? 'One draft waits' : `${count} drafts wait`} for review: ${listInWords(waiting.map((item) => item.author))}.`;
  return (
    <ButtonWithNote note={note} enabled onPress={onOpen} className={barButton} buttonRef={buttonRef}>
      Waiting for review
      <Badge count={count} className="bg-amber-700 text-white" />
    </ButtonWithNote>
  );
}

export function ShareButton({ onOpen, buttonRef }: { onOpen: () => void; buttonRef: Ref<HTMLButtonElement> }) {
  return (
    <button ref={buttonRef} type="button" className={barButton} onClick={onOpen}>
      Share a preview
    </button>
  );
}
