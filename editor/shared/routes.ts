/**
 * Every route of the editor's API, declared once for both ends: its method and path, the zod
 * schemas of its address parameters, body and answer (api.ts), the least role that may call it,
 * and whether it writes. The servers attach a handler to each route by its name, checked by tsc
 * against this table (editor/server/routes.ts `Handlers`), and check every request with the
 * route's schemas before its handler runs; the app's client (editor/app/ui/api.ts) is derived from
 * it, so a path or a body's type is written here only.
 *
 * `contentRoutes` are both editors': the laptop editor (editor/server/contentHandlers.ts behind guard.ts)
 * and the team server, over the signed-in person's draft; among them `planRoutes`, publishing's,
 * which take a plan's starting point and which the team server answers over the draft the plan
 * reads (editor/server/publishPlans.ts). `teamRoutes` are the team server's
 * only (editor/server/team/teamServer.ts): the laptop editor answers them 404, which is how the
 * app tells the two apart.
 */
import { z } from 'zod';
import { maxImageBytes } from '../../schema/imageSlots';
import {
  apiBase,
  checkAnswers,
  savedSiteToCheck,
  checkAnswersRequest,
  checkRequest,
  checkResult,
  choosePasswordRequest,
  deletePageRequest,
  fileQuery,
  historyEntry,
  imageInfo,
  inviteInfo,
  inviteLink,
  inviteLookupRequest,
  inviteRequest,
  linkPlace,
  movePageRequest,
  newPageRequest,
  noBody,
  openedFile,
  pageChangeResult,
  pageQuery,
  pagesToCheck,
  personItem,
  personRequest,
  presence,
  presenceQuery,
  publishChecks,
  beforeAndAfter,
  beforeAndAfterQuery,
  finishChecksRequest,
  planRef,
  publishAnswer,
  publishPlan,
  publishRequest,
  publishStatus,
  type Role,
  reviewItem,
  scheduledIdRequest,
  scheduledItem,
  scheduledList,
  reviewList,
  revoked,
  roleRequest,
  savedFile,
  savedImage,
  saveRequest,
  sendForReviewRequest,
  shareIdRequest,
  sharedPreview,
  sharedPreviewItem,
  sharedPreviewParams,
  signedOut,
  signInRequest,
  teamBase,
  teamMember,
  thumbnailQuery,
  uploadQuery,
  workspace,
} from './api';

export interface Route {
  method: 'GET' | 'POST' | 'PUT';
  /** The address; a part written `:name` is an address parameter, read into `params`. */
  path: string;
  /**
   * The least role that may call it on the team server, checked before anything of the request
   * is read; 'anyone' answers without a session (signing in, a shared preview's link). The laptop
   * editor's one person may call every route it has.
   */
  may: Role | 'anyone';
  /** The `:name` parts of the path. */
  params?: z.ZodType;
  /** The address's query parameters (others, such as the token of a thumbnail, are let through unread). */
  query?: z.ZodType;
  /** A JSON body, or the bytes of a file up to a limit (a photo), read only once the request is let in. */
  body?: z.ZodType | Bytes;
  /** The answer, sent as JSON; 'file' for one sent as it is (a thumbnail). */
  answer: z.ZodType | 'file';
  /**
   * What a successful request changes. 'content': the pages, the settings, photos or versions of
   * the copy it works on; on the team server, what the signed-in person's draft changes is then
   * worked out again (git), after these routes only. 'team': the team's people, sessions, reviews
   * or shared previews. A route without it changes nothing.
   */
  writes?: 'content' | 'team';
}

/** A body that is a file's bytes, at most `limit` of them. */
export interface Bytes {
  limit: number;
}

/**
 * Publishing, the same routes whatever the plan's starting point (my saved changes, a draft sent
 * for review, a published version to undo: `planRef`): what it would do, each page it changes
 * before and after, the page checks of those pages, and its action. The route's `may` is the
 * least any starting point needs; the plan itself asks more where its starting point does (a
 * review or an undo: 'publisher', editor/server/publishPlans.ts). Both editors answer them: the
 * laptop editor over its one copy, where it knows no reviews and publishes nothing later.
 */
