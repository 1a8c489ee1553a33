/**
 * What the team server's own routes accept: sign-in, choosing a password, reviews, people and
 * shared previews, as zod schemas (the editor's content routes are in ../requests.ts).
 */
import { z } from 'zod';
import { roles } from '../../shared/api.ts';

const email = z.string().trim().max(320);
const password = z.string().max(1000);
const id = z.uuid();
const note = z.string().max(2000);

export const signInRequest = z.strictObject({ email, password });
export const choosePasswordRequest = z.strictObject({ token: z.string().min(1).max(200), password });
export const inviteQuery = z.object({ token: z.string().min(1).max(200) });

export const presenceQuery = z.object({ file: z.string() });

export const sendForReviewRequest = z.strictObject({ note });
export const reviewIdRequest = z.strictObject({ id });
export const sendBackRequest = z.strictObject({ id, note: note.min(1, 'must say what to change') });
export const publishReviewRequest = z.strictObject({
  id,
  message: z.string().trim().min(1, 'must say something').max(5000),
  choices: z.record(z.string(), z.enum(['mine', 'theirs'])).optional(),
});
export const reviewPreviewQuery = z.object({ id, file: z.string() });

export const inviteRequest = z.strictObject({ email, name: z.string().trim().min(1).max(200), role: z.enum(roles) });
export const roleRequest = z.strictObject({ email, role: z.enum(roles) });
export const personRequest = z.strictObject({ email });

export const shareIdRequest = z.strictObject({ id });
export const noBody = z.strictObject({});
