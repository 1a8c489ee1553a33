/**
 * Accessibility on the rendered page: axe-core's rules for WCAG 2.2 AA and its best practices,
 * each violation said in plain words at the field that causes it (a photo's description, a
 * link's words, the style chosen for a button, a heading); and a rule of our own for photos:
 * a photo whose description is empty renders with alt="", which tells browsers (and axe) that it
 * only decorates, so only the content can say whether that was meant.
 *
 * The third-party form in its frame is not ours to check (`iframes: false`).
 *
 * `runAxe` is the project's one axe run: the editor's frame and `npm run check:pages` call it
 * with the bundled axe-core, and the tools and tests that drive a page with playwright run it in
 * that page (tools/accessibilityAndHtml.ts `axeViolations`), axe-core's own script added there.
 */
import axeCore from 'axe-core';
import { isPlainObject } from '../../schema/schemaReader.ts';
import { accessibleText, containedIn, equalTo, type FieldRef, fileName, type Match, type PageFields, plainText, quoted } from './fields.ts';
import type { PageProblem } from './pageChecks.ts';

/** The fields whose choice sets a text's colours: the one to change when the text is hard to read. */
const styleFields = ['variant', 'tone', 'color'];

/** axe runs one page at a time, in each window. */
let running: Promise<unknown> = Promise.resolve();

export async function accessibilityProblems(fields: PageFields): Promise<PageProblem[]> {
  const run = running.then(() => runAxe(axeCore, fields.document));
  running = run.catch(() => undefined);
  const violations = await run;
  const problems: PageProblem[] = [];
  for (const violation of violations) {
    for (const node of violation.nodes) {
      const element = node.element;
      if (element) problems.push(describeViolation(fields, violation, node, element));
    }
  }
  return [...problems, ...photoDescriptionProblems(fields)];
}

/** What one axe run checks: the site's rule sets unless `rules` names some, the whole page unless `include` names parts (CSS selectors). */
export interface AxeScope {
  rules?: string[];
  include?: string[][];
}

/**
 * axe-core's violations on `document`: WCAG 2.0, 2.1 and 2.2 at levels A and AA and axe's best
 * practices, or the rules `scope` names. Self-contained (it reads nothing from this module), so
 * that playwright can run it in a page from its source.
 */
export async function runAxe(axe: typeof axeCore, document: Document, scope: AxeScope = {}): Promise<axeCore.Result[]> {
  const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
  // Sections far down a page are laid out only near the screen (content-visibility: auto in the
  // site's styles), and axe reads colours and sizes from the layout: lay out everything while it
  // runs. Through the CSSOM, which a strict Content-Security-Policy allows, unlike a <style>.
  const deferred = [...document.body.querySelectorAll<HTMLElement>('*')].filter(
    (element) => document.defaultView?.getComputedStyle(element).contentVisibility === 'auto',
  );
  for (const element of deferred) element.style.contentVisibility = 'visible';
  try {
    const result = await axe.run(scope.include ? { include: scope.include } : document, {
      runOnly: scope.rules ? { type: 'rule', values: scope.rules } : { type: 'tag', values: tags },
      // Only the violations are read: axe then skips describing every passing element, most of its time.
      resultTypes: ['violations'],
      iframes: false,
      elementRef: true,
    });
    return result.violations;
  } finally {
    for (const element of deferred) element.style.removeProperty('content-visibility');
  }
}

