/**
 * Making many pages on every core. React renders a page on one thread, and a clean build of a site
 * of places makes a thousand: the build hands them to worker threads, one per core, each running
 * the server build's `render-thread` entry (render-thread.ts), which renders, checks and
 * compresses a page, while the build's own thread hashes and writes what comes back. The threads
 * run the same bundle and the same functions as the build's own thread, so a page's files are the
 * same whichever thread made them.
 */
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { BuildOutputRefused } from './guarantees.ts';
import type { RenderAnswer, RenderRequest, RenderThreadData } from './render-thread.ts';

/** A page's file, and its compressed copies by extension when they were made with it. */
export interface MadePage {
  html: Buffer;
  copies?: Map<string, Buffer>;
}

export interface RenderThreads {
  /** The page `json` made into `file`. */
  make(file: string, json: string): Promise<MadePage>;
  /** Stops the threads; a page still waiting is refused. */
  close(): Promise<void>;
}

interface Waiting {
  resolve: (page: MadePage) => void;
  reject: (error: Error) => void;
}

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** Threads of `threadFile` (the bundled render-thread.mjs), each given `data`. */
export function startRenderThreads(threadFile: string, data: RenderThreadData, count = os.availableParallelism()): RenderThreads {
  let nextId = 0;
  const threads = Array.from({ length: Math.max(1, count) }, () => {
    const waiting = new Map<number, Waiting>();
    const worker = new Worker(threadFile, { workerData: data });
    const failAll = (error: Error) => {
      for (const { reject } of waiting.values()) reject(error);
      waiting.clear();
    };
    worker.on('message', (answer: RenderAnswer) => {
      const request = waiting.get(answer.id);
      if (!request) return;
      waiting.delete(answer.id);
      if ('html' in answer)
        request.resolve({ html: asBuffer(answer.html), copies: new Map(answer.copies.map(([extension, bytes]) => [extension, asBuffer(bytes)])) });
      else if ('refused' in answer) request.reject(new BuildOutputRefused(answer.refused));
      else request.reject(new Error(answer.error));
    });
    worker.on('error', failAll);
    worker.on('exit', (code) => failAll(new Error(`A page-rendering thread stopped (exit ${code}) before it answered.`)));
    return { worker, waiting };
  });

  return {
    make(file, json) {
      // The thread with the fewest pages waiting: a long page does not hold up the short ones behind it.
      const thread = threads.reduce((least, other) => (other.waiting.size < least.waiting.size ? other : least));
      const id = nextId++;
      return new Promise<MadePage>((resolve, reject) => {
        thread.waiting.set(id, { resolve, reject });
        thread.worker.postMessage({ id, file, json } satisfies RenderRequest);
      });
    },
    async close() {
      await Promise.all(threads.map(({ worker }) => worker.terminate()));
    },
  };
}
