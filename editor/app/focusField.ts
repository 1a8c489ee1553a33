/**
 * Going to a problem: the selection that shows its field (a section, the page's details, or the
 * settings' one form), and the focus on the field once the form shows it.
 */
import type { JsonPath, Problem } from '../shared/api';
import type { Selection } from './address';
import { pathKey } from './form';

/** Where in the outline a problem of `file` is: its section, else the page's details (the settings have one form). */
export function selectionOf(problem: Pick<Problem, 'path'>, isSite: boolean): Selection | undefined {
  if (problem.path[0] === 'sections' && typeof problem.path[1] === 'number') return problem.path[1];
  return isSite ? undefined : 'details';
}

/** How many frames to wait for the form of another page or section to show the field itself. */
const framesToWait = 30;

/**
 * Focuses the form's control for `path` (each control carries its path as `data-path`) or, when
 * it is not shown (inside a list or "More settings" not open), the nearest group that holds it.
 * The form of a page or section just opened renders a frame or two later, so this waits for it.
 */
export function focusField(path: JsonPath): void {
  const at = (keys: JsonPath) =>
    document.querySelector<HTMLElement>(`[data-path="${CSS.escape(pathKey(keys))}"]`) ??
    document.querySelector<HTMLElement>(`[data-group="${CSS.escape(pathKey(keys))}"] :is(input, select, textarea, button)`);
  let frames = 0;
  const attempt = () => {
    const exact = at(path);
    if (!exact && ++frames < framesToWait) {
      requestAnimationFrame(attempt);
      return;
    }
    let keys = path;
    while (keys.length && !at(keys)) keys = keys.slice(0, -1);
    at(keys)?.focus();
  };
  requestAnimationFrame(attempt);
}
