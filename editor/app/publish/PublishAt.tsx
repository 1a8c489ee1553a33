/**
 * "Publish at…" (the team editor, publishers): in "Publish changes", the choice of publishing now
 * or at a date and time in the site's time zone; once planned, what became of it (the server
 * publishes at the time, with the same checks); and in History, the publishes planned, which
 * their planner or another publisher may cancel while they wait, and what became of the others.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { wallClockOf, zoneInWords } from '../../../schema/timeZone';
import type { ScheduledItem } from '../../shared/api';
import { Notice, type Tone, VersionCard } from '../ui/dialogParts';
import { scheduledQuery, useWrite } from '../ui/queries';
import { toolbarButton } from '../ui/styles';
import { whenInWords } from '../ui/words';

/** Now, or a wall clock in the site's time zone ("2026-11-28T09:00"). */
export type When = { kind: 'now' } | { kind: 'at'; wallClock: string };

const hour = 3_600_000;
/** What "Publish at…" offers first: the next full hour but one. */
const firstOffer = (timeZone: string) => wallClockOf(Math.ceil(Date.now() / hour) * hour + hour, timeZone);

export function PublishWhen({ when, onChange, timeZone, disabled }: { when: When; onChange: (when: When) => void; timeZone: string; disabled: boolean }) {
  const id = useId();
  const zone = zoneInWords(Date.now(), timeZone);
  const choice = 'flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-2 text-sm font-semibold has-checked:bg-emerald-50';
  return (
    <fieldset className="min-w-0 rounded-lg border border-slate-200 p-3" disabled={disabled}>
      <legend className="px-1 text-sm font-bold">When</legend>
      <div className="flex flex-wrap gap-x-4">
        {(['now', 'at'] as const).map((kind) => (
          <label key={kind} className={choice}>
            <input
              type="radio"
              name={`${id}-when`}
              className="size-5 accent-emerald-700"
              checked={when.kind === kind}
              onChange={() => onChange(kind === 'now' ? { kind } : { kind, wallClock: firstOffer(timeZone) })}
            />
            {kind === 'now' ? 'Now' : 'Publish at…'}
          </label>
        ))}
      </div>
      {when.kind === 'at' && (
        <div className="mt-2 px-2">
          <label htmlFor={`${id}-at`} className="block text-sm font-semibold">
            Date and time ({zone})
          </label>
          <input
            id={`${id}-at`}
            type="datetime-local"
            required
            min={wallClockOf(Date.now(), timeZone)}
            value={when.wallClock}
            aria-describedby={`${id}-help`}
            onChange={(event) => onChange({ kind: 'at', wallClock: event.target.value })}
            className="mt-1 block min-h-11 w-full max-w-xs rounded-md border border-slate-400 px-3 py-2 text-base focus-visible:outline-2 focus-visible:outline-blue-700"
          />
          <p id={`${id}-help`} className="mt-1 text-sm text-slate-600">
            The editor's server publishes them then, with the same checks, as long as nobody saves a change to them before. You are told how it went.
          </p>
        </div>
      )}
    </fieldset>
  );
}

const outcomeTone: Record<ScheduledItem['status'], Tone> = {
  waiting: 'info',
  publishing: 'info',
  published: 'success',
  'not-published': 'error',
  cancelled: 'warning',
};

/** A planned publish's state in a sentence: waiting for its time, or what became of it. */
function stateInWords(item: ScheduledItem): string {
  switch (item.status) {
    case 'waiting':
      return `Planned: these changes will be published on ${item.atInWords}. Until then, History can cancel it.`;
    case 'publishing':
      return 'Publishing now, as planned…';
    default: {
      const late = item.outcome?.late ? ` (It ran late, at ${whenInWords(item.outcome.at)}: the editor's server was off or busy at the time.)` : '';
      return `${item.outcome?.message ?? ''}${late}`;
    }
  }
}

/** In "Publish changes", once planned: the plan as the server has it, followed until it runs (its outcome counts as seen once shown here). */
export function PlannedOutcome({ planned }: { planned: ScheduledItem }) {
  const { data } = useQuery(scheduledQuery);
  const item = data?.find((candidate) => candidate.id === planned.id) ?? planned;
  const { mutate: seen } = useWrite('seenScheduled');
  useEffect(() => {
    if (item.unseen) seen({ body: { id: item.id } });
  }, [item.unseen, item.id, seen]);
  return <Notice tone={outcomeTone[item.status]}>{stateInWords(item)}</Notice>;
}

/** Under the toolbar: what became of one's planned publishes, until dismissed. */
export function PlannedOutcomeNotices() {
  const { data } = useQuery(scheduledQuery);
  const { mutate: seen, isPending } = useWrite('seenScheduled');
  const unseen = data?.filter((item) => item.unseen) ?? [];
  return (
    <div role="status" className="[&:not(:empty)]:border-b [&:not(:empty)]:border-slate-200">
      {unseen.map((item) => (
        <div key={item.id} className={`flex flex-wrap items-center gap-x-3 gap-y-2 px-4 py-2 text-sm ${noticeColours[outcomeTone[item.status]]}`}>
          <p className="min-w-0 grow">
            <strong className="font-semibold">Publish planned for {item.atInWords}:</strong> {stateInWords(item)}
          </p>
          <button type="button" className={`${toolbarButton} min-h-11`} disabled={isPending} onClick={() => seen({ body: { id: item.id } })}>
            OK
          </button>
        </div>
      ))}
    </div>
  );
}

const noticeColours: Record<Tone, string> = {
  info: 'bg-blue-50 text-blue-950',
  warning: 'bg-amber-50 text-amber-950',
  error: 'bg-red-50 text-red-950',
  success: 'bg-emerald-50 text-emerald-950',
};

/** In History (team editor): the planned publishes, waiting ones first. */
export function PlannedPublishes({ mayCancel }: { mayCancel: boolean }) {
  const { data } = useQuery(scheduledQuery);
  const cancel = useWrite('cancelScheduled');
  if (!data?.length) return null;
  return (
    <section className="mt-4">
      <h3 className="font-bold">Planned publishes</h3>
      {cancel.error && (
        <div className="mt-2">
          <Notice tone="error">Nothing was cancelled: {cancel.error.message}</Notice>
        </div>
      )}
      <ol aria-label="Planned publishes" className="mt-2 space-y-3">
        {data.map((item) => (
          <VersionCard
            key={item.id}
            heading={item.message}
            about={
              <>
                {item.status === 'waiting' ? 'Publishes' : 'Was due'} {item.atInWords} · planned by {item.by}
                {item.draftOf !== item.by ? ` · changes by ${item.draftOf}` : ''}
              </>
            }
            action={(headingId) =>
              mayCancel && item.status === 'waiting' ? (
                <button
                  type="button"
                  className={`${toolbarButton} min-h-11 shrink-0`}
                  aria-describedby={headingId}
                  disabled={cancel.isPending}
                  onClick={() => cancel.mutate({ body: { id: item.id } })}
                >
                  Cancel this publish
                </button>
              ) : null
            }
            changes={item.changes}
          >
            {item.status !== 'waiting' && (
              <div className="mt-2">
                <Notice tone={outcomeTone[item.status]}>{stateInWords(item)}</Notice>
              </div>
            )}
          </VersionCard>
        ))}
      </ol>
    </section>
  );
}