export const planRoutes = {
  publishPlan: { method: 'POST', path: `${apiBase}/publish/plan`, may: 'editor', body: planRef, answer: publishPlan },
  beforeAndAfter: { method: 'GET', path: `${apiBase}/publish/before-and-after`, may: 'editor', query: beforeAndAfterQuery, answer: beforeAndAfter },
  pagesToCheck: { method: 'POST', path: `${apiBase}/publish/checks/pages`, may: 'editor', body: planRef, answer: pagesToCheck },
  finishChecks: { method: 'POST', path: `${apiBase}/publish/checks/finish`, may: 'editor', body: finishChecksRequest, answer: publishChecks },
  // Publishing now writes the content of the draft the plan reads (a review's: its author's, which the team server works out again itself).
  publish: { method: 'POST', path: `${apiBase}/publish`, may: 'publisher', body: publishRequest, answer: publishAnswer, writes: 'content' },
} as const satisfies Record<string, Route>;

export const contentRoutes = {
  files: { method: 'GET', path: `${apiBase}/files`, may: 'editor', answer: workspace },
  file: { method: 'GET', path: `${apiBase}/file`, may: 'editor', query: fileQuery, answer: openedFile },
  check: { method: 'POST', path: `${apiBase}/check`, may: 'editor', body: checkRequest, answer: checkResult },
  save: { method: 'PUT', path: `${apiBase}/file`, may: 'editor', body: saveRequest, answer: savedFile, writes: 'content' },
  newPage: { method: 'POST', path: `${apiBase}/pages/new`, may: 'editor', body: newPageRequest, answer: pageChangeResult, writes: 'content' },
  movePage: { method: 'POST', path: `${apiBase}/pages/move`, may: 'editor', body: movePageRequest, answer: pageChangeResult, writes: 'content' },
  deletePage: { method: 'POST', path: `${apiBase}/pages/delete`, may: 'editor', body: deletePageRequest, answer: pageChangeResult, writes: 'content' },
  linksTo: { method: 'GET', path: `${apiBase}/pages/links`, may: 'editor', query: pageQuery, answer: z.array(linkPlace) },
  images: { method: 'GET', path: `${apiBase}/images`, may: 'editor', answer: z.array(imageInfo) },
  uploadImage: {
    method: 'POST',
    path: `${apiBase}/images`,
    may: 'editor',
    query: uploadQuery,
    body: { limit: maxImageBytes },
    answer: savedImage,
    writes: 'content',
  },
  thumbnail: { method: 'GET', path: `${apiBase}/images/thumb`, may: 'editor', query: thumbnailQuery, answer: 'file' },
  checkAnswers: { method: 'POST', path: `${apiBase}/checks/answers`, may: 'editor', body: checkAnswersRequest, answer: checkAnswers },
  savedSiteToCheck: { method: 'GET', path: `${apiBase}/checks/site`, may: 'editor', answer: savedSiteToCheck },
  publishStatus: { method: 'GET', path: `${apiBase}/publish/status`, may: 'editor', answer: publishStatus },
  history: { method: 'GET', path: `${apiBase}/history`, may: 'editor', answer: z.array(historyEntry) },
  ...planRoutes,
} as const satisfies Record<string, Route>;

