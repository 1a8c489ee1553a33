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
    for (const [tag, attributes = ''] of text.matchAll(/<script\b([^>]*)>/gi)) {
      if (!/\bsrc\s*=/i.test(attributes) && isExecutable(attributes)) problems.push(`${file}: inline script ${tag}`);
    }
    for (const [tag] of text.matchAll(/<[a-z][^>]*\son[a-z]+\s*=[^>]*>/gi)) problems.push(`${file}: inline event handler in ${tag.slice(0, 80)}`);
    for (const [tag] of text.matchAll(/<[a-z][^>]*=\s*["']?\s*javascript:[^>]*>/gi)) problems.push(`${file}: javascript: URL in ${tag.slice(0, 80)}`);
  }
  if (file.endsWith('.js') && /\$ZodType|ZodError/.test(text)) problems.push(`${file}: zod reached a browser asset`);
  return problems;
}

/**
 * Whether a <script> with these attributes runs (HTML spec: no type, a JavaScript MIME type,
 * "module", "importmap" or "speculationrules"). Any other type, such as application/ld+json or
 * application/json, is a data block the browser never executes.
 */
function isExecutable(attributes: string): boolean {
  const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1]?.trim().toLowerCase() ?? '';
  return (
    type === '' ||
    type === 'module' ||
    type === 'importmap' ||
    type === 'speculationrules' ||
    /^(text|application)\/(x-)?(java|ecma)script$|^text\/(jscript|livescript)$/.test(type)
  );
}

export function refuseBrokenGuarantees(problems: string[]): void {
  if (problems.length) throw new BuildOutputRefused(`The build output breaks its guarantees:\n  ${problems.join('\n  ')}`);
}
