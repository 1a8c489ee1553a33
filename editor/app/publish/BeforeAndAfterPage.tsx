/**
 * "Before and after": a changed page as it is on the website and as it will be once published
 * (or once a publish is undone, or once a draft sent for review is published), in the whole
 * window, both rendered by the site's own blocks as the editor's preview renders a draft
 * (GET /api/publish/before-and-after, with the plan the address names).
 * Side by side on a wide screen, one at a time ("Before" / "After") on a narrow one, at phone or
 * desktop width. Changed sections are outlined and labelled, new and removed ones too, and the
 * words that changed are highlighted (changeMarks.ts; the frame shows them, inFrame/showMarks.ts).
 * Each page in "Publish changes" (or a review's dialog) leads here; Back returns to the dialog as
 * it was left.
 */
import { useQuery } from '@tanstack/react-query';
import { type MouseEvent, useMemo, useState, useSyncExternalStore } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { BeforeAndAfter, PageMarks, PageSummary, PreviewData } from '../../shared/api';
import { addressOf, planAt } from '../ui/address';
import { sameJson } from '../ui/jsonPath';
import { PreviewFrame, type WidthName, WidthPicker, widths } from '../ui/PreviewFrame';
import { beforeAndAfterQuery } from '../ui/queries';
import { toolbarButton } from '../ui/styles';
import { changeMarks } from './changeMarks';

type Side = 'before' | 'after';

/** Wide enough for the two pages side by side. */
const sideBySide = '(min-width: 1024px)';

export function BeforeAndAfterPage({
  file,
  pages,
  keptDialog,
}: {
  file: string;
  pages: readonly PageSummary[];
  /** The title of the dialog kept open behind this page ("Publish changes"; not after a reload, say): Back returns to it. */
  keptDialog: string | undefined;
}) {
  const { search, state } = useLocation();
  const navigate = useNavigate();
  const plan = useMemo(() => planAt(search), [search]);
  const asked = useQuery(beforeAndAfterQuery(file, plan));
  const versions = asked.data;
  const failure = asked.error?.message;
  const wide = useMediaQuery(sideBySide);
  const [width, setWidth] = useState<WidthName>(wide ? 'Desktop' : 'Phone');
  const [shown, setShown] = useState<Side>('after');
  const marks = useMemo(() => changeMarks(versions?.before, versions?.after), [versions]);

  const page = versions?.after?.page ?? versions?.before?.page;
  const name = pages.find((summary) => summary.file === file)?.name ?? page?.title ?? 'The page';
  const once = plan.start.from === 'undo' ? 'once the publish is undone' : 'once published';
  // Opened from the dialog: Back is the browser's Back, so the dialog comes back as it was.
  const fromPublishing = keptDialog !== undefined && (state as { fromPublishing?: boolean } | null)?.fromPublishing === true;
  const back = (event: MouseEvent) => {
    if (!fromPublishing || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(-1);
  };

  const sides: { side: Side; heading: string; frameTitle: string; preview: PreviewData | undefined; marks: PageMarks; none: string }[] = [
    {
      side: 'before',
      heading: 'Before: on the website now',
      frameTitle: `${name} on the website now`,
      preview: versions?.before,
      marks: marks.before,
      none: 'There is no Before: this page is new, the website does not have it yet.',
    },
    {
      side: 'after',
      heading: `After: ${once}`,
      frameTitle: `${name} as it will be`,
      preview: versions?.after,
      marks: marks.after,
      none: `There is no After: this page is deleted ${once}.`,
    },
  ];

  return (
    <div className="flex h-dvh flex-col bg-slate-100 text-slate-900">
      <header className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-slate-300 bg-white px-4 py-2">
        <Link to={addressOf(file)} onClick={back} className={toolbarButton}>
          ← Back to {fromPublishing ? keptDialog : 'the editor'}
        </Link>
        <div className="min-w-0 grow basis-64">
          <h1 className="text-base font-bold">{name}: before and after</h1>
          <p className="text-sm text-slate-700" aria-live="polite">
            {versions ? summaryOf(versions, marks) : failure ? '' : 'Asking for the page as it is on the website and as it will be…'}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          {!wide && (
            // Which page shows: a switch of two, unlike the widths beside it.
            <fieldset className="flex rounded-lg bg-slate-200 p-1">
              <legend className="sr-only">Show</legend>
              {sides.map(({ side }) => (
                <button
                  key={side}
                  type="button"
                  aria-pressed={shown === side}
                  onClick={() => setShown(side)}
                  className={`rounded-md px-4 py-1 text-sm font-semibold pointer-coarse:min-h-11 ${shown === side ? 'bg-white text-slate-900 shadow' : 'text-slate-700'}`}
                >
                  {side === 'before' ? 'Before' : 'After'}
                </button>
              ))}
            </fieldset>
          )}
          <WidthPicker width={width} onChange={setWidth} names={['Phone', 'Desktop']} className="" />
        </div>
      </header>
      {failure ? (
        <p role="alert" className="m-3 mx-auto max-w-xl rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900">
          {failure}
        </p>
      ) : (
        <main className={`grid min-h-0 grow gap-3 p-3 ${wide ? 'grid-cols-2' : 'grid-cols-1'}`}>
          {sides
            .filter(({ side }) => wide || side === shown)
            .map(({ side, heading, frameTitle, preview, marks, none }) => (
              <section key={side} aria-labelledby={`${side}-heading`} className="flex min-h-0 min-w-0 flex-col">
                <h2 id={`${side}-heading`} className="mb-1 text-sm font-bold">
                  {heading}
                </h2>
                <div className="min-h-0 grow">
                  {versions && !preview ? (
                    <p className="rounded-md border border-dashed border-slate-400 bg-white p-4 text-sm text-slate-700">{none}</p>
                  ) : (
                    <PreviewFrame preview={preview} selected={undefined} marks={marks} width={widths[width]} title={frameTitle} />
                  )}
                </div>
              </section>
            ))}
        </main>
      )}
    </div>
  );
}

/** What changed on the page, in a sentence, and how the marks read. */
function summaryOf({ before, after }: BeforeAndAfter, marks: { before: PageMarks; after: PageMarks }): string {
  if (!before) return 'A new page.';
  if (!after) return 'This page is deleted.';
  const count = (change: string) => Object.values(marks.after.sections).filter((mark) => mark.change === change).length;
  const parts = [
    counted(count('changed'), 'section changed', 'sections changed'),
    counted(count('new'), 'new section', 'new sections'),
    counted(marks.after.removed.length, 'section removed', 'sections removed'),
  ].filter(Boolean);
  const settings = sameJson(before.site, after.site)
    ? ''
    : ' The site settings changed too: the header and footer are on every page, so what changes in them shows on every page.';
  if (parts.length === 0)
    return `No section looks different.${before.page.title !== after.page.title || before.page.description !== after.page.description ? ' The title or description search engines show changed.' : ''}${settings}`;
  return `${parts.join(', ')}: each is outlined and labelled; changed words are highlighted.${settings}`;
}

const counted = (count: number, one: string, many: string) => (count === 0 ? '' : count === 1 ? `1 ${one}` : `${count} ${many}`);

function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (changed) => {
      const list = matchMedia(query);
      list.addEventListener('change', changed);
      return () => list.removeEventListener('change', changed);
    },
    () => matchMedia(query).matches,
  );
}
