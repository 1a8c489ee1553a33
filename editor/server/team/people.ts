/**
 * The people who may use the team editor, with their roles (editor, publisher, owner), kept in
 * EDITOR_DATA/people.json. A person is invited with a one-time link (valid 72 hours) where they
 * choose their password; `reset` sends a new one. Only digests of links and Argon2id hashes of
 * passwords are kept. The last owner can be neither removed nor made a lesser role, so someone
 * can always manage the team.
 */
import { randomUUID } from 'node:crypto';
import { type Role, roles } from '../../shared/api.ts';
import type { DataFolder } from './dataFolder.ts';
import { digestOf, hashPassword, matchesDigest, newToken, passwordMatches, shortestPassword } from './secrets.ts';

export interface PersonRecord {
  id: string;
  /** Lower case: people type their address in any case. */
  email: string;
  name: string;
  role: Role;
  passwordHash?: string;
  /** The one-time link's digest and when it stops working. */
  invite?: { digest: string; expiresAt: number };
  createdAt: number;
  /** Sessions begun before this (a password changed or reset) are over. */
  sessionsValidFrom: number;
}

/** What the rest of the server sees of a person: never the hash or the link. */
export interface Member {
  id: string;
  email: string;
  name: string;
  role: Role;
  /** False until they chose a password. */
  active: boolean;
  /** When their link stops working, while it is unused. */
  inviteExpiresAt?: number;
}

export const inviteLifetime = 72 * 60 * 60 * 1000;

/** A refusal with a sentence for the person asking (or the command line). */
export class PeopleRefused extends Error {}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export class People {
  private records: PersonRecord[];

  private readAt = 0;

  constructor(
    private readonly data: DataFolder,
    private readonly now: () => number = Date.now,
  ) {
    this.records = data.read<PersonRecord[]>('people', []);
    this.readAt = data.changedAt('people');
  }

  /** Reads the file again when it changed (`npm run edit:users` may change it while the server runs). */
  refresh(): void {
    const changedAt = this.data.changedAt('people');
    if (changedAt === this.readAt) return;
    this.records = this.data.read<PersonRecord[]>('people', []);
    this.readAt = changedAt;
  }

  private save(): void {
    this.data.write('people', this.records);
    this.readAt = this.data.changedAt('people');
  }

  list(): Member[] {
    return this.records.map((record) => this.member(record));
  }

  member(record: PersonRecord): Member {
    const inviteOpen = record.invite && record.invite.expiresAt > this.now();
    return {
      id: record.id,
      email: record.email,
      name: record.name,
      role: record.role,
      active: record.passwordHash !== undefined,
      ...(inviteOpen ? { inviteExpiresAt: record.invite!.expiresAt } : {}),
    };
  }

  byId(id: string): PersonRecord | undefined {
    return this.records.find((record) => record.id === id);
  }

  byEmail(email: string): PersonRecord | undefined {
    const wanted = email.trim().toLowerCase();
    return this.records.find((record) => record.email === wanted);
  }

  /** Whether anyone can sign in now, or will once they use their link. */
  anyoneCanSignIn(): boolean {
    return this.records.some((record) => record.passwordHash !== undefined || (record.invite && record.invite.expiresAt > this.now()));
  }

  /** Adds a person; returns the one-time token of their link. */
  add(email: string, name: string, role: Role): { member: Member; token: string } {
    const address = email.trim().toLowerCase();
    if (!emailPattern.test(address)) throw new PeopleRefused(`"${email}" is not an e-mail address.`);
    if (!name.trim()) throw new PeopleRefused('Give the person\'s name, as their changes will show it (for example "Ana Ruiz").');
    if (!roles.includes(role)) throw new PeopleRefused(`The role must be one of: ${roles.join(', ')}.`);
    if (this.byEmail(address)) throw new PeopleRefused(`${address} is on the team already. To send them a new link, reset their password.`);
    const token = newToken();
    const record: PersonRecord = {
      id: randomUUID(),
      email: address,
      name: name.trim(),
      role,
      invite: { digest: digestOf(token), expiresAt: this.now() + inviteLifetime },
      createdAt: this.now(),
      sessionsValidFrom: this.now(),
    };
    this.records.push(record);
    this.save();
    return { member: this.member(record), token };
  }

  setRole(email: string, role: Role): Member {
    const record = this.known(email);
    if (!roles.includes(role)) throw new PeopleRefused(`The role must be one of: ${roles.join(', ')}.`);
    if (record.role === 'owner' && role !== 'owner' && this.owners() === 1)
      throw new PeopleRefused(`${record.name} is the only owner; make someone else an owner first, so the team can still be managed.`);
    record.role = role;
    this.save();
    return this.member(record);
  }

  remove(email: string): Member {
    const record = this.known(email);
    if (record.role === 'owner' && this.owners() === 1)
      throw new PeopleRefused(`${record.name} is the only owner; make someone else an owner first, so the team can still be managed.`);
    this.records = this.records.filter((other) => other !== record);
    this.save();
    return this.member(record);
  }

  /** A new one-time link; the old password stops working until a new one is chosen. */
  reset(email: string): { member: Member; token: string } {
    const record = this.known(email);
    const token = newToken();
    record.passwordHash = undefined;
    record.invite = { digest: digestOf(token), expiresAt: this.now() + inviteLifetime };
    record.sessionsValidFrom = this.now();
    this.save();
    return { member: this.member(record), token };
  }

  /** The person whose unused, unexpired link this is. */
  byInvite(token: string): PersonRecord | undefined {
    return this.records.find((record) => record.invite && record.invite.expiresAt > this.now() && matchesDigest(token, record.invite.digest));
  }

  /** Sets the password chosen through a one-time link, which then stops working. */
  async choosePassword(token: string, password: string): Promise<PersonRecord> {
    const record = this.byInvite(token);
    if (!record) throw new PeopleRefused('This link has expired or was used already. Ask an owner of the team for a new one.');
    if (password.length < shortestPassword) throw new PeopleRefused(`Choose a password of at least ${shortestPassword} characters.`);
    record.passwordHash = await hashPassword(password);
    record.invite = undefined;
    record.sessionsValidFrom = this.now();
    this.save();
    return record;
  }

  /** The person whose e-mail and password these are, or undefined (whichever was wrong, it takes as long). */
  async signIn(email: string, password: string): Promise<PersonRecord | undefined> {
    const record = this.byEmail(email);
    return (await passwordMatches(password, record?.passwordHash)) ? record : undefined;
  }

  private known(email: string): PersonRecord {
    const record = this.byEmail(email);
    if (!record) throw new PeopleRefused(`Nobody on the team has the address ${email}.`);
    return record;
  }

  private owners(): number {
    return this.records.filter((record) => record.role === 'owner').length;
  }
}
