/**
 * "Publish at…": publishes a publisher planned for a date and time, kept in
 * EDITOR_DATA/scheduled.json (replaced whole with a rename, as every record of the data folder),
 * and one timer, for the next that falls due. What falls due is published by `run` (the team
 * server's: the same checks and merge as a publish now, over the draft as the publisher saw it),
 * one at a time; the outcome, published or not and why, stays for History and for the planner's
 * notice. After a restart the timer is armed again, and what fell due while the server was down
 * runs at once, said to have run late.
 */
import { randomUUID } from 'node:crypto';
import type { Side } from '../../shared/api.ts';
import type { DataFolder } from './dataFolder.ts';

export interface ScheduledRecord {
  id: string;
  /** The publisher who planned it. */
  byId: string;
  /** Whose draft it publishes: the planner's own, or the author of a draft sent for review. */
  draftOwnerId: string;
  reviewId?: string;
  /** When it publishes (ms), planned as a wall clock in `timeZone`. */
  at: number;
  timeZone: string;
  plannedAt: number;
  message: string;
  choices?: Record<string, Side>;
  /** The draft as the publisher looked at it (PublishPlan.draft): one changed since is not published. */
  draft: string;
  /** The plain-language list of changes when it was planned. */
  changes: string[];
  status: 'waiting' | 'publishing' | 'published' | 'not-published' | 'cancelled';
  outcome?: { message: string; at: number; late: boolean };
  /** The planner has seen the outcome (their notice was dismissed). */
  seen?: boolean;
}

export type NewSchedule = Pick<ScheduledRecord, 'byId' | 'draftOwnerId' | 'reviewId' | 'at' | 'timeZone' | 'message' | 'choices' | 'draft' | 'changes'>;

/** What running a due publish came to. */
export interface RunOutcome {
  published: boolean;
  message: string;
}

/** A plan that cannot be made, or cancelled, with the sentence to show. */
export class ScheduleRefused extends Error {}

export interface Timers {
  set(run: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const realTimers: Timers = {
  set: (run, ms) => setTimeout(run, ms).unref(),
  clear: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

/** How long after its time a publish counts as run late (the server was off, or busy publishing). */
const lateAfter = 2 * 60_000;
/** setTimeout's longest wait; a later time is waited for in steps. */
const longestWait = 2 ** 31 - 1;
const day = 24 * 3_600_000;
/** How far ahead a publish may be planned. */
const furthestAhead = 366 * day;
/** How long History keeps a done one. */
const keptFor = 30 * day;

export class ScheduledPublishes {
  private records: ScheduledRecord[];
  private timer: unknown;
  private running: Promise<void> | undefined;
  private closed = false;

  constructor(
    private readonly data: DataFolder,
    private readonly now: () => number,
    private readonly run: (record: ScheduledRecord) => Promise<RunOutcome>,
    private readonly timers: Timers = realTimers,
  ) {
    this.records = data.read<ScheduledRecord[]>('scheduled', []);
  }

  /**
   * Arms the timer; what fell due meanwhile runs now. One found publishing, the server stopped in
   * the middle of it: whether it reached the website is for History to say, so it is not run twice.
   */
  start(): void {
    const stopped = this.records.filter((record) => record.status === 'publishing');
    for (const record of stopped) {
      record.status = 'not-published';
      record.outcome = {
        message:
          "The editor's server stopped while this was publishing. History shows whether it reached the website; if it did not, publish the changes again.",
        at: this.now(),
        late: false,
      };
    }
    if (stopped.length) this.save();
    this.arm();
  }

  close(): void {
    this.closed = true;
    this.timers.clear(this.timer);
  }

  /** Every plan: waiting ones first, by their time, then done ones, newest first. */
  all(): ScheduledRecord[] {
    const waiting = this.records.filter((record) => record.status === 'waiting' || record.status === 'publishing').sort((a, b) => a.at - b.at);
    const done = this.records.filter((record) => !waiting.includes(record)).sort((a, b) => (b.outcome?.at ?? 0) - (a.outcome?.at ?? 0));
    return [...waiting, ...done];
  }

  byId(id: string): ScheduledRecord | undefined {
    return this.records.find((record) => record.id === id);
  }

  schedule(plan: NewSchedule): ScheduledRecord {
    const now = this.now();
    if (plan.at <= now) throw new ScheduleRefused('That time has passed already: choose a later one, or publish now.');
    if (plan.at > now + furthestAhead) throw new ScheduleRefused('That is more than a year ahead: choose a time within the next twelve months.');
    if (this.records.some((record) => record.status === 'waiting' && record.draftOwnerId === plan.draftOwnerId))
      throw new ScheduleRefused('These changes are planned to publish already: cancel that plan in History first, then choose the new time.');
    const record: ScheduledRecord = { ...plan, id: randomUUID(), plannedAt: now, status: 'waiting' };
    this.records.push(record);
    this.save();
    this.arm();
    return record;
  }

  /** Cancels a waiting plan; `reason` is what its planner is told ("Cancelled by Pat Lee."). */
  cancel(id: string, reason: string, seenByPlanner: boolean): ScheduledRecord {
    const record = this.byId(id);
    if (!record) throw new ScheduleRefused('That planned publish no longer exists.');
    if (record.status === 'publishing') throw new ScheduleRefused('It is publishing right now, so it can no longer be cancelled.');
    if (record.status !== 'waiting') throw new ScheduleRefused('It is not waiting any more: History says what became of it.');
    record.status = 'cancelled';
    record.outcome = { message: reason, at: this.now(), late: false };
    record.seen = seenByPlanner;
    this.save();
    this.arm();
    return record;
  }

  /** The waiting plans that publish a draft sent for review (cancelled when it is sent back or published now). */
  waitingForReview(reviewId: string): ScheduledRecord[] {
    return this.records.filter((record) => record.status === 'waiting' && record.reviewId === reviewId);
  }

  markSeen(id: string): ScheduledRecord | undefined {
    const record = this.byId(id);
    if (record && record.status !== 'waiting' && record.status !== 'publishing' && !record.seen) {
      record.seen = true;
      this.save();
    }
    return record;
  }

  /** Publishes, one after the other, every plan whose time has come; then arms the timer for the next. */
  runDue(): Promise<void> {
    this.running ??= (async () => {
      for (;;) {
        const due = this.all().find((record) => record.status === 'waiting' && record.at <= this.now());
        if (!due || this.closed) return;
        due.status = 'publishing';
        this.save();
        const late = this.now() - due.at > lateAfter;
        let outcome: RunOutcome;
        try {
          outcome = await this.run(due);
        } catch (error) {
          console.error('A planned publish failed:', error);
          outcome = { published: false, message: `The editor's server ran into a problem (${(error as Error).message}). Nothing was published.` };
        }
        due.status = outcome.published ? 'published' : 'not-published';
        due.outcome = { message: outcome.message, at: this.now(), late };
        this.save();
      }
    })().finally(() => {
      this.running = undefined;
      this.arm();
    });
    return this.running;
  }

  /** One timer, for the next waiting plan. */
  private arm(): void {
    this.timers.clear(this.timer);
    this.timer = undefined;
    if (this.closed || this.running) return;
    const next = this.all().find((record) => record.status === 'waiting');
    if (!next) return;
    const wait = Math.min(Math.max(next.at - this.now(), 0), longestWait);
    this.timer = this.timers.set(() => void this.runDue(), wait);
  }

  private save(): void {
    const now = this.now();
    this.records = this.records.filter((record) => !record.outcome || now - record.outcome.at < keptFor);
    this.data.write('scheduled', this.records);
  }
}
