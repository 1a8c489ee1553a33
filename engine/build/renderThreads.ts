/**
 * Rendering many pages on every core. React renders a page on one thread, and a clean build of a
 * site of places renders a thousand: the build hands them to worker threads, one per core, each
 * running the server build's `render-thread` entry (render-thread.ts), while its own thread
 * hashes, compresses and writes what comes back. The threads render with the same bundle as the
 * build's own thread, so a page's HTML is the same whichever thread rendered it.
 */
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { RenderAnswer, RenderRequest } from './render-thread.ts';

export interface RenderThreads {
  /** A page's rendered sections, from the page's JSON. */
  render(json: string): Promise<string>;
  /** Stops the threads; a render still waiting is refused. */
  close(): Promise<void>;
}

interface Waiting {
  resolve: (html: string) => void;
  reject: (error: Error) => void;
}

/** Threads of `threadFile` (the bundled render-thread.mjs) rendering for the settings `siteJson`. */
export function startRenderThreads(threadFile: string, siteJson: string, count = os.availableParallelism()): RenderThreads {
  let nextId = 0;
  const threads = Array.from({ length: Math.max(1, count) }, () => {
    const waiting = new Map<number, Waiting>();
    const worker = new Worker(threadFile, { workerData: { siteJson } });
    const failAll = (error: Error) => {
      for (const { reject } of waiting.values()) reject(error);
      waiting.clear();
    };
    worker.on('message', (answer: RenderAnswer) => {
      const request = waiting.get(answer.id);
      if (!request) return;
      waiting.delete(answer.id);
      if ('html' in answer) request.resolve(answer.html);
      else request.reject(new Error(answer.error));
    });
    worker.on('error', failAll);
    worker.on('exit', (code) => failAll(new Error(`A page-rendering thread stopped (exit ${code}) before it answered.`)));
    return { worker, waiting };
  });

  return {
    render(json) {
      // The thread with the fewest pages waiting: a long page does not hold up the short ones behind it.
      const thread = threads.reduce((least, other) => (other.waiting.size < least.waiting.size ? other : least));
      const id = nextId++;
      return new Promise<string>((resolve, reject) => {
        thread.waiting.set(id, { resolve, reject });
        thread.worker.postMessage({ id, json } satisfies RenderRequest);
      });
    },
    async close() {
      await Promise.all(threads.map(({ worker }) => worker.terminate()));
    },
  };
}
