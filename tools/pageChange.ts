/**
 * Moving to another page as a visitor's Chromium does it, prerender included: the pointer rests
 * on a link for a while, then clicks. Used by `npm run measure:interaction` and `npm run audit`.
 *
 * Why not playwright or Lighthouse: Chromium refuses to prerender for a page that a DevTools
 * client has attached to directly (status "PrerenderingDisabledByDevTools"). Only a client that
 * attaches through the page's tab target, as Chrome's own DevTools does, leaves prerendering on.
 * Neither playwright nor Lighthouse does, so this file speaks the DevTools protocol itself over
 * Chromium's debugging pipe: a few commands, no WebSocket, no extra library.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { homePath } from '../schema/paths';
import type { SiteSettings } from '../schema/site';
import { chromiumArgs, chromiumPath } from './chromium';
import { median, ms } from './figures';

type Params = Record<string, unknown>;
interface Message {
  id?: number;
  method?: string;
  params?: Params & { sessionId?: string; targetInfo?: { type: string } };
  sessionId?: string;
  result?: Params;
  error?: { message: string };
}

export interface VisitorBrowser {
  /** Sends one DevTools command; rejects with Chromium's message when it fails. */
  send: (method: string, params?: Params, sessionId?: string) => Promise<Params>;
  on: (listener: (message: Message) => void) => () => void;
  close: () => Promise<void>;
}

