/**
 * The way to the team editor's sign-in page (editor/sign-in.html): when the server says nobody
 * is signed in (401, on the first question or any later one), and on Sign out. Unsaved work is
 * in the browser's kept drafts by then, and the editor offers it back once the person is signed
 * in again, so leaving asks nothing.
 */
import { api } from './api';

let leaving = false;

/** Whether the editor is on its way to the sign-in page (so leaving with unsaved work, kept in the browser, asks nothing). */
export const isLeavingToSignIn = () => leaving;

/** To the sign-in page, and back to this address once signed in. */
export function goToSignIn(): void {
  if (leaving) return;
  leaving = true;
  location.assign(`/sign-in?next=${encodeURIComponent(location.pathname + location.search)}`);
}

/**
 * Ends the session on the server, then shows the sign-in page. The editor is leaving from the
 * start: a question of the editor's that the server answers 401 meanwhile (the session has
 * ended) must not start a second way to sign-in, which would cut this one short.
 */
export async function signOut(): Promise<void> {
  leaving = true;
  try {
    await api.signOut({ body: {} });
  } catch (error) {
    leaving = false;
    throw error;
  }
  location.assign('/sign-in');
}
