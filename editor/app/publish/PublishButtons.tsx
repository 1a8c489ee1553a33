/**
 * The toolbar's "Publish" and "History". Publish shows how many pages (and the settings, and
 * photos) have saved changes the website does not have yet, as a badge beside its name; what
 * they are, or why it cannot be pressed, is its description, shown on hover and focus.
 */
import { type ReactNode, type Ref, useEffect, useId, useState } from 'react';
import { toolbarButton } from '../Toolbar';
import { canPublish, type PublishState, pendingCount, pendingInWords } from './publishStatus';

/**
 * A toolbar button that says what it would do, or why it cannot, in a note shown while the
 * pointer is on it or on the note, or it has the focus; Escape hides the note wherever the focus
 * is (WCAG 1.4.13). `aria-disabled` rather than `disabled`, so that a keyboard can still reach it
 * and hear why.
 */
export function ButtonWithNote({
  note,
  enabled,
  onPress,
  className,
  buttonRef,
  children,
}: {
  note: string;
  enabled: boolean;
  onPress: () => void;
  className: string;
  buttonRef?: Ref<HTMLButtonElement>;
  children: ReactNode;
}) {
  const noteId = useId();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!shown) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setShown(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [shown]);
  return (
    <span className="relative inline-flex" onPointerEnter={() => setShown(true)} onPointerLeave={() => setShown(false)}>
      <button
        ref={buttonRef}
        type="button"
        className={className}
        aria-disabled={!enabled}
        aria-describedby={noteId}
        onClick={() => enabled && onPress()}
        onFocus={() => setShown(true)}
        onBlur={() => setShown(false)}
      >
        {children}
      </button>
      {/* The gap above the note is padding of the note's own, so the pointer crosses it without leaving. */}
      <span id={noteId} role="tooltip" className={`absolute top-full right-0 z-30 w-72 pt-2 ${shown ? 'block' : 'hidden'}`}>
        <span className="block rounded-md bg-slate-900 px-3 py-2 text-sm leading-snug font-normal text-white shadow-lg">{note}</span>
      </span>
    </span>
  );
}

export const publishClass =
  'inline-flex items-center gap-2 rounded-md bg-emerald-700 px-4 py-1.5 text-sm font-bold text-white hover:bg-emerald-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 aria-disabled:cursor-not-allowed aria-disabled:bg-slate-200 aria-disabled:text-slate-600 aria-disabled:hover:bg-slate-200';

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

/** A count beside a button's name, for the eyes: what it counts is the button's note, so it is not part of the name. */
export function Badge({ count, className = 'bg-white text-emerald-800' }: { count: number; className?: string }) {
  if (count <= 0) return null;
  return (
    <span aria-hidden="true" className={`min-w-5 rounded-full px-1.5 text-center text-xs leading-5 font-bold tabular-nums ${className}`}>
      {count}
    </span>
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
