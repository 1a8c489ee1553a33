/**
 * Pieces the team editor's dialogs share: a question to confirm before something that cannot be
 * taken back, and a link to copy. (Their frame, a title with Close: modalDialog.tsx.)
 */
import { type ReactNode, useId, useRef, useState } from 'react';
import { DialogActions, dialogFrame, useModalDialog } from './modalDialog';
import { dangerClass, toolbarButton } from './styles';

/**
 * "Remove Ana Ruiz?": what will happen, and the action's own name on the button that does it.
 * While `busy` (the action under way), it waits: no Cancel, no Escape, no second press.
 */
export function ConfirmDialog({
  title,
  action,
  busy = false,
  onConfirm,
  onCancel,
  children,
}: {
  title: string;
  action: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  const titleId = useId();
  const modal = useModalDialog({ busy, onDismiss: onCancel });
  return (
    <dialog ref={modal.ref} aria-labelledby={titleId} onCancel={modal.onCancel} onClose={modal.onClose} className={`${dialogFrame} w-[min(520px,95vw)]`}>
      <form
        className="flex max-h-[90dvh] flex-col"
        onSubmit={(event) => {
          event.preventDefault();
          if (!busy) onConfirm();
        }}
      >
        <div className="min-h-0 space-y-2 overflow-y-auto px-5 py-4">
          <h2 id={titleId} tabIndex={-1} data-autofocus className="text-lg font-bold focus:outline-none">
            {title}
          </h2>
          <div className="text-sm text-slate-700">{children}</div>
        </div>
        <DialogActions onCancel={onCancel} busy={busy}>
          <button type="submit" className={dangerClass} aria-disabled={busy || undefined}>
            {action}
          </button>
        </DialogActions>
      </form>
    </dialog>
  );
}

/** A link shown whole (selected when focused) with "Copy link"; where the clipboard is refused, the link is selected to copy by hand. */
export function CopyLink({ label, link }: { label: string; link: string }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [said, setSaid] = useState('');
  const copy = () => {
    navigator.clipboard.writeText(link).then(
      () => setSaid('Copied. Paste it into an e-mail or a message.'),
      () => {
        input.current?.focus();
        input.current?.select();
        setSaid('Selected: press Ctrl+C (⌘C on a Mac) to copy it.');
      },
    );
  };
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-bold">
        {label}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id={id}
          ref={input}
          readOnly
          value={link}
          onFocus={(event) => event.currentTarget.select()}
          className="block w-full min-w-0 rounded-md border border-slate-400 bg-slate-50 px-3 py-2 font-mono text-xs focus-visible:outline-2 focus-visible:outline-blue-700"
        />
        <button type="button" className={`${toolbarButton} shrink-0`} onClick={copy}>
          Copy link
        </button>
      </div>
      <p role="status" className="mt-1 text-xs text-slate-700">
        {said}
      </p>
    </div>
  );
}