/** Headless Chromium driven over `--remote-debugging-pipe` (messages are JSON, each ended by a NUL byte). */
export async function launchVisitorBrowser(): Promise<VisitorBrowser> {
  const profile = mkdtempSync(path.join(tmpdir(), 'visitor-browser-'));
  const child = spawn(chromiumPath(), [...chromiumArgs, '--remote-debugging-pipe', `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'],
  });
  const toBrowser = child.stdio[3] as Writable;
  const fromBrowser = child.stdio[4] as Readable;
  const pending = new Map<number, { resolve: (result: Params) => void; reject: (error: Error) => void; method: string }>();
  const listeners = new Set<(message: Message) => void>();
  let nextId = 0;
  let buffered = '';
  fromBrowser.on('data', (chunk: Buffer) => {
    const parts = (buffered + chunk.toString('utf8')).split('\0');
    buffered = parts.pop() ?? '';
    for (const part of parts) {
      const message = JSON.parse(part) as Message;
      const waiting = message.id === undefined ? undefined : pending.get(message.id);
      if (waiting) {
        pending.delete(message.id!);
        if (message.error) waiting.reject(new Error(`${waiting.method}: ${message.error.message}`));
        else waiting.resolve(message.result ?? {});
      } else for (const listener of listeners) listener(message);
    }
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  void exited.then(() => {
    for (const { reject, method } of pending.values()) reject(new Error(`${method}: Chromium exited`));
  });
  const browser: VisitorBrowser = {
    send: (method, params = {}, sessionId) =>
      new Promise((resolve, reject) => {
        const id = ++nextId;
        pending.set(id, { resolve, reject, method });
        toBrowser.write(`${JSON.stringify({ id, method, params, sessionId })}\0`);
      }),
    on: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: async () => {
      await browser.send('Browser.close').catch(() => undefined);
      await exited;
      rmSync(profile, { recursive: true, force: true });
    },
  };
  return browser;
}

export interface PageChangeOptions {
  /** The site's address, e.g. http://127.0.0.1:4173 */
  base: string;
  from: string;
  /** The link's href on the first page (the first visible link to it is used). */
  to: string;
  /** How long the pointer rests on the link before the click; 0 clicks at once. */
  restMs: number;
  cpuSlowdown: number;
  /** A desktop screen unless given: the pointer's rest on a link is a desktop visitor's. */
  viewport?: { width: number; height: number };
}

/** The pages a visitor reaches from the home page by the main menu's own links (not its dropdowns). */
export function mainMenuPages(site: SiteSettings): { label: string; href: string }[] {
  return site.navigation.menu.flatMap((entry) => ('href' in entry && entry.href !== homePath ? [{ label: entry.label, href: entry.href }] : []));
}

/** The visitors measured: one who lets the pointer rest on the link a moment, one who hesitates briefly, one who clicks at once. */
export const pointerRests = [1000, 300, 0] as const;

export interface PageChange {
  /** From the click until the new page's first contentful paint. */
  shownMs: number;
  /**
   * From the click until the new page is on screen and its islands are hydrated. Its links, menus
   * and Free Estimate work from the first paint; hydration adds what needs JavaScript (a list
   * opening on hover, call tracking, the form's highlight).
   */
  hydratedMs: number;
  /** Chromium showed a page it had prerendered (its navigation timing has an activation start). */
  prerendered: boolean;
}

/** How long a finger holds the mouse button in a click (a typical press lasts about a tenth of a second). */
const pressMs = 100;

/** One line of figures for several runs of the same page change. */
export function describePageChanges(changes: PageChange[]): string {
  const shown = changes.map((change) => change.shownMs);
  const hydrated = changes.map((change) => change.hydratedMs);
  const prerendered = changes.filter((change) => change.prerendered).length;
  return (
    `on screen ${ms(median(shown))} (worst ${ms(Math.max(...shown))}), islands hydrated ${ms(median(hydrated))} (worst ${ms(Math.max(...hydrated))}), ` +
    `prerendered ${prerendered} of ${changes.length}`
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One page change in a fresh tab. Every page in the tab, the prerendered one included, gets the
 * same CPU slowdown and viewport before it runs. Times are taken inside the browser, so the
 * driver's own work is not counted: the click's time is kept in sessionStorage, which the new
 * page inherits. A client-side router (an older build) that swaps the page in place counts as
 * shown and hydrated two frames after the heading changed.
 */
export async function measurePageChange(browser: VisitorBrowser, options: PageChangeOptions): Promise<PageChange> {
  const { targetId: tabId } = (await browser.send('Target.createTarget', { url: 'about:blank', forTab: true })) as { targetId: string };
  const { sessionId: tabSession } = (await browser.send('Target.attachToTarget', { targetId: tabId, flatten: true })) as { sessionId: string };
  const pageSessions: string[] = [];
  const prepared: Promise<unknown>[] = [];
  const stopListening = browser.on((message) => {
    if (message.method !== 'Target.attachedToTarget' || message.sessionId !== tabSession) return;
    const sessionId = message.params!.sessionId as string;
    if (message.params!.targetInfo?.type !== 'page') return;
    pageSessions.unshift(sessionId);
    const { width, height } = options.viewport ?? { width: 1280, height: 800 };
    // Sent together: a paused page answers some commands only once it runs, and a session
    // handles its commands in order, so the page still starts slowed down.
    prepared.push(
      Promise.all([
        browser.send('Emulation.setCPUThrottlingRate', { rate: options.cpuSlowdown }, sessionId),
        browser.send('Emulation.setDeviceMetricsOverride', { width, height, deviceScaleFactor: 1, mobile: false }, sessionId),
        browser.send('Runtime.runIfWaitingForDebugger', {}, sessionId),
      ]).catch(() => undefined),
    );
  });
  try {
    await browser.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: true, flatten: true }, tabSession);
    while (!pageSessions.length) await sleep(10);
    await Promise.all(prepared);
    const page = pageSessions[0]!;
    const evaluate = async <T>(expression: string, sessionId = page) => {
      const { result, exceptionDetails } = (await browser.send('Runtime.evaluate', { expression, returnByValue: true, awaitPromise: true }, sessionId)) as {
        result: { value: T };
        exceptionDetails?: { text: string };
      };
      if (exceptionDetails) throw new Error(exceptionDetails.text);
      return result.value;
    };
    await browser.send('Page.enable', {}, page);
    await browser.send('Page.navigate', { url: options.base + options.from }, page);
    await waitFor(() => evaluate<boolean>(`document.readyState === 'complete' && document.documentElement.hasAttribute('data-hydrated')`));
    await sleep(500); // the network settles: no late request competes with the change
    const link = await evaluate<{ x: number; y: number }>(`(() => {
      sessionStorage.clear();
      addEventListener('click', (event) => sessionStorage.setItem('clickedAt', String(performance.timeOrigin + event.timeStamp)), { capture: true });
      const main = document.querySelector('main');
      const before = main.querySelector('h1')?.textContent;
      new MutationObserver((_, observer) => {
        const heading = main.querySelector('h1')?.textContent;
        if (!heading || heading === before) return;
        observer.disconnect();
        requestAnimationFrame(() => requestAnimationFrame(() => sessionStorage.setItem('sameDocumentShownAt', String(performance.timeOrigin + performance.now()))));
      }).observe(main, { childList: true, subtree: true, characterData: true });
      const link = [...document.querySelectorAll('a')].find((a) => a.getAttribute('href') === ${JSON.stringify(options.to)} && a.checkVisibility());
      if (!link) throw new Error('no visible link to ${options.to} on ${options.from}');
      const box = link.getBoundingClientRect();
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    })()`);
    const mouse = (type: string) => browser.send('Input.dispatchMouseEvent', { type, ...link, button: 'left', clickCount: 1 }, page);
    await mouse('mouseMoved');
    await sleep(options.restMs);
    await mouse('mousePressed');
    await sleep(pressMs);
    await mouse('mouseReleased');
    // The new page may live in another session (a prerendered page is a target of its own).
    const times = await waitFor(async () => {
      for (const sessionId of pageSessions) {
        const found = await evaluate<PageChange | null>(
          `(() => {
            if (location.pathname !== ${JSON.stringify(options.to)}) return null;
            const clickedAt = Number(sessionStorage.getItem('clickedAt'));
            const sameDocument = sessionStorage.getItem('sameDocumentShownAt');
            if (sameDocument) return { shownMs: Number(sameDocument) - clickedAt, hydratedMs: Number(sameDocument) - clickedAt, prerendered: false };
            const painted = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
            const hydrated = performance.getEntriesByName('hydrated')[0]?.startTime;
            if (painted === undefined || hydrated === undefined) return null;
            return {
              shownMs: performance.timeOrigin + painted - clickedAt,
              hydratedMs: performance.timeOrigin + Math.max(painted, hydrated) - clickedAt,
              prerendered: performance.getEntriesByType('navigation')[0].activationStart > 0,
            };
          })()`,
          sessionId,
        ).catch(() => null); // a page that is gone (the one a prerendered page replaced)
        if (found) return found;
      }
      return null;
    });
    return times;
  } finally {
    stopListening();
    await browser.send('Target.closeTarget', { targetId: tabId }).catch(() => undefined);
  }
}

async function waitFor<T>(probe: () => Promise<T | null | false>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await Promise.race([probe().catch(() => null), sleep(Math.max(0, deadline - Date.now())).then(() => null)]);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`The page change did not finish within ${timeoutMs / 1000} s`);
    await sleep(25);
  }
}
