/** What an address that names no page shows: which address, and the way to every page. */
import { Link, useLocation } from 'react-router-dom';
import type { PageSummary } from '../shared/api';
import { siteConfigFile } from '../../schema/paths';
import { addressOf } from './ui/address';

export function NoSuchPage({ pages, reason }: { pages: readonly PageSummary[]; reason?: string }) {
  const { pathname } = useLocation();
  return (
    <main className="mx-auto max-w-2xl p-6 text-slate-900">
      <h2 className="text-lg font-bold">{reason ? 'This page cannot be opened' : 'There is no page at this address'}</h2>
      <p className="mt-2 text-sm text-slate-700">
        {reason ?? (
          <>
            The editor has no page at <code className="rounded bg-slate-200 px-1">{pathname}</code>. It may have been moved or deleted. Pick one:
          </>
        )}
      </p>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-sm">
        {pages.map((page) => (
          <li key={page.file}>
            <Link to={addressOf(page.file)} className="font-semibold text-blue-800 underline">
              {page.name} — {page.path}
            </Link>
          </li>
        ))}
        <li>
          <Link to={addressOf(siteConfigFile)} className="font-semibold text-blue-800 underline">
            Site settings
          </Link>
        </li>
      </ul>
    </main>
  );
}
