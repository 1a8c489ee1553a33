/**
 * What the Publish button says: which saved changes the website does not have yet. Asked again
 * whenever the files may have changed (the workspace is loaded again after every save, new,
 * moved or deleted page, and publish) and when the window gets the focus back (a colleague may
 * have published, or the files were changed in another program).
 */
import { useCallback, useEffect, useState } from 'react';
import type { PublishStatus, Workspace } from '../../shared/api';
import { api } from '../api';
import { listInWords } from '../../shared/words';
import { useLatestAnswer } from '../useLatestAnswer';

export interface PublishState {
  /** Undefined until the first answer. */
  status: PublishStatus | undefined;
  /** Why the status could not be asked for, in a sentence. */
  failure: string | undefined;
  refresh(): void;
}

export function usePublishStatus(workspace: Workspace | undefined): PublishState {
  const [status, setStatus] = useState<PublishStatus>();
  const [failure, setFailure] = useState<string>();

  // Asked again on focus and after each change, the answers can arrive out of order: only the latest question's counts.
  const latest = useLatestAnswer();
  const refresh = useCallback(() => {
    latest(api.publish.status()).then(
      (answer) => {
        setStatus(answer);
        setFailure(undefined);
      },
      (error: Error) => setFailure(`The editor could not find out what is published: ${error.message}`),
    );
  }, [latest]);

  // The workspace is loaded again after each change to the files.
  useEffect(() => {
    if (workspace) refresh();
  }, [workspace, refresh]);

  useEffect(() => {
    window.addEventListener('focus', refresh);
    return () => window.removeEventListener('focus', refresh);
  }, [refresh]);

  return { status, failure, refresh };
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
