/**
 * One way to publish. A publish is planned from one of three starting points (editor/shared/api.ts
 * `publishStart`): my saved changes, a draft sent for review (the team editor's), or a published
 * version to undo. Each server turns a starting point, once per request, into a `Plan`: whose
 * worktree it reads (`dir`), what it publishes (publishing.ts `PlannedPublish`), what the dialog
 * says of it and which actions it offers. The routes of publishing (editor/shared/routes.ts
 * `planRoutes`) are answered here the same for every starting point, by both editors: the laptop
 * editor's plans are its one copy's (`laptopPlans`), the team server's are each person's draft or
 * a review's author's, which it finds itself (team/teamPlans.ts), never from a path it is sent.
 */
import type {
  FinishChecksFound,
  PlanRef,
  PublishAnswer,
  PublishPlan,
  PublishRequest,
  PublishReview,
  PublishResult,
  PublishStart,
  ReviewItem,
  ScheduledItem,
} from '../shared/api.ts';
import type { planRoutes } from '../shared/routes.ts';
import { editableFile } from './files.ts';
import { HttpError } from './guard.ts';
import type { PlanChanges, PlannedPublish, Publishing } from './publishing.ts';
import type { Handlers } from './routes.ts';

/** What the dialog says of a plan beside what it changes (`PublishPlan` without the review), and the message to suggest when not the review's. */
export type PlanWords = Omit<PublishPlan, keyof PublishReview> & { message?: string };

/** A plan, resolved from its starting point: the worktree it reads, what it publishes, its words and its actions. */
export interface Plan {
  /** The worktree whose files the plan reads: a file named in a request is checked against it. */
  dir: string;
  planned: PlannedPublish;
  /** What the dialog says of it, given what it changes. */
  words(review: PublishReview): PlanWords | Promise<PlanWords>;
  /** Publishing it now: the draft as the plan was read, and the message. */
  publishNow(action: Extract<PublishRequest['action'], { kind: 'now' }>, draft: string): Promise<PublishResult>;
  /** "Publish at…", where this server and starting point offer it. */
  publishAt?(action: Extract<PublishRequest['action'], { kind: 'at' }>, draft: string): Promise<ScheduledItem>;
  /** "Send back", for a draft sent for review. */
  sendBack?(note: string): Promise<ReviewItem>;
}

/** How a server resolves a plan for the person asking (`who`: the team server's signed-in person; nothing on a laptop). */
export type PlanOf<Who> = (ref: PlanRef, who: Who) => Promise<Plan>;

/** What the saved changes or an undo publish from a worktree's `PlanChanges`. */
export const changesOf = (start: Exclude<PublishStart, { from: 'review' }>): PlanChanges =>
  start.from === 'undo' ? { kind: 'undo', commit: start.commit } : { kind: 'saved' };

/** The words of the button that publishes now: a copy not connected to a website saves a version. */
export const publishNowWords = (review: PublishReview) => (review.connected ? 'Publish now' : 'Save a version');

/** What undoing a version says of it, under the dialog's title. */
export async function undoWords(publishing: Publishing, commit: string): Promise<Pick<PlanWords, 'intro' | 'message'>> {
  const version = await publishing.version(commit);
  return { intro: [`Undoing “${version.summary}”, published `, { at: version.when }, ` by ${version.who}.`], message: `Undo: ${version.summary}` };
}

/** The handlers of the publishing routes, over the plans `planOf` resolves. */
export function planHandlers<Who>(planOf: PlanOf<Who>): Handlers<typeof planRoutes, Who> {
  return {
    publishPlan: async (input) => {
      const plan = await planOf(input.body, input);
      const review = await plan.planned.review();
      const words = await plan.words(review);
      return { ...review, ...words };
    },
    beforeAndAfter: async (input) => {
      const plan = await planOf(input.query.plan, input);
      return plan.planned.beforeAndAfter(editableName(plan.dir, input.query.file));
    },
    pagesToCheck: async (input) => (await planOf(input.body, input)).planned.pagesToCheck(),
    finishChecks: async (input) => {
      const plan = await planOf(input.body.plan, input);
      return { problems: await plan.planned.finishChecks(checkedFiles(plan.dir, input.body.found)) };
    },
    publish: async (input): Promise<PublishAnswer> => {
      const { plan: ref, draft, action } = input.body;
      const plan = await planOf(ref, input);
      switch (action.kind) {
        case 'now':
          return plan.publishNow(action, draft);
        case 'at':
          if (!plan.publishAt) throw notOffered('This publish cannot be planned for later: publish it now.');
          return { kind: 'planned', item: await plan.publishAt(action, draft) };
        case 'send-back':
          if (!plan.sendBack) throw notOffered('Only a draft sent for review can be sent back.');
          return { kind: 'sent-back', item: await plan.sendBack(action.note) };
      }
    },
  };
}

const notOffered = (message: string) => new HttpError(409, { code: 'refused', message });

/**
 * The laptop editor's plans, over its one copy of the content. It knows no reviews (the team
 * editor's) and publishes nothing later: there is no server running to publish at the time.
 */
export function laptopPlans(contentRoot: string, publishing: Publishing): PlanOf<unknown> {
  return async ({ start, choices }) => {
    if (start.from === 'review') throw new HttpError(404, { code: 'not-found', message: 'The editor on this computer has no reviews: the team editor has.' });
    const planned = publishing.plan(changesOf(start), choices);
    return {
      dir: contentRoot,
      planned,
      words: async (review) => ({
        ...(start.from === 'undo' ? await undoWords(publishing, start.commit) : {}),
        savedOnly: start.from === 'mine',
        actions: { now: publishNowWords(review), at: false },
      }),
      publishNow: ({ message, author }) => planned.publish({ message, author }),
      publishAt: () =>
        Promise.reject(new HttpError(404, { code: 'not-found', message: 'The editor on this computer publishes nothing later: the team editor does.' })),
    };
  };
}

/** What the frames found, on page files and the settings only (a problem names the file it leads to). */
function checkedFiles(dir: string, found: FinishChecksFound): FinishChecksFound {
  for (const page of found) {
    editableName(dir, page.file);
    for (const atWidth of page.found) for (const problem of atWidth.problems) editableName(dir, problem.file);
  }
  return found;
}

/** A page file or the settings, named as the editor names them (checked like any file it opens). */
function editableName(dir: string, name: string): string {
  editableFile(dir, name);
  return name;
}
