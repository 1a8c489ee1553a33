/**
 * `npm run edit:users -- <command>`: the team editor's people, from the command line (owners do
 * the same in the editor's "People" view). EDITOR_DATA names the team editor's data folder and
 * EDITOR_URL its address (for the links); the running server notices changes at once.
 *
 *   add <email> --name "Ana Ruiz" --role editor|publisher|owner   prints the one-time link (72 hours)
 *   list                                                           everyone, their role, and who has not chosen a password yet
 *   role <email> editor|publisher|owner
 *   remove <email>                                                 their sessions end; their draft folder stays in EDITOR_DATA/drafts
 *   reset <email>                                                  a new one-time link; the old password stops working
 */
import { type Role, roles } from '../../shared/api.ts';
import { DataFolder } from './dataFolder.ts';
import { People, PeopleRefused } from './people.ts';

function fail(message: string): never {
  console.error(`✖ ${message}`);
  process.exit(1);
}

const [command, ...rest] = process.argv.slice(2);
const option = (name: string) => {
  const at = rest.indexOf(name);
  return at >= 0 ? rest[at + 1] : undefined;
};
const usage =
  'Use: npm run edit:users -- add <email> --name "Full Name" --role editor|publisher|owner | list | role <email> <role> | remove <email> | reset <email>';
const dataDir = process.env.EDITOR_DATA ?? fail("Set EDITOR_DATA to the team editor's data folder, as for npm run edit:server.");
const data = DataFolder.open(dataDir);
const people = new People(data);
const linkOf = (token: string) => {
  const base = process.env.EDITOR_URL ?? fail("Set EDITOR_URL to the team editor's address, so the link points at it.");
  return `${new URL(base).origin}/welcome#${token}`;
};
const asRole = (value: string | undefined): Role => {
  if (!value || !roles.includes(value as Role)) fail(`The role must be one of: ${roles.join(', ')}.`);
  return value as Role;
};
const expiry = (at: number | undefined) => (at ? new Date(at).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : '');

try {
  switch (command) {
    case 'add': {
      const email = rest[0] ?? fail(usage);
      const { member, token } = people.add(email, option('--name') ?? fail('Give their name: --name "Ana Ruiz"'), asRole(option('--role')));
      console.log(
        `✔ Added ${member.name} <${member.email}> as ${member.role}.\nSend them this link (it works once, until ${expiry(member.inviteExpiresAt)}):\n\n  ${linkOf(token)}\n`,
      );
      break;
    }
    case 'list':
      for (const member of people.list())
        console.log(
          `${member.email}\t${member.name}\t${member.role}${member.active ? '' : member.inviteExpiresAt ? `\t(link unused, until ${expiry(member.inviteExpiresAt)})` : '\t(link expired: reset)'}`,
        );
      if (people.list().length === 0) console.log('Nobody yet: add the first owner with npm run edit:users -- add <email> --name "…" --role owner');
      break;
    case 'role': {
      const member = people.setRole(rest[0] ?? fail(usage), asRole(rest[1]));
      console.log(`✔ ${member.name} is ${member.role === 'owner' ? 'an' : 'a'} ${member.role} now.`);
      break;
    }
    case 'remove': {
      const member = people.remove(rest[0] ?? fail(usage));
      console.log(`✔ Removed ${member.name}; they are signed out everywhere. Their unpublished draft stays in ${dataDir}/drafts/${member.id}.`);
      break;
    }
    case 'reset': {
      const { member, token } = people.reset(rest[0] ?? fail(usage));
      console.log(
        `✔ ${member.name}'s password no longer works, and they are signed out. Send them this link to choose a new one (until ${expiry(member.inviteExpiresAt)}):\n\n  ${linkOf(token)}\n`,
      );
      break;
    }
    default:
      fail(usage);
  }
} catch (error) {
  if (error instanceof PeopleRefused) fail(error.message);
  throw error;
}
