/**
 * "Changed by someone else": since this person started, someone else published a change to the
 * same field. For each such field: where it is, their value, this person's, and "Keep mine" /
 * "Keep theirs" (neither chosen at first; Continue asks for every one). Cancel keeps everything
 * as it was: nothing is published, nothing of the person's is touched.
 */
import { useState } from 'react';
import type { ConflictChoice, Side } from '../../shared/api';
import { DialogActions, DialogBody, FormDialog } from '../ui/modalDialog';
import { primaryClass } from '../ui/styles';

const sides = [
  { side: 'theirs', title: 'Theirs, on the website now', choice: 'Keep theirs' },
  { side: 'mine', title: 'Yours', choice: 'Keep mine' },
] as const;

export function ChangedBySomeoneElse({
  conflicts,
  chosen,
  onContinue,
  onCancel,
}: {
  conflicts: readonly ConflictChoice[];
  /** Choices made before, shown chosen again. */
  chosen: Record<string, Side>;
  onContinue: (choices: Record<string, Side>) => void;
  onCancel: () => void;
}) {
  const [choices, setChoices] = useState(() => Object.fromEntries(conflicts.flatMap(({ key }) => (chosen[key] ? [[key, chosen[key]]] : []))));
  const count = conflicts.length;
  return (
    <FormDialog title="Changed by someone else" onDismiss={onCancel} onSubmit={() => onContinue(choices)}>
      <DialogBody className="space-y-4">
        <p className="text-sm text-slate-700">
          Since you started, someone else published a change to {count === 1 ? 'the same field' : `${count} of the same fields`}. Choose which version the
          website keeps{count === 1 ? '' : ' for each'}. Nothing is published until you have chosen, and nothing of yours is lost.
        </p>
        {conflicts.map((conflict) => (
          <fieldset key={conflict.key} className="min-w-0 rounded-lg border border-slate-300 p-4">
            <legend className="px-1 text-sm font-bold">{conflict.where}</legend>
            {/* Each side with its own choice: the value, then "Keep …" under it; the chosen side is outlined. */}
            <div className="grid gap-3 sm:grid-cols-2">
              {sides.map(({ side, title, choice }) => (
                <div
                  key={side}
                  className="flex min-w-0 flex-col justify-between gap-2 rounded-md border border-slate-200 bg-slate-50 p-3 has-checked:border-blue-700 has-checked:bg-blue-50 has-checked:ring-1 has-checked:ring-blue-700"
                >
                  <div className="text-sm">
                    <p className="font-semibold text-slate-700">{title}</p>
                    <p className="mt-1 break-words">{side === 'theirs' ? conflict.theirs : conflict.yours}</p>
                  </div>
                  <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm font-bold">
                    <input
                      type="radio"
                      name={conflict.key}
                      required
                      className="size-4 accent-blue-700"
                      checked={choices[conflict.key] === side}
                      onChange={() => setChoices((before) => ({ ...before, [conflict.key]: side }))}
                    />
                    {choice}
                  </label>
                </div>
              ))}
            </div>
          </fieldset>
        ))}
      </DialogBody>
      <DialogActions onCancel={onCancel}>
        <button type="submit" className={primaryClass}>
          Continue
        </button>
      </DialogActions>
    </FormDialog>
  );
}
