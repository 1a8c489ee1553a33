/**
 * "History": the versions published to the website, newest first: when, who, the summary and
 * what changed in plain words. "Undo this publish" on any of them opens the review of a new
 * version that takes exactly those changes back (the same dialog, checks and questions as Publish);
 * in the team editor, for publishers only (editors read the history). The team editor lists the
 * publishes planned for later above them (PublishAt.tsx).
 */
import { useQuery } from '@tanstack/react-query';
import type { HistoryEntry } from '../../shared/api';
import { historyQuery } from '../ui/queries';
import { toolbarButton } from '../ui/styles';
import { VersionCard } from '../ui/dialogParts';
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
  onUndo: (entry: HistoryEntry) => void;
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
          {entries.map((entry) => (
            <HistoryItem key={entry.commit} entry={entry} onUndo={mayUndo ? () => onUndo(entry) : undefined} />
          ))}
        </ol>
      )}
    </DialogWithClose>
  );
}

function HistoryItem({ entry, onUndo }: { entry: HistoryEntry; onUndo: (() => void) | undefined }) {
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
