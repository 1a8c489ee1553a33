/**
 * "History": the versions of the website, newest first. A version published from the editor (or
 * with npm run publish) shows when, who, the summary and what changed in plain words; "Undo this
 * publish" on it opens the review of a new version that takes exactly those changes back (the
 * same dialog, checks and questions as Publish); in the team editor, for publishers only.
 * Changes a developer made outside the editor, one after another, are one entry, "Changed
 * outside the editor", with how many and when, and cannot be undone from here. The team editor
 * lists the publishes planned for later above them (PublishAt.tsx).
 */
import { useQuery } from '@tanstack/react-query';
import type { HistoryEntry, PublishedEntry } from '../../shared/api';
import { historyQuery } from '../ui/queries';
import { toolbarButton } from '../ui/styles';
import { ChangeList, VersionCard } from '../ui/dialogParts';
import { DialogWithClose } from '../ui/modalDialog';
import { whenInWords } from '../ui/words';
import { PlannedPublishes } from './PublishAt';

export function HistoryDialog({
  mayUndo = true,
  planned = false,
  onUndo,
  onClose,
}: {
  mayUndo?: boolean;
  /** The team editor: the publishes planned for later too. */
  planned?: boolean;
  onUndo: (entry: PublishedEntry) => void;
  onClose: () => void;
}) {
  const history = useQuery(historyQuery);
  const entries = history.data;
  const failure = history.error ? `The history could not be read: ${history.error.message}` : undefined;

  return (
    <DialogWithClose title="History" bodyClass="" onClose={onClose}>
      <p className="text-sm text-slate-700">
        Every version published to the website, newest first.{' '}
        {mayUndo ? (
          <>
            <strong>Undo this publish</strong> makes a new version that takes back exactly what that one changed; everything published since stays.
          </>
        ) : (
          'A publisher of the team can undo any of them.'
        )}
      </p>
      {planned && <PlannedPublishes mayCancel={mayUndo} />}
      {failure && <p className="mt-3 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900">{failure}</p>}
      {!entries && !failure && (
        <p role="status" className="mt-3 text-sm text-slate-700">
          Reading the history…
        </p>
      )}
      {entries?.length === 0 && <p className="mt-3 text-sm text-slate-700">Nothing has been published from this copy yet.</p>}
      {entries && entries.length > 0 && (
        <ol aria-label="Published versions" className="mt-4 space-y-3">
          {entries.map((entry) =>
            entry.kind === 'published' ? (
              <HistoryItem key={entry.commit} entry={entry} onUndo={mayUndo ? () => onUndo(entry) : undefined} />
            ) : (
              <OutsideItem key={`outside:${entry.newest}`} entry={entry} />
            ),
          )}
        </ol>
      )}
    </DialogWithClose>
  );
}

function HistoryItem({ entry, onUndo }: { entry: PublishedEntry; onUndo: (() => void) | undefined }) {
  return (
    <VersionCard
      heading={entry.summary}
      about={
        <>
          <time dateTime={entry.when}>{whenInWords(entry.when)}</time> · {entry.who}
        </>
      }
      action={(headingId) =>
        !onUndo ? null : entry.undoable ? (
          <button type="button" className={`${toolbarButton} shrink-0`} aria-describedby={headingId} onClick={onUndo}>
            Undo this publish
          </button>
        ) : (
          <p className="text-sm text-slate-600">The first version of the site: nothing before it to go back to.</p>
        )
      }
      changes={entry.changes}
    />
  );
}

/** Changes made outside the editor, folded: how many and when, what they changed behind a click. */
function OutsideItem({ entry }: { entry: Extract<HistoryEntry, { kind: 'outside' }> }) {
  const { count, newest, oldest, changes } = entry;
  return (
    <li className="rounded-lg border border-dashed border-slate-300 bg-slate-50 p-4">
      <h3 className="font-semibold text-slate-800">Changed outside the editor</h3>
      <p className="text-sm text-slate-600">
        {count === 1 ? 'One change' : `${count} changes`} by a developer ·{' '}
        {newest === oldest ? (
          <time dateTime={newest}>{whenInWords(newest)}</time>
        ) : (
          <>
            <time dateTime={oldest}>{whenInWords(oldest)}</time> to <time dateTime={newest}>{whenInWords(newest)}</time>
          </>
        )}
      </p>
      <p className="mt-1 text-sm text-slate-600">Made by a developer in the site's files, so they cannot be undone from here.</p>
      {changes.length > 0 && (
        <details className="mt-2 text-sm text-slate-800">
          <summary className="cursor-pointer font-semibold text-blue-800">What changed</summary>
          <ChangeList changes={changes} />
        </details>
      )}
    </li>
  );
}
