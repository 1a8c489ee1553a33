/**
 * What the team server's own routes accept: sign-in, choosing a password, reviews, people and
 * shared previews, as zod schemas (the editor's content routes are in ../requests.ts).
 */
import { z } from 'zod';
import {
  type ChoosePasswordRequest,
  type InviteRequest,
  type OpenReviewRequest,
  type PersonRequest,
  type PublishReviewCommand,
  type RoleRequest,
  roles,
  type SendBackRequest,
  type SendForReviewRequest,
  type SignInRequest,
} from '../../shared/api.ts';

const email = z.string().trim().max(320);
const password = z.string().max(1000);
const id = z.uuid();
const note = z.string().max(2000);
/** A publisher's choice for each field someone else changed too, by its key. */
const choices = z.record(z.string(), z.enum(['mine', 'theirs']));

export const signInRequest = z.strictObject({ email, password }) satisfies z.ZodType<SignInRequest>;
export const choosePasswordRequest = z.strictObject({ token: z.string().min(1).max(200), password }) satisfies z.ZodType<ChoosePasswordRequest>;
export const inviteLookupRequest = z.strictObject({ token: z.string().min(1).max(200) });

export const presenceQuery = z.object({ file: z.string() });

export const sendForReviewRequest = z.strictObject({ note }) satisfies z.ZodType<SendForReviewRequest>;
/** Opening a review: with the choices made so far, the changes are listed as they would be published. */
export const openReviewRequest = z.strictObject({ id, choices: choices.optional() }) satisfies z.ZodType<OpenReviewRequest>;
export const sendBackRequest = z.strictObject({ id, note: note.min(1, 'must say what to change') }) satisfies z.ZodType<SendBackRequest>;
export const publishReviewRequest = z.strictObject({
  id,
  message: z.string().trim().min(1, 'must say something').max(5000),
  choices: choices.optional(),
  draft: z.string().regex(/^[0-9a-f]{40,64}$/, 'must be a version'),
}) satisfies z.ZodType<PublishReviewCommand>;
/** A changed page of a review as it will be; `choices` as JSON, as for the editor's own preview. */
export const reviewPreviewQuery = z.object({ id, file: z.string(), choices: z.string().optional() });

export const inviteRequest = z.strictObject({ email, name: z.string().trim().min(1).max(200), role: z.enum(roles) }) satisfies z.ZodType<InviteRequest>;
export const roleRequest = z.strictObject({ email, role: z.enum(roles) }) satisfies z.ZodType<RoleRequest>;
export const personRequest = z.strictObject({ email }) satisfies z.ZodType<PersonRequest>;

export const shareIdRequest = z.strictObject({ id });
export const noBody = z.strictObject({});
