/**
 * What the editor shows when its server gave no answer that says which editor this is (the
 * connection failed, or a proxy answered while the server restarts): a plain sentence and
 * "Try again", rather than an editor that guesses.
 */
import { useState } from 'react';
import { toolbarButton } from './ui/styles';

export function Unreachable({ onTryAgain }: { onTryAgain: () => Promise<void> }) {
  const [trying, setTrying] = useState<'trying' | 'failed'>();
  const tryAgain = async () => {
    // The button stays enabled (a disabled one would lose the focus): a second press waits for the first.
    if (trying === 'trying') return;
    setTrying('trying');
    await onTryAgain();
    setTrying('failed');
  };
  return (
    <main className="mx-auto max-w-xl p-8 text-slate-900">
      <h1 className="text-2xl font-bold">The editor cannot be reached</h1>
      <p className="mt-2 text-slate-700">
        Its server did not answer. It may be starting again, or the connection may be down. Wait a moment, then try again: changes you had not saved are kept in
        this browser.
      </p>
      <button type="button" className={`${toolbarButton} mt-4`} aria-disabled={trying === 'trying'} onClick={() => void tryAgain()}>
        Try again
      </button>
      <p role="status" className="mt-2 text-sm text-slate-700">
        {trying === 'trying' ? 'Trying again…' : trying === 'failed' ? 'Still no answer. Try again in a moment.' : ''}
      </p>
    </main>
  );
}
