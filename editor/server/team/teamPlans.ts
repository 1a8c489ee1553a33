/**
 * The team server's plans (../publishPlans.ts): a starting point turned, once per request, into
 * the draft it reads and what it offers. My saved changes read my own draft; a published version
 * to undo too (its undoing goes on top of what the website has, my unpublished changes stay
 * mine); a draft sent for review reads its author's draft, found here from the review, never from
 * anything the client sends. Publishing anything but one's own draft asks 'publisher', as the
 * routes of publishing itself do.
 */
import { planPublish, type Worktree } from '../../../engine/publish/publish.ts';
import { momentOfWallClock } from '../../../schema/timeZone.ts';
import { mayAct, type ReviewItem, type ScheduledItem } from '../../shared/api.ts';
import { HttpError } from '../guard.ts';
import { createPublishing, type PlannedPublish } from '../publishing.ts';
import { changesOf, type Plan, type PlanOf, type PlanWords, publishNowWords, undoWords } from '../publishPlans.ts';
import type { PersonRecord } from './people.ts';
import type { ReviewRecord } from './reviews.ts';
import type { ScheduledRecord } from './scheduledPublishes.ts';
import { siteTimeZone } from './siteTimeZone.ts';
import type { Team } from './team.ts';

/** What the team's plans need of the team server (team.ts, and its handlers' items). */
export interface TeamPlanParts extends Pick<Team, 'drafts' | 'reviews' | 'scheduled' | 'publishingFor' | 'personOf' | 'reviewOf' | 'cancelPlansOfReview'> {
  authorOf(record: ReviewRecord): PersonRecord;
  reviewItem(record: ReviewRecord): ReviewItem;
  scheduledItem(record: ScheduledRecord, meId: string): ScheduledItem;
  /** A plan made, or refused (409, with its sentence). */
  planning<T>(change: () => T): T;
}

/** The person a plan is for: the signed-in one. */
interface Asking {
  me: { record: PersonRecord };
}

export function teamPlans(parts: TeamPlanParts): PlanOf<Asking> {
  return async ({ start, choices }, { me }) => {
    if (start.from !== 'mine' && !mayAct(me.record.role, 'publisher'))
      throw new HttpError(403, { code: 'forbidden', message: 'Only a publisher of the team may do this; ask one.' });
    const review = start.from === 'review' ? parts.reviewOf(start.id) : undefined;
    // Whose draft the plan reads: a review's author's, or the signed-in person's own.
    const owner = review ? parts.authorOf(review) : me.record;
    const worktree = await parts.drafts.worktreeOf(owner.id);
    const publishing = createPublishing(worktree.dir, parts.publishingFor(owner));
    const planned = publishing.plan(start.from === 'review' ? { kind: 'saved' } : changesOf(start), choices);
    const plan: Plan = {
      dir: worktree.dir,
      planned,
      words: async (answer): Promise<PlanWords> =>
        review
          ? reviewWords(review, owner.name)
          : {
              ...(start.from === 'undo' ? await undoWords(publishing, start.commit) : {}),
              savedOnly: start.from === 'mine',
              actions: { now: publishNowWords(answer), at: start.from === 'mine' && mayAct(me.record.role, 'publisher') },
            },
      publishNow: async ({ message }, draft) => {
        // Someone else's draft is published as they made it, by the publisher, and only as it was looked at.
        const result = await planned.publish({ message, ...(review ? { committer: parts.personOf(me.record), draft } : {}) });
        if (!review) return result;
        if (result.kind === 'published') {
          parts.reviews.remove(review.id);
          parts.cancelPlansOfReview(review.id, `${me.record.name} published these changes already.`);
        }
        await parts.drafts.refresh(owner.id).catch(() => undefined);
        return result;
      },
      ...(start.from === 'undo' ? {} : { publishAt: (action, draft) => publishAt(parts, { owner, me: me.record, review, planned, worktree }, action, draft) }),
    };
    if (!review) return plan;
    return {
      ...plan,
      sendBack: async (note) => {
        parts.cancelPlansOfReview(review.id, `${me.record.name} sent these changes back to ${owner.name}.`);
        return parts.reviewItem(parts.reviews.sendBack(review.id, me.record.id, note)!);
      },
    };
  };
}

/** What a publisher reads of a draft sent for review: when it was sent, its note, who fixes its problems; "Publish" or "Send back". */
function reviewWords(review: ReviewRecord, author: string): PlanWords {
  return {
    intro: [
      'Sent for review ',
      { at: new Date(review.sentAt).toISOString() },
      `. Publishing puts these changes on the website under ${author}'s name; Send back returns them with a note.`,
    ],
    note: { heading: `Note from ${author}`, text: review.note || 'No note.' },
    fixedBy: author,
    savedOnly: false,
    actions: { now: 'Publish', at: true, sendBack: { to: author } },
  };
}

/**
 * "Publish at…": the draft as the publisher looked at it, kept in EDITOR_DATA and published by the
 * server at that time, over its owner's draft (scheduledPublishes.ts).
 */
async function publishAt(
  parts: TeamPlanParts,
  {
    owner,
    me,
    review,
    planned,
    worktree,
  }: { owner: PersonRecord; me: PersonRecord; review: ReviewRecord | undefined; planned: PlannedPublish; worktree: Worktree },
  { when, message }: { when: string; message: string },
  draft: string,
): Promise<ScheduledItem> {
  const timeZone = siteTimeZone(worktree.dir);
  if (!timeZone)
    throw new HttpError(409, {
      code: 'refused',
      message: "The site's time zone is not set: choose it in Site settings (Company, Time zone) and publish that first.",
    });
  const at = momentOfWallClock(when, timeZone);
  if (at === undefined) throw new HttpError(400, { code: 'bad-request', message: 'That date does not exist: choose another.' });
  const plan = await planPublish(worktree);
  if (plan.draft !== draft)
    throw new HttpError(409, {
      code: 'refused',
      message:
        'The changes are not the ones you looked at any more: the draft changed since you opened it. Look at the list of changes again, then choose the time.',
    });
  if (plan.files.size === 0) throw new HttpError(409, { code: 'refused', message: 'There is nothing to publish: the website has every saved change already.' });
  const record = parts.planning(() =>
    parts.scheduled.schedule({
      byId: me.id,
      draftOwnerId: owner.id,
      ...(review ? { reviewId: review.id } : {}),
      at,
      timeZone,
      message,
      ...(planned.choices && Object.keys(planned.choices).length ? { choices: planned.choices } : {}),
      draft,
      changes: plan.changes.map((change) => change.text),
    }),
  );
  return parts.scheduledItem(record, me.id);
}
