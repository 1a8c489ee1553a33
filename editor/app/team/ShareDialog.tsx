/**
 * "Share a preview": a read-only link to the pages one's draft changes, as they would look, for
 * someone without an account (the owner's boss, say). It is a copy of the saved changes as they
 * are now, works for 7 days unless revoked, and shows nothing else of the editor or of anyone's
 * drafts. One's links are listed, each with "Revoke".
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import type { SharedPreviewItem } from '../../shared/api';
import { keys, sharesQuery, useWrite } from '../ui/queries';
import { Notice } from '../ui/dialogParts';
import { primaryClass, toolbarButton } from '../ui/styles';
import { DialogWithClose } from '../ui/modalDialog';
import { CopyLink } from '../ui/dialogs';
import { listInWords } from '../../shared/words';
import { whenInWords } from '../ui/words';

export function ShareDialog({ unsavedPage, onClose }: { unsavedPage: string | undefined; onClose: () => void }) {
  const client = useQueryClient();
  const shares = useQuery(sharesQuery);
  const { mutateAsync: makeShare } = useWrite('makeShare');
  const { mutateAsync: revokeShare } = useWrite('revokeShare');
  const links = shares.data;
  const [made, setMade] = useState<SharedPreviewItem>();
  const [said, setSaid] = useState<{ tone: 'success' | 'error'; text: string }>();
  const [busy, setBusy] = useState(false);
  const outcome = useRef<HTMLDivElement>(null);
  const madeHeading = useRef<HTMLHeadingElement>(null);
  const yoursId = useId();
  const shown = said ?? (shares.error ? ({ tone: 'error', text: `Your links could not be read: ${shares.error.message}` } as const) : undefined);

  const make = async () => {
    setBusy(true);
    setSaid(undefined);
    setMade(undefined);
    try {
      setMade(await makeShare({ body: {} }));
      requestAnimationFrame(() => madeHeading.current?.focus());
    } catch (error) {
      setSaid({ tone: 'error', text: `No link was made: ${(error as Error).message}` });
      requestAnimationFrame(() => outcome.current?.focus());
    } finally {
      setBusy(false);
    }
  };

  const revoke = async (item: SharedPreviewItem) => {
    setSaid(undefined);
    try {
      await revokeShare({ body: { id: item.id } });
      // Gone from the list as the sentence says so, not a moment later.
      client.setQueryData(keys.shares, (list: SharedPreviewItem[] | undefined) => list?.filter((link) => link.id !== item.id));
      if (made?.id === item.id) setMade(undefined);
      setSaid({ tone: 'success', text: `The link to ${listInWords(item.pages.map((page) => page.name))} no longer works.` });
    } catch (error) {
      setSaid({ tone: 'error', text: `The link was not revoked: ${(error as Error).message}` });
    }
    requestAnimationFrame(() => outcome.current?.focus());
  };

  return (
    <DialogWithClose title="Share a preview" onClose={onClose}>
      <p className="text-sm text-slate-700">
        A link to the pages your saved changes touch, as they would look on the website, for someone without an account. It shows those pages and nothing else,
        read-only, as they are now: after more changes, make a new link. It works for 7 days, or until you revoke it.
      </p>
      {unsavedPage && <Notice tone="info">{unsavedPage} has changes that are not saved yet; a preview shows saved changes only.</Notice>}
      <div>
        <button type="button" className={primaryClass} onClick={() => void make()} disabled={busy}>
          {busy ? 'Making a link…' : 'Make a link'}
        </button>
      </div>
      <div ref={outcome} tabIndex={-1} role="status" className="focus:outline-none">
        {shown && <Notice tone={shown.tone}>{shown.text}</Notice>}
      </div>
      {made?.link && (
        <section aria-labelledby={`${yoursId}-made`} className="rounded-lg border border-emerald-300 bg-emerald-50 p-4">
          <h3 id={`${yoursId}-made`} ref={madeHeading} tabIndex={-1} className="font-bold text-emerald-950 focus:outline-none">
            Your new link
          </h3>
          <p className="mt-1 mb-3 text-sm text-emerald-950">
            {listInWords(made.pages.map((page) => page.name))} as your draft has {made.pages.length === 1 ? 'it' : 'them'}. It works until{' '}
            <time dateTime={made.expiresAt}>{whenInWords(made.expiresAt)}</time>. The link is shown only now: copy it before closing.
          </p>
          <CopyLink label="Preview link" link={made.link} />
        </section>
      )}
      <section aria-labelledby={yoursId}>
        <h3 id={yoursId} className="font-bold">
          Your links
        </h3>
        {!links && <p className="mt-1 text-sm text-slate-700">Reading your links…</p>}
        {links?.length === 0 && <p className="mt-1 text-sm text-slate-700">You have no links that work now.</p>}
        {links && links.length > 0 && (
          <ul aria-labelledby={yoursId} className="mt-2 space-y-2">
            {links.map((item) => (
              <ShareItem key={item.id} item={item} onRevoke={() => void revoke(item)} />
            ))}
          </ul>
        )}
      </section>
    </DialogWithClose>
  );
}

function ShareItem({ item, onRevoke }: { item: SharedPreviewItem; onRevoke: () => void }) {
  const pagesId = useId();
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-lg border border-slate-200 px-4 py-3 text-sm">
      <div className="min-w-0">
        <p id={pagesId} className="font-semibold break-words">
          {listInWords(item.pages.map((page) => page.name))}
        </p>
        <p className="text-slate-600">
          Made <time dateTime={item.createdAt}>{whenInWords(item.createdAt)}</time> · works until{' '}
          <time dateTime={item.expiresAt}>{whenInWords(item.expiresAt)}</time>
        </p>
      </div>
      <button type="button" className={toolbarButton} aria-describedby={pagesId} onClick={onRevoke}>
        Revoke
      </button>
    </li>
  );
}
