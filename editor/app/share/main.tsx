/**
 * A shared preview (editor/share.html, opened at /shared/<token>): the pages a draft changes, as
 * they would look, for someone without an account. Read-only: links and forms do nothing, and
 * nothing of the editor or of anyone's drafts is here beyond the copy that was shared.
 */
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { PageRenderer } from '../../../engine/runtime/PageRenderer';
import { SiteProvider } from '../../../engine/runtime/SiteContext';
import { SiteLayout } from '../../../engine/runtime/layout/SiteLayout';
import '../../../engine/runtime/styles.css';
import type { SharedPreview } from '../../shared/api';

/** The shared copy's photos are served under the link itself. */
function withSharedPhotos<T>(value: T, base: string): T {
  return JSON.parse(JSON.stringify(value), (_key, item: unknown) => (typeof item === 'string' && item.startsWith('/images/') ? `${base}${item}` : item)) as T;
}

function Share() {
  const [shared, setShared] = useState<SharedPreview>();
  const [failed, setFailed] = useState('');
  const [index, setIndex] = useState(0);
  useEffect(() => {
    fetch(`${location.pathname}/data`)
      .then((response) => (response.ok ? (response.json() as Promise<SharedPreview>) : Promise.reject(new Error())))
      .then((data) => setShared(withSharedPhotos(data, location.pathname)))
      .catch(() => setFailed('This preview could not be loaded. The link may have expired.'));
  }, []);
  useEffect(() => {
    const stay = (event: MouseEvent) => {
      if ((event.target as Element).closest('a, button[type="submit"], form')) event.preventDefault();
    };
    document.addEventListener('click', stay, true);
    return () => document.removeEventListener('click', stay, true);
  }, []);
  if (failed) return <p role="alert">{failed}</p>;
  if (!shared) return <p>Loading the preview…</p>;
  const page = shared.pages[index];
  const until = new Date(shared.expiresAt).toLocaleDateString(undefined, { day: 'numeric', month: 'long', year: 'numeric' });
  return (
    <>
      <section
        aria-label="About this preview"
        style={{
          position: 'sticky',
          top: 0,
          zIndex: 100,
          background: '#0f172a',
          color: 'white',
          padding: '10px 16px',
          fontFamily: 'system-ui, sans-serif',
          fontSize: 14,
        }}
      >
        <p style={{ margin: 0 }}>
          A preview of changes by {shared.by}, not yet on the website. This link works until {until}.
        </p>
        {shared.pages.length > 1 && (
          <nav aria-label="Changed pages" style={{ marginTop: 6, display: 'flex', flexWrap: 'wrap', gap: 6 }}>
            {shared.pages.map((item, at) => (
              <button
                key={item.path}
                type="button"
                aria-current={at === index ? 'page' : undefined}
                onClick={() => setIndex(at)}
                style={{
                  border: '1px solid #94a3b8',
                  borderRadius: 6,
                  padding: '2px 10px',
                  background: at === index ? 'white' : 'transparent',
                  color: at === index ? '#0f172a' : 'white',
                  cursor: 'pointer',
                }}
              >
                {item.name}
              </button>
            ))}
          </nav>
        )}
      </section>
      {page && (
        <SiteProvider site={page.preview.site} path={page.preview.page.path}>
          <SiteLayout>
            <PageRenderer page={page.preview.page} />
          </SiteLayout>
        </SiteProvider>
      )}
    </>
  );
}

createRoot(document.getElementById('share')!).render(
  <StrictMode>
    <Share />
  </StrictMode>,
);
