/**
 * Inside the preview frame: renders what the editor sends with the site's own layout, blocks and
 * CSS. The blocks stay as they are: selecting is done here, from the order of the page's
 * sections in <main>, so nothing of the editor reaches the built site.
 */
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { PageRenderer } from '../../../engine/runtime/PageRenderer';
import { SiteProvider } from '../../../engine/runtime/SiteContext';
import { SiteLayout } from '../../../engine/runtime/layout/SiteLayout';
import '../../../engine/runtime/styles.css';
import type { FromPreview, ToPreview } from '../../shared/api';

const post = (message: FromPreview) => parent.postMessage(message, location.origin);

function Preview() {
  const [message, setMessage] = useState<Extract<ToPreview, { kind: 'render' }>>();
  useEffect(() => {
    const onMessage = (event: MessageEvent<ToPreview>) => {
      if (event.origin === location.origin && event.source === parent && event.data.kind === 'render') setMessage(event.data);
    };
    window.addEventListener('message', onMessage);
    post({ kind: 'ready' });
    return () => window.removeEventListener('message', onMessage);
  }, []);

  // The selected section gets an outline drawn over it, and is brought into view.
  useEffect(() => {
    const sections = renderedSections();
    for (const element of sections) element.removeAttribute('data-preview-selected');
    if (!message || message.selected === undefined) return;
    const at = message.preview.sectionIndexes.indexOf(message.selected);
    const element = sections[at];
    if (!element) return;
    element.setAttribute('data-preview-selected', '');
    element.scrollIntoView({ block: 'center' });
  }, [message]);

  useEffect(() => {
    // A click selects the section under it and never follows a link or sends a form.
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element;
      if (target.closest('a, button, form')) event.preventDefault();
      const section = renderedSections().findIndex((element) => element.contains(target));
      if (section >= 0 && message) post({ kind: 'select', index: message.preview.sectionIndexes[section]! });
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [message]);

  if (!message) return null;
  const { page, site } = message.preview;
  return (
    <SiteProvider site={site} path={page.path}>
      <SiteLayout>
        <PageRenderer page={page} />
      </SiteLayout>
    </SiteProvider>
  );
}

/** The top-level elements of <main>: one per rendered section. */
const renderedSections = () => [...(document.querySelector('main')?.children ?? [])];

createRoot(document.getElementById('preview')!).render(
  <StrictMode>
    <Preview />
  </StrictMode>,
);
