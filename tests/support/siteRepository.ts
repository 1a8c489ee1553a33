/**
 * A website's repository for the publishing tests: a bare repository on the git server of
 * gitHttpServer.ts holding a copy of this project's content (pages/, site.config.json, images/),
 * and clones of it, as a laptop or the team server would have them.
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { rewriteJson } from '../../engine/content/minimalEdits';
import { validateSite } from '../../engine/content/validateSite';
import { createBareRepository, type GitHttpServer, startGitHttpServer } from './gitHttpServer';

const run = promisify(execFile);
const projectRoot = path.resolve(import.meta.dirname, '../..');
export const gitUser = { name: 'site-owner', password: 'correct horse battery staple' };
/** Two people whose clones the tests make: on the laptop that publishes, and a colleague. */
export const ana = { name: 'Ana Ruiz', email: 'ana@example.com' };
export const ben = { name: 'Ben Cole', email: 'ben@example.com' };

export interface SiteRepository {
  server: GitHttpServer;
  /** The folder everything of this repository lives in (removed by `close`). */
  root: string;
  /** The bare repository's folder. */
  bare: string;
  /** A new clone with a person configured, as a laptop has it. */
  clone(name: string, person?: { name: string; email: string }): Promise<string>;
  close(): Promise<void>;
}

export const git = async (cwd: string, ...args: string[]) => (await run('git', args, { cwd, env: { ...process.env, GIT_TERMINAL_PROMPT: '0' } })).stdout.trim();

/** `content`: the folder whose pages/, site.config.json and images/ are the first version (this project's unless said). */
export async function createSiteRepository({ content = projectRoot }: { content?: string } = {}): Promise<SiteRepository> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'site-repository-'));
  const bare = await createBareRepository(path.join(root, 'remote'), 'site.git');
  const server = await startGitHttpServer({ root: path.join(root, 'remote'), users: { [gitUser.name]: gitUser.password } });
  const url = server.urlOf('site.git', gitUser);

  // The first version: the content, committed by a developer.
  const seed = path.join(root, 'seed');
  await run('git', ['init', '--quiet', '--initial-branch=main', seed]);
  for (const name of ['pages', 'site.config.json', 'images']) cpSync(path.join(content, name), path.join(seed, name), { recursive: true });
  writeFileSync(path.join(seed, '.gitignore'), 'node_modules/\ndist/\n');
  await git(seed, 'add', '--all');
  await git(seed, '-c', 'user.name=Developer', '-c', 'user.email=dev@example.com', 'commit', '--quiet', '-m', 'The site');
  await git(seed, 'push', '--quiet', url, 'main:main');

  return {
    server,
    root,
    bare,
    async clone(name, person) {
      const dir = path.join(root, name);
      await git(root, 'clone', '--quiet', url, dir);
      if (person) {
        await git(dir, 'config', 'user.name', person.name);
        await git(dir, 'config', 'user.email', person.email);
      }
      return dir;
    },
    close: () => server.close(),
  };
}

/** The JSON of a file in a folder. */
export const readJson = <T>(dir: string, file: string): T => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as T;

export type SectionValue = Record<string, unknown> & { type: string; heading?: string; hidden?: boolean };
export type PageValue = { path: string; title: string; sections: SectionValue[] };

/** Edits a page the way the editor saves it: the value changed, the text edited minimally. */
export function editPage(dir: string, file: string, change: (page: PageValue) => void): void {
  const text = readFileSync(path.join(dir, file), 'utf8');
  const value = JSON.parse(text) as PageValue;
  change(value);
  writeFileSync(path.join(dir, file), rewriteJson(text, value));
}

/** A page with at least two shown sections with headings of their own, and the indexes of the first two. */
export function twoHeadedSections(dir: string): { file: string; first: number; second: number } {
  const files = validateSite(dir).files.filter((file) => file.startsWith('pages/'));
  for (const file of files) {
    const sections = readJson<PageValue>(dir, file).sections;
    const headed = sections.flatMap((s, i) => (s.type !== 'shared' && typeof s.heading === 'string' && !s.hidden ? [i] : []));
    if (headed.length >= 2) return { file, first: headed[0]!, second: headed[1]! };
  }
  throw new Error('No page has two sections with headings of their own.');
}

/** The host's build hook, as a publish calls it after a push: it counts the calls it gets. */
export interface BuildHook {
  url: string;
  posts: number;
  close(): Promise<void>;
}

export async function startBuildHook(): Promise<BuildHook> {
  const server = createServer((request, response) => {
    if (request.method === 'POST') hook.posts++;
    request.resume();
    response.writeHead(200).end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const hook: BuildHook = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/build-hook`,
    posts: 0,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return hook;
}