export const teamRoutes = {
  signIn: { method: 'POST', path: '/auth/sign-in', may: 'anyone', body: signInRequest, answer: teamMember, writes: 'team' },
  choosePassword: { method: 'POST', path: '/auth/password', may: 'anyone', body: choosePasswordRequest, answer: teamMember, writes: 'team' },
  inviteInfo: { method: 'POST', path: '/auth/invite', may: 'anyone', body: inviteLookupRequest, answer: inviteInfo },
  sharedPreview: { method: 'GET', path: '/shared/:token/data', may: 'anyone', params: sharedPreviewParams, answer: sharedPreview },
  me: { method: 'GET', path: `${teamBase}/me`, may: 'editor', answer: teamMember },
  signOut: { method: 'POST', path: `${teamBase}/sign-out`, may: 'editor', body: noBody, answer: signedOut, writes: 'team' },
  presence: { method: 'GET', path: `${teamBase}/presence`, may: 'editor', query: presenceQuery, answer: presence },
  reviews: { method: 'GET', path: `${teamBase}/reviews`, may: 'editor', answer: reviewList },
  sendForReview: { method: 'POST', path: `${teamBase}/reviews/send`, may: 'editor', body: sendForReviewRequest, answer: reviewItem, writes: 'team' },
  scheduled: { method: 'GET', path: `${teamBase}/scheduled`, may: 'editor', answer: scheduledList },
  cancelScheduled: {
    method: 'POST',
    path: `${teamBase}/scheduled/cancel`,
    may: 'publisher',
    body: scheduledIdRequest,
    answer: scheduledItem,
    writes: 'team',
  },
  seenScheduled: { method: 'POST', path: `${teamBase}/scheduled/seen`, may: 'editor', body: scheduledIdRequest, answer: scheduledItem, writes: 'team' },
  people: { method: 'GET', path: `${teamBase}/people`, may: 'owner', answer: z.array(personItem) },
  invite: { method: 'POST', path: `${teamBase}/people/invite`, may: 'owner', body: inviteRequest, answer: inviteLink, writes: 'team' },
  setRole: { method: 'POST', path: `${teamBase}/people/role`, may: 'owner', body: roleRequest, answer: personItem, writes: 'team' },
  removePerson: { method: 'POST', path: `${teamBase}/people/remove`, may: 'owner', body: personRequest, answer: personItem, writes: 'team' },
  sendNewLink: { method: 'POST', path: `${teamBase}/people/reset`, may: 'owner', body: personRequest, answer: inviteLink, writes: 'team' },
  shares: { method: 'GET', path: `${teamBase}/shares`, may: 'editor', answer: z.array(sharedPreviewItem) },
  makeShare: { method: 'POST', path: `${teamBase}/shares`, may: 'editor', body: noBody, answer: sharedPreviewItem, writes: 'team' },
  revokeShare: { method: 'POST', path: `${teamBase}/shares/revoke`, may: 'editor', body: shareIdRequest, answer: revoked, writes: 'team' },
} as const satisfies Record<string, Route>;

export const routes = { ...contentRoutes, ...teamRoutes };
export type RouteName = keyof typeof routes;

/** What a request to `R` carries, as the app gives it: the address parameters, the query (as read, before its address form), the body. */
export type RequestOf<R extends Route> = (R extends { params: infer S extends z.ZodType } ? { params: z.output<S> } : unknown) &
  (R extends { query: infer S extends z.ZodType } ? { query: z.output<S> } : unknown) &
  (R extends { body: infer S } ? { body: S extends z.ZodType ? z.input<S> : Blob } : unknown);

/** What `R` answers. */
export type AnswerOf<R extends Route> = R extends { answer: infer S extends z.ZodType } ? z.output<S> : never;

/**
 * The address of a request to `route`: its path with the `:name` parts filled in, and its query
 * in its address form (choices as JSON), leaving out parameters without a value.
 */
export function addressOf(route: Route, request: { params?: unknown; query?: unknown }): string {
  const params = (request.params ?? {}) as Record<string, string>;
  const path = route.path.replace(/:(\w+)/g, (_part, name: string) => encodeURIComponent(params[name] ?? ''));
  const query = route.query && request.query !== undefined ? (z.encode(route.query, request.query) as Record<string, string | undefined>) : {};
  const search = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1]))).toString();
  return search ? `${path}?${search}` : path;
}
