/**
 * The one way this project runs git: the installed `git`, through execFile with fixed arguments
 * (never a shell string), paths after `--`. It never asks anything on a terminal (a person using
 * the editor has none), and its messages never carry the credentials a remote's address may hold.
 */
import { execFile } from 'node:child_process';

export interface GitOptions {
  /** Text or bytes for git's standard input. */
  input?: string | Buffer;
  /** Extra environment, for example GIT_INDEX_FILE or the author of a commit. */
  env?: Record<string, string>;
  /** Standard output as bytes (the content of a photo), not text. */
  binary?: boolean;
}

export interface GitResult<T = string> {
  stdout: T;
  stderr: string;
  /** 0 when git succeeded. */
  code: number;
}

/** git exited with an error. The message and `stderr` are git's own, without credentials (either may be logged). */
export class GitFailed extends Error {
  readonly stderr: string;
  constructor(
    readonly args: readonly string[],
    readonly code: number,
    stderr: string,
  ) {
    const said = withoutCredentials(stderr);
    super(`git ${args[0]} failed: ${said.trim() || `exit code ${code}`}`);
    this.stderr = said;
  }
}

/** "https://ana:secret@host/x" → "https://host/x", wherever it appears in a text. */
export const withoutCredentials = (text: string) => text.replace(/([a-z][a-z0-9+.-]*:\/\/)[^/\s@]+@/gi, '$1');

const quietEnvironment = {
  // Fail instead of asking for a user name or password on a terminal nobody sees.
  GIT_TERMINAL_PROMPT: '0',
  GIT_SSH_COMMAND: 'ssh -o BatchMode=yes',
  // Messages in one language, so the few that are read (a rejected push) can be recognised.
  LC_ALL: 'C',
};

/** Runs git and returns what it printed, whatever its exit code. */
export function runGit(cwd: string, args: string[], options: GitOptions & { binary: true }): Promise<GitResult<Buffer>>;
export function runGit(cwd: string, args: string[], options?: GitOptions): Promise<GitResult>;
export function runGit(cwd: string, args: string[], options: GitOptions = {}): Promise<GitResult<string | Buffer>> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      'git',
      args,
      {
        cwd,
        env: { ...process.env, ...quietEnvironment, ...options.env },
        encoding: options.binary ? 'buffer' : 'utf8',
        maxBuffer: 256 * 1024 * 1024,
      },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
        if (error && typeof error.code !== 'number') {
          reject(new Error(`git could not be run (${error.message}). Is git installed?`));
          return;
        }
        resolve({ stdout, stderr: stderr.toString(), code });
      },
    );
    if (options.input !== undefined) child.stdin?.end(options.input);
    else child.stdin?.end();
  });
}

/** Runs git and returns its output, or throws GitFailed. */
export async function git(cwd: string, args: string[], options: GitOptions = {}): Promise<string> {
  const result = await runGit(cwd, args, options);
  if (result.code !== 0) throw new GitFailed(args, result.code, result.stderr);
  return result.stdout;
}

/** A file's bytes at a commit or tree, or undefined when it is not there. */
export async function readBlob(cwd: string, treeish: string, file: string): Promise<Buffer | undefined> {
  const result = await runGit(cwd, ['cat-file', 'blob', `${treeish}:${file}`], { binary: true });
  return result.code === 0 ? result.stdout : undefined;
}

/**
 * The bytes of every file under `folder` at a commit or tree, by path: two runs of git whatever
 * their number (a run for each file took 5 s for a thousand pages).
 */
export async function readFolder(cwd: string, treeish: string, folder: string): Promise<Map<string, Buffer>> {
  const listed = (await git(cwd, ['ls-tree', '-r', '-z', treeish, '--', folder])).split('\0').filter(Boolean);
  // "<mode> blob <object>\t<path>": a submodule or a link is not a file of the content.
  const blobs = listed.flatMap((line) => {
    const [meta, file] = [line.slice(0, line.indexOf('\t')), line.slice(line.indexOf('\t') + 1)];
    const [mode, type, object] = meta.split(' ');
    return type === 'blob' && mode !== '120000' && object ? [{ file, object }] : [];
  });
  const files = new Map<string, Buffer>();
  if (blobs.length === 0) return files;
  const args = ['cat-file', '--batch'];
  const { stdout, stderr, code } = await runGit(cwd, args, { binary: true, input: blobs.map(({ object }) => `${object}\n`).join('') });
  if (code !== 0) throw new GitFailed(args, code, stderr);
  // Each answer: "<object> blob <size>\n", the bytes, "\n".
  let at = 0;
  for (const { file, object } of blobs) {
    const headerEnd = stdout.indexOf(10, at);
    const [answered, type, size] = stdout.subarray(at, headerEnd).toString('utf8').split(' ');
    if (answered !== object || type !== 'blob') throw new Error(`git cat-file answered "${answered} ${type}" for ${object} (${file}).`);
    const start = headerEnd + 1;
    files.set(file, stdout.subarray(start, start + Number(size)));
    at = start + Number(size) + 1;
  }
  return files;
}
