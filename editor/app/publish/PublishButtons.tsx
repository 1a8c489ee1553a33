/**
 * The toolbar's "Publish" and "History". Publish shows how many pages (and the settings, and
 * photos) have saved changes the website does not have yet, as a badge beside its name; what
 * they are, or why it cannot be pressed, is its description, shown on hover and focus.
 */
import type { Ref } from 'react';
import { Badge, ButtonWithNote } from '../ui/ButtonWithNote';
import { publishClass, toolbarButton } from '../ui/styles';
import { canPublish, type PublishState, pendingCount, pendingInWords } from '../ui/publishStatus';

export function PublishButton({ state, onOpen, buttonRef }: { state: PublishState; onOpen: () => void; buttonRef?: Ref<HTMLButtonElement> }) {
  const { status, failure } = state;
  const count = status ? pendingCount(status) : 0;
  const enabled = canPublish(status);
  return (
    <ButtonWithNote note={publishNote(state)} enabled={enabled && !failure} onPress={onOpen} className={publishClass} buttonRef={buttonRef}>
      Publish
      {enabled && <Badge count={count} />}
    </ButtonWithNote>
  );
}

/** What Publish would send, or why there is nothing to press, in a sentence. */
function publishNote({ status, failure }: PublishState): string {
  if (failure) return failure;
  if (!status) return 'Finding out what the website has…';
  if (!status.available) return status.unavailable ?? 'This copy cannot be published from here.';
  const where = status.connected ? 'on the website' : 'saved as a version';
  const here = status.versionsHere ? ' Versions saved on this computer are waiting to be sent too.' : '';
  if (pendingCount(status) > 0) return `Saved changes not ${where} yet: ${pendingInWords(status)}.${here}`;
  if (status.versionsHere) return 'Versions saved on this computer are not on the website yet.';
  return `Everything you saved is ${where}. Save a change to publish it.`;
}

export function HistoryButton({ state, onOpen, buttonRef }: { state: PublishState; onOpen: () => void; buttonRef?: Ref<HTMLButtonElement> }) {
  const { status } = state;
  const enabled = status?.available === true;
  const note = status && !status.available ? (status.unavailable ?? '') : 'The versions published so far, and undoing one of them.';
  return (
    <ButtonWithNote
      note={note}
      enabled={enabled}
      onPress={onOpen}
      className={`${toolbarButton} aria-disabled:cursor-not-allowed aria-disabled:opacity-40`}
      buttonRef={buttonRef}
    >
      History
    </ButtonWithNote>
  );
}
