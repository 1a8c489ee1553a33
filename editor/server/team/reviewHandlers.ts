/**
 * The team's routes about reviews: the reviews a person sees, and an editor sending their draft's
 * saved changes for review (reviews.ts keeps one per author). A publisher opens one, checks it,
 * publishes it from the author's draft as its author or sends it back with a note through the
 * routes of publishing, with the review as the plan's starting point (teamPlans.ts).
 */
import { planPublish } from '../../../engine/publish/publish.ts';
import { mayAct, type ReviewItem } from '../../shared/api.ts';
import { HttpError } from '../guard.ts';
import type { ReviewRecord } from './reviews.ts';
import type { Team, TeamHandlers } from './team.ts';

/** A review as the app shows it, with its people by name. */
export const reviewItems =
  ({ nameOf }: Pick<Team, 'nameOf'>) =>
  (record: ReviewRecord): ReviewItem => ({
    id: record.id,
    author: nameOf(record.authorId),
    note: record.note,
    sentAt: new Date(record.sentAt).toISOString(),
    changes: record.changes,
    status: record.status,
    ...(record.reply ? { reply: { note: record.reply.note, by: nameOf(record.reply.byId), at: new Date(record.reply.at).toISOString() } } : {}),
  });

export function reviewHandlers(team: Team) {
  const { people, reviews, drafts } = team;
  const reviewItem = reviewItems(team);

  return {
    reviews: ({ me }) => {
      const mine = reviews.ofAuthor(me.record.id);
      const waiting = mayAct(me.record.role, 'publisher') ? reviews.all().filter((r) => r.status === 'waiting' && people.byId(r.authorId)) : [];
      return { waiting: waiting.map(reviewItem), ...(mine ? { mine: reviewItem(mine) } : {}) };
    },
    sendForReview: async ({ body, me }) => {
      const plan = await planPublish(await drafts.worktreeOf(me.record.id));
      if (plan.files.size === 0)
        throw new HttpError(409, { code: 'refused', message: 'Your draft has no saved changes to review yet: save your changes first.' });
      return reviewItem(
        reviews.send(
          me.record.id,
          body.note,
          plan.changes.map((change) => change.text),
        ),
      );
    },
  } satisfies Partial<TeamHandlers>;
}