function describeViolation(fields: PageFields, violation: axeCore.Result, node: axeCore.NodeResult, element: Element): PageProblem {
  const text = accessibleText(element);
  const byText: Match[] = text ? [equalTo(text), containedIn(text)] : [];
  switch (violation.id) {
    case 'image-alt':
    case 'role-img-alt':
    case 'svg-img-alt':
      return atDescription(fields, element, 'missing-alt', 'has no description: say what it shows, for people who cannot see it.');
    case 'image-redundant-alt':
      // Screen readers read the description, then the same words beside it.
      return atDescription(
        fields,
        element,
        'accessibility',
        'is described with the same words as the text beside it, so screen readers say them twice: say what the photo shows instead.',
      );
    case 'heading-order': {
      const level = headingLevel(element);
      const before = previousHeadingLevel(fields.document, element);
      return fields.problem(
        fields.fieldOf(element, byText),
        'heading-skipped',
        `The heading ${quoted(text)} comes ${before ? `right after a level ${before} heading` : 'before any heading'} but is a level ${level}, so screen readers announce the page as if a part were missing: give the section before it a heading, or move this one.`,
      );
    }
    case 'link-name': {
      const href = element.getAttribute('href') ?? '';
      const ref = fields.fieldOf(element, href ? [equalTo(href)] : []);
      return fields.problem(
        ref,
        'missing-name',
        `A link${href ? ` to ${href}` : ''} has no words for a screen reader to say: give it a label that says where it goes.`,
      );
    }
    case 'button-name':
    case 'input-button-name':
      return fields.problem(
        fields.fieldOf(element, byText),
        'missing-name',
        'A button has no words for a screen reader to say: give it a label that says what it does.',
      );
    case 'color-contrast':
    case 'link-in-text-block': {
      const data = (node.any[0]?.data ?? {}) as { contrastRatio?: number; expectedContrastRatio?: string };
      const ratio = data.contrastRatio
        ? ` (contrast ${Math.floor(data.contrastRatio * 10) / 10} to 1, where ${data.expectedContrastRatio?.replace(':1', '') ?? '4.5'} to 1 is needed)`
        : '';
      return fields.problem(
        styleField(fields, fields.fieldOf(element, byText)),
        'low-contrast',
        `The text ${quoted(text)} is hard to read on its background${ratio}: choose another style for it, or another background for its section.`,
      );
    }
    case 'label':
    case 'select-name':
    case 'aria-input-field-name':
      return fields.problem(fields.fieldOf(element, byText), 'missing-label', 'A form field has no label for a screen reader to say: give it one.');
    case 'duplicate-id':
    case 'duplicate-id-aria':
    case 'duplicate-id-active': {
      const id = element.id;
      return fields.problem(
        fields.fieldOf(element, [(value, parent) => value === id && isPlainObject(parent) && parent.id === id]),
        'accessibility',
        `Two parts of the page have the anchor name “${id}”: give each its own, so links and screen readers find the right one.`,
      );
    }
    case 'empty-heading':
      return fields.problem(fields.fieldOf(element, []), 'missing-name', 'A heading has no words: write one, or leave the heading out.');
    default:
      return fields.problem(fields.fieldOf(element, byText), 'accessibility', `${sentence(violation.help)}${text ? `: ${quoted(text)}` : ''}.`);
  }
}

/** A problem with the description of the photo `element` shows, at that description (at the picture, for one the content does not give), naming the photo. */
function atDescription(fields: PageFields, element: Element, code: PageProblem['code'], what: string): PageProblem {
  const photo = fields.photoOf(element);
  const ref = photo ? { ...photo.ref, path: [...photo.ref.path, 'alt'] } : fields.fieldOf(element, []);
  return fields.problem(ref, code, `${photo ? `The photo “${fileName(photo.src)}”` : 'A picture'} ${what}`);
}

/** Photos whose description is empty and that are not marked as decorative. */
function photoDescriptionProblems(fields: PageFields): PageProblem[] {
  const problems: PageProblem[] = [];
  for (const img of fields.document.querySelectorAll('main img')) {
    if (plainText(img.getAttribute('alt')) !== '' || img.getAttribute('aria-hidden') === 'true') continue;
    const photo = fields.photoOf(img);
    if (!photo || photo.decorative) continue;
    problems.push(
      fields.problem(
        { ...photo.ref, path: [...photo.ref.path, 'alt'] },
        'missing-alt',
        `The photo “${fileName(photo.src)}” has no description: say what it shows, for people who cannot see it, or mark it as only decorating.`,
      ),
    );
  }
  return problems;
}

/** Where a hard-to-read text's colours are chosen: the style field beside it, if it has one. */
function styleField(fields: PageFields, ref: FieldRef): FieldRef {
  const owner = ref.path.slice(0, -1);
  const object = fields.valueOf({ ...ref, path: owner });
  const key = isPlainObject(object) ? styleFields.find((name) => name in object) : undefined;
  return key ? { ...ref, path: [...owner, key] } : ref;
}

const headingLevel = (element: Element) => Number(/^h([1-6])$/i.exec(element.tagName)?.[1] ?? element.getAttribute('aria-level') ?? 0);

function previousHeadingLevel(document: Document, element: Element): number | undefined {
  const headings = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6, [role="heading"]')];
  const before = headings[headings.indexOf(element) - 1];
  return before ? headingLevel(before) : undefined;
}

/** axe's short help ("Elements must have their visible text as part of their accessible name") as the start of a sentence. */
const sentence = (help: string) => help.replace(/\.$/, '');
