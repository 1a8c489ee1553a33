/**
 * A page-rendering thread (renderThreads.ts starts it): a second entry of the same server build as
 * entry-server.tsx, so it renders with the very code the build's own thread would. It is given the
 * page shell and what every page reads once, then pages as their JSON, and makes each page's file
 * as the build's own thread does (`pageFile`: the HTML, held to the build's guarantees) and
 * compresses it, so the build's thread is left with hashing and writing.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { ResolvedPage } from '../../schema/page';
import { renderPage } from './entry-server';
import { BuildOutputRefused } from './guarantees';
import { compressedCopiesSync } from './precompress';
import { pageFile, type SharedPageInputs } from './prerender';

export interface RenderThreadData {
  shell: string;
  /** What every page reads (prerender.ts), as the JSON the build hashed. */
  sharedJson: string;
}
export interface RenderRequest {
  id: number;
  /** The file the page is written to ("about/index.html"). */
  file: string;
  /** The page, as the JSON the build hashed. */
  json: string;
}
export type RenderAnswer =
  | { id: number; html: Uint8Array; copies: [string, Uint8Array][] }
  /** Why the page breaks the build's guarantees (BuildOutputRefused's message). */
  | { id: number; refused: string }
  | { id: number; error: string };

const port = parentPort;
if (!port) throw new Error('render-thread runs on a worker thread started by engine/build/renderThreads.ts.');
const { shell, sharedJson } = workerData as RenderThreadData;
const shared = JSON.parse(sharedJson) as SharedPageInputs;

async function answer({ id, file, json }: RenderRequest): Promise<RenderAnswer> {
  const page = JSON.parse(json) as ResolvedPage;
  const sections = await renderPage(page, shared.site);
  let bytes: Buffer;
  try {
    bytes = pageFile(file, shell, shared, page, sections);
  } catch (error) {
    if (error instanceof BuildOutputRefused) return { id, refused: error.message };
    throw error;
  }
  return { id, html: bytes, copies: [...compressedCopiesSync(file, bytes)] };
}

port.on('message', (request: RenderRequest) => {
  answer(request).then(
    (answered) => port.postMessage(answered),
    (error: unknown) =>
      port.postMessage({ id: request.id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) } satisfies RenderAnswer),
  );
});
