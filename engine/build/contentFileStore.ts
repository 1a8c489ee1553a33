/**
 * What the validator works out from each content file alone (its parse, its own problems, its
 * links: engine/content/contentFile.ts `KeptContentFile`), kept in the build cache under the hash
 * of the code and of the file's kind, name and text. A build in a fresh process then parses with
 * the schemas only the files that changed, resolves the pages with the settings, and runs the
 * checks that span files over all of them, as a whole validation does.
 * An entry that is missing, damaged (the cache checks every entry against its seal) or not what
 * this code writes is a miss: the file is read afresh. Each is kept in its entry itself
 * (`BuildCache.value`): a fresh build reads a thousand of them.
 */
import type { KeptContentFile } from '../content/contentFile.ts';
import type { ContentFileStore } from '../content/siteValidator.ts';
import { BuildCache, hashOf } from './buildCache.ts';
import { cachedCodeFingerprint } from './codeFingerprint.ts';

export function contentFileStore(cache: BuildCache, code: string): ContentFileStore {
  const keyOf = (inputs: readonly string[]) => hashOf('content-file', code, ...inputs);
  return {
    get(inputs) {
      const kept = cache.value('content-file', keyOf(inputs)) as KeptContentFile | undefined;
      return isKept(kept, inputs[0]) ? kept : undefined;
    },
    put(inputs, kept) {
      cache.putValue('content-file', keyOf(inputs), kept);
    },
  };
}

/**
 * The store of the builds that use the cache in `cacheDir`, for a validation outside a build
 * (publishing's review): the same entries, under this code's fingerprint; undefined without one
 * (a copy of the code that is not a repository).
 */
export function buildsContentFileStore(cacheDir: string): ContentFileStore | undefined {
  const cache = new BuildCache(cacheDir);
  const code = cachedCodeFingerprint(cache);
  cache.save();
  return code === undefined ? undefined : contentFileStore(cache, code);
}

/** The shape this code writes: anything else (a record of other code that hashed alike, an edited one) is a miss. */
function isKept(kept: KeptContentFile | undefined, kind: string | undefined): kept is KeptContentFile {
  if (typeof kept !== 'object' || kept === null) return false;
  const lists = [kept.problems, kept.sharedNames, kept.images, kept.hours, kept.placeholders, kept.sampleReviews];
  return (
    kept.kind === kind &&
    lists.every(Array.isArray) &&
    (kept.path === undefined || typeof kept.path === 'string') &&
    (kind === 'page' ? kept.config === undefined : kept.page === undefined)
  );
}
