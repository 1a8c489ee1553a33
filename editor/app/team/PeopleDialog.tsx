/**
 * "People" (owners): the team, with each person's e-mail, role and whether they have signed in
 * yet; "Invite" (e-mail, name, role) shows the one-time link to send them, since the editor sends
 * no e-mail; a role chosen and saved with "Change role"; "Send a new link" (a forgotten password, an expired link) and
 * "Remove", each after a question. A refusal (the last owner, an address already on the team) is
 * shown in the server's sentence, and nothing changes.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type Ref, useEffect, useId, useRef, useState } from 'react';
import { type InviteLink, type PersonItem, type Role, roles, type TeamMember } from '../../shared/api';
import { peopleQuery, useWrite } from '../ui/queries';
import { Notice, LabelledInput } from '../ui/dialogParts';
import { primaryClass, toolbarButton } from '../ui/styles';
import { DialogWithClose } from '../ui/modalDialog';
import { ConfirmDialog, CopyLink } from '../ui/dialogs';
import { roleAbilities, roleNames } from './roles';
import { whenInWords } from '../ui/words';

type Said = { tone: 'success' | 'error'; text: string };
type Question = { action: 'remove' | 'reset'; person: PersonItem };

const selectClass = 'rounded-md border border-slate-400 bg-white px-2 py-1.5 text-sm focus-visible:outline-2 focus-visible:outline-blue-700';

export function PeopleDialog({ me, onClose }: { me: TeamMember; onClose: () => void }) {
  const client = useQueryClient();
  const team = useQuery(peopleQuery);
  const people = team.data;
  const writes = { invite: useWrite('invite'), setRole: useWrite('setRole'), remove: useWrite('removePerson'), sendNewLink: useWrite('sendNewLink') };
  const [said, setSaid] = useState<Said>();
  const [link, setLink] = useState<{ title: string; answer: InviteLink }>();
  const [question, setQuestion] = useState<Question>();
  const outcome = useRef<HTMLDivElement>(null);
  const linkHeading = useRef<HTMLHeadingElement>(null);

  // The team as read again after each change (ui/queries.ts), before the focus moves.
  const load = () => client.fetchQuery({ ...peopleQuery, staleTime: 0 }).catch(() => undefined);
  const shown = said ?? (team.error ? { tone: 'error' as const, text: `The team could not be read: ${team.error.message}` } : undefined);

  /**
   * Does one change to the team; says what came of it, and reads the team again either way. The
   * focus goes to a new link, or (`moveFocus`: the button pressed may be gone) to what came of it.
   */
  const change = async (work: () => Promise<Said & { link?: { title: string; answer: InviteLink } }>, moveFocus = true) => {
    setSaid(undefined);
    // A link shown stays while a role changes; another action replaces it.
    if (moveFocus) setLink(undefined);
    try {
      const result = await work();
      setSaid({ tone: result.tone, text: result.text });
      if (result.link) setLink(result.link);
      await load();
      return true;
    } catch (error) {
      setSaid({ tone: 'error', text: (error as Error).message });
      await load();
      return false;
    } finally {
      if (moveFocus) requestAnimationFrame(() => (linkHeading.current ?? outcome.current)?.focus());
    }
  };

  const answer = (question: Question) => {
    setQuestion(undefined);
    const { person } = question;
    void change(async () => {
      if (question.action === 'remove') {
        await writes.remove.mutateAsync({ body: { email: person.email } });
        return { tone: 'success', text: `${person.name} was removed from the team and signed out.` };
      }
      const answer = await writes.sendNewLink.mutateAsync({ body: { email: person.email } });
      return {
        tone: 'success',
        text: `${person.name} has a new link; their old password no longer works.`,
        link: { title: `New link for ${person.name}`, answer },
      };
    });
  };

  return (
    <DialogWithClose title="People" wide onClose={onClose}>
      <p className="text-sm text-slate-700">
        Everyone who may sign in to the editor. An <strong>editor</strong> {roleAbilities.editor}; a <strong>publisher</strong> {roleAbilities.publisher}; an{' '}
        <strong>owner</strong> {roleAbilities.owner}.
      </p>

      <div ref={outcome} tabIndex={-1} role="status" className="focus:outline-none">
        {shown && <Notice tone={shown.tone}>{shown.text}</Notice>}
      </div>
      {link && <LinkToSend title={link.title} answer={link.answer} headingRef={linkHeading} />}

      <section>
        <h3 className="font-bold">The team</h3>
        {!people && shown?.tone !== 'error' && <p className="mt-1 text-sm text-slate-700">Reading the team…</p>}
        {people && (
          <div className="mt-2 overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">The team</caption>
              <thead className="border-b border-slate-300 text-slate-700">
                <tr>
                  <th scope="col" className="py-2 pr-3 font-semibold">
                    Name
                  </th>
                  <th scope="col" className="py-2 pr-3 font-semibold">
                    Email
                  </th>
                  <th scope="col" className="py-2 pr-3 font-semibold">
                    Role
                  </th>
                  <th scope="col" className="py-2 pr-3 font-semibold">
                    Status
                  </th>
                  <th scope="col" className="py-2 font-semibold">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {people.map((person) => (
                  <PersonRow
                    key={person.email}
                    person={person}
                    isMe={person.email === me.email.toLowerCase()}
                    onRole={async (role) => {
                      const changed = await change(async () => {
                        const changed = await writes.setRole.mutateAsync({ body: { email: person.email, role } });
                        return { tone: 'success', text: `${changed.name} is now ${role === 'editor' ? 'an' : 'a'} ${role}: ${roleAbilities[role]}.` };
                      }, false);
                      // Refused: the sentence that says why (the row shows the role the person still has).
                      if (!changed) outcome.current?.focus();
                      return changed;
                    }}
                    onAsk={(action) => setQuestion({ action, person })}
                  />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <InviteForm
        onInvite={(email, name, role) =>
          change(async () => {
            const answer = await writes.invite.mutateAsync({ body: { email, name, role } });
            return {
              tone: 'success',
              text: `${answer.person.name} is invited as ${role === 'editor' ? 'an' : 'a'} ${role}.`,
              link: { title: `Link for ${answer.person.name}`, answer },
            };
          })
        }
      />

      {question && (
        <ConfirmDialog
          title={question.action === 'remove' ? `Remove ${question.person.name}?` : `Send a new link to ${question.person.name}?`}
          action={question.action === 'remove' ? 'Remove' : 'Send a new link'}
          onConfirm={() => answer(question)}
          onCancel={() => setQuestion(undefined)}
        >
          {question.action === 'remove' ? (
            <p>
              {question.person.name} is signed out at once and cannot sign in again. Their unpublished changes stay on the server, where a developer can look at
              them.
            </p>
          ) : (
            <p>
              Their password stops working and they are signed out everywhere. With the new link, which you send them, they choose a new password. For a
              forgotten password or an expired link.
            </p>
          )}
        </ConfirmDialog>
      )}
    </DialogWithClose>
  );
}

function PersonRow({
  person,
  isMe,
  onRole,
  onAsk,
}: {
  person: PersonItem;
  isMe: boolean;
  /** Whether the role changed. */
  onRole: (role: Role) => Promise<boolean>;
  onAsk: (action: Question['action']) => void;
}) {
  const nameId = useId();
  const [chosen, setChosen] = useState<Role>(person.role);
  const roleList = useRef<HTMLSelectElement>(null);
  // The team as read again (after a change, or a refusal that left the role as it was) is what the list shows.
  useEffect(() => setChosen(person.role), [person]);
  return (
    <tr className="border-b border-slate-200 align-middle">
      <th scope="row" id={nameId} className="py-2 pr-3 font-semibold break-words">
        {person.name}
        {isMe && <span className="font-normal text-slate-600"> (you)</span>}
      </th>
      <td className="py-2 pr-3 break-all">{person.email}</td>
      <td className="py-2 pr-3">
        {/* The choice is made, then saved with its button: arrowing through the list saves nothing. */}
        <div className="flex flex-wrap items-center gap-2">
          <select
            ref={roleList}
            aria-label={`Role of ${person.name}`}
            className={selectClass}
            value={chosen}
            onChange={(event) => setChosen(event.target.value as Role)}
          >
            {roles.map((role) => (
              <option key={role} value={role}>
                {roleNames[role]}
              </option>
            ))}
          </select>
          {chosen !== person.role && (
            <button
              type="button"
              className={toolbarButton}
              aria-describedby={nameId}
              onClick={async () => {
                // The button goes once the role is the one chosen: the focus stays in the row, on its role.
                if (await onRole(chosen)) roleList.current?.focus();
                // Refused: the role the person still has.
                else setChosen(person.role);
              }}
            >
              Change role
            </button>
          )}
        </div>
      </td>
      <td className="py-2 pr-3 text-slate-700">
        {person.active ? (
          'Active'
        ) : person.inviteExpiresAt ? (
          <>
            Not signed in yet
            <span className="block text-xs text-slate-600">
              Link works until <time dateTime={person.inviteExpiresAt}>{whenInWords(person.inviteExpiresAt)}</time>
            </span>
          </>
        ) : (
          <>
            Not signed in yet
            <span className="block text-xs text-slate-600">Link expired: send a new one</span>
          </>
        )}
      </td>
      <td className="py-2">
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className={toolbarButton} aria-describedby={nameId} onClick={() => onAsk('reset')}>
            Send a new link
          </button>
          <button type="button" className={toolbarButton} aria-describedby={nameId} onClick={() => onAsk('remove')}>
            Remove
          </button>
        </div>
      </td>
    </tr>
  );
}

/** The one-time link to send a person, with when it stops working. */
function LinkToSend({ title, answer, headingRef }: { title: string; answer: InviteLink; headingRef: Ref<HTMLHeadingElement> }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="rounded-lg border border-emerald-300 bg-emerald-50 p-4">
      <h3 id={titleId} ref={headingRef} tabIndex={-1} className="font-bold text-emerald-950 focus:outline-none">
        {title}
      </h3>
      <p className="mt-1 mb-3 text-sm text-emerald-950">
        Send it to {answer.person.name} ({answer.person.email}) yourself, by e-mail or a message: the editor sends no e-mail. It works once, until{' '}
        <time dateTime={answer.expiresAt}>{whenInWords(answer.expiresAt)}</time>; there they choose their password and are signed in.
      </p>
      <CopyLink label="One-time link" link={answer.link} />
    </section>
  );
}

function InviteForm({ onInvite }: { onInvite: (email: string, name: string, role: Role) => Promise<boolean> }) {
  const titleId = useId();
  const roleId = useId();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<Role>('editor');
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const invited = await onInvite(email.trim(), name.trim(), role);
    setBusy(false);
    if (invited) {
      setEmail('');
      setName('');
      setRole('editor');
    }
  };
  return (
    <section aria-labelledby={titleId} className="rounded-lg border border-slate-200 p-4">
      <h3 id={titleId} className="font-bold">
        Invite a person
      </h3>
      <form className="mt-2 grid items-end gap-3 sm:grid-cols-[1fr_1fr_auto_auto]" onSubmit={submit}>
        <LabelledInput label="Email" type="email" value={email} onChange={setEmail} autoComplete="off" disabled={busy} />
        <LabelledInput label="Name" value={name} onChange={setName} autoComplete="off" disabled={busy} />
        <div>
          <label htmlFor={roleId} className="block text-sm font-bold">
            Role
          </label>
          <select
            id={roleId}
            className={`${selectClass} mt-1 block h-[38px]`}
            value={role}
            disabled={busy}
            onChange={(event) => setRole(event.target.value as Role)}
          >
            {roles.map((option) => (
              <option key={option} value={option}>
                {roleNames[option]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={primaryClass} disabled={busy}>
          Invite
        </button>
      </form>
    </section>
  );
}
