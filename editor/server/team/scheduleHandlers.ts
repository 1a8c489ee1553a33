/**
 * The team's routes about planned publishes ("Publish at…", scheduledPublishes.ts keeps them):
 * the list, a plan of the publisher's own draft or of a review, cancelling one, and the planner's
 * notice of its outcome; and the publish itself when it falls due.
 */
import { planPublish } from '../../../engine/publish/publish.ts';
import { momentInWords, momentOfWallClock } from '../../../schema/timeZone.ts';
import { mayAct, type PublishResult, type ScheduledItem } from '../../shared/api.ts';
import { HttpError } from '../guard.ts';
import { createPublishing } from '../publishing.ts';
import { type RunOutcome, ScheduleRefused, type ScheduledRecord } from './scheduledPublishes.ts';
import { siteTimeZone } from './siteTimeZone.ts';
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
  const result = await createPublishing(worktree.dir, publishingFor(owner)).publish(
    { message: record.message, ...(record.choices ? { choices: record.choices } : {}) },
    owner.id === planner.id ? undefined : personOf(planner),
    record.draft,
  );
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
  const { people, drafts, scheduled, reviewOf } = team;
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
    schedulePublish: async ({ body, me }) => {
      const owner = body.review ? people.byId(reviewOf(body.review).authorId)! : me.record;
      const worktree = await drafts.worktreeOf(owner.id);
      const timeZone = siteTimeZone(worktree.dir);
      if (!timeZone)
        throw new HttpError(409, {
          code: 'refused',
          message: "The site's time zone is not set: choose it in Site settings (Company, Time zone) and publish that first.",
        });
      const at = momentOfWallClock(body.when, timeZone);
      if (at === undefined) throw new HttpError(400, { code: 'bad-request', message: 'That date does not exist: choose another.' });
      const plan = await planPublish(worktree);
      if (plan.draft !== body.draft)
        throw new HttpError(409, {
          code: 'refused',
          message:
            'The changes are not the ones you looked at any more: the draft changed since you opened it. Look at the list of changes again, then choose the time.',
        });
      if (plan.files.size === 0)
        throw new HttpError(409, { code: 'refused', message: 'There is nothing to publish: the website has every saved change already.' });
      const record = planning(() =>
        scheduled.schedule({
          byId: me.record.id,
          draftOwnerId: owner.id,
          ...(body.review ? { reviewId: body.review } : {}),
          at,
          timeZone,
          message: body.message,
          ...(body.choices ? { choices: body.choices } : {}),
          draft: body.draft,
          changes: plan.changes.map((change) => change.text),
        }),
      );
      return scheduledItem(record, me.record.id);
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
