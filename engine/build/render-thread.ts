/**
 * The page renderer on a worker thread (renderThreads.ts starts it): a second entry of the same
 * server build as entry-server.tsx, so it renders with the very code the build's own thread
 * would. It is given the settings once and then pages, as their JSON, and answers each with the
 * page's rendered sections, or with why the render failed.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { ResolvedPage } from '../../schema/page';
import type { SiteSettings } from '../../schema/site';
import { renderPage } from './entry-server';

export interface RenderRequest {
  id: number;
  /** The page, as the JSON the build hashed. */
  json: string;
}
export type RenderAnswer = { id: number; html: string } | { id: number; error: string };

const port = parentPort;
if (!port) throw new Error('render-thread runs on a worker thread started by engine/build/renderThreads.ts.');
const site = JSON.parse((workerData as { siteJson: string }).siteJson) as SiteSettings;

port.on('message', ({ id, json }: RenderRequest) => {
  renderPage(JSON.parse(json) as ResolvedPage, site).then(
    (html) => port.postMessage({ id, html } satisfies RenderAnswer),
    (error: unknown) => port.postMessage({ id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) } satisfies RenderAnswer),
  );
});
