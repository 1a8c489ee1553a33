/**
 * History and the launch checklist on their own, by accessible names: a version published from
 * the editor can be undone; changes made outside the editor are one entry "Changed outside the
 * editor" with how many and when, and no Undo; Site settings' checklist counts what is done,
 * ticks it, and leads to each field still to do. Every word on screen is scanned for a
 * developer's words. The whole flow runs in Chromium (tests/e2e/plainWords.test.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HistoryEntry, Problem } from '../../../editor/shared/api';
import { HistoryDialog } from '../../../editor/app/publish/HistoryDialog';
import { LaunchChecklist } from '../../../editor/app/form/LaunchChecklist';
import { withTechnicalWords } from '../../support/technicalWords';
import { fixtureRoot } from '../renderBlock';
import { withDialogsThatOpen } from './modalDialogs';
import { withQueries } from './queryHarness';

withDialogsThatOpen();
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const history: HistoryEntry[] = [
  {
    kind: 'published',
    commit: 'a'.repeat(40),
    when: '2026-11-25T14:05:00+00:00',
    who: 'Ana Ruiz',
    summary: 'A better heading',
    changes: ["Home: Hero: Headline: 'Protect Your Building' → 'Protect Your Roof'"],
    undoable: true,
  },
  {
    kind: 'outside',
    count: 3,
    newest: '2026-11-24T09:00:00+00:00',
    oldest: '2026-11-20T09:00:00+00:00',
    changes: ["About Us: Text: Heading: 'Our Story' → 'Our Company'", 'Photo added: crew.jpg'],
  },
];

describe('History', () => {
  it('offers Undo on a publish, and folds changes made outside the editor into one entry without it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(history), { status: 200 })),
    );
    const onUndo = vi.fn();
    render(<HistoryDialog onUndo={onUndo} onClose={() => undefined} />, { wrapper: withQueries().wrapper });
    const dialog = screen.getByRole('dialog', { name: 'History' });
    const list = await within(dialog).findByRole('list', { name: 'Published versions' });
    const [published, outside] = within(list)
      .getAllByRole('listitem', { name: undefined })
      .filter((item) => item.parentElement === list);

    expect(within(published!).getByRole('heading', { name: 'A better heading' })).toBeTruthy();
    await userEvent.setup().click(within(published!).getByRole('button', { name: 'Undo this publish' }));
    expect(onUndo).toHaveBeenCalledWith(history[0]);

    expect(within(outside!).getByRole('heading', { name: 'Changed outside the editor' })).toBeTruthy();
    expect(outside!.textContent).toMatch(/3 changes by a developer/);
    expect(
      within(outside!)
        .getAllByRole('time')
        .map((time) => time.getAttribute('datetime')),
    ).toEqual(['2026-11-20T09:00:00+00:00', '2026-11-24T09:00:00+00:00']);
    expect(within(outside!).queryByRole('button', { name: 'Undo this publish' })).toBeNull();
    expect(within(outside!).getByText('What changed')).toBeTruthy();

    expect(withTechnicalWords([dialog.textContent ?? ''])).toEqual([]);
  });
});

/** The launch reminders the validator gives the fixture site as it is (tests/fixtures/site: a 555 number, stand-ins, sample reviews). */
const reminder = (code: Problem['code'], path: Problem['path']): Problem => ({
  severity: 'warning',
  code,
  file: 'site.config.json',
  line: 1,
  column: 1,
  section: '',
  field: '',
  path,
  message: 'x',
});

describe('Before the site goes live', () => {
  const site = JSON.parse(fs.readFileSync(path.join(fixtureRoot, 'site.config.json'), 'utf8')) as {
    integrations: { callTracking: { numberPools: Record<string, string> } };
  };
  const addresses = [
    ['integrations', 'leadForm', 'formUrl'],
    ['integrations', 'leadForm', 'embedScriptUrl'],
    ['integrations', 'callTracking', 'sessionScriptUrl'],
    ...Object.keys(site.integrations.callTracking.numberPools).map((name) => ['integrations', 'callTracking', 'numberPools', name]),
  ];

  function show(problems: Problem[]) {
    const onGoTo = vi.fn();
    render(
      <MemoryRouter>
        <LaunchChecklist settings={site} problems={problems} onGoTo={onGoTo} />
      </MemoryRouter>,
    );
    const region = screen.getByRole('region', { name: /^Before the site goes live: \d+ of \d+ done$/ });
    return { region, onGoTo };
  }

  it('counts what is done, ticks it, and leads to each field still to do', async () => {
    // The phone is done; the first address and the reviews are not.
    const { region, onGoTo } = show([
      reminder('preview-integration', addresses[0]!),
      reminder('placeholder-reviews', ['sharedSections', 'testimonials', 'items', 0]),
    ]);
    const total = 1 + addresses.length + 1;
    expect(within(region).getByRole('heading').textContent).toBe(`Before the site goes live: ${total - 2} of ${total} done`);
    expect(within(region).getByText(/company's real phone number/).textContent).toMatch(/\(done\)$/);
    const toDo = within(region).getAllByRole('button');
    expect(toDo.map((button) => button.textContent)).toEqual([
      expect.stringMatching(/^Lead form: put in the provider's real form address \(to do\)$/),
      'Replace the sample reviews with real client reviews (to do)',
    ]);
    await userEvent.setup().click(toDo[0]!);
    expect(onGoTo).toHaveBeenCalledWith({ file: 'site.config.json', path: addresses[0] });
    expect(withTechnicalWords([region.textContent ?? ''])).toEqual([]);
  });

  it('says so when everything is done', () => {
    const { region } = show([]);
    expect(within(region).getByRole('heading').textContent).toMatch(/: (\d+) of \1 done$/);
    expect(within(region).queryAllByRole('button')).toEqual([]);
    expect(region.textContent).toContain('Everything is ready for the real website.');
  });

  it('leads a sample review in a page to that page', () => {
    const { region } = show([{ ...reminder('placeholder-reviews', ['sections', 2, 'items', 0]), file: 'pages/about.json' }]);
    const link = within(region).getByRole('link', { name: /Replace the sample reviews/ });
    expect(link.getAttribute('href')).toMatch(/about/);
  });
});
