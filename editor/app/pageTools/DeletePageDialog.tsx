/**
 * "Delete the page …?" asks where the page's visitors go, since people still come to its address
 * from bookmarks, search results and other sites: to another page (chosen from the site's pages;
 * every link to the deleted page then leads there, and a redirect sends its address there), or
 * nowhere (the "page not found" page), which the server refuses while links lead to it. The
 * server's answer (deleted, with what it did besides, or refused with why) is what is shown.
 */
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { notFoundPath, siteConfigFile } from '../../../schema/paths';
import type { LinkPlace, PageSummary } from '../../shared/api';
import { ApiFailure } from '../ui/api';
import { Notice } from '../ui/dialogParts';
import { ConfirmDialog } from '../ui/dialogs';
import { linkStatus, PageCombobox } from '../ui/PageCombobox';
import { linksQuery, useWrite } from '../ui/queries';

type Choice = 'page' | 'nowhere';

export function DeletePageDialog({
  page,
  pages,
  onDeleted,
  onCancel,
}: {
  page: PageSummary;
  pages: readonly PageSummary[];
  /** Deleted: what the server did, in sentences. */
  onDeleted: (notes: string[]) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [choice, setChoice] = useState<Choice>();
  const [to, setTo] = useState('');
  const links = useQuery(linksQuery(page)).data;
  const deletePage = useWrite('deletePage');
  const busy = deletePage.isPending;
  const [refusal, setRefusal] = useState<{ message: string; places?: LinkPlace[] }>();
  // The pages the visitors may go to: not the one deleted, not the "page not found" page (that is "nowhere").
  const others = pages.filter((other) => other.path !== page.path && other.path !== notFoundPath);
  const nameOf = (file: string) => (file === siteConfigFile ? 'Site settings' : (pages.find((p) => p.file === file)?.name ?? file));
  const status = choice === 'page' ? linkStatus(to, others, {}) : undefined;

  const confirm = async () => {
    if (!choice) {
      setRefusal({ message: 'Choose where its visitors go: to another page, or nowhere.' });
      return;
    }
    if (choice === 'page' && !others.some((other) => other.path === to)) {
      setRefusal({ message: 'Choose the page its visitors go to from the list of pages.' });
      document.getElementById(`${id}to`)?.focus();
      return;
    }
    setRefusal(undefined);
    try {
      const done = await deletePage.mutateAsync({ body: { path: page.path, ...(choice === 'page' ? { to } : {}) } });
      onDeleted(done.notes);
    } catch (error) {
      setRefusal({ message: (error as Error).message, places: error instanceof ApiFailure ? error.error.places : undefined });
    }
  };

  const count = links?.length ?? 0;
  const linkWords = `${count} link${count === 1 ? '' : 's'}`;
  const places = refusal?.places ?? (choice === 'nowhere' ? links : undefined);
  return (
    <ConfirmDialog title={`Delete the page “${page.name}”?`} action="Delete page" busy={busy} onConfirm={() => void confirm()} onCancel={onCancel}>
      <p>The website keeps it until you publish, and a published change can be undone in History.</p>
      <fieldset className="mt-3 space-y-2" aria-describedby={`${id}why`}>
        <legend className="text-base font-bold text-slate-900">Where should its visitors go?</legend>
        <p id={`${id}why`}>People still come to {page.path} from bookmarks, search results and other websites.</p>
        <label className="flex min-h-11 items-center gap-2 font-semibold text-slate-900">
          <input type="radio" name={`${id}choice`} className="size-5" checked={choice === 'page'} onChange={() => setChoice('page')} />
          To another page
        </label>
        {choice === 'page' && (
          <div className="ml-7 space-y-1">
            <label htmlFor={`${id}to`} className="block font-semibold text-slate-900">
              The page they go to
            </label>
            <PageCombobox
              id={`${id}to`}
              label="The page they go to"
              value={to}
              pages={others}
              onChange={setTo}
              placeholder="A page of this site"
              listInFlow
              aria-describedby={`${id}to-status`}
            />
            <p id={`${id}to-status`} className={status?.tone === 'warning' ? 'font-medium text-amber-900' : ''}>
              {status?.message ?? 'Choose a page from the list, or type its title.'}
              {count > 0 && ` The ${linkWords} to this page will lead there too.`}
            </p>
          </div>
        )}
        <label className="flex min-h-11 items-center gap-2 font-semibold text-slate-900">
          <input type="radio" name={`${id}choice`} className="size-5" checked={choice === 'nowhere'} onChange={() => setChoice('nowhere')} />
          Nowhere: they see the “page not found” page
        </label>
        {choice === 'nowhere' && count > 0 && !refusal && (
          <Notice tone="warning">
            Not possible while {linkWords} {count === 1 ? 'leads' : 'lead'} here: change {count === 1 ? 'it' : 'them'} first, or send its visitors to another
            page.
          </Notice>
        )}
      </fieldset>
      {refusal && (
        <div role="alert" className="mt-3">
          <Notice tone="error">{refusal.message}</Notice>
        </div>
      )}
      {places && places.length > 0 && (
        <ul aria-label="Links to this page" className="mt-2 list-disc space-y-0.5 pl-5">
          {linksByFile(places).map(([file, count]) => (
            <li key={file}>
              {nameOf(file)}: {count} link{count === 1 ? '' : 's'}
            </li>
          ))}
        </ul>
      )}
    </ConfirmDialog>
  );
}

/** How many of the links are in each file, in the order they were found. */
function linksByFile(places: readonly LinkPlace[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const place of places) counts.set(place.file, (counts.get(place.file) ?? 0) + 1);
  return [...counts];
}
