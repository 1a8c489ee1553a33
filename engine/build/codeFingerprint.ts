/**
 * The code fingerprint: one hash of every file that can change the site's bundles (the client
 * bundle, the page shell and the server renderer), so that the build cache reuses them exactly
 * while no such file changed.
 *
 * The list is derived, not written down: every file git knows in this repository (committed, or
 * new and not ignored), except what cannot reach a bundle. A new folder of code is in it the
 * moment it holds a file. Left out: the content (pages/, images/, site settings files), which
 * the build reads as content; docs, tests, CI and the test runner's and linter's settings; and
 * editor/ and tools/, which the site's code may not import (the layers biome.jsonc enforces). A module graph recorded after a
 * build would miss what Vite reads without importing it (public/, the folders Tailwind scans).
 *
 * Without git (a copy of the code that is not a repository) there is no fingerprint: the bundles
 * are then made afresh by every build.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type BuildCache, bytesHash, hashOf } from './buildCache.ts';

const notCode = /^(pages|images|docs|tests|editor|tools|\.github|\.ci)\/|^site\.config[^/]*\.json$|^(vitest\.config\.ts|biome\.jsonc)$|\.md$/;

/** `contentHash`: the hash of a file's bytes (the build cache's answers without reading a file that did not change). */
export function codeFingerprint(codeRoot: string, contentHash: (file: string) => string = (file) => bytesHash(readFileSync(file))): string | undefined {
  let listed: string;
  try {
    listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
      cwd: codeRoot,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch {
    return undefined;
  }
  const files = [...new Set(listed.split('\0').filter((file) => file && !notCode.test(file)))].sort();
  // The code's own folder too: a bundle may name a path in it.
  const parts = [path.resolve(codeRoot)];
  for (const file of files) {
    let hash: string;
    try {
      hash = contentHash(path.join(codeRoot, file));
    } catch {
      hash = '(deleted)'; // in git's index, gone from the folder
    }
    parts.push(file, hash);
  }
  return hashOf(...parts);
}

/** This repository's fingerprint, each file's hash taken from the build cache while the file is unchanged: what the build keys its entries by. */
export const cachedCodeFingerprint = (cache: BuildCache): string | undefined =>
  codeFingerprint(path.resolve(import.meta.dirname, '../..'), (file) => cache.fileHash(file));
