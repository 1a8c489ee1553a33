/**
 * A long page's later sections are left out of its first rendering (content-visibility: auto in
 * styles.css): the browser styles and lays them out only as the visitor scrolls near them, so
 * the page shows sooner. Until then each holds an estimated height, and whatever measures the
 * page sees estimates: the scrollbar, a scroll to a form, an accessibility checker reading the
 * colours behind a text. So once the page is up, this renders them for good, one per task from
 * the top: the same work, moved out of the first paint into pieces too small to hold up a tap.
 * Without JavaScript they keep rendering as the visitor nears them.
 */
import { nextTask } from './nextTask';

/** Marks a section as rendered for good; styles.css stops deferring it. */
const renderedAttribute = 'data-rendered';

export async function renderLaterSections(): Promise<void> {
  // The parts styles.css defers, read from it rather than from a second copy of its selector.
  const deferred = [...document.querySelectorAll<HTMLElement>('main > *, main ~ footer')].filter((part) => getComputedStyle(part).contentVisibility === 'auto');
  for (const section of deferred) {
    await nextTask();
    section.setAttribute(renderedAttribute, '');
    // Lays it out in this task, rather than all of them together in the next frame.
    void section.offsetHeight;
  }
}
