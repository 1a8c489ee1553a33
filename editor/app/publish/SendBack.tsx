/** "Send back": the note the author of a draft sent for review gets with it (they see it in their editor). */
import { useState } from 'react';
import { LabelledTextArea, Notice } from '../ui/dialogParts';
import { DialogActions, DialogBody, FormDialog } from '../ui/modalDialog';
import { primaryClass } from '../ui/styles';

export function SendBack({ author, onSend, onCancel }: { author: string; onSend: (note: string) => Promise<void>; onCancel: () => void }) {
  const [note, setNote] = useState('');
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string>();
  const send = () => {
    setSending(true);
    setFailure(undefined);
    onSend(note.trim()).catch((error: Error) => {
      setFailure(`Nothing was sent back: ${error.message}`);
      setSending(false);
    });
  };
  return (
    <FormDialog title={`Send back to ${author}`} busy={sending} focusTitle={false} onDismiss={onCancel} onSubmit={send}>
      <DialogBody className="space-y-4">
        <p className="text-sm text-slate-700">
          Nothing is published. {author} sees your note in the editor, changes what it asks, and sends the draft for review again.
        </p>
        <LabelledTextArea
          label="Note"
          help={`What ${author} should change, in a sentence or two.`}
          value={note}
          onChange={setNote}
          disabled={sending}
          required
          focusFirst
        />
        <div role="alert">{failure && <Notice tone="error">{failure}</Notice>}</div>
      </DialogBody>
      <DialogActions onCancel={onCancel} busy={sending}>
        <button type="submit" className={primaryClass} disabled={sending || note.trim() === ''}>
          Send back
        </button>
      </DialogActions>
    </FormDialog>
  );
}
