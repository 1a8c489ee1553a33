/**
 * Review before publishing: an editor's "Send for review" puts their draft, with its plain-language
 * list and a short note, in the list "Waiting for review" (EDITOR_DATA/reviews.json). A publisher
 * opens it (the changes and each changed page as they are now in the draft), then publishes it
 * (authored by the editor, committed by the publisher) or sends it back with a note the editor sees.
 */
import { randomUUID } from 'node:crypto';
import type { DataFolder } from './dataFolder.ts';

export interface ReviewRecord {
  id: string;
  authorId: string;
  note: string;
  sentAt: number;
  /** The plain-language list when it was sent (the draft may change after). */
  changes: string[];
  status: 'waiting' | 'sent-back';
  /** A publisher's answer when sent back. */
  reply?: { note: string; byId: string; at: number };
}

export class Reviews {
  private records: ReviewRecord[];

  constructor(
    private readonly data: DataFolder,
    private readonly now: () => number = Date.now,
  ) {
    this.records = data.read<ReviewRecord[]>('reviews', []);
  }

  private save(): void {
    this.data.write('reviews', this.records);
  }

  all(): ReviewRecord[] {
    return [...this.records];
  }

  byId(id: string): ReviewRecord | undefined {
    return this.records.find((record) => record.id === id);
  }

  /** The author's review, waiting or sent back; one per person (sending again replaces it). */
  ofAuthor(authorId: string): ReviewRecord | undefined {
    return this.records.find((record) => record.authorId === authorId);
  }

  send(authorId: string, note: string, changes: string[]): ReviewRecord {
    this.records = this.records.filter((record) => record.authorId !== authorId);
    const record: ReviewRecord = { id: randomUUID(), authorId, note: note.trim(), sentAt: this.now(), changes, status: 'waiting' };
    this.records.push(record);
    this.save();
    return record;
  }

  sendBack(id: string, byId: string, note: string): ReviewRecord | undefined {
    const record = this.byId(id);
    if (!record) return undefined;
    record.status = 'sent-back';
    record.reply = { note: note.trim(), byId, at: this.now() };
    this.save();
    return record;
  }

  /** Done with (published): it leaves the list. */
  remove(id: string): void {
    this.records = this.records.filter((record) => record.id !== id);
    this.save();
  }

  /** The review of a person who left the team (their draft folder stays on the server). */
  removeOf(authorId: string): void {
    this.records = this.records.filter((record) => record.authorId !== authorId);
    this.save();
  }
}
