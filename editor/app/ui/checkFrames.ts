/**
 * The frames the editor checks pages in: editor/preview.html (the same app and renderer as the
 * preview, inFrame/), one at a phone's width and one at a computer's (engine/checks `checkWidths`,
 * as `npm run check:pages` lays each page out), kept off-screen, made on the first check and kept.
 * They are laid out and painted like any frame (a hidden one is not laid out, and the checks read
 * colours and sizes from the layout), but sit outside the window, out of the tab order and of
 * what a screen reader reads.
 *
 * `checkPage` renders a page in each and runs the checks there: what each found, for
 * `finishChecks` with the server's answers about its links and photos. One page at a time.
 */
import { checkWidths } from '../../../engine/checks/finishing';
import type { Found } from '../../../engine/checks/pageChecks';
import type { FromFrame, PreviewData, ToFrame } from '../../shared/api';
import type { SiteToCheck } from '../../shared/siteToCheck';

export interface PageToCheck {
  /** The page's file, and its value as the editor has it (the draft, or the file as it will be published). */
  file: string;
  value: unknown;
  preview: PreviewData;
}

/** How long a frame may take to render and check a page before the editor gives up on it. */
const checkTimeoutMs = 60_000;

let frames: Promise<HTMLIFrameElement[]> | undefined;
let queue: Promise<unknown> = Promise.resolve();
let nextId = 0;

/** What the checks found on `page` at each width. */
export function checkPage(page: PageToCheck, site: SiteToCheck): Promise<Found[]> {
  const run = queue.then(async () => {
    frames ??= makeFrames();
    return Promise.all((await frames).map((frame) => checkIn(frame, page, site)));
  });
  queue = run.catch(() => undefined);
  return run;
}

function makeFrames(): Promise<HTMLIFrameElement[]> {
  return Promise.all(
    checkWidths.map(
      (width) =>
        new Promise<HTMLIFrameElement>((resolve) => {
          const frame = document.createElement('iframe');
          frame.src = '/preview.html';
          frame.title = `Page checks at ${width} pixels`;
          frame.tabIndex = -1;
          frame.setAttribute('aria-hidden', 'true');
          frame.dataset.pageChecks = String(width);
          Object.assign(frame.style, {
            position: 'fixed',
            top: '0',
            left: '-20000px',
            width: `${width}px`,
            height: '900px',
            border: '0',
            pointerEvents: 'none',
          });
          const onReady = (event: MessageEvent<FromFrame>) => {
            if (event.source !== frame.contentWindow || event.origin !== location.origin || event.data.kind !== 'ready') return;
            window.removeEventListener('message', onReady);
            resolve(frame);
          };
          window.addEventListener('message', onReady);
          document.body.append(frame);
        }),
    ),
  );
}

function checkIn(frame: HTMLIFrameElement, page: PageToCheck, { site, cities }: SiteToCheck): Promise<Found> {
  const id = nextId++;
  return new Promise<Found>((resolve, reject) => {
    const done = () => {
      window.removeEventListener('message', onMessage);
      clearTimeout(timer);
    };
    const onMessage = (event: MessageEvent<FromFrame>) => {
      if (event.source !== frame.contentWindow || event.origin !== location.origin) return;
      const answer = event.data;
      if ((answer.kind !== 'checked' && answer.kind !== 'check-failed') || answer.id !== id) return;
      done();
      if (answer.kind === 'checked') resolve(answer.found);
      else reject(new Error(answer.message));
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error('The page took too long to check.'));
    }, checkTimeoutMs);
    window.addEventListener('message', onMessage);
    const message: ToFrame = { kind: 'check', id, preview: page.preview, file: page.file, value: page.value, site, cities };
    frame.contentWindow?.postMessage(message, location.origin);
  });
}
