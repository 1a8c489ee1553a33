/**
 * The page checks' part outside the page (pageChecks.ts): what the rules know of the site's pages,
 * and finishing a page's problems with Node's answers about its links and photos. Without the
 * rules themselves (axe-core): the page editor's window uses this, and loads the rules only in
 * the frame that checks.
 */
import { estimateFormId, estimateFormIndex } from '../../platform/integrations/freeEstimate.ts';
import type { ResolvedPage } from '../../schema/page.ts';
import { pageName } from '../../schema/pageName.ts';
import type { SiteConfig } from '../../schema/site.ts';
import { externalLinkProblems } from './links.ts';
import type { Answers, Found, PageFacts, PageProblem } from './pageChecks.ts';
import { type PhotoOnPage, photoKey, weightProblems } from './weight.ts';

/**
 * The widths each page is checked at: a phone's and a computer's. The caller lays the page out at
 * each (a frame's width, a browser's viewport) and merges what each finds with `finishChecks`.
 */
export const checkWidths = [390, 1280] as const;

export function pageFacts(file: string, page: ResolvedPage, config: SiteConfig): PageFacts {
  return {
    file,
    path: page.path,
    name: pageName(page, config),
    title: page.title,
    description: page.description,
    anchors: [...page.sections.flatMap((section) => (section.id ? [section.id] : [])), ...(estimateFormIndex(page.sections) >= 0 ? [estimateFormId] : [])],
  };
}

/** The problems of a page checked at each width, with Node's answers about its links and photos: each problem once. */
export function finishChecks(found: readonly Found[], answers: Answers): PageProblem[] {
  const links = found.flatMap((f) => f.links);
  const photos = found.flatMap((f) => f.photos);
  return uniqueProblems([...found.flatMap((f) => f.problems), ...externalLinkProblems(links, answers.links), ...weightProblems(photos, answers.photos)]);
}

/** Every address of `found` to ask about, each once. */
export const linksToAsk = (found: readonly Found[]): string[] => [...new Set(found.flatMap((f) => f.links.map((link) => link.href)))];

/** Every photo of `found` to weigh, each once. */
export function photosToWeigh(found: readonly Found[]): Pick<PhotoOnPage, 'src' | 'slot'>[] {
  const byKey = new Map(found.flatMap((f) => f.photos.map((photo) => [photoKey(photo), { src: photo.src, slot: photo.slot }] as const)));
  return [...byKey.values()];
}

/** One of each problem (the same at both widths, or found twice on a page), in the order found. */
export function uniqueProblems(problems: readonly PageProblem[]): PageProblem[] {
  const seen = new Set<string>();
  return problems.filter((problem) => {
    const key = `${problem.file}\n${JSON.stringify(problem.path)}\n${problem.code}\n${problem.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
