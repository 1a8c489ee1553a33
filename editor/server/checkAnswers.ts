/**
 * The page checks' questions only Node can answer (engine/checks/pageChecks.ts `finishChecks`):
 * whether links to other sites answer (asked with a short timeout and cached for a day,
 * engine/content/externalLinks.ts), and what each photo weighs on a phone (the build's version,
 * engine/build/pictures.ts, cached with the build's). The editor's frames find the links and
 * photos on the rendered page; `npm run check:pages` asks the same (tools/checkPages.ts).
 *
 * Both answers are cached in the editor's own project (node_modules/.cache), the one
 * `npm run build` fills: a photo's versions are kept by its bytes, so every copy of the content
 * (each person's draft on the team server) shares them, and none is made twice.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultCacheDir, photoWeights } from '../../engine/build/pictures.ts';
import { linksToAsk, photosToWeigh } from '../../engine/checks/finishing.ts';
import type { Answers, Found } from '../../engine/checks/pageChecks.ts';
import { linkCacheFile, linkStatuses } from '../../engine/content/externalLinks.ts';
import type { CheckAnswers, CheckAnswersRequest } from '../shared/api.ts';

const codeRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** How long the editor waits for another site to answer: a pause in typing should not wait on a slow one (no answer is a warning). */
const linkTimeoutMs = 3000;

/** The answers about these links and photos, for the content at `root`. */
export async function answersFor(root: string, found: readonly Found[]): Promise<Answers> {
  return answersTo(root, { links: linksToAsk(found), photos: photosToWeigh(found) });
}

export async function answersTo(root: string, asked: CheckAnswersRequest): Promise<CheckAnswers> {
  const [links, photos] = await Promise.all([
    linkStatuses(asked.links, { cacheFile: linkCacheFile(codeRoot), timeoutMs: linkTimeoutMs }),
    photoWeights(root, asked.photos, defaultCacheDir(codeRoot)),
  ]);
  return { links, photos };
}
