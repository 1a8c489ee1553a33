/**
 * The team's routes about reviews: an editor sends their draft's saved changes for review
 * (reviews.ts keeps one per author), a publisher opens it, checks it and publishes it from the
 * author's draft as its author, or sends it back with a note.
 */
import { planPublish } from '../../../engine/publish/publish.ts';
import { mayAct, type ReviewItem } from '../../shared/api.ts';
import { editableFile } from '../files.ts';
import { HttpError } from '../guard.ts';
import { createPublishing } from '../publishing.ts';
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
  const { people, reviews, drafts, publishingFor, personOf, nameOf, reviewOf, cancelPlansOfReview } = team;
  const reviewItem = reviewItems(team);
  /** Publishing from the draft a review is of, as its author. */
  const reviewedPublishing = async (id: string) => {
    const author = people.byId(reviewOf(id).authorId)!;
    return createPublishing((await drafts.worktreeOf(author.id)).dir, publishingFor(author));
  };

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
    // ── Publishing a review: open it, its before and after, its checks, publish it ──
    openReview: async ({ body }) => (await reviewedPublishing(body.id)).review(body.choices),
    reviewedBeforeAndAfter: async ({ query }) => {
      const author = people.byId(reviewOf(query.id).authorId)!;
      const worktree = await drafts.worktreeOf(author.id);
      editableFile(worktree.dir, query.file);
      return createPublishing(worktree.dir, publishingFor(author)).pageBeforeAndAfter(query.file, undefined, query.choices);
    },
    reviewedPagesToCheck: async ({ body }) => (await reviewedPublishing(body.id)).pagesToCheck(undefined, body.choices),
    finishReviewedChecks: async ({ body }) => {
      const author = people.byId(reviewOf(body.id).authorId)!;
      const worktree = await drafts.worktreeOf(author.id);
      for (const page of body.found) {
        editableFile(worktree.dir, page.file);
        for (const atWidth of page.found) for (const problem of atWidth.problems) editableFile(worktree.dir, problem.file);
      }
      return { problems: await createPublishing(worktree.dir, publishingFor(author)).finishChecks(undefined, body.choices, body.found) };
    },
    publishReviewed: async ({ body, me }) => {
      const record = reviewOf(body.id);
      const author = people.byId(record.authorId)!;
      const worktree = await drafts.worktreeOf(author.id);
      const result = await createPublishing(worktree.dir, publishingFor(author)).publish(
        { message: body.message, choices: body.choices },
        personOf(me.record),
        body.draft,
      );
      if (result.kind === 'published') {
        reviews.remove(record.id);
        cancelPlansOfReview(record.id, `${me.record.name} published these changes already.`);
      }
      await drafts.refresh(author.id).catch(() => undefined);
      return result;
    },
    // ── End of publishing a review ──
    sendBack: ({ body, me }) => {
      const record = reviewOf(body.id);
      cancelPlansOfReview(record.id, `${me.record.name} sent these changes back to ${nameOf(record.authorId)}.`);
      return reviewItem(reviews.sendBack(record.id, me.record.id, body.note)!);
    },
  } satisfies Partial<TeamHandlers>;
}
