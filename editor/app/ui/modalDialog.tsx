/**
 * The editor's dialogs are native modal `<dialog>`s: the page behind is inert, so Tab stays
 * inside, and the browser's own Escape handling. Each is shown as a modal while it is mounted; the
 * focus goes to the element marked `data-autofocus` (its title, so the whole content is read from
 * the top), and back to where it was once the dialog is gone. Escape dismisses it, unless it is
 * busy (a publish that has started cannot be stopped).
 */
import { type ReactNode, type SyntheticEvent, useCallback, useId } from 'react';
import { primaryClass, toolbarButton } from './styles';

/** A dialog's frame, whatever its width. */
export const dialogFrame = 'm-auto max-h-[90dvh] overflow-hidden rounded-xl p-0 text-slate-900 shadow-2xl backdrop:bg-slate-900/50';
const dialogClass = `${dialogFrame} w-[min(760px,95vw)]`;

export function useModalDialog({ busy, onDismiss }: { busy: boolean; onDismiss: () => void }) {
  const ref = useCallback((dialog: HTMLDialogElement | null) => {
    if (!dialog || dialog.open) return;
    dialog.showModal();
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    // Closed as it leaves the page, so the browser gives the focus back to what had it before
    // (a dialog taken out while open leaves the focus nowhere).
    return () => dialog.close();
  }, []);
  return {
    ref,
    onCancel: (event: SyntheticEvent<HTMLDialogElement>) => {
      event.preventDefault();
      if (!busy) onDismiss();
    },
    // The browser may close a dialog whose Escape was refused too often: it stays open while busy.
    onClose: (event: SyntheticEvent<HTMLDialogElement>) => {
      // Shown again since (React's development checks take a new dialog off and put it back): nothing closed.
      if (event.currentTarget.open) return;
      if (busy) event.currentTarget.showModal();
      else onDismiss();
    },
  };
}

/** The focus goes back to the button that opened a dialog once the dialog is gone (while it is open, the rest of the page is inert). */
export const focusAfterClosing = (button: HTMLButtonElement | null) => requestAnimationFrame(() => button?.focus());

/**
 * A dialog that shows something, with its title and Close at the top: the page behind is inert,
 * Escape closes it, the focus starts on the title. `bodyClass` spaces what it holds.
 */
export function DialogWithClose({
  title,
  wide,
  bodyClass = 'space-y-5',
  onClose,
  children,
}: {
  title: string;
  wide?: boolean;
  bodyClass?: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const titleId = useId();
  const modal = useModalDialog({ busy: false, onDismiss: onClose });
  return (
    <dialog
      ref={modal.ref}
      aria-labelledby={titleId}
      onCancel={modal.onCancel}
      onClose={modal.onClose}
      className={wide ? `${dialogFrame} w-[min(1000px,95vw)]` : dialogClass}
    >
      <div className="flex max-h-[90dvh] flex-col">
        <div className="flex items-center justify-between gap-4 border-b border-slate-200 px-5 py-3">
          <h2 id={titleId} tabIndex={-1} data-autofocus className="text-lg font-bold focus:outline-none">
            {title}
          </h2>
          <button type="button" className={toolbarButton} onClick={onClose}>
            Close
          </button>
        </div>
        <DialogBody className={bodyClass}>{children}</DialogBody>
      </div>
    </dialog>
  );
}

/**
 * A dialog that asks something and sends it: its title, with `intro` under it, at the top, then
 * what it holds (`children`: its body, what came of it, its actions) in a form that Enter sends.
 * The focus starts on the title, or (`focusTitle` false) on what is marked `data-autofocus`
 * inside. `outside`: a dialog opened from this one, kept outside its form.
 */
export function FormDialog({
  title,
  intro,
  busy = false,
  focusTitle = true,
  onDismiss,
  onSubmit,
  outside,
  children,
}: {
  title: ReactNode;
  intro?: ReactNode;
  busy?: boolean;
  focusTitle?: boolean;
  onDismiss: () => void;
  onSubmit: () => void;
  outside?: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  const modal = useModalDialog({ busy, onDismiss });
  return (
    <dialog ref={modal.ref} aria-labelledby={titleId} onCancel={modal.onCancel} onClose={modal.onClose} className={dialogClass}>
      <form
        className="flex max-h-[90dvh] flex-col"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <div className="border-b border-slate-200 px-5 py-3">
          <h2 id={titleId} tabIndex={-1} data-autofocus={focusTitle || undefined} className="text-lg font-bold focus:outline-none">
            {title}
          </h2>
          {intro}
        </div>
        {children}
      </form>
      {outside}
    </dialog>
  );
}

/** What a dialog holds, between its title and its actions: it scrolls when it is long. */
export function DialogBody({ className = 'space-y-5', children }: { className?: string; children: ReactNode }) {
  return <div className={`min-h-0 overflow-y-auto px-5 py-4 ${className}`}>{children}</div>;
}

/**
 * A dialog's buttons, at its foot: Cancel, then the dialog's own (`children`, its submit button
 * last); once its work is `done`, Close alone. While `busy`, Cancel waits.
 */
export function DialogActions({
  onCancel,
  busy = false,
  done = false,
  children,
}: {
  onCancel: () => void;
  busy?: boolean;
  done?: boolean;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 px-5 py-3">
      {done ? (
        <button type="button" className={primaryClass} onClick={onCancel}>
          Close
        </button>
      ) : (
        <>
          <button type="button" className={toolbarButton} onClick={onCancel} disabled={busy}>
            Cancel
          </button>
          {children}
        </>
      )}
    </div>
  );
}
