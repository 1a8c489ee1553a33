/**
 * The page editor costs visitors nothing: the built site in
 * dist/ (the one every browser test runs against) holds no file of the editor's, none of its
 * code and none of its markers. The markers are read from the editor's own sources, so a new
 * one is covered as soon as it exists.
 */
import { createHash } from 'node:crypto';
import { type Dirent, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tokenHeader, tokenMetaName } from '../../editor/shared/api';
import { contentRoutes } from '../../editor/shared/routes';
import { projectRoot } from '../support/projectPaths';
import { builtSiteDir } from '../support/servedSite';

const distDir = builtSiteDir();

const files = (readdirSync(distDir, { recursive: true, withFileTypes: true }) as Dirent[])
  .filter((entry) => entry.isFile())
  .map((entry) => path.relative(distDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
/** The compressed copies hold the same bytes as the files they copy. */
const textFiles = files.filter((file) => /\.(html|js|css|json|xml|txt|svg|webmanifest)$|^_headers$|^_redirects$/.test(file));

function sources(dir: string): string[] {
  return (readdirSync(path.join(projectRoot, dir), { recursive: true }) as string[])
    .filter((file) => /\.(tsx?|html|css)$/.test(file))
    .map((file) => readFileSync(path.join(projectRoot, dir, file), 'utf8'));
}

/** Attributes the editor's code writes that the site's own code never does. */
function editorOnlyAttributes(): string[] {
  const site = [...sources('blocks'), ...sources('engine')].join('\n');
  const editor = sources('editor').join('\n');
  return [...new Set(editor.match(/\bdata-[a-z][a-z-]*/g) ?? [])].filter((name) => !site.includes(name));
}

describe('the built site has nothing of the page editor', () => {
  it('has files to look at', () => {
    expect(files).toContain('index.html');
    expect(textFiles.some((file) => file.endsWith('.js'))).toBe(true);
  });

  it('holds no file of the editor (none has the same bytes as a file in editor/)', () => {
    const hash = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');
    // The editor's own files, not its build (editor/dist/ holds copies of the site's public files and styles).
    const editorDist = path.join(projectRoot, 'editor', 'dist');
    const editorFiles = (readdirSync(path.join(projectRoot, 'editor'), { recursive: true, withFileTypes: true }) as Dirent[]).filter(
      (entry) => entry.isFile() && !path.join(entry.parentPath, entry.name).startsWith(editorDist + path.sep),
    );
    expect(editorFiles.length).toBeGreaterThan(0);
    const editorHashes = new Set(editorFiles.map((entry) => hash(path.join(entry.parentPath, entry.name))));
    expect(files.filter((file) => editorHashes.has(hash(path.join(distDir, file))))).toEqual([]);
  });

  it('holds none of its code or markers in any page, script, stylesheet or header file', () => {
    const markers = [
      tokenMetaName,
      tokenHeader,
      ...Object.values(contentRoutes).map((route) => route.path),
      'editor/app',
      'editor/shared',
      'editor/server',
      ...editorOnlyAttributes(),
    ];
    const found = textFiles.flatMap((file) => {
      const text = readFileSync(path.join(distDir, file), 'utf8');
      return markers.filter((marker) => text.includes(marker)).map((marker) => `${file}: ${marker}`);
    });
    expect(found).toEqual([]);
  });
});
