/**
 * "Share a preview": a read-only link to the pages a draft changes, as they would look, for
 * someone without an account. What is shared is a copy made at that moment (the pages' data and
 * the photos they show, in EDITOR_DATA/shares/<id>), so the link shows exactly what was shared,
 * nothing else of the editor or of anyone's drafts. A link works for 7 days unless revoked (also
 * when its maker leaves the team); only its digest is kept, and an ended link's copy is deleted.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { PreviewData } from '../../shared/api.ts';
import type { DataFolder } from './dataFolder.ts';
import { digestOf, matchesDigest, newToken } from './secrets.ts';

export const shareLifetime = 7 * 24 * 60 * 60 * 1000;

export interface ShareRecord {
  id: string;
  digest: string;
  personId: string;
  createdAt: number;
  expiresAt: number;
  revokedAt?: number;
  /** The pages shared, by name and address. */
  pages: { name: string; path: string }[];
}

export interface SharedPage {
  name: string;
  path: string;
  preview: PreviewData;
}

export class SharedPreviews {
  private records: ShareRecord[];

  constructor(
    private readonly data: DataFolder,
    private readonly now: () => number = Date.now,
  ) {
    this.records = data.read<ShareRecord[]>('shares', []);
    this.forgetEnded();
  }

  /** Deletes the copies of links that expired or were revoked, and forgets them. */
  private forgetEnded(): void {
    const ended = this.records.filter((record) => record.revokedAt || record.expiresAt <= this.now());
    if (ended.length === 0) return;
    for (const record of ended) rmSync(path.join(this.data.dir, 'shares', record.id), { recursive: true, force: true });
    this.records = this.records.filter((record) => !ended.includes(record));
    this.save();
  }

  private save(): void {
    this.data.write('shares', this.records);
  }

  /** Keeps a copy of `pages` (their photos from `contentRoot`); returns the token for the link. */
  create(personId: string, pages: SharedPage[], contentRoot: string): { record: ShareRecord; token: string } {
    this.forgetEnded();
    const token = newToken();
    const record: ShareRecord = {
      id: randomUUID(),
      digest: digestOf(token),
      personId,
      createdAt: this.now(),
      expiresAt: this.now() + shareLifetime,
      pages: pages.map(({ name, path: at }) => ({ name, path: at })),
    };
    const folder = this.data.folder('shares', record.id);
    for (const src of new Set(pages.flatMap((page) => photosOf(page.preview)))) {
      const from = path.join(contentRoot, src);
      // Photos are named from the images folder only ("/images/…"), as the schema requires.
      if (!src.startsWith('/images/') || src.includes('..') || !existsSync(from)) continue;
      mkdirSync(path.dirname(path.join(folder, src)), { recursive: true });
      copyFileSync(from, path.join(folder, src));
    }
    this.data.write(`shares/${record.id}/pages`, pages);
    this.records.push(record);
    this.save();
    return { record, token };
  }

  /** The share a link's token opens, while it works. */
  byToken(token: string): ShareRecord | undefined {
    return this.records.find((record) => !record.revokedAt && record.expiresAt > this.now() && matchesDigest(token, record.digest));
  }

  pagesOf(record: ShareRecord): SharedPage[] {
    return JSON.parse(readFileSync(path.join(this.data.dir, 'shares', record.id, 'pages.json'), 'utf8')) as SharedPage[];
  }

  /** A photo of the share, by its address in the pages ("/images/roof.jpg"), or undefined. */
  photoOf(record: ShareRecord, src: string): string | undefined {
    const folder = path.join(this.data.dir, 'shares', record.id);
    const file = path.resolve(folder, `.${src}`);
    return src.startsWith('/images/') && file.startsWith(folder + path.sep) && existsSync(file) ? file : undefined;
  }

  ofPerson(personId: string): ShareRecord[] {
    return this.records.filter((record) => record.personId === personId && !record.revokedAt && record.expiresAt > this.now());
  }

  /** Ends a link now; its copy is deleted. */
  revoke(id: string, personId: string): boolean {
    const record = this.records.find((candidate) => candidate.id === id && candidate.personId === personId);
    if (!record) return false;
    record.revokedAt = this.now();
    this.forgetEnded();
    return true;
  }

  /** Ends every link of a person (who left the team). */
  revokeAllOf(personId: string): void {
    for (const record of this.records) if (record.personId === personId) record.revokedAt = this.now();
    this.forgetEnded();
  }
}

/** Every photo address in a page's data. */
function photosOf(value: unknown): string[] {
  if (typeof value === 'string') return value.startsWith('/images/') ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(photosOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(photosOf);
  return [];
}
