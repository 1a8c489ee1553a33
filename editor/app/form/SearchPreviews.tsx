/**
 * The page details' previews: the page as a search result shows it (its title and description cut
 * where the result's width cuts them, measured as the page checks measure them,
 * engine/checks/searchFont.ts) and as a shared link's card shows it (the photo, title and
 * description of the page's Open Graph tags, engine/runtime/pageMeta.ts).
 */
import { searchResult, shownPart, textWidth } from '../../../engine/checks/searchFont';
import { pageMeta } from '../../../engine/runtime/pageMeta';
import type { PreviewData } from '../../shared/api';
import { thumbnailUrl } from '../ui/api';

/** The text a result shows: whole when it fits, else the part before its "…". */
function asShown(text: string, kind: keyof typeof searchResult): { text: string; cut: boolean } {
  const { fontPx, widthPx } = searchResult[kind];
  if (textWidth(text, fontPx) <= widthPx) return { text, cut: false };
  return { text: `${shownPart(text, fontPx, widthPx)} …`, cut: true };
}

export function SearchPreviews({ preview }: { preview: PreviewData }) {
  const { page, site } = preview;
  const meta = pageMeta(page, site);
  const address = new URL(meta.canonical);
  const title = asShown(page.title, 'title');
  const description = asShown(page.description, 'description');
  const photo = meta.image && new URL(meta.image.url).pathname;
  const cutNote = [title.cut && 'the title', description.cut && 'the description'].filter(Boolean).join(' and ');
  const unlisted = meta.metas.some(([, key, content]) => key === 'robots' && content.includes('noindex'));
  return (
    <div className="mb-4 space-y-4">
      <section aria-labelledby="search-preview-title">
        <h3 id="search-preview-title" className="text-sm font-bold">
          In search results
        </h3>
        <div className="mt-1 rounded-md border border-slate-200 bg-white p-3" style={{ fontFamily: 'Arial, "Liberation Sans", sans-serif' }}>
          <p className="truncate text-[12px] text-slate-700">
            {site.company.name} · {address.host}
            {address.pathname === '/' ? '' : address.pathname.replaceAll('/', ' › ')}
          </p>
          <p className="text-[20px] leading-snug text-[#1a0dab]">{title.text || 'No title yet'}</p>
          <p className="text-[14px] leading-snug text-[#474747]">{description.text || 'No description yet'}</p>
        </div>
        {unlisted && <p className="mt-1 text-xs text-slate-700">This page asks search engines not to list it: results would not show it.</p>}
        {cutNote && !unlisted && <p className="mt-1 text-xs text-slate-700">A search result cuts {cutNote} where the “…” is: shorten it to show it whole.</p>}
      </section>
      <section aria-labelledby="social-preview-title">
        <h3 id="social-preview-title" className="text-sm font-bold">
          When the page is shared
        </h3>
        <div className="mt-1 max-w-sm overflow-hidden rounded-md border border-slate-200 bg-white">
          {photo ? (
            <img src={thumbnailUrl(photo, 480)} alt={meta.image?.alt ?? ''} className="aspect-[1.91/1] w-full object-cover" />
          ) : (
            <p className="bg-slate-100 p-3 text-xs text-slate-700">No photo: the page has none, so a shared link shows the words only.</p>
          )}
          <div className="border-t border-slate-200 bg-slate-50 px-3 py-2">
            <p className="text-xs text-slate-600 uppercase">{address.host}</p>
            <p className="line-clamp-2 font-semibold text-slate-900">{page.title || 'No title yet'}</p>
            <p className="line-clamp-2 text-sm text-slate-700">{page.description || 'No description yet'}</p>
          </div>
        </div>
      </section>
    </div>
  );
}
