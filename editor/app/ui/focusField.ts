/**
 * Going to a problem: the selection that shows its field (a section, the page's details, or the
 * settings' one form), and the focus on the field once the form shows it.
 */
import type { JsonPath, Problem } from '../../shared/api';
import type { Selection } from './address';
import { formatPath } from './jsonPath';

/** Where in the outline a problem of `file` is: its section, else the page's details (the settings have one form). */
export function selectionOf(problem: Pick<Problem, 'path'>, isSite: boolean): Selection | undefined {
  if (problem.path[0] === 'sections' && typeof problem.path[1] === 'number') return problem.path[1];
  return isSite ? undefined : 'details';
}

/** The attribute the form's pane carries with the file it shows (two files have fields at the same paths). */
export const formFileAttribute = 'data-form-file';

/** How many frames to wait for the form of another page or section to show the field, and to settle. */
const framesToWait = 30;

/**
 * Focuses the form's control for `path` in `file` (each control carries its path as `data-path`)
 * or, when it is not shown (inside a list or "More settings" not open), the nearest group that
 * holds it. The form of a page or section just opened renders a frame or two later, and may
 * render again as it settles, so this waits for it and keeps the focus there meanwhile.
 */
export function focusField(file: string, path: JsonPath): void {
  const at = (keys: JsonPath) => {
    const form = document.querySelector(`[${formFileAttribute}="${CSS.escape(file)}"]`);
    return (
      form?.querySelector<HTMLElement>(`[data-path="${CSS.escape(formatPath(keys))}"]`) ??
      form?.querySelector<HTMLElement>(`[data-group="${CSS.escape(formatPath(keys))}"] :is(input, select, textarea, button)`) ??
      undefined
    );
  };
  const nearest = () => {
    let keys = path;
    while (keys.length && !at(keys)) keys = keys.slice(0, -1);
    return at(keys);
  };
  let frames = 0;
  let focused: HTMLElement | undefined;
  const attempt = () => {
    frames++;
    const target = at(path) ?? (frames >= framesToWait ? nearest() : undefined);
    if (target && target !== focused) {
      target.focus();
      focused = target;
    }
    if (frames < framesToWait && (!focused || document.activeElement !== focused || !focused.isConnected)) requestAnimationFrame(attempt);
  };
  requestAnimationFrame(attempt);
}
