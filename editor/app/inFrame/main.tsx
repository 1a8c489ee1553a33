/**
 * The app inside the preview frame (editor/preview.html; the editor's window holds the frame,
 * ui/PreviewFrame.tsx): renders each preview the editor sends (ui/PreviewPage.tsx: the site's own
 * layout, blocks and CSS). The blocks stay as they are: selecting is done here, from the order
 * of the page's sections in <main>, so nothing of the editor reaches the built site.
 *
 * A frame the editor checks pages in (ui/checkFrames.ts) is sent `check`: it renders the page,
 * writes its head tags and structured data as the prerender does, and runs the page checks on it
 * (engine/checks/, loaded only then: axe-core is large), sending back what they found.
 */
import { StrictMode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import '../../../engine/runtime/styles.css';
import { writeDocumentHead } from '../../../engine/dev/useDocumentMeta';
import { structuredData } from '../../../engine/runtime/structuredData';
import type { FromFrame, PreviewData, PreviewFrameWindow, ToFrame } from '../../shared/api';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { leftOutAttribute, PreviewPage } from '../ui/PreviewPage';
import { markerAttribute, showMarks } from './showMarks';

const post = (message: FromFrame) => parent.postMessage(message, location.origin);

function FrameApp() {
  const [message, setMessage] = useState<ToFrame>();
  // The last preview that rendered whole: shown while a newer one cannot be (settings the layout cannot render yet).
  const lastRendered = useRef<PreviewData>(undefined);
  // The section last brought into view: the view follows a new selection, not every keystroke.
  const shownSelection = useRef<string>(undefined);

  useEffect(() => {
    const onMessage = (event: MessageEvent<ToFrame>) => {
      // Only what the editor sends: other messages reach a frame too, and none of them is a page.
      if (event.origin === location.origin && event.source === parent && event.data?.kind === 'check') setMessage(event.data);
    };
    window.addEventListener('message', onMessage);
    // A preview is rendered in the editor's task that hands it over (ui/PreviewFrame.tsx), copied
    // into this window's own objects; what fails here is this frame's failure, not the editor's.
    (window as Window & Partial<PreviewFrameWindow>).showInFrame = (shown) => {
      try {
        flushSync(() => setMessage(structuredClone(shown)));
      } catch (error) {
        reportError(error);
      }
    };
    post({ kind: 'ready' });
    return () => {
      window.removeEventListener('message', onMessage);
      delete (window as Window & Partial<PreviewFrameWindow>).showInFrame;
    };
  }, []);

  // The selected section gets an outline drawn over it, and is brought into view when it is newly selected.
  useEffect(() => {
    const sections = renderedSections();
    for (const element of sections) element.removeAttribute('data-preview-selected');
    if (message?.kind !== 'render' || message.selected === undefined) return;
    const element = sections[message.preview.sectionIndexes.indexOf(message.selected)];
    if (!element || element.hasAttribute(leftOutAttribute)) return;
    element.setAttribute('data-preview-selected', '');
    const selection = `${message.preview.page.path} ${message.selected}`;
    if (shownSelection.current === selection) return;
    shownSelection.current = selection;
    // The frame's own page scrolls, not the editor around it (scrollIntoView would scroll that too,
    // taking a phone's editor down past its toolbar to the preview).
    const box = element.getBoundingClientRect();
    window.scrollTo({ top: window.scrollY + box.top - Math.max(0, (window.innerHeight - box.height) / 2) });
  }, [message]);

  // "Before and after"'s marks, then word that the preview is on screen.
  useEffect(() => {
    if (message?.kind !== 'render') return;
    const main = document.querySelector('main');
    const hide = message.marks && main ? showMarks(message.marks, main, renderedSections()) : undefined;
    post({ kind: 'rendered' });
    return hide;
  }, [message]);

  // A page to check, once it has rendered.
  useEffect(() => {
    if (message?.kind !== 'check') return;
    void checkRendered(message, () => lastRendered.current === message.preview).then(post);
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
  const { preview } = message;
  const previous = lastRendered.current;
  return (
    <ErrorBoundary
      resetKey={preview}
      fallback={
        previous && (
          <ErrorBoundary resetKey={preview} fallback={null}>
            <PreviewPage preview={previous} />
          </ErrorBoundary>
        )
      }
    >
      <PreviewPage preview={preview} />
      <WhenRendered
        then={() => {
          lastRendered.current = preview;
        }}
      />
    </ErrorBoundary>
  );
}

/** Calls `then` once everything before it in its error boundary has rendered without failing. */
function WhenRendered({ then }: { then: () => void }) {
  useLayoutEffect(then);
  return null;
}

/** The page checks on the page as rendered: what they found, or why they could not run. */
async function checkRendered(message: Extract<ToFrame, { kind: 'check' }>, rendered: () => boolean): Promise<FromFrame> {
  const { id, preview, file, value, site, cities } = message;
  try {
    // Laid out and painted, with its fonts, as a visitor's browser would show it.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await document.fonts.ready;
    if (!rendered()) return { kind: 'check-failed', id, message: 'The page could not be shown, so it was not checked.' };
    writeDocumentHead(document, preview.page, preview.site, structuredData(preview.page, preview.site, cities));
    const { checkPage } = await import('../../../engine/checks/pageChecks');
    const found = await checkPage(document, { file, value, page: preview.page, sectionIndexes: preview.sectionIndexes }, site);
    return { kind: 'checked', id, found };
  } catch (error) {
    return { kind: 'check-failed', id, message: (error as Error).message };
  }
}

/** The top-level elements of <main>: one per rendered section (not the marks of "Before and after"). */
const renderedSections = () => [...(document.querySelector('main')?.children ?? [])].filter((element) => !element.hasAttribute(markerAttribute));

const root = createRoot(document.getElementById('preview')!, {
  // A section left out of the preview (its block failed on the draft) is expected while typing: a line, not a stack trace.
  onCaughtError: (error) => console.warn(`Left out of the preview until it can render: ${(error as Error).message}`),
});
// Mounted (and ready for a preview) as this script runs, not in a task React schedules later: the
// editor's pane may be drawing already, and it hands over its first preview as it does.
flushSync(() =>
  root.render(
    <StrictMode>
      <FrameApp />
    </StrictMode>,
  ),
);
