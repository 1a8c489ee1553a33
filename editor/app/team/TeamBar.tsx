/**
 * The team editor's top line: who is signed in and their role (what it lets them do is read out
 * after it), then the team's own buttons ("Waiting for review" for publishers, "Share a preview"),
 * "People" for owners, and "Sign out". What concerns the open page and the draft stays in the
 * toolbar below (Save, History, Publish or Send for review).
 */
import { type ReactNode, useState } from 'react';
import { ApiFailure } from '../ui/api';
import { barButton } from '../ui/styles';
import { roleAbilities, roleNames } from './roles';
import { signOut } from '../ui/signInPage';
import type { Team } from './useTeam';

export function TeamBar({ team, children, onFailure }: { team: Team; children: ReactNode; onFailure: (message: string) => void }) {
  const { member } = team;
  const [signingOut, setSigningOut] = useState(false);
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-1 border-b border-slate-200 bg-slate-50 px-4 py-1.5 text-sm max-sm:px-3">
      <p className="min-w-0 text-slate-700">
        Signed in as <strong className="font-semibold text-slate-900">{member.name}</strong>
        <span className="ml-2 rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800">{roleNames[member.role]}</span>
        <span className="sr-only">: {roleAbilities[member.role]}</span>
      </p>
      <div className="ml-auto flex flex-wrap items-center justify-end gap-2 max-sm:ml-0 max-sm:justify-start max-sm:gap-1.5">
        {children}
        {team.mayManagePeople && (
          <button ref={team.buttons.people} type="button" className={barButton} onClick={() => team.openDialog('people')}>
            People
          </button>
        )}
        <span aria-hidden="true" className="mx-1 h-5 w-px bg-slate-300 max-sm:hidden" />
        <button
          type="button"
          className={barButton}
          disabled={signingOut}
          onClick={() => {
            setSigningOut(true);
            signOut().catch((error: Error) => {
              setSigningOut(false);
              if (!(error instanceof ApiFailure && error.status === 401)) onFailure(`Signing out did not work: ${error.message}`);
            });
          }}
        >
          Sign out
        </button>
      </div>
    </div>
  );
}
