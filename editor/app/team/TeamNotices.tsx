/**
 * What the team does that concerns the person now, under the toolbar: who else has a draft of the
 * open page ("Ana Ruiz is editing this page", asked every few seconds), and where their own draft
 * sent for review stands (waiting, or "Sent back by Pat Lee: …" with the publisher's note). Both
 * are status lines: a screen reader hears them when they change, without losing its place.
 */
import { useQuery } from '@tanstack/react-query';
import type { ReviewItem } from '../../shared/api';
import { siteConfigFile } from '../../../schema/paths';
import { listInWords } from '../../shared/words';
import { presenceQuery } from '../ui/queries';
import { whenInWords } from '../ui/words';

export function PresenceLine({ file }: { file: string | undefined }) {
  // Asked every few seconds while the editor is in view (ui/queries.ts); each file has its own answer.
  const presence = useQuery({ ...presenceQuery(file ?? ''), enabled: file !== undefined });
  const names = presence.data?.editing ?? [];
  return (
    <p role="status" className="border-b border-sky-200 bg-sky-50 px-4 text-sm text-sky-950 empty:border-0 [&:not(:empty)]:py-1.5">
      {names.length > 0 && (
        <>
          <strong className="font-semibold">
            {listInWords(names)} {names.length === 1 ? 'is' : 'are'} editing {file === siteConfigFile ? 'the site settings' : 'this page'}
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
