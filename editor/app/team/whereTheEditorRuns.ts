/**
 * Where the editor runs. The app asks the server who is signed in (GET /api/team/me) before it
 * shows anything: the laptop editor has no such route (404) and needs no sign-in; the team editor
 * answers with the person, or 401 when nobody is signed in, and then the person signs in
 * (ui/signInPage.ts) and comes back to the same address. A session that ends later (401 on any
 * request) leads there too.
 */
import type { TeamMember } from '../../shared/api';
import { ApiFailure, api, whenSignedOut } from '../ui/api';
import { goToSignIn } from '../ui/signInPage';

export type EditorPlace =
  | { kind: 'laptop' }
  | { kind: 'team'; member: TeamMember }
  /** No answer that says which (the connection failed, or a proxy answered while the server restarts). */
  | { kind: 'unreachable' };

/** Which editor this is; undefined when the person must sign in first (the page is on its way there). */
export async function whereTheEditorRuns(): Promise<EditorPlace | undefined> {
  try {
    const member = await api.me();
    whenSignedOut(goToSignIn);
    return { kind: 'team', member };
  } catch (error) {
    if (error instanceof ApiFailure && error.status === 401) {
      goToSignIn();
      return undefined;
    }
    // The laptop editor's own answer to a route it does not have; anything else says nothing of
    // where the editor runs, and opening the team editor as the laptop one would hide sign-in.
    if (error instanceof ApiFailure && error.status === 404 && error.error.code === 'not-found') return { kind: 'laptop' };
    return { kind: 'unreachable' };
  }
}
