/**
 * Where the editor runs. The laptop editor's page carries its session token, so it asks nothing:
 * nobody signs in there. On the team editor the app asks who is signed in (GET /api/team/me)
 * before it shows anything: the server answers with the person, or 401 when nobody is signed in,
 * and then the person signs in
 * (ui/signInPage.ts) and comes back to the same address. A session that ends later (401 on any
 * request) leads there too.
 */
import type { TeamMember } from '../../shared/api';
import { ApiFailure, api, onLaptop, whenSignedOut } from '../ui/api';
import { goToSignIn } from '../ui/signInPage';

export type EditorPlace =
  | { kind: 'laptop' }
  | { kind: 'team'; member: TeamMember }
  /** No answer that says which (the connection failed, or a proxy answered while the server restarts). */
  | { kind: 'unreachable' };

/** Which editor this is; undefined when the person must sign in first (the page is on its way there). */
export async function whereTheEditorRuns(): Promise<EditorPlace | undefined> {
  if (onLaptop()) return { kind: 'laptop' };
  try {
    const member = await api.me();
    whenSignedOut(goToSignIn);
    return { kind: 'team', member };
  } catch (error) {
    if (error instanceof ApiFailure && error.status === 401) {
      goToSignIn();
      return undefined;
    }
    // Anything else says nothing of who is signed in: opening the team editor as if signed in,
    // or as the laptop one, would hide sign-in.
    return { kind: 'unreachable' };
  }
}
