/** The editor's calls to its server (editor/server/api.ts), with the session token. */
import {
  apiBase,
  type ApiError,
  type CheckResult,
  type HistoryEntry,
  type ImageInfo,
  type LinkPlace,
  type OpenedFile,
  type PageChangeResult,
  type PreviewData,
  type PublishCommand,
  type PublishResult,
  type PublishReview,
  type PublishStatus,
  type SavedFile,
  type SavedImage,
  type Side,
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

async function call<T>(method: string, address: string, body?: unknown): Promise<T> {
  const isFile = body instanceof Blob;
  const response = await fetch(`${apiBase}${address}`, {
    method,
    headers: { [tokenHeader]: token(), ...(body !== undefined && !isFile ? { 'content-type': 'application/json' } : {}) },
    body: body === undefined ? undefined : isFile ? body : JSON.stringify(body),
  });
  const answer = (await response.json()) as T | ApiError;
  if (!response.ok) throw new ApiFailure(response.status, answer as ApiError);
  return answer as T;
}

export const api = {
  files: () => call<Workspace>('GET', '/files'),
  open: (file: string) => call<OpenedFile>('GET', `/file?name=${encodeURIComponent(file)}`),
  check: (file: string, value: unknown) => call<CheckResult>('POST', '/check', { file, value }),
  save: (file: string, value: unknown, version: string) => call<SavedFile>('PUT', '/file', { file, value, version }),
  newPage: (from: string, path: string, title: string, description: string) => call<PageChangeResult>('POST', '/pages/new', { from, path, title, description }),
  movePage: (from: string, to: string) => call<PageChangeResult>('POST', '/pages/move', { from, to }),
  deletePage: (path: string) => call<PageChangeResult>('POST', '/pages/delete', { path }),
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
};

/** The address parameters of a page as it will be: the file, the publish being undone, the choices made. */
function publishPreviewParams(file: string, undo?: string, choices?: Record<string, Side>): string {
  const params = new URLSearchParams({ file });
  if (undo) params.set('undo', undo);
  if (choices && Object.keys(choices).length) params.set('choices', JSON.stringify(choices));
  return params.toString();
}
