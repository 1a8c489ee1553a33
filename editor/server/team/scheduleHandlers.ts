/**
 * The team's routes about planned publishes ("Publish at…", scheduledPublishes.ts keeps them):
 * the list, cancelling one, and the planner's notice of its outcome; and the publish itself when
 * it falls due. Planning one is a publish's action, "at" (teamPlans.ts).
 */
import { planPublish } from '../../../engine/publish/publish.ts';
import { momentInWords } from '../../../schema/timeZone.ts';
import { mayAct, type PublishResult, type ScheduledItem } from '../../shared/api.ts';
import { HttpError } from '../guard.ts';
import { createPublishing } from '../publishing.ts';
import { type RunOutcome, ScheduleRefused, type ScheduledRecord } from './scheduledPublishes.ts';
import type { Team, TeamHandlers } from './team.ts';

/** A due publish, as a publish now would make it, of the draft as its planner saw it. */
export async function publishAsPlanned({ people, drafts, reviews, publishingFor, personOf }: Team, record: ScheduledRecord): Promise<RunOutcome> {
  const owner = people.byId(record.draftOwnerId);
  const planner = people.byId(record.byId);
  if (!owner) return { published: false, message: 'The author of these changes left the team, so nothing was published.' };
  if (!planner || !mayAct(planner.role, 'publisher'))
    return { published: false, message: `${planner ? planner.name : 'The person who planned it'} may no longer publish, so nothing was published.` };
  const worktree = await drafts.worktreeOf(owner.id);
  if ((await planPublish(worktree)).draft !== record.draft)
    return {
      published: false,
      message:
        'The changes were saved again (or published another way) after this publish was planned, so nothing was published: look at the changes again, then publish them, now or later.',
    };
  const result = await createPublishing(worktree.dir, publishingFor(owner))
    .plan({ kind: 'saved' }, record.choices)
    .publish({ message: record.message, ...(owner.id === planner.id ? {} : { committer: personOf(planner) }), draft: record.draft });
  if (result.kind === 'published' && record.reviewId) reviews.remove(record.reviewId);
  await drafts.refresh(owner.id).catch(() => undefined);
  return { published: result.kind === 'published', message: outcomeSentence(result) };
}

/** A plan refused (409, with its sentence). */
export const planning = <T>(change: () => T): T => {
  try {
    return change();
  } catch (error) {
    if (error instanceof ScheduleRefused) throw new HttpError(409, { code: 'refused', message: error.message });
    throw error;
  }
};

/** A planned publish as the app shows it, to the person `meId`. */
export const scheduledItems =
  ({ nameOf }: Pick<Team, 'nameOf'>) =>
  (record: ScheduledRecord, meId: string): ScheduledItem => ({
    id: record.id,
    at: new Date(record.at).toISOString(),
    atInWords: momentInWords(record.at, record.timeZone),
    by: nameOf(record.byId),
    draftOf: nameOf(record.draftOwnerId),
    message: record.message,
    changes: record.changes,
    status: record.status,
    ...(record.outcome ? { outcome: { message: record.outcome.message, at: new Date(record.outcome.at).toISOString(), late: record.outcome.late } } : {}),
    byMe: record.byId === meId,
    unseen: record.byId === meId && record.outcome !== undefined && !record.seen,
  });

export function scheduleHandlers(team: Team) {
  const { scheduled } = team;
  const scheduledOf = (id: string): ScheduledRecord => {
    const record = scheduled.byId(id);
    if (!record) throw new HttpError(404, { code: 'not-found', message: 'That planned publish no longer exists.' });
    return record;
  };
  const scheduledItem = scheduledItems(team);

  return {
    scheduled: ({ me }) => {
      const publisher = mayAct(me.record.role, 'publisher');
      const mine = (record: ScheduledRecord) => record.byId === me.record.id || record.draftOwnerId === me.record.id;
      return scheduled
        .all()
        .filter((record) => publisher || mine(record))
        .map((record) => scheduledItem(record, me.record.id));
    },
    cancelScheduled: ({ body, me }) => {
      const record = scheduledOf(body.id);
      const mine = record.byId === me.record.id;
      return scheduledItem(
        planning(() => scheduled.cancel(record.id, mine ? 'You cancelled it.' : `Cancelled by ${me.record.name}.`, mine)),
        me.record.id,
      );
    },
    seenScheduled: ({ body, me }) => {
      const record = scheduledOf(body.id);
      if (record.byId !== me.record.id) throw new HttpError(404, { code: 'not-found', message: 'That planned publish is not yours.' });
      return scheduledItem(scheduled.markSeen(record.id)!, me.record.id);
    },
  } satisfies Partial<TeamHandlers>;
}

/** What became of a planned publish, in one sentence or a few: the publish's own words, and the problems that stopped it. */
function outcomeSentence(result: PublishResult): string {
  switch (result.kind) {
    case 'refused':
      return [`Not published: ${result.message}`, ...result.problems.filter((p) => p.severity === 'error').map((p) => `${p.where}: ${p.message}`)].join(' ');
    case 'conflicts':
      return 'Not published: someone else published changes to the same things after it was planned. Open Publish to choose which to keep.';
    default:
      return result.message;
  }
}
