/**
 * The editor's calls to its server: the laptop editor's (editor/server/api.ts), which take the
 * session token its page carries, and the team server's (editor/server/team/), where the session
 * cookie does it and the same content routes work on the signed-in person's draft.
 */
import {
  apiBase,
  type ApiError,
  type CheckResult,
  type HistoryEntry,
  type ImageInfo,
  type InviteLink,
  type LinkPlace,
  type OpenedFile,
  type PageChangeResult,
  type PersonItem,
  type Presence,
  type PreviewData,
  type PublishCommand,
  type PublishResult,
  type PublishReview,
  type PublishStatus,
  type ReviewItem,
  type ReviewList,
  type Role,
  type SavedFile,
  type SavedImage,
  type SharedPreviewItem,
  type Side,
  type TeamMember,
  tokenHeader,
  tokenMetaName,
  type UndoCommand,
  type Workspace,
} from '../shared/api';

const token = () => document.querySelector<HTMLMetaElement>(`meta[name="${tokenMetaName}"]`)?.content ?? '';

export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly error: ApiError,
  ) {
    super(error.message);
  }
}

/** What the team editor does when the server says the session ended (401): it sends the person to sign in. */
let onSignedOut: (() => void) | undefined;
export function whenSignedOut(handler: () => void): void {
  onSignedOut = handler;
}

/**
 * No answer from the editor's server itself: the connection failed, or something between (a proxy
 * while the server restarts) answered instead. Unlike an ApiFailure, the request may or may not
 * have been carried out.
 */
class NoAnswer extends Error {}

/** The browser's own words for a failed request ("Failed to fetch") mean nothing to the people who edit. */
const unreachable = "The editor's server could not be reached. Check the connection and try again.";

async function call<T>(method: string, address: string, body?: unknown): Promise<T> {
  const isFile = body instanceof Blob;
  let response: Response;
  try {
    response = await fetch(`${apiBase}${address}`, {
      method,
      headers: { [tokenHeader]: token(), ...(body !== undefined && !isFile ? { 'content-type': 'application/json' } : {}) },
      body: body === undefined ? undefined : isFile ? body : JSON.stringify(body),
    });
  } catch {
    throw new NoAnswer(unreachable);
  }
  if (response.status === 401) onSignedOut?.();
  // Not JSON: something between (a proxy while the server restarts) answered instead of the editor.
  const answer = (await response.json().catch(() => undefined)) as T | ApiError | undefined;
  if (answer === undefined) throw new NoAnswer(unreachable);
  if (!response.ok) throw new ApiFailure(response.status, answer as ApiError);
  return answer as T;
}

/** Address parameters, leaving out those without a value. */
const query = (params: Record<string, string | undefined>) =>
  new URLSearchParams(Object.entries(params).filter((entry): entry is [string, string] => Boolean(entry[1]))).toString();
const choicesParam = (choices?: Record<string, Side>) => (choices && Object.keys(choices).length ? JSON.stringify(choices) : undefined);

export const api = {
  files: () => call<Workspace>('GET', '/files'),
  open: (file: string) => call<OpenedFile>('GET', `/file?name=${encodeURIComponent(file)}`),
  check: (file: string, value: unknown) => call<CheckResult>('POST', '/check', { file, value }),
  save: (file: string, value: unknown, version: string) => call<SavedFile>('PUT', '/file', { file, value, version }),
  newPage: (from: string, path: string, title: string, description: string) => call<PageChangeResult>('POST', '/pages/new', { from, path, title, description }),
  movePage: (from: string, to: string) => call<PageChangeResult>('POST', '/pages/move', { from, to }),
  deletePage: (path: string, to?: string) => call<PageChangeResult>('POST', '/pages/delete', { path, to }),
  linksTo: (path: string) => call<LinkPlace[]>('GET', `/pages/links?path=${encodeURIComponent(path)}`),
  images: {
    list: () => call<ImageInfo[]>('GET', '/images'),
    // `name`: another name for the file, when the one it has is taken (the picker asks).
    upload: (file: File, name = file.name) => call<SavedImage>('POST', `/images?name=${encodeURIComponent(name)}`, file),
    thumbnailUrl: (src: string) => `${apiBase}/images/thumb?src=${encodeURIComponent(src)}&w=160&t=${encodeURIComponent(token())}`,
  },
  publish: {
    status: () => call<PublishStatus>('GET', '/publish/status'),
    review: (choices?: Record<string, Side>) => call<PublishReview>('POST', '/publish/review', { choices }),
    publish: (command: PublishCommand) => call<PublishResult>('POST', '/publish', command),
    /** A changed page as the version being reviewed has it (an undo's, with `undo`). */
    preview: (file: string, undo?: string, choices?: Record<string, Side>) =>
      call<PreviewData>('GET', `/publish/preview?${publishPreviewParams(file, undo, choices)}`),
  },
  history: {
    list: () => call<HistoryEntry[]>('GET', '/history'),
    review: (commit: string, choices?: Record<string, Side>) => call<PublishReview>('POST', '/history/review', { commit, choices }),
    undo: (command: UndoCommand) => call<PublishResult>('POST', '/history/undo', command),
  },
  /** The team server's own routes (the laptop editor answers none of them: 404). */
  team: {
    me: () => call<TeamMember>('GET', '/team/me'),
    signOut: () => call<{ signedOut: true }>('POST', '/team/sign-out', {}),
    presence: (file: string) => call<Presence>('GET', `/team/presence?${query({ file })}`),
    reviews: {
      list: () => call<ReviewList>('GET', '/team/reviews'),
      send: (note: string) => call<ReviewItem>('POST', '/team/reviews/send', { note }),
      open: (id: string, choices?: Record<string, Side>) => call<PublishReview>('POST', '/team/reviews/open', { id, choices }),
      preview: (id: string, file: string, choices?: Record<string, Side>) =>
        call<PreviewData>('GET', `/team/reviews/preview?${query({ id, file, choices: choicesParam(choices) })}`),
      publish: (id: string, draft: string, message: string, choices?: Record<string, Side>) =>
        call<PublishResult>('POST', '/team/reviews/publish', { id, draft, message, choices }),
      sendBack: (id: string, note: string) => call<ReviewItem>('POST', '/team/reviews/send-back', { id, note }),
    },
    people: {
      list: () => call<PersonItem[]>('GET', '/team/people'),
      invite: (email: string, name: string, role: Role) => call<InviteLink>('POST', '/team/people/invite', { email, name, role }),
      setRole: (email: string, role: Role) => call<PersonItem>('POST', '/team/people/role', { email, role }),
      remove: (email: string) => call<PersonItem>('POST', '/team/people/remove', { email }),
      sendNewLink: (email: string) => call<InviteLink>('POST', '/team/people/reset', { email }),
    },
    shares: {
      list: () => call<SharedPreviewItem[]>('GET', '/team/shares'),
      make: () => call<SharedPreviewItem>('POST', '/team/shares', {}),
      revoke: (id: string) => call<{ revoked: true }>('POST', '/team/shares/revoke', { id }),
    },
  },
};

/** The address parameters of a page as it will be: the file, the publish being undone, the choices made. */
const publishPreviewParams = (file: string, undo?: string, choices?: Record<string, Side>) => query({ file, undo, choices: choicesParam(choices) });
