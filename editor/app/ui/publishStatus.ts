/**
 * What the Publish button says, in words: which saved changes the website does not have yet
 * (the publish status, asked through the query cache: ui/queries.ts `publishStatusQuery`).
 */
import type { PublishStatus } from '../../shared/api';
import { listInWords } from '../../shared/words';

export interface PublishState {
  /** Undefined until the first answer. */
  status: PublishStatus | undefined;
  /** Why the status could not be asked for, in a sentence. */
  failure: string | undefined;
}

/** How many pages, settings and photos have saved changes the website does not have. */
export const pendingCount = (status: PublishStatus) => status.pending.pages.length + (status.pending.settings ? 1 : 0) + status.pending.photos;

/** Whether there is anything for Publish to send: saved changes, or versions saved here earlier. */
export const canPublish = (status: PublishStatus | undefined): boolean => status?.available === true && (pendingCount(status) > 0 || status.versionsHere);

/** "About Us, Home and the site settings": what the count stands for, in words. */
export function pendingInWords(status: PublishStatus): string {
  const { pages, settings, photos } = status.pending;
  const parts = [...pages, ...(settings ? ['the site settings'] : []), ...(photos ? [photos === 1 ? '1 photo' : `${photos} photos`] : [])];
  return listInWords(parts);
}
