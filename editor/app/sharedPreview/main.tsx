/**
 * A shared preview (editor/share.html, opened at /shared/<token>): the pages a draft changes, as
 * they would look, for someone without an account. Read-only: a link to another page of the
 * preview opens it; other links and forms do nothing (a link says so in a note), and nothing of
 * the editor or of anyone's drafts is here beyond the copy that was shared. Each page
 * renders as the editor's preview renders it (PreviewPage: a section whose block fails is left
 * out, the rest stays). A bar fixed at the bottom says what this is, until when the link works,
 * and switches between the pages; at the bottom, it never covers the site's own header.
 */
import '../ui/zodWithoutEval';
import { type CSSProperties, StrictMode, useCallback, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import '../../../engine/runtime/styles.css';
import type { SharedPreview } from '../../shared/api';
import { api } from '../ui/api';
import { PreviewPage } from '../ui/PreviewPage';

/** The shared copy's photos are served under the link itself. */
function withSharedPhotos<T>(value: T, base: string): T {
  return JSON.parse(JSON.stringify(value), (_key, item: unknown) => (typeof item === 'string' && item.startsWith('/images/') ? `${base}${item}` : item)) as T;
}

// Inline styles: the site's stylesheet is built from the site's own sources, not this file.
const bar: CSSProperties = {
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: 100,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '8px 16px',
  padding: '10px 16px',
  background: '#0f172a',
  color: 'white',
  fontFamily: 'system-ui, sans-serif',
  fontSize: 14,
  lineHeight: 1.4,
  boxShadow: '0 -4px 16px rgb(15 23 42 / 0.25)',
};
const pageButton = (current: boolean): CSSProperties => ({
  border: '1px solid #cbd5e1',
  borderRadius: 6,
  padding: '4px 12px',
  font: 'inherit',
  fontWeight: 600,
  background: current ? 'white' : 'transparent',
  color: current ? '#0f172a' : 'white',
  cursor: 'pointer',
});

function SharedPreviewApp() {
  const [shared, setShared] = useState<SharedPreview>();
  const [failed, setFailed] = useState('');
  const [index, setIndex] = useState(0);
  const [barHeight, setBarHeight] = useState(0);
  const [note, setNote] = useState('');

  useEffect(() => {
    // The page's address is the link: /shared/<token>.
    api
      .sharedPreview({ params: { token: location.pathname.split('/')[2] ?? '' } })
      .then((data) => setShared(withSharedPhotos(data, location.pathname)))
      .catch(() => setFailed('This preview could not be loaded. The link may have expired or been withdrawn.'));
  }, []);
  useEffect(() => {
    const stay = (event: MouseEvent) => {
      const target = event.target as Element;
      if (target.closest('[data-preview-bar]') || !target.closest('a, button, form')) return;
      event.preventDefault();
      const link = target.closest('a');
      if (!link || !shared) return;
      const address = new URL(link.href, location.href);
      const at = address.origin === location.origin ? shared.pages.findIndex((item) => item.path === address.pathname) : -1;
      if (at >= 0) {
        setIndex(at);
        setNote('');
        window.scrollTo({ top: 0 });
      } else
        setNote(
          `Links to pages not in this preview are off: “${link.textContent?.trim() ?? ''}” leads to ${address.pathname === '/' && address.origin === location.origin ? 'the home page' : link.getAttribute('href')} on the website.`,
        );
    };
    document.addEventListener('click', stay, true);
    return () => document.removeEventListener('click', stay, true);
  }, [shared]);
  // The page ends above the bar, so its last lines can be read.
  const measureBar = useCallback((element: HTMLElement | null) => {
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setBarHeight(entry!.borderBoxSize[0]?.blockSize ?? 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  if (failed)
    return (
      <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 560, margin: '64px auto', padding: '0 16px' }}>
        <h1 style={{ fontSize: 24, fontWeight: 700 }}>Preview not available</h1>
        <p role="alert">{failed}</p>
      </main>
    );
  if (!shared) return <p style={{ fontFamily: 'system-ui, sans-serif', padding: 16 }}>Loading the preview…</p>;
  const page = shared.pages[index];
  const until = new Date(shared.expiresAt).toLocaleDateString(undefined, { day: 'numeric', month: 'long', year: 'numeric' });
  return (
    <>
      {page && <PreviewPage preview={page.preview} />}
      <div style={{ height: barHeight }} />
      <section ref={measureBar} data-preview-bar aria-label="About this preview" style={bar}>
        <p style={{ margin: 0 }}>
          A preview of changes by {shared.by}, not on the website yet. This link works until {until}.
        </p>
        <p role="status" style={{ margin: 0, flexBasis: '100%' }}>
          {note}
        </p>
        {shared.pages.length > 1 && (
          <nav aria-label="Changed pages" style={{ display: 'flex', flexWrap: 'wrap', gap: 6, marginInlineStart: 'auto' }}>
            {shared.pages.map((item, at) => (
              <button
                key={item.path}
                type="button"
                aria-pressed={at === index}
                onClick={() => {
                  setIndex(at);
                  setNote('');
                  window.scrollTo({ top: 0 });
                }}
                style={pageButton(at === index)}
              >
                {item.name}
              </button>
            ))}
          </nav>
        )}
      </section>
    </>
  );
}

createRoot(document.getElementById('share')!, {
  // A section the preview leaves out (its block failed) is a line for a developer, not a stack trace.
  onCaughtError: (error) => console.warn(`Left out of the preview: ${(error as Error).message}`),
}).render(
  <StrictMode>
    <SharedPreviewApp />
  </StrictMode>,
);
