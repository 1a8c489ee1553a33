// @vitest-environment node
/**
 * "Publish at…": the plans (editor/server/team/scheduledPublishes.ts) with an injected clock and
 * timer: one timer for the next due, cancelling, a restart (kept in the data folder, armed again,
 * what fell due meanwhile run at start and said to be late); then through the team server on a
 * real git remote: a plan published at its time with the same checks and merge, one refused at
 * the time because the draft changed since, both shown to the person who planned them.
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import type { OpenedFile, PlanRef, PublishAnswer, PublishPlan, ScheduledItem } from '../../editor/shared/api';
import { DataFolder } from '../../editor/server/team/dataFolder';
import { type NewSchedule, type RunOutcome, ScheduledPublishes, type ScheduledRecord, type Timers } from '../../editor/server/team/scheduledPublishes';
import { momentOfWallClock, wallClockOf } from '../../schema/timeZone';
import { git } from '../support/siteRepository';
import { ManualTimers, startTeamEditorForTests, TeamClient, type TeamEditor, type TeamMemberForTests } from '../support/teamEditor';

const hour = 3_600_000;
const zone = 'America/New_York';

describe('the plans, with a clock and a timer of the test', () => {
  let clock = Date.UTC(2026, 10, 27, 15);
  let dir: string;
  const ran: string[] = [];
  let answer: (record: ScheduledRecord) => RunOutcome = () => ({ published: true, message: 'Published.' });
  const open = (timers: Timers) =>
    new ScheduledPublishes(
      DataFolder.open(dir),
      () => clock,
      async (record) => {
        ran.push(record.message);
        return answer(record);
      },
      timers,
    );
  const plan = (message: string, at: number, owner = message): NewSchedule => ({
    byId: 'pat',
    draftOwnerId: owner,
    at,
    timeZone: zone,
    message,
    draft: 'a'.repeat(40),
    changes: [`${message} changed`],
  });

  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'scheduled-'));
  });
  afterEach(() => {
    ran.length = 0;
    answer = () => ({ published: true, message: 'Published.' });
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('arms one timer, for the next due; publishes it when due, and only what is due', async () => {
    const timers = new ManualTimers();
    const plans = open(timers);
    plans.start();
    expect(timers.count).toBe(0);
    plans.schedule(plan('Later', clock + 5 * hour));
    plans.schedule(plan('Sooner', clock + 2 * hour));
    expect(timers.count).toBe(1);
    expect(timers.wait).toBe(2 * hour);
    clock += 2 * hour;
    timers.fire();
    await plans.runDue();
    expect(ran).toEqual(['Sooner']);
    expect(plans.all().map((r) => [r.message, r.status])).toEqual([
      ['Later', 'waiting'],
      ['Sooner', 'published'],
    ]);
    expect(plans.all()[1]!.outcome).toMatchObject({ message: 'Published.', late: false });
    // Re-armed for the next.
    expect(timers.count).toBe(1);
    expect(timers.wait).toBe(3 * hour);
    plans.close();
  });

  it('refuses a time past, a time more than a year ahead, and a second plan for the same changes', () => {
    const plans = open(new ManualTimers());
    expect(() => plans.schedule(plan('Past', clock - 1))).toThrow(/passed already/);
    expect(() => plans.schedule(plan('Far', clock + 400 * 24 * hour))).toThrow(/more than a year/);
    expect(() => plans.schedule(plan('Again', clock + hour, 'Later'))).toThrow(/planned to publish already/);
    plans.close();
  });

  it('cancels a waiting plan, with who did it; not one that ran', () => {
    const timers = new ManualTimers();
    const plans = open(timers);
    plans.start();
    const later = plans.all().find((r) => r.message === 'Later')!;
    const cancelled = plans.cancel(later.id, 'Cancelled by Olive Owner.', false);
    expect(cancelled).toMatchObject({ status: 'cancelled', outcome: { message: 'Cancelled by Olive Owner.' }, seen: false });
    expect(timers.count).toBe(0);
    expect(() => plans.cancel(later.id, 'Again', true)).toThrow(/not waiting any more/);
    expect(plans.markSeen(later.id)?.seen).toBe(true);
    plans.close();
  });

  it('keeps the plans across a restart, in a file of its own, and runs late what fell due while it was off', async () => {
    const first = open(new ManualTimers());
    first.start();
    first.schedule(plan('Across a restart', clock + hour));
    first.schedule(plan('Next week', clock + 7 * 24 * hour));
    first.close();
    expect(statSync(path.join(dir, 'scheduled.json')).mode & 0o077).toBe(0);
    expect(JSON.parse(readFileSync(path.join(dir, 'scheduled.json'), 'utf8'))).toHaveLength(4);
    // The server was off for three hours.
    clock += 3 * hour;
    const timers = new ManualTimers();
    const again = open(timers);
    again.start();
    expect(timers.wait).toBe(0);
    timers.fire();
    await again.runDue();
    expect(ran).toEqual(['Across a restart']);
    expect(again.all().find((r) => r.message === 'Across a restart')?.outcome).toMatchObject({ late: true });
    expect(timers.wait).toBe(7 * 24 * hour - 3 * hour);
    again.close();
  });

  it('says when the server stopped in the middle of a publish, and does not run it twice; a failure is an outcome, not a crash', async () => {
    const timers = new ManualTimers();
    const plans = open(timers);
    plans.start();
    plans.schedule(plan('Stopped midway', clock + hour));
    clock += hour;
    // The run never ends: the server stops meanwhile.
    answer = () => {
      throw new Error('disk full');
    };
    let release!: () => void;
    const stuck = new ScheduledPublishes(
      DataFolder.open(dir),
      () => clock,
      () => new Promise<RunOutcome>((resolve) => (release = () => resolve({ published: true, message: 'x' }))),
      new ManualTimers(),
    );
    void stuck.runDue();
    await vi.waitFor(() =>
      expect(JSON.parse(readFileSync(path.join(dir, 'scheduled.json'), 'utf8')).some((r: ScheduledRecord) => r.status === 'publishing')).toBe(true),
    );
    const restarted = open(new ManualTimers());
    restarted.start();
    expect(restarted.all().find((r) => r.message === 'Stopped midway')).toMatchObject({
      status: 'not-published',
      outcome: { message: expect.stringMatching(/stopped while this was publishing/) },
    });
    release();
    stuck.close();
    plans.close();
    // A run that throws leaves a sentence (the server's log has the rest), and the next plan still runs.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    restarted.schedule(plan('Fails', clock + hour));
    clock += hour;
    await restarted.runDue();
    expect(restarted.all().find((r) => r.message === 'Fails')).toMatchObject({
      status: 'not-published',
      outcome: { message: expect.stringMatching(/ran into a problem \(disk full\)\. Nothing was published/) },
    });
    expect(logged).toHaveBeenCalledOnce();
    logged.mockRestore();
    restarted.close();
  });
});

describe('"Publish at…" through the team server', () => {
  let clock = Date.now();
  const timers = new ManualTimers();
  let team: TeamEditor;
  let publisher: TeamMemberForTests;
  let editor: TeamMemberForTests;

  beforeAll(async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    // The run's build cache (tests/support/buildCache.ts), as the other publishing tests share it.
    team = await startTeamEditorForTests({ now: () => clock, timers, publishing: { buildCacheDir: inject('buildCacheDir') } });
    publisher = await team.add('Pat Publisher', 'publisher');
    editor = await team.add('Ana Ruiz', 'editor');
  }, 120_000);
  afterAll(async () => {
    vi.restoreAllMocks();
    await team?.close();
  });

  const signedIn = (person: TeamMemberForTests) => TeamClient.signedIn(team, person);
  async function editHeading(client: TeamClient, file: string, heading: string): Promise<void> {
    const opened = (await client.call<OpenedFile>('GET', `/api/file?name=${file}`)).body;
    const value = structuredClone(opened.value) as { sections: { type: string; hidden?: boolean; heading?: unknown }[] };
    value.sections.find((s) => s.type !== 'shared' && !s.hidden && typeof s.heading === 'string')!.heading = heading;
    expect((await client.call('PUT', '/api/file', { file, value, version: opened.version })).status).toBe(200);
  }
  /** "Publish at…": the plan's action, answered with the publish planned (or the refusal). */
  async function publishAt(client: TeamClient, { plan, draft, when, message }: { plan: PlanRef; draft: string; when: string; message: string }) {
    const answer = await client.call<PublishAnswer & { message: string }>('POST', '/api/publish', { plan, draft, action: { kind: 'at', when, message } });
    return { status: answer.status, body: (answer.body.kind === 'planned' ? answer.body.item : answer.body) as ScheduledItem & { message: string } };
  }
  const timeZoneOfSite = () =>
    (JSON.parse(readFileSync(path.join(team.contentRoot, 'site.config.json'), 'utf8')) as { company: { timeZone: string } }).company.timeZone;

  it("refuses a draft changed since it was planned, at the time, with the reason, shown to the planner and in everyone's list", async () => {
    let ana = await signedIn(editor);
    let pat = await signedIn(publisher);
    await editHeading(ana, 'pages/about.json', 'Planned for review');
    await ana.call('POST', '/api/team/reviews/send', { note: 'Tomorrow morning, please' });
    const [review] = (await pat.call<{ waiting: { id: string }[] }>('GET', '/api/team/reviews')).body.waiting;
    const plan = { start: { from: 'review', id: review!.id } } as const;
    const opened = (await pat.call<PublishPlan>('POST', '/api/publish/plan', plan)).body;
    const when = wallClockOf(clock + 20 * hour, timeZoneOfSite());
    const planned = await publishAt(pat, { plan, draft: opened.draft, when, message: 'About, tomorrow' });
    expect(planned.status, JSON.stringify(planned.body)).toBe(200);
    expect(planned.body).toMatchObject({ status: 'waiting', by: publisher.name, draftOf: editor.name, byMe: true, unseen: false });
    expect(Date.parse(planned.body.at)).toBe(momentOfWallClock(when, timeZoneOfSite()));
    expect(planned.body.changes.join('\n')).toContain('Planned for review');
    // The author sees it waiting too; a second plan for the same changes is refused.
    expect((await ana.call<ScheduledItem[]>('GET', '/api/team/scheduled')).body.map((item) => item.status)).toEqual(['waiting']);
    const twice = await publishAt(pat, { plan, draft: opened.draft, when, message: 'Again' });
    expect([twice.status, twice.body.message]).toEqual([409, expect.stringMatching(/planned to publish already/)]);
    // Ana saves again: what Pat looked at is not what would go out.
    await editHeading(ana, 'pages/contact.json', 'Changed after the plan');
    clock += 20 * hour;
    timers.fire();
    // Their sessions ended meanwhile (eight idle hours): they sign in again.
    [ana, pat] = [await signedIn(editor), await signedIn(publisher)];
    await vi.waitFor(async () => expect((await pat.call<ScheduledItem[]>('GET', '/api/team/scheduled')).body[0]?.status).toBe('not-published'), {
      timeout: 60_000,
      interval: 200,
    });
    const [done] = (await pat.call<ScheduledItem[]>('GET', '/api/team/scheduled')).body;
    expect(done).toMatchObject({
      unseen: true,
      outcome: { late: false, message: expect.stringMatching(/saved again .* after this publish was planned, so nothing was published/) },
    });
    expect(await git(team.repo.bare, 'show', 'main:pages/about.json')).not.toContain('Planned for review');
    expect((await pat.call<ScheduledItem>('POST', '/api/team/scheduled/seen', { id: done!.id })).body.unseen).toBe(false);
    // Only the planner dismisses their notice.
    expect((await ana.call('POST', '/api/team/scheduled/seen', { id: done!.id })).status).toBe(404);
  }, 120_000);

  it('publishes at its time after a restart, with the checks and the merge of a publish now, and says it ran late', async () => {
    const pat = await signedIn(publisher);
    await editHeading(pat, 'pages/privacy-policy.json', 'Published at the planned time');
    const plan = { start: { from: 'mine' } } as const;
    const review = (await pat.call<PublishPlan>('POST', '/api/publish/plan', plan)).body;
    const planned = await publishAt(pat, {
      plan,
      draft: review.draft,
      when: wallClockOf(clock + 2 * hour, timeZoneOfSite()),
      message: 'Privacy policy heading',
    });
    expect(planned.status, JSON.stringify(planned.body)).toBe(200);
    // Someone publishes to the website meanwhile (another field, merged).
    const other = await team.repo.clone('meanwhile');
    const page = JSON.parse(readFileSync(path.join(other, 'pages/privacy-policy.json'), 'utf8')) as { description: string };
    page.description = `${page.description} Published meanwhile.`;
    await import('node:fs').then((fs) => fs.writeFileSync(path.join(other, 'pages/privacy-policy.json'), `${JSON.stringify(page, null, 2)}\n`));
    await git(other, 'commit', '-qam', 'Meanwhile');
    await git(other, 'push', '-q', 'origin', 'HEAD:main');
    // The server is off when the time comes, and back three hours later.
    await team.restart();
    clock += 5 * hour;
    timers.fire();
    const again = await signedIn(publisher);
    await vi.waitFor(
      async () =>
        expect((await again.call<ScheduledItem[]>('GET', '/api/team/scheduled')).body.find((i) => i.id === planned.body.id)?.status).toBe('published'),
      { timeout: 240_000, interval: 500 },
    );
    const done = (await again.call<ScheduledItem[]>('GET', '/api/team/scheduled')).body.find((i) => i.id === planned.body.id)!;
    expect(done).toMatchObject({ unseen: true, outcome: { late: true, message: expect.stringMatching(/^Published\./) } });
    const published = await git(team.repo.bare, 'show', 'main:pages/privacy-policy.json');
    expect(published).toContain('Published at the planned time');
    expect(published).toContain('Published meanwhile.');
    expect(await git(team.repo.bare, 'log', '-1', '--format=%s|%an', 'main')).toBe(`Privacy policy heading|${publisher.name}`);
    // A plan can be cancelled by another publisher only while it waits.
    const cancelled = await again.call<{ message: string }>('POST', '/api/team/scheduled/cancel', { id: done.id });
    expect([cancelled.status, cancelled.body.message]).toEqual([409, expect.stringMatching(/not waiting any more/)]);
  }, 300_000);
});
