/**
 * The team's routes about people: signing in and out (a session in its cookie, sessions.ts; tries
 * held back by signInThrottle.ts), the one-time link's password, who else is editing a page, and
 * the owners' invites, roles, removals and new links (people.ts keeps the team).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { InviteLink, PersonItem } from '../../shared/api.ts';
import { HttpError } from '../guard.ts';
import { type Member, PeopleRefused, type PersonRecord } from './people.ts';
import { endedCookie, sessionCookie } from './sessions.ts';
import { waitInWords } from './signInThrottle.ts';
import type { Team, TeamHandlers } from './team.ts';

const personItem = (member: Member): PersonItem => ({
  email: member.email,
  name: member.name,
  role: member.role,
  active: member.active,
  ...(member.inviteExpiresAt ? { inviteExpiresAt: new Date(member.inviteExpiresAt).toISOString() } : {}),
});

const memberOf = (record: PersonRecord) => ({ name: record.name, email: record.email, role: record.role });

const refused = (error: unknown): never => {
  if (error instanceof PeopleRefused) throw new HttpError(409, { code: 'refused', message: error.message });
  throw error;
};

/** A change to the team, refused (409, with People's sentence) when it cannot be made. */
const changeTeam = <T>(change: () => T): T => {
  try {
    return change();
  } catch (error) {
    return refused(error);
  }
};

/** The address a sign-in comes from: behind the proxy on this machine, the visitor's address is the one it forwards. */
function clientAddress(request: IncomingMessage): string {
  const socket = request.socket.remoteAddress ?? '';
  // The last address is the one the proxy itself saw; the ones before it are what the client claimed.
  const forwarded = String(request.headers['x-forwarded-for'] ?? '')
    .split(',')
    .at(-1)
    ?.trim();
  return /^(::ffff:)?127\.|^::1$/.test(socket) && forwarded ? forwarded : socket;
}

export function peopleHandlers({ editorOrigin, secure, people, sessions, throttle, reviews, shares, drafts, nameOf }: Team) {
  const linkFor = (token: string) => `${editorOrigin}/welcome#${token}`;
  const linkAnswer = ({ member, token }: { member: Member; token: string }): InviteLink => ({
    person: personItem(member),
    link: linkFor(token),
    expiresAt: new Date(member.inviteExpiresAt!).toISOString(),
  });
  /** Signs a person in: a new session, in its cookie on the answer. */
  const startSession = (record: PersonRecord, response: ServerResponse) => {
    response.setHeader('set-cookie', sessionCookie(sessions.start(record.id), secure));
    return memberOf(record);
  };

  return {
    signIn: async ({ body: { email, password }, request, response }) => {
      const [account, address] = [email, clientAddress(request)];
      const wait = throttle.begin(account, address);
      if (wait > 0) throw new HttpError(429, { code: 'too-many-tries', message: `Too many tries. Wait ${waitInWords(wait)}, then try again.` });
      const record = await people.signIn(email, password);
      if (!record) throw new HttpError(401, { code: 'signed-out', message: 'That e-mail address and password do not match. Check them and try again.' });
      throttle.succeeded(account, address);
      return startSession(record, response);
    },
    choosePassword: async ({ body: { token, password }, response }) => {
      const record = await people.choosePassword(token, password).catch(refused);
      sessions.endAllOf(record.id);
      return startSession(record, response);
    },
    inviteInfo: ({ body: { token } }) => {
      const record = people.byInvite(token);
      if (!record)
        throw new HttpError(404, { code: 'not-found', message: 'This link has expired or was used already. Ask an owner of the team for a new one.' });
      return { name: record.name, email: record.email };
    },
    me: ({ me }) => memberOf(me.record),
    signOut: ({ me, response }) => {
      sessions.end(me.sessionId);
      response.setHeader('set-cookie', endedCookie(secure));
      return { signedOut: true };
    },
    presence: ({ query, me }) => ({ editing: drafts.othersEditing(query.file, me.record.id).map(nameOf) }),
    people: () => people.list().map(personItem),
    invite: ({ body }) => linkAnswer(changeTeam(() => people.add(body.email, body.name, body.role))),
    setRole: ({ body }) => personItem(changeTeam(() => people.setRole(body.email, body.role))),
    removePerson: ({ body }) => {
      const member = changeTeam(() => people.remove(body.email));
      sessions.endAllOf(member.id);
      shares.revokeAllOf(member.id);
      reviews.removeOf(member.id);
      return personItem(member);
    },
    sendNewLink: ({ body }) => {
      const reset = changeTeam(() => people.reset(body.email));
      sessions.endAllOf(reset.member.id);
      return linkAnswer(reset);
    },
  } satisfies Partial<TeamHandlers>;
}
