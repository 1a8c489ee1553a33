/**
 * The team editor's small parts, on their own: unsaved work kept apart per person (and where the
 * laptop editor kept it before) and offered back only when it differs from the file, which editor
 * this is, who else is editing in words, one's own review where it stands, the badge of "Waiting
 * for review" beside its name, not in it, a role changed in People, "Publish at…" and what became
 * of a planned publish. The whole flow runs in Chromium against the team server
 * (tests/e2e/teamEditor.test.ts).
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type PersonItem, type Presence, type ReviewItem, type ScheduledItem, tokenMetaName } from '../../../editor/shared/api';
import { PlannedOutcomeNotices, PublishWhen, type When } from '../../../editor/app/publish/PublishAt';
import { wallClockOf } from '../../../schema/timeZone';
import { type KeptDraft, keptDraftsOf, keptWorkDiffers } from '../../../editor/app/session/keptDrafts';
import { PeopleDialog } from '../../../editor/app/team/PeopleDialog';
import { whereTheEditorRuns } from '../../../editor/app/team/whereTheEditorRuns';
import { WaitingForReviewButton } from '../../../editor/app/team/TeamButtons';
import { MyReviewNotice, PresenceLine } from '../../../editor/app/team/TeamNotices';
import { withDialogsThatOpen } from './modalDialogs';
import { withQueries } from './queryHarness';

const review = (item: Partial<ReviewItem>): ReviewItem => ({
  id: '3f0c2a4e-8d1b-4c6a-9e2f-0a1b2c3d4e5f',
  author: 'Ana Ruiz',
  note: 'The about page, please',
  sentAt: '2026-03-02T10:00:00.000Z',
  changes: ["About Us: Hero: Headline: 'Old' → 'New'"],
  status: 'waiting',
  ...item,
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('unsaved work kept in the browser', () => {
  it('is kept per person in the team editor, and where it always was in the laptop editor', () => {
    const ana = keptDraftsOf('Ana.Ruiz@example.com');
    const pat = keptDraftsOf('pat@example.com');
    const laptop = keptDraftsOf();
    ana.write('pages/about.json', { heading: 'Ana’s' }, 'v1', { heading: 'Saved' });
    expect(pat.read('pages/about.json')).toBeUndefined();
    expect(laptop.read('pages/about.json')).toBeUndefined();
    expect(keptDraftsOf('ana.ruiz@example.com').read('pages/about.json')?.value).toEqual({ heading: 'Ana’s' });
    laptop.write('pages/about.json', { heading: 'mine' }, 'v1', { heading: 'Saved' });
    expect(localStorage.getItem('page-editor-draft:pages/about.json')).toContain('mine');
    pat.clear('pages/about.json');
    ana.clear('pages/about.json');
    expect(ana.read('pages/about.json')).toBeUndefined();
    expect(laptop.read('pages/about.json')?.value).toEqual({ heading: 'mine' });
  });

  it('is offered back only when it holds something the saved file does not', () => {
    const base = {
      title: 'About',
      sections: [
        { type: 'hero', heading: 'Old', badge: 'About us' },
        { type: 'text', heading: 'Story' },
      ],
    };
    const kept = (value: unknown): KeptDraft => ({ value, version: 'v1', at: 0, base });
    const edited = {
      title: 'About',
      sections: [
        { type: 'hero', heading: 'New', badge: 'About us' },
        { type: 'text', heading: 'Story' },
      ],
    };
    // Unsaved: the file still says Old.
    expect(keptWorkDiffers(kept(edited), base)).toBe(true);
    // The same, its keys in another order.
    expect(
      keptWorkDiffers(kept(edited), {
        sections: [
          { badge: 'About us', heading: 'New', type: 'hero' },
          { heading: 'Story', type: 'text' },
        ],
        title: 'About',
      }),
    ).toBe(false);
    // Saved since (another tab), and a colleague's change published on top: restoring would only undo theirs.
    const savedSince = {
      title: 'About us',
      sections: [
        { type: 'hero', heading: 'New', badge: 'Since 2009' },
        { type: 'text', heading: 'Story' },
      ],
    };
    expect(keptWorkDiffers(kept(edited), savedSince)).toBe(false);
    // A colleague's change, but not this one: still offered.
    expect(keptWorkDiffers(kept(edited), { ...savedSince, sections: [{ ...savedSince.sections[0], heading: 'Theirs' }, savedSince.sections[1]] })).toBe(true);
    // A section added or removed; a field emptied.
    const added = { ...base, sections: [...base.sections, { type: 'cta', heading: 'Call' }] };
    expect(keptWorkDiffers(kept(added), base)).toBe(true);
    expect(keptWorkDiffers(kept(added), added)).toBe(false);
    const { badge: _badge, ...withoutBadge } = base.sections[0]!;
    const cleared = { ...base, sections: [withoutBadge, base.sections[1]] };
    expect(keptWorkDiffers(kept(cleared), base)).toBe(true);
    expect(keptWorkDiffers(kept(cleared), cleared)).toBe(false);
    // Kept before the base was: any difference counts.
    expect(keptWorkDiffers({ value: edited, version: 'v1', at: 0 }, savedSince)).toBe(true);
  });
});

describe('where the editor runs', () => {
  it("is the laptop editor when the page holds the laptop's session token, and asks the server nothing", async () => {
    const asked = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', asked);
    const tag = Object.assign(document.createElement('meta'), { name: tokenMetaName, content: 'a-token' });
    document.head.append(tag);
    try {
      expect(await whereTheEditorRuns()).toEqual({ kind: 'laptop' });
      expect(asked).not.toHaveBeenCalled();
    } finally {
      tag.remove();
    }
  });

  it('is the team editor by its answer; a 404, no answer or a proxy says the editor cannot be reached', async () => {
    const answering = (answer: () => Promise<Response>) => vi.stubGlobal('fetch', vi.fn(answer));
    answering(async () => new Response(JSON.stringify({ email: 'ana@example.com', name: 'Ana Ruiz', role: 'editor' }), { status: 200 }));
    expect(await whereTheEditorRuns()).toMatchObject({ kind: 'team', member: { name: 'Ana Ruiz' } });
    answering(async () => new Response(JSON.stringify({ code: 'not-found', message: 'The editor has nothing at this address.' }), { status: 404 }));
    expect(await whereTheEditorRuns()).toEqual({ kind: 'unreachable' });
    answering(async () => new Response('<html>Bad Gateway</html>', { status: 502 }));
    expect(await whereTheEditorRuns()).toEqual({ kind: 'unreachable' });
    answering(async () => new Response('Not found', { status: 404 }));
    expect(await whereTheEditorRuns()).toEqual({ kind: 'unreachable' });
    answering(async () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await whereTheEditorRuns()).toEqual({ kind: 'unreachable' });
  });
});

describe('who else is editing', () => {
  it('names everyone with a draft of the open page in words, and nobody when nobody is', async () => {
    const answers: Record<string, Presence> = {
      'pages/about.json': { editing: ['Ana Ruiz', 'Ben Cole'] },
      'site.config.json': { editing: ['Ana Ruiz'] },
      'pages/contact.json': { editing: [] },
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (address: string) => {
        const file = new URL(address, 'http://editor').searchParams.get('file')!;
        return new Response(JSON.stringify(answers[file]), { status: 200 });
      }),
    );
    const { rerender } = render(<PresenceLine file="pages/about.json" />, { wrapper: withQueries().wrapper });
    expect((await screen.findByRole('status')).textContent).toMatch(/^Ana Ruiz and Ben Cole are editing this page\./);
    rerender(<PresenceLine file="site.config.json" />);
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/^Ana Ruiz is editing the site settings\./));
    rerender(<PresenceLine file="pages/contact.json" />);
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe(''));
  });
});

describe("one's own review", () => {
  it('says it waits, or who sent it back with their note', () => {
    const { rerender } = render(<MyReviewNotice mine={review({})} />);
    expect(screen.getByRole('status').textContent).toMatch(/^Waiting for review since .+: a publisher will publish your changes/);
    rerender(
      <MyReviewNotice mine={review({ status: 'sent-back', reply: { note: 'Say where we are based.', by: 'Pat Lee', at: '2026-03-02T11:00:00.000Z' } })} />,
    );
    expect(screen.getByRole('status').textContent).toMatch(/^Sent back by Pat Lee: Say where we are based\.Change what the note asks/);
    rerender(<MyReviewNotice mine={undefined} />);
    expect(screen.getByRole('status').textContent).toBe('');
  });
});

describe('Waiting for review', () => {
  it('shows the count beside its name, not in it, and says whose drafts wait in its note', () => {
    render(<WaitingForReviewButton waiting={[review({}), review({ id: 'b', author: 'Ben Cole' })]} onOpen={() => undefined} buttonRef={null} />);
    const button = screen.getByRole('button', { name: 'Waiting for review' });
    expect(button.textContent).toBe('Waiting for review2');
    expect(screen.getByRole('tooltip', { hidden: true }).textContent).toBe('2 drafts wait for review: Ana Ruiz and Ben Cole.');
    expect(button.getAttribute('aria-describedby')).toBe(screen.getByRole('tooltip', { hidden: true }).id);
  });

  it('keeps its note while the pointer is on the note, and hides it on Escape wherever the focus is', async () => {
    render(<WaitingForReviewButton waiting={[review({})]} onOpen={() => undefined} buttonRef={null} />);
    const user = userEvent.setup();
    const note = screen.getByRole('tooltip', { hidden: true });
    const shown = () => !note.className.split(' ').includes('hidden');
    await user.hover(screen.getByRole('button', { name: 'Waiting for review' }));
    expect(shown()).toBe(true);
    await user.hover(note);
    expect(shown()).toBe(true);
    expect(document.activeElement).toBe(document.body);
    await user.keyboard('{Escape}');
    expect(shown()).toBe(false);
  });
});

describe('People', () => {
  withDialogsThatOpen();

  it('keeps the focus in the row after a role is changed, and shows the role a person still has after a refusal', async () => {
    const team: PersonItem[] = [
      { email: 'olive@example.com', name: 'Olive Owner', role: 'owner', active: true },
      { email: 'ana@example.com', name: 'Ana Ruiz', role: 'editor', active: true },
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (address: string, init?: RequestInit) => {
        if (address.endsWith('/people/role')) {
          const { email, role } = JSON.parse(String(init?.body)) as { email: string; role: PersonItem['role'] };
          const person = team.find((p) => p.email === email)!;
          if (person.role === 'owner')
            return new Response(JSON.stringify({ code: 'refused', message: 'The team needs an owner: Olive Owner is the only one.' }), { status: 409 });
          person.role = role;
          return new Response(JSON.stringify(person), { status: 200 });
        }
        return new Response(JSON.stringify(team.map((person) => ({ ...person }))), { status: 200 });
      }),
    );
    render(<PeopleDialog me={{ email: 'olive@example.com', name: 'Olive Owner', role: 'owner' }} onClose={() => undefined} />, {
      wrapper: withQueries().wrapper,
    });
    const user = userEvent.setup();
    const roleOf = (name: string) => screen.getByRole('combobox', { name: `Role of ${name}` }) as HTMLSelectElement;
    await vi.waitFor(() => roleOf('Ana Ruiz'));

    await user.selectOptions(roleOf('Ana Ruiz'), 'publisher');
    await user.click(within(roleOf('Ana Ruiz').parentElement!).getByRole('button', { name: 'Change role' }));
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/^Ana Ruiz is now a publisher/));
    await vi.waitFor(() => expect(document.activeElement).toBe(roleOf('Ana Ruiz')));
    expect(roleOf('Ana Ruiz').value).toBe('publisher');

    await user.selectOptions(roleOf('Olive Owner'), 'editor');
    await user.click(within(roleOf('Olive Owner').parentElement!).getByRole('button', { name: 'Change role' }));
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/only one/));
    await vi.waitFor(() => expect(roleOf('Olive Owner').value).toBe('owner'));
    expect(document.activeElement).toBe(screen.getByRole('status'));
  });
});

describe('Publish at…', () => {
  const planned = (item: Partial<ScheduledItem>): ScheduledItem => ({
    id: '5b0c2a4e-8d1b-4c6a-9e2f-0a1b2c3d4e5f',
    at: '2026-03-03T14:00:00.000Z',
    atInWords: 'Tuesday, March 3 at 9:00 AM Eastern time',
    by: 'Pat Lee',
    draftOf: 'Pat Lee',
    message: 'Update About Us',
    changes: ["About Us: Hero: Headline: 'Old' → 'New'"],
    status: 'waiting',
    byMe: true,
    unseen: false,
    ...item,
  });

  it('offers a date and time in the site time zone, starting at the next full hour but one', async () => {
    const chosen: { when: When } = { when: { kind: 'now' } };
    const shown = () => <PublishWhen when={chosen.when} onChange={(next) => (chosen.when = next)} timeZone="America/Chicago" disabled={false} />;
    const { rerender } = render(shown());
    await userEvent.setup().click(screen.getByRole('radio', { name: 'Publish at…' }));
    const hour = 3_600_000;
    const offered = wallClockOf(Math.ceil(Date.now() / hour) * hour + hour, 'America/Chicago');
    expect(chosen.when).toEqual({ kind: 'at', wallClock: offered });
    rerender(shown());
    const field = screen.getByLabelText('Date and time (Central time)') as HTMLInputElement;
    expect(field.type).toBe('datetime-local');
    expect(field.value).toBe(offered);
    expect(field.min).toBe(wallClockOf(Date.now(), 'America/Chicago'));
  });

  it('tells the planner what became of it, late or not, until they press OK; a waiting one or someone else’s is not a notice', async () => {
    const list = [
      planned({
        status: 'published',
        unseen: true,
        outcome: { message: 'Published. The website updates in a minute or two.', at: '2026-03-03T17:02:00.000Z', late: true },
      }),
      planned({
        id: '6b0c2a4e-8d1b-4c6a-9e2f-0a1b2c3d4e5f',
        status: 'not-published',
        byMe: false,
        outcome: { message: 'Not published: x', at: '2026-03-03T14:00:00.000Z', late: false },
      }),
      planned({ id: '7b0c2a4e-8d1b-4c6a-9e2f-0a1b2c3d4e5f' }),
    ];
    const seen = vi.fn();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (address: string, init?: RequestInit) => {
        if (address.endsWith('/scheduled/seen')) {
          const { id } = JSON.parse(String(init?.body)) as { id: string };
          seen(id);
          const item = list.find((candidate) => candidate.id === id)!;
          item.unseen = false;
          return new Response(JSON.stringify(item), { status: 200 });
        }
        return new Response(JSON.stringify(list), { status: 200 });
      }),
    );
    render(<PlannedOutcomeNotices />, { wrapper: withQueries().wrapper });
    await vi.waitFor(() =>
      expect(screen.getByRole('status').textContent).toMatch(
        /^Publish planned for Tuesday, March 3 at 9:00 AM Eastern time: Published\. The website updates in a minute or two\. \(It ran late, at .+: the editor's server was off or busy at the time\.\)OK$/,
      ),
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'OK' }));
    expect(seen).toHaveBeenCalledWith(list[0]!.id);
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe(''));
  });
});
