/**
 * What can be done to a whole page: make a new page from it, change its address (every link to
 * it follows, in every page and in the settings, and its old address is redirected to the new
 * one) and delete it (DeletePageDialog.tsx asks where its visitors go). What happened is said in
 * the status line (`say`), which stays as the page that was changed closes.
 */
import { type FormEvent, useId, useState } from 'react';
import type { PageSummary } from '../../shared/api';
import { useWrite } from '../ui/queries';
import { DeletePageDialog } from './DeletePageDialog';

/** Each tool (a form, or the delete button) below a line. */
const toolClass = 'mt-2 space-y-1 border-t border-slate-100 pt-2';
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
  say,
}: {
  page: PageSummary;
  pages: readonly PageSummary[];
  onChanged: (file: string | undefined, replace: boolean) => Promise<void>;
  /** Says what happened in the editor's status line. */
  say: (message: string) => void;
}) {
  const id = useId();
  const writes = { newPage: useWrite('newPage'), movePage: useWrite('movePage') };
  const [message, setMessage] = useState('');
  const [newPath, setNewPath] = useState('');
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [moveTo, setMoveTo] = useState(page.path);
  const [deleting, setDeleting] = useState(false);
  /** A form's submit: runs `work`, which answers the file to open and what it did besides; `done` says what was done. */
  const onSubmitDo = (work: () => Promise<{ file: string | undefined; notes: string[] }>, done: string, replace: boolean) => async (event: FormEvent) => {
    event.preventDefault();
    try {
      const { file, notes } = await work();
      setMessage('');
      say([done, ...notes].join(' '));
      await onChanged(file, replace);
    } catch (error) {
      setMessage((error as Error).message);
    }
  };
  return (
    <details className="mb-3 rounded-lg border border-slate-200 bg-white p-2 text-sm">
      <summary className="cursor-pointer font-semibold">Page: new, change address, delete</summary>
      <form
        className={toolClass}
        onSubmit={onSubmitDo(
          async () => {
            const { files, notes } = await writes.newPage.mutateAsync({ body: { from: page.file, path: newPath, title, description } });
            return { file: files[0], notes };
          },
          `Made ${newPath} from ${page.path}.`,
          false,
        )}
      >
        <h2 className="text-xs font-bold text-slate-700">A new page, starting from this one</h2>
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
        className={toolClass}
        onSubmit={onSubmitDo(
          async () => {
            const { files, notes } = await writes.movePage.mutateAsync({ body: { from: page.path, to: moveTo } });
            return { file: files.find((f) => f.startsWith('pages/') && !pages.some((p) => p.file === f)) ?? page.file, notes };
          },
          `The page is now at ${moveTo}; every link to it was changed too.`,
          true,
        )}
      >
        <label className="block text-xs font-bold text-slate-700" htmlFor={`${id}-move`}>
          Change this page's address (links to it follow)
        </label>
        <input id={`${id}-move`} className={input} value={moveTo} onChange={(e) => setMoveTo(e.target.value.trim())} />
        <button type="submit" className={button} disabled={moveTo === page.path}>
          Change address
        </button>
      </form>
      <div className={toolClass}>
        <button type="button" className={button} onClick={() => setDeleting(true)}>
          Delete this page
        </button>
        {deleting && (
          <DeletePageDialog
            page={page}
            pages={pages}
            onCancel={() => setDeleting(false)}
            onDeleted={(notes) => {
              setDeleting(false);
              say([`Deleted ${page.name} (${page.path}).`, ...notes].join(' '));
              void onChanged(undefined, true);
            }}
          />
        )}
      </div>
      <p role="status" className="mt-1 text-xs text-slate-700">
        {message}
      </p>
    </details>
  );
}
