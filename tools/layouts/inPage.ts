/**
 * What the layout checker measures inside the page (sent with page.evaluate, so each function
 * stands alone: no imports, nothing from outside its body). A page's parts are the children of
 * <main>, its sections in order, then the footer.
 *
 * `findLayoutProblems` reads the page as laid out now and says, part by part, where it breaks
 * the rules of tools/checkLayouts.ts: text or a control outside its section, its box or the
 * screen; text over text, or a control over text; a word broken inside, or a line of one
 * character; a grid row with an empty slot, or a lone item stretched across it. Each offending
 * element gets `data-layout-problem`, so a screenshot can outline it. `layoutBoxes` records
 * where every element of each part is, to compare before and after the islands hydrate.
 */

export type ProblemRule =
  | 'overflow'
  | 'overlap'
  | 'broken-word'
  | 'single-character'
  | 'long-button'
  | 'empty-slot'
  | 'stretched'
  | 'target-size'
  | 'contrast'
  | 'hydration-shift';

export interface PartProblem {
  rule: ProblemRule;
  message: string;
}

export interface PartProblems {
  part: number;
  problems: PartProblem[];
}

export function findLayoutProblems(): PartProblems[] {
  const main = document.querySelector('main');
  const footer = document.querySelector('main ~ footer');
  const parts = [...(main?.children ?? []), ...(footer ? [footer] : [])] as HTMLElement[];
  const viewportWidth = document.documentElement.clientWidth;
  const allowedInsideAddress = '@./-_?&=#:';
  const breakAfterInText = '-\u2010\u2013\u2014/';

  const quote = (text: string) => `"${text.length > 60 ? `${text.slice(0, 57)}…` : text}"`;
  const describe = (element: Element) => {
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim();
    return `<${element.tagName.toLowerCase()}>${text ? ` ${quote(text)}` : ''}`;
  };
  const mark = (element: Element) => element.setAttribute('data-layout-problem', '');
  const styles = new Map<Element, CSSStyleDeclaration>();
  const style = (element: Element) => {
    const found = styles.get(element) ?? getComputedStyle(element);
    styles.set(element, found);
    return found;
  };
  const isScreenReaderOnly = (element: Element) => {
    if (style(element).overflow === 'visible') return false;
    const rect = element.getBoundingClientRect();
    return rect.width <= 1 && rect.height <= 1;
  };
  /** Shown: rendered, not invisible, not text meant for screen readers only (known for an element once its parent is). */
  const shown = new Map<Element, boolean>();
  const isShown = (element: Element): boolean => {
    const known = shown.get(element);
    if (known !== undefined) return known;
    const parent = element.parentElement;
    const result =
      element.checkVisibility({ checkVisibilityCSS: true }) && !isScreenReaderOnly(element) && (!parent || parent === document.body || isShown(parent));
    shown.set(element, result);
    return result;
  };
  const containerOf = new Map<Element, Element>();
  const lineContainer = (node: Node): Element => {
    const start = node.parentElement!;
    const known = containerOf.get(start);
    if (known) return known;
    let at = start;
    while (at.parentElement && ['inline', 'contents'].includes(style(at).display)) at = at.parentElement;
    containerOf.set(start, at);
    return at;
  };
  const intersect = (a: DOMRect, b: DOMRect) => {
    const width = Math.min(a.right, b.right) - Math.max(a.left, b.left);
    const height = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
    return width > 2 && height > 2;
  };
  /** The nearest ancestor up to `part` that clips what overflows it. */
  const clipOf = (element: Element, part: Element): Element | undefined => {
    for (let at = element.parentElement; at && part.contains(at); at = at.parentElement) if (style(at).overflowX !== 'visible') return at;
    return undefined;
  };
  const isBox = (element: Element | null | undefined): boolean => {
    if (!element) return false;
    const s = style(element);
    return (
      (s.backgroundColor !== 'rgba(0, 0, 0, 0)' && s.backgroundColor !== 'transparent') || s.boxShadow !== 'none' || Number.parseFloat(s.borderLeftWidth) > 0
    );
  };

  return parts.map((part, index) => {
    const problems: PartProblem[] = [];
    const add = (rule: ProblemRule, message: string, element?: Element) => {
      if (element) mark(element);
      if (!problems.some((p) => p.rule === rule && p.message === message)) problems.push({ rule, message });
    };
    const partRect = part.getBoundingClientRect();

    // Text, line by line: each character's box, grouped by the block that lays it out.
    interface Char {
      at: number;
      rect: DOMRect;
    }
    const containers = new Map<Element, { text: string; chars: Char[] }>();
    const walker = document.createTreeWalker(part, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const container = lineContainer(node);
      const entry = containers.get(container) ?? { text: '', chars: [] };
      // A space between two words set in different elements still parts them.
      if (!node.data.trim()) {
        if (containers.has(container)) entry.text += ' ';
        continue;
      }
      if (!isShown(node.parentElement!)) continue;
      containers.set(container, entry);
      const offset = entry.text.length;
      entry.text += node.data;
      for (let i = 0; i < node.data.length; i++) {
        if (/\s/.test(node.data[i]!)) continue;
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const rect = [...range.getClientRects()].find((r) => r.width > 0 && r.height > 0);
        if (rect) entry.chars.push({ at: offset + i, rect });
      }
      // An element between two text nodes (a <wbr>, a <br>) is no space: the two stay one word.
    }

    interface Line {
      container: Element;
      rect: DOMRect;
    }
    const lines: Line[] = [];
    for (const [container, { text, chars }] of containers) {
      const visible = text.replace(/\s/g, '').length;
      let line: Char[] = [];
      const finishLine = () => {
        if (!line.length) return;
        const left = Math.min(...line.map((c) => c.rect.left));
        const right = Math.max(...line.map((c) => c.rect.right));
        const top = Math.min(...line.map((c) => c.rect.top));
        const bottom = Math.max(...line.map((c) => c.rect.bottom));
        // The glyphs' middle: boxes of adjoining lines set tight overlap at their edges.
        lines.push({ container, rect: new DOMRect(left, top + (bottom - top) * 0.2, right - left, (bottom - top) * 0.6) });
        if (line.length === 1 && visible > 1)
          add('single-character', `a line holds one character, ${quote(text[line[0]!.at]!)}, in ${describe(container)}`, container);
      };
      for (let i = 0; i < chars.length; i++) {
        const char = chars[i]!;
        const previous = chars[i - 1];
        if (previous && char.rect.top > previous.rect.top + previous.rect.height / 2) {
          finishLine();
          line = [];
          const between = text.slice(previous.at, char.at + 1);
          if (!/\s/.test(between)) {
            // The word the line breaks inside.
            const start = text.slice(0, previous.at + 1).search(/\S+$/);
            const end = char.at + (text.slice(char.at).search(/\s|$/) || text.length - char.at);
            const word = text.slice(start, end);
            const before = text[previous.at]!;
            const after = text[char.at]!;
            const isAddress = /@|:\/\/|^www\./.test(word);
            const atPunctuation = allowedInsideAddress.includes(before) || allowedInsideAddress.includes(after);
            const runningText = /\s/.test(text.trim());
            const allowed = isAddress ? atPunctuation : runningText && breakAfterInText.includes(before);
            if (!allowed)
              add(
                'broken-word',
                `${quote(word)} breaks inside, as ${quote(text.slice(start, previous.at + 1))} and ${quote(text.slice(char.at, end))}, in ${describe(container)}`,
                container,
              );
          }
        }
        line.push(char);
      }
      finishLine();
    }

    // Overflow: text out of the screen, its section, its own block or a box that clips it.
    for (const { container, rect } of lines) {
      const clip = clipOf(container, part);
      const box = container.getBoundingClientRect();
      if (rect.right > viewportWidth + 1 || rect.left < -1) add('overflow', `text runs off the screen in ${describe(container)}`, container);
      else if (rect.right > partRect.right + 1 || rect.left < partRect.left - 1)
        add('overflow', `text runs out of its section in ${describe(container)}`, container);
      else if (rect.right > box.right + 1 || rect.left < box.left - 1) add('overflow', `text runs out of its box in ${describe(container)}`, container);
      else if (clip) {
        const clipRect = clip.getBoundingClientRect();
        if (rect.right > clipRect.right + 1 || rect.left < clipRect.left - 1) add('overflow', `text is cut off in ${describe(container)}`, container);
      }
    }
    const controls = [...part.querySelectorAll('a, button, summary, input, select, textarea, iframe, img')].filter(
      (element) => isShown(element) && element.getBoundingClientRect().width > 0,
    );
    for (const control of controls) {
      const rect = control.getBoundingClientRect();
      if (rect.right > viewportWidth + 1 || rect.left < -1) add('overflow', `${describe(control)} runs off the screen`, control);
      else if (rect.right > partRect.right + 1 || rect.left < partRect.left - 1) add('overflow', `${describe(control)} runs out of its section`, control);
    }
    // A box whose content is wider than it (a line that may not wrap, a label that sticks out).
    for (const element of part.querySelectorAll<HTMLElement>('*')) {
      if (element instanceof SVGElement || !isShown(element)) continue;
      const s = style(element);
      if (s.display === 'inline' || s.overflowX !== 'visible' || element.clientWidth === 0) continue;
      if (element.scrollWidth > element.clientWidth + 1 && isBox(element))
        add('overflow', `the content of ${describe(element)} is ${element.scrollWidth - element.clientWidth}px wider than its box`, element);
    }

    // A button (a link or button drawn as a box) reads at a glance: its label takes two lines at most.
    for (const control of controls) {
      if (!control.matches('a, button') || !isBox(control)) continue;
      const own = lines.filter((line) => control === line.container || control.contains(line.container)).map((line) => Math.round(line.rect.top));
      if (new Set(own).size > 2) add('long-button', `the label of ${describe(control)} takes ${new Set(own).size} lines`, control);
    }

    // Overlap: text over text, a control over text or over another control.
    for (let i = 0; i < lines.length; i++) {
      for (let j = i + 1; j < lines.length; j++) {
        const a = lines[i]!;
        const b = lines[j]!;
        if (a.container === b.container || a.container.contains(b.container) || b.container.contains(a.container)) continue;
        if (intersect(a.rect, b.rect)) add('overlap', `${describe(a.container)} and ${describe(b.container)} overlap`, a.container);
      }
    }
    const clickable = controls.filter((element) => element.matches('a, button, summary, input, select, textarea'));
    for (const control of clickable) {
      const rect = control.getBoundingClientRect();
      for (const line of lines) {
        if (control.contains(line.container) || line.container.contains(control)) continue;
        if (intersect(rect, line.rect)) add('overlap', `${describe(control)} lies over ${describe(line.container)}`, control);
      }
      for (const other of clickable) {
        if (
          other === control ||
          other.contains(control) ||
          control.contains(other) ||
          other.compareDocumentPosition(control) & Node.DOCUMENT_POSITION_PRECEDING
        )
          continue;
        if (intersect(rect, other.getBoundingClientRect())) add('overlap', `${describe(control)} and ${describe(other)} overlap`, control);
      }
    }

    // Grids: lists of cards (boxes at least 64px tall: tiles, cards, figures, not tags or
    // buttons) side by side. Every row full, or centred; no item wider than the others.
    const isCard = (item: Element) => {
      const box = isBox(item) ? item : item.children.length === 1 && isBox(item.firstElementChild) ? item.firstElementChild! : undefined;
      return box !== undefined && box.getBoundingClientRect().height >= 64;
    };
    for (const list of part.querySelectorAll('ul, ol, dl')) {
      const s = style(list);
      const items = [...list.children].filter(isShown);
      const widths = items.map((item) => item.getBoundingClientRect().width);
      // A wrapping row of items of their own widths (tags, badges) flows like text: only equal items make a grid.
      const equal = widths.length > 0 && Math.max(...widths) - Math.min(...widths) <= 2;
      const laidOutInRows = s.display === 'grid' || (s.display === 'flex' && s.flexWrap === 'wrap' && s.flexDirection === 'row' && equal);
      if (!laidOutInRows || items.length === 0 || !items.every(isCard)) continue;
      const listRect = list.getBoundingClientRect();
      const contentLeft = listRect.left + Number.parseFloat(s.paddingLeft);
      const contentRight = listRect.right - Number.parseFloat(s.paddingRight);
      const rects = items.map((item) => item.getBoundingClientRect());
      // Items share a row when they lie mostly side by side (a highlighted item may stand out above and below).
      const sideBySide = (a: DOMRect, b: DOMRect) => Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > Math.min(a.height, b.height) / 2;
      const rows: DOMRect[][] = [];
      for (const rect of rects) {
        const row = rows.find((r) => sideBySide(r[0]!, rect));
        if (row) row.push(rect);
        else rows.push([rect]);
      }
      const widest = Math.max(...rows.map((row) => row.length));
      rows.forEach((row, r) => {
        const sorted = [...row].sort((a, b) => a.left - b.left);
        const leftGap = sorted[0]!.left - contentLeft;
        const rightGap = contentRight - sorted.at(-1)!.right;
        const width = sorted[0]!.width;
        if (Math.abs(leftGap - rightGap) > 2 && Math.max(leftGap, rightGap) > width / 2) {
          add(
            'empty-slot',
            `row ${r + 1} of ${rows.length} of a grid of ${items.length} holds ${row.length} and leaves an empty slot on the ${leftGap > rightGap ? 'left' : 'right'}`,
            list,
          );
        }
      });
      if (widest > 1 && Math.max(...widths) - Math.min(...widths) > 2)
        add('stretched', `the items of a grid of ${items.length} are not all the same width: one is stretched across its row`, list);
      if (viewportWidth >= 1024 && items.length === 1 && widths[0]! > (contentRight - contentLeft) * 0.7)
        add('stretched', 'a lone item is stretched across a wide screen', list);
    }
    return { part: index, problems };
  });
}

export interface PartBoxes {
  part: number;
  /** Where each element of the part is, relative to the part, in document order. */
  boxes: { path: string; left: number; top: number; width: number; height: number }[];
  height: number;
}

/** Where every element of each part is laid out, relative to the part (the checker turns animations off, so no transform moves one). */
export function layoutBoxes(): PartBoxes[] {
  const main = document.querySelector('main');
  const footer = document.querySelector('main ~ footer');
  const parts = [...(main?.children ?? []), ...(footer ? [footer] : [])] as HTMLElement[];
  return parts.map((part, index) => {
    const origin = part.getBoundingClientRect();
    const boxes: PartBoxes['boxes'] = [];
    const walk = (element: Element, path: string) => {
      let i = 0;
      for (const child of element.children) {
        const at = `${path}/${child.tagName.toLowerCase()}[${i++}]`;
        if (!(child instanceof HTMLElement)) continue;
        const rect = child.getBoundingClientRect();
        if (rect.width === 0 && rect.height === 0) continue;
        boxes.push({ path: at, left: rect.left - origin.left, top: rect.top - origin.top, width: rect.width, height: rect.height });
        walk(child, at);
      }
    };
    walk(part, '');
    return { part: index, boxes, height: origin.height };
  });
}
