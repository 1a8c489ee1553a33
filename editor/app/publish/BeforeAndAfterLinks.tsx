/**
 * The pages a change shows on, in "Publish changes" (and a review's, and an undo's, dialog), each
 * leading to its "Before and after" (BeforeAndAfterPage.tsx), with how the change reaches it: a
 * new or deleted page, a shared section it shows, or the header and footer every page shows.
 */
import { Link } from 'react-router-dom';
import type { ChangedPage, PlanRef } from '../../shared/api';
import { reviewAddressOf } from '../ui/address';
import { linkClass } from '../ui/styles';

const how: Record<ChangedPage['change'], string> = {
  changed: '',
  new: 'a new page',
  deleted: 'deleted',
  shared: 'a shared section on it changed',
  settings: 'the header or footer changed, on every page',
};

export function BeforeAndAfterLinks({
  pages,
  plan,
  seen,
  onSeen,
}: {
  pages: readonly ChangedPage[];
  /** The plan whose version the pages are shown in, with the choices made. */
  plan: PlanRef;
  /** The page last opened: the focus returns to its link. */
  seen: string | undefined;
  onSeen: (file: string) => void;
}) {
  if (pages.length === 0) return null;
  return (
    <section>
      <h3 className="font-bold">Before and after</h3>
      <p className="text-sm text-slate-700">Each page as it is on the website and as it will be, with what changed marked.</p>
      <ul className="mt-1 space-y-1 text-sm">
        {pages.map((page) => (
          <li key={page.file}>
            <Link
              to={reviewAddressOf(page.file, plan)}
              state={{ fromPublishing: true }}
              className={linkClass}
              data-autofocus={seen === page.file ? true : undefined}
              onClick={() => onSeen(page.file)}
            >
              See {page.name} before and after
            </Link>
            {how[page.change] && <span className="text-slate-700"> ({how[page.change]})</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
