/**
 * What the build promises of every file it writes, checked on each before it is written: no
 * inline script, no inline event handler, no javascript: link, no zod in the browser. Shared by
 * the build (buildSite.ts) and the page-rendering threads (render-thread.ts).
 */

/** A build that ran but made a site that breaks its own guarantees (an inline script, zod in the browser). */
export class BuildOutputRefused extends Error {}

/** What a file of the site breaks of the build's promises: no inline scripts, no zod in the browser. */
export function broken(file: string, text: string): string[] {
  const problems: string[] = [];
  if (file.endsWith('.html')) {
    for (const [tag] of text.matchAll(/<script\b[^>]*>/g)) {
      const isDataBlock = /type="application\/(ld\+)?json"/.test(tag);
      if (!isDataBlock && !/\bsrc=/.test(tag)) problems.push(`${file}: inline script ${tag}`);
    }
    if (/\bon[a-z]+="/i.test(text.replace(/<script[\s\S]*?<\/script>/g, ''))) problems.push(`${file}: inline event handler attribute`);
    if (/href="javascript:/i.test(text)) problems.push(`${file}: javascript: link`);
  }
  if (file.endsWith('.js') && /\$ZodType|ZodError/.test(text)) problems.push(`${file}: zod reached a browser asset`);
  return problems;
}

export function refuseBrokenGuarantees(problems: string[]): void {
  if (problems.length) throw new BuildOutputRefused(`The build output breaks its guarantees:\n  ${problems.join('\n  ')}`);
}
