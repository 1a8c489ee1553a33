/**
 * The team's routes about shared previews ("Share a preview", sharedPreviews.ts keeps them): the
 * links a person made, a new one of what their draft changes, revoking one; and what a link
 * opens for anyone who has it, without an account: its page, its data and its photos.
 */
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { SharedPreviewItem } from '../../shared/api.ts';
import type { EditorApp } from '../editorApp.ts';
import { HttpError } from '../guard.ts';
import { createPublishing, type PlannedPublish } from '../publishing.ts';
import { notFound } from '../routes.ts';
import type { Team, TeamHandlers } from './team.ts';

const shareItem = (record: { id: string; pages: { name: string; path: string }[]; createdAt: number; expiresAt: number }): SharedPreviewItem => ({
  id: record.id,
  pages: record.pages,
  createdAt: new Date(record.createdAt).toISOString(),
  expiresAt: new Date(record.expiresAt).toISOString(),
});

export function shareHandlers({ editorOrigin, shares, drafts, publishingFor, nameOf }: Team) {
  return {
    sharedPreview: ({ params: { token } }) => {
      const record = shares.byToken(token);
      if (!record) throw new HttpError(404, { code: 'not-found', message: 'This preview link has expired or was withdrawn.' });
      return { by: nameOf(record.personId), expiresAt: new Date(record.expiresAt).toISOString(), pages: shares.pagesOf(record) };
    },
    shares: ({ me }) => shares.ofPerson(me.record.id).map((record) => shareItem(record)),
    makeShare: async ({ me }) => {
      const worktree = await drafts.worktreeOf(me.record.id);
      const planned = createPublishing(worktree.dir, publishingFor(me.record)).plan({ kind: 'saved' }, undefined);
      const review = await planned.review();
      if (review.pages.length === 0) throw new HttpError(409, { code: 'refused', message: 'Your draft changes no page yet: save a change to a page first.' });
      const pages = await Promise.all(
        review.pages
          .filter((page) => page.change !== 'deleted')
          .map(async (page) => ({ name: page.name, path: page.path, preview: await pageAsItWillBe(planned, page.file) })),
      );
      const { record, token } = shares.create(me.record.id, pages, worktree.dir);
      return { ...shareItem(record), link: `${editorOrigin}/shared/${token}` };
    },
    revokeShare: ({ body, me }) => {
      if (!shares.revoke(body.id, me.record.id)) throw new HttpError(404, { code: 'not-found', message: 'That link does not exist, or is not yours.' });
      return { revoked: true };
    },
  } satisfies Partial<TeamHandlers>;
}

/** A shared preview's page (`rest` empty) or one of its photos, for anyone with the link. */
export function sharedPage({ shares }: Team, app: EditorApp, link: { token: string; rest: string }, request: IncomingMessage, response: ServerResponse): void {
  const record = shares.byToken(link.token);
  if (!record) response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('This preview link has expired or was withdrawn.\n');
  else if (link.rest === '') app.page('share.html', request, response);
  else {
    const photo = shares.photoOf(record, decodedOrEmpty(link.rest));
    if (photo) response.writeHead(200, { 'content-type': photoType(photo), 'cache-control': 'private, max-age=3600' }).end(readFileSync(photo));
    else notFound(response)();
  }
}

/** A page as the plan's new version has it (a shared preview's page). */
async function pageAsItWillBe(planned: PlannedPublish, file: string) {
  const { after } = await planned.beforeAndAfter(file);
  if (!after)
    throw new HttpError(404, {
      code: 'not-found',
      message: 'That page is not in the version being published (it was deleted, or the settings do not read).',
    });
  return after;
}

/** An address part decoded, or '' (which names no photo) when it does not decode. */
function decodedOrEmpty(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return '';
  }
}

function photoType(file: string): string {
  return (
    { '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.png': 'image/png', '.webp': 'image/webp' }[path.extname(file).toLowerCase()] ?? 'application/octet-stream'
  );
}
