/**
 * What can be done to a whole page: make a new page from it, change its address (every link to
 * it follows, in every page and in the settings) and delete it (refused while anything links to it).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { type LinkPlace, type PageSummary, siteFile } from '../../shared/api';
import { linksQuery, useWrite } from '../ui/queries';

const input = 'mt-0.5 block w-full rounded-md border border-slate-300 px-2 py-1 text-sm';
const button =
  'rounded-md border border-slate-300 bg-white px-2.5 py-1 text-xs font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600';

/**
 * `onChanged(file, replace)`: the files changed; open `file` (the first page when undefined), in
 * place of the current address when the page it names is gone (`replace`).
 */
export function PageTools({
  page,
  pages,
  onChanged,
}: {
  page: PageSummary;
  pages: readonly PageSummary[];
  onChanged: (file: string | undefined, replace: boolean) => Promise<void>;
}) {
  const id = useId();
  const client = useQueryClient();
  const writes = { newPage: useWrite('newPage'), movePage: useWrite('movePage'), deletePage: useWrite('deletePage') };
  const [message, setMessage] = useState('');
  const [places, setPlaces] = useState<LinkPlace[]>([]);
  const [newPath, setNewPath] = useState('');
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [moveTo, setMoveTo] = useState(page.path);
  const nameOf = (file: string) => pages.find((p) => p.file === file)?.name ?? file;
  const attempt = async (work: () => Promise<string | undefined>, done: string, replace: boolean) => {
    try {
      const opened = await work();
      setMessage(done);
      await onChanged(opened, replace);
    } catch (error) {
      setMessage((error as Error).message);
    }
  };
  return (
    <details className="mb-3 rounded-lg border border-slate-200 bg-white p-2 text-sm">
      <summary className="cursor-pointer font-semibold">Page: new, change address, delete</summary>
      <form
        className="mt-2 space-y-1 border-t border-slate-100 pt-2"
        onSubmit={(event) => {
          event.preventDefault();
          void attempt(
            async () => (await writes.newPage.mutateAsync({ body: { from: page.file, path: newPath, title, description } })).files[0],
            `Made ${newPath} from ${page.path}.`,
            false,
          );
        }}
      >
        <h3 className="text-xs font-bold text-slate-700">A new page, starting from this one</h3>
        <label className="block text-xs font-semibold" htmlFor={`${id}-path`}>
          Address, like /services/inspections
        </label>
        <input id={`${id}-path`} className={input} value={newPath} onChange={(e) => setNewPath(e.target.value.trim())} required />
        <label className="block text-xs font-semibold" htmlFor={`${id}-title`}>
          Title (10 to 70 characters)
        </label>
        <input id={`${id}-title`} className={input} value={title} onChange={(e) => setTitle(e.target.value)} required />
        <label className="block text-xs font-semibold" htmlFor={`${id}-description`}>
          Description (50 to 170 characters)
        </label>
        <textarea id={`${id}-description`} className={input} value={description} onChange={(e) => setDescription(e.target.value)} required rows={2} />
        <button type="submit" className={button}>
          Make new page
        </button>
      </form>
      <form
        className="mt-2 space-y-1 border-t border-slate-100 pt-2"
        onSubmit={(event) => {
          event.preventDefault();
          void attempt(
            async () => {
              const { files } = await writes.movePage.mutateAsync({ body: { from: page.path, to: moveTo } });
              return files.find((f) => f.startsWith('pages/') && !pages.some((p) => p.file === f)) ?? page.file;
            },
            `The page is now at ${moveTo}; every link to it was changed too.`,
            true,
          );
        }}
      >
        <label className="block text-xs font-bold text-slate-700" htmlFor={`${id}-move`}>
          Change this page's address (links to it follow)
        </label>
        <input id={`${id}-move`} className={input} value={moveTo} onChange={(e) => setMoveTo(e.target.value.trim())} />
        <button type="submit" className={button} disabled={moveTo === page.path}>
          Change address
        </button>
      </form>
      <div className="mt-2 space-y-1 border-t border-slate-100 pt-2">
        <button
          type="button"
          className={button}
          onClick={async () => {
            const links = (await client.fetchQuery(linksQuery(page))).filter((place) => place.file !== page.file);
            setPlaces(links);
            if (links.length > 0) {
              setMessage(`Not deleted: ${links.length} link${links.length === 1 ? '' : 's'} still lead here. Change them first.`);
              return;
            }
            if (
              !window.confirm(
                `Delete the page ${page.name} (${page.path})? The website keeps it until the change is published, and a published change can be undone in History.`,
              )
            )
              return;
            await attempt(
              async () => {
                await writes.deletePage.mutateAsync({ body: { path: page.path } });
                return undefined;
              },
              `Deleted ${page.name} (${page.path}).`,
              true,
            );
          }}
        >
          Delete this page
        </button>
        {places.length > 0 && (
          <ul className="list-disc pl-5 text-xs">
            {places.map((place) => (
              <li key={`${place.file}:${place.line}:${place.column}`}>
                {place.file === siteFile ? 'Site settings' : nameOf(place.file)}, line {place.line}: {place.path.join(' › ')}
              </li>
            ))}
          </ul>
        )}
      </div>
      <p role="status" className="mt-1 text-xs text-slate-700">
        {message}
      </p>
    </details>
  );
}
