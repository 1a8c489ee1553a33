/**
 * What the team server keeps, which its handlers share: the people (people.ts), their sessions
 * and sign-in tries, their drafts (drafts.ts), reviews, shared previews and planned publishes,
 * all in EDITOR_DATA, and where and as whom they publish. Opened once when the server starts
 * (teamServer.ts); each subject's handlers (peopleHandlers.ts, reviewHandlers.ts,
 * shareHandlers.ts, scheduleHandlers.ts) and the team's plans of publishing (teamPlans.ts) get it.
 */
import path from 'node:path';
import { HttpError } from '../guard.ts';
import { type Person, type PublishTarget, publishTarget } from '../../../engine/publish/repository.ts';
import type { teamRoutes } from '../../shared/routes.ts';
import type { PublishingOptions } from '../publishing.ts';
import type { Handlers } from '../routes.ts';
import { DataFolder } from './dataFolder.ts';
import { Drafts } from './drafts.ts';
import { People, type PersonRecord } from './people.ts';
import { type ReviewRecord, Reviews } from './reviews.ts';
import { publishAsPlanned } from './scheduleHandlers.ts';
import { ScheduledPublishes, type Timers } from './scheduledPublishes.ts';
import { Sessions } from './sessions.ts';
import { SharedPreviews } from './sharedPreviews.ts';
import { SignInThrottle } from './signInThrottle.ts';

export interface TeamOptions {
  /** The content repository: a git clone with a remote (the website's). */
  contentRoot: string;
  /** EDITOR_DATA: people, reviews, shared previews and drafts, outside the content repository. */
  dataDir: string;
  /** EDITOR_URL: the address people open, e.g. https://edit.example.com (its origin is the only one allowed to change anything). */
  editorUrl: string;
  /** PUBLISH_BRANCH and PUBLISH_HOOK_URL; and a build cache for publishing's checks other than the data folder's (tests share one). */
  publishing?: { branch?: string; hookUrl?: string; buildCacheDir?: string };
  /** For tests of expiry, throttling and planned publishes: the clock, and the timer of the next planned publish. */
  now?: () => number;
  timers?: Timers;
}

export interface Team {
  /** EDITOR_URL's origin: the only one allowed to change anything, and the start of every link. */
  editorOrigin: string;
  /** EDITOR_URL is https: secure cookies, and HSTS. */
  secure: boolean;
  people: People;
  sessions: Sessions;
  throttle: SignInThrottle;
  reviews: Reviews;
  shares: SharedPreviews;
  drafts: Drafts;
  scheduled: ScheduledPublishes;
  personOf(record: PersonRecord): Person;
  /** Publishing as this person, to the one branch everyone publishes to. */
  publishingFor(record: PersonRecord): PublishingOptions;
  /** A person's name by id, or what to call someone who left. */
  nameOf(id: string): string;
  /** A review still waiting, whose author is still on the team; else the 404 that says it is gone. */
  reviewOf(id: string): ReviewRecord;
  /** Cancels the publishes planned of a review (it was published, or sent back), saying why. */
  cancelPlansOfReview(reviewId: string, reason: string): void;
}

/** The person a request comes from, as a team route's handler gets them. */
export interface SignedIn {
  me: { record: PersonRecord; sessionId: string };
}

/** The handlers of the team's own routes; each subject's module makes some of them. */
export type TeamHandlers = Handlers<typeof teamRoutes, SignedIn>;

export async function openTeam(options: TeamOptions): Promise<Team> {
  const now = options.now ?? Date.now;
  const editorOrigin = new URL(options.editorUrl).origin;
  const data = DataFolder.open(options.dataDir, options.contentRoot);
  const people = new People(data, now);
  const [sessions, throttle, reviews, shares] = [new Sessions(now), new SignInThrottle(now), new Reviews(data, now), new SharedPreviews(data, now)];
  const target: PublishTarget = await publishTarget(options.contentRoot, options.publishing?.branch);
  const drafts = new Drafts(options.contentRoot, data.folder('drafts'), target);
  void drafts.refreshAll(people.list().map((member) => member.id));
  // Everyone publishes to one branch: its checks build in one folder of the data, from the last
  // publish of that branch, whoever made it (publishes of one repository take turns).
  const checksDir = data.folder('publish', encodeURIComponent(target.branch));
  const checks = { dir: checksDir, buildCacheDir: options.publishing?.buildCacheDir ?? path.join(checksDir, 'cache') };
  const personOf = (record: PersonRecord): Person => ({ name: record.name, email: record.email });
  const team: Team = {
    editorOrigin,
    secure: editorOrigin.startsWith('https:'),
    people,
    sessions,
    throttle,
    reviews,
    shares,
    drafts,
    scheduled: new ScheduledPublishes(data, now, (record) => publishAsPlanned(team, record), options.timers),
    personOf,
    publishingFor: (record) => ({ target, hookUrl: options.publishing?.hookUrl, person: personOf(record), checks }),
    nameOf: (id) => people.byId(id)?.name ?? 'someone who left the team',
    reviewOf: (id) => {
      const record = reviews.byId(id);
      if (!record || !people.byId(record.authorId))
        throw new HttpError(404, { code: 'not-found', message: 'That review is no longer waiting (it was published or withdrawn).' });
      return record;
    },
    cancelPlansOfReview: (reviewId, reason) => {
      for (const record of team.scheduled.waitingForReview(reviewId)) team.scheduled.cancel(record.id, reason, false);
    },
  };
  return team;
}
