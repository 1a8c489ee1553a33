/**
 * What the team does that concerns the person now, under the toolbar: who else has a draft of the
 * open page ("Ana Ruiz is editing this page", asked every few seconds), and where their own draft
 * sent for review stands (waiting, or "Sent back by Pat Lee: …" with the publisher's note). Both
 * are status lines: a screen reader hears them when they change, without losing its place.
 */
import { useCallback, useState } from 'react';
import { type ReviewItem, siteFile } from '../../shared/api';
import { api } from '../api';
import { usePolling } from './usePolling';
import { listInWords } from '../../shared/words';
import { whenInWords } from '../words';
import { useLatestAnswer } from '../useLatestAnswer';

/** How often the server is asked who else is editing the open file. */
const presenceEvery = 3000;

export function PresenceLine({ file }: { file: string | undefined }) {
  const [editing, setEditing] = useState<{ file: string; names: string[] }>();
  // Answers can arrive out of order (a slow one, then a page opened again): only the latest question's counts.
  const latest = useLatestAnswer();
  const ask = useCallback(() => {
    if (!file) return;
    latest(api.team.presence(file)).then(
      (presence) => setEditing({ file, names: presence.editing }),
      () => undefined,
    );
  }, [file, latest]);
  usePolling(ask, presenceEvery, file !== undefined);
  const names = editing && editing.file === file ? editing.names : [];
  return (
    <p role="status" className="border-b border-sky-200 bg-sky-50 px-4 text-sm text-sky-950 empty:border-0 [&:not(:empty)]:py-1.5">
      {names.length > 0 && (
        <>
          <strong className="font-semibold">
            {listInWords(names)} {names.length === 1 ? 'is' : 'are'} editing {file === siteFile ? 'the site settings' : 'this page'}
          </strong>
          <span className="text-sky-900">. Each of you has your own draft; publishing combines them, and asks only where you both changed one field.</span>
        </>
      )}
    </p>
  );
}

export function MyReviewNotice({ mine }: { mine: ReviewItem | undefined }) {
  const sentBack = mine?.status === 'sent-back' ? mine.reply : undefined;
  return (
    <div
      role="status"
      className={`px-4 text-sm [&:not(:empty)]:border-b [&:not(:empty)]:py-2 ${sentBack ? 'border-amber-300 bg-amber-50 text-amber-950' : 'border-slate-200 bg-white text-slate-800'}`}
    >
      {mine &&
        (sentBack ? (
          <>
            <p>
              <strong className="font-semibold">
                Sent back by {sentBack.by}: {sentBack.note}
              </strong>
            </p>
            <p className="mt-0.5">
              Change what the note asks, save, and press Send for review again. (Sent back on <time dateTime={sentBack.at}>{whenInWords(sentBack.at)}</time>.)
            </p>
          </>
        ) : (
          <p>
            <strong className="font-semibold">Waiting for review</strong> since <time dateTime={mine.sentAt}>{whenInWords(mine.sentAt)}</time>: a publisher will
            publish your changes or send them back with a note. What you save meanwhile goes with them.
          </p>
        ))}
    </div>
  );
}
