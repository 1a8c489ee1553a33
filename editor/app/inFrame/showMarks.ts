/**
 * "Before and after"'s marks on a rendered page: each changed, new or removed section outlined,
 * with a label inside it that says so (real text, read out before the section); a slim line where
 * a removed section was; and the words that changed highlighted with the CSS Custom Highlight API,
 * which paints ranges without touching the page's markup. A changed text the page does not show
 * (a photo's description) is said in the label instead. The styles are in frame.css.
 */
import type { PageMarks, SectionMark } from '../../shared/api';

/** Our own elements in <main>: not sections. */
export const markerAttribute = 'data-preview-marker';

const labels: Record<SectionMark['change'], string> = { changed: 'Changed', new: 'New', removed: 'Removed' };

/** Shows the marks on `sections` (the page's rendered sections, in order); returns what takes them away. */
export function showMarks(marks: PageMarks, main: Element, sections: Element[]): () => void {
  const added: Element[] = [];
  const highlight = new Highlight();
  for (const [index, mark] of Object.entries(marks.sections)) {
    const section = sections[Number(index)];
    if (!section) continue;
    section.setAttribute('data-preview-change', mark.change);
    const unseen: string[] = [];
    for (const text of mark.texts) {
      const ranges = rangesOf(section, text);
      if (ranges) for (const range of ranges) highlight.add(range);
      else unseen.push(unseenLine(marks.side, text));
    }
    const label = element('p', 'preview-change-label', '');
    label.append(element('strong', '', labels[mark.change]), ...unseen.map((line) => element('span', '', line)));
    label.style.top = `${belowHeader(section) + 4}px`;
    section.prepend(label);
    added.push(label);
  }
  for (const { at, name } of marks.removed) {
    const line = element('p', 'preview-removed-here', `Removed here: ${name}`);
    main.insertBefore(line, sections[at] ?? null);
    added.push(line);
  }
  const name = marks.side === 'after' ? 'preview-added' : 'preview-removed';
  CSS.highlights.set(name, highlight);
  // The first change in view, as a reader would look for it.
  (added[0]?.closest('[data-preview-change]') ?? added[0])?.scrollIntoView({ block: 'start' });
  return () => {
    for (const node of added) node.remove();
    for (const section of sections) section.removeAttribute('data-preview-change');
    CSS.highlights.delete(name);
  };
}

/** A changed text the page does not show, said in words: "Photo, Alt text (not shown on the page): “…” (was “…”)". */
function unseenLine(side: PageMarks['side'], { text, other, field }: SectionMark['texts'][number]): string {
  const said = `${field || 'A text'} (not shown on the page): “${text}”`;
  if (!other.trim()) return `${said} (${side === 'after' ? 'added' : 'removed'})`;
  return `${said} (${side === 'after' ? 'was' : 'now'} “${other}”)`;
}

/** How far down the section the site's header reaches when it lies over the page (0 when it does not cover it): a label goes below it. */
function belowHeader(section: Element): number {
  const header = document.querySelector('header');
  if (!header || getComputedStyle(header).position === 'static') return 0;
  const top = section.getBoundingClientRect().top + scrollY;
  return Math.max(0, header.getBoundingClientRect().bottom + scrollY - top);
}

function element(tag: string, className: string, text: string): HTMLElement {
  const node = document.createElement(tag);
  if (className) node.className = className;
  node.setAttribute(markerAttribute, '');
  node.textContent = text;
  return node;
}

/**
 * The ranges of the changed words of `text` in the section's own text: where the whole text is
 * found, its runs; else each run found on its own; undefined when the page shows none of it.
 */
function rangesOf(section: Element, { text, runs }: SectionMark['texts'][number]): Range[] | undefined {
  const nodes: { node: Text; start: number }[] = [];
  let full = '';
  const walker = document.createTreeWalker(section, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) => (node.parentElement?.closest(`[${markerAttribute}]`) ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
  });
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    nodes.push({ node: node as Text, start: full.length });
    full += node.nodeValue ?? '';
  }
  const rangeAt = (start: number, end: number) => {
    const range = document.createRange();
    const [from, to] = [locate(nodes, start, false), locate(nodes, end, true)];
    if (!from || !to) return undefined;
    range.setStart(from.node, from.offset);
    range.setEnd(to.node, to.offset);
    return range;
  };
  const whole = full.indexOf(text);
  if (whole >= 0) return runs.flatMap(([start, end]) => rangeAt(whole + start, whole + end) ?? []);
  const found = runs.flatMap(([start, end]) => {
    const words = text.slice(start, end).trim();
    const at = full.indexOf(words);
    return at >= 0 ? (rangeAt(at, at + words.length) ?? []) : [];
  });
  return found.length ? found : undefined;
}

/** The text node and offset at `position` of the section's text (an end at a node's end stays in that node). */
function locate(nodes: { node: Text; start: number }[], position: number, isEnd: boolean) {
  for (const { node, start } of nodes) {
    const length = node.nodeValue?.length ?? 0;
    if (position < start + length || (isEnd && position === start + length)) return { node, offset: position - start };
  }
  return undefined;
}
