/**
 * Secrets of the team server: random tokens (session ids, invitation links, shared previews) and
 * how they are kept. A token is 256 random bits; the server keeps only its SHA-256, so its data
 * folder (or a backup of it) holds nothing that lets anyone in. Passwords are hashed with
 * Argon2id and compared by the library in constant time.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

export const newToken = () => randomBytes(32).toString('base64url');

export const digestOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Whether `token` is the one whose digest is `digest`, compared in constant time. */
export function matchesDigest(token: string, digest: string): boolean {
  const given = Buffer.from(digestOf(token), 'hex');
  const kept = Buffer.from(digest, 'hex');
  return given.length === kept.length && timingSafeEqual(given, kept);
}

export const shortestPassword = 12;

export const hashPassword = (password: string) => hash(password, { algorithm: 2 /* Argon2id */ });

/**
 * Whether `password` is the one hashed; for an unknown e-mail a hash of nothing is checked, so
 * a sign-in with an unknown address takes as long as one with a wrong password.
 */
export async function passwordMatches(password: string, hashed: string | undefined): Promise<boolean> {
  const compared = hashed ?? (await placeholderHash);
  const matches = await verify(compared, password).catch(() => false);
  return hashed !== undefined && matches;
}

const placeholderHash = hashPassword(randomBytes(16).toString('hex'));
