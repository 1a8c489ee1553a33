/**
 * A button that says in a note what it would do, or why it cannot, and a count beside a
 * button's name: the toolbar's Publish and History, the team's Send for review and Waiting for review.
 */
import { type ReactNode, type Ref, useEffect, useId, useState } from 'react';

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

/** A count beside a button's name, for the eyes: what it counts is the button's note, so it is not part of the name. */
export function Badge({ count, className = 'bg-white text-emerald-800' }: { count: number; className?: string }) {
  if (count <= 0) return null;
  return (
    <span aria-hidden="true" className={`min-w-5 rounded-full px-1.5 text-center text-xs leading-5 font-bold tabular-nums ${className}`}>
      {count}
    </span>
  );
}
