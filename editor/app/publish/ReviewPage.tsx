/**
 * A changed page as it will be once published (or once a publish is undone, or once a draft sent
 * for review is published), in the whole window, at phone, tablet or desktop width: the version
 * being reviewed (GET /api/publish/preview, or /api/team/reviews/preview for someone's draft),
 * rendered by the site's own blocks as the editor's preview renders a draft. "See … as it will be"
 * in "Publish changes" (or a review's dialog) leads here; Back returns to the dialog as it was left.
 */
import { useQuery } from '@tanstack/react-query';
import { type MouseEvent, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { PageSummary } from '../../shared/api';
import { addressOf, reviewedVersionAt } from '../ui/address';
import { pageAsItWillBeQuery } from '../ui/queries';
import { PreviewFrame, startingWidth, type WidthName, WidthPicker, widths } from '../ui/PreviewFrame';
import { toolbarButton } from '../ui/styles';

export function ReviewPage({
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
  const version = useMemo(() => reviewedVersionAt(search), [search]);
  const asked = useQuery(pageAsItWillBeQuery(file, version));
  const preview = asked.data;
  const failure = asked.error?.message;
  const [width, setWidth] = useState<WidthName>(startingWidth);

  const name = pages.find((page) => page.file === file)?.name ?? preview?.page.title ?? 'The page';
  // Opened from the dialog: Back is the browser's Back, so the dialog comes back as it was.
  const fromPublishing = keptDialog !== undefined && (state as { fromPublishing?: boolean } | null)?.fromPublishing === true;
  const back = (event: MouseEvent) => {
    if (!fromPublishing || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(-1);
  };

  return (
    <div className="flex h-dvh flex-col bg-slate-100 text-slate-900">
      <header className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-slate-300 bg-white px-4 py-2">
        <Link to={addressOf(file)} onClick={back} className={toolbarButton}>
          ← Back to {fromPublishing ? keptDialog : 'the editor'}
        </Link>
        <div className="min-w-0">
          <h1 className="text-base font-bold">{name} as it will be</h1>
          <p className="text-sm text-slate-700">{version.undo ? 'Once the publish is undone' : 'Once published'}: not on the website yet.</p>
        </div>
        <WidthPicker width={width} onChange={setWidth} className="ml-auto" />
      </header>
      <main className="min-h-0 grow p-3">
        {failure ? (
          <p role="alert" className="mx-auto max-w-xl rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900">
            {failure}
          </p>
        ) : (
          <PreviewFrame preview={preview} selected={undefined} width={widths[width]} title={`${name} as it will be`} />
        )}
      </main>
    </div>
  );
}
