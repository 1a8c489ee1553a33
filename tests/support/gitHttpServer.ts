/**
 * A real git remote for the publishing tests: bare repositories served over HTTP by git's own
 * `git http-backend` (a CGI program installed with git), behind a few lines of Node on 127.0.0.1
 * with basic authentication. Clones, fetches and pushes are git's real smart HTTP protocol, so
 * wrong credentials, rejected (non-fast-forward) pushes and concurrent pushes behave as they do
 * against a hosting provider.
 */
import { execFile, spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface GitHttpServer {
  /** http://127.0.0.1:<port> */
  origin: string;
  /** The clone address of a repository, with the credentials in it (as a `git remote` would hold them). */
  urlOf(repository: string, user?: { name: string; password: string }): string;
  /** The bare repository's folder on disk, to read what a push left there. */
  pathOf(repository: string): string;
  /** Pushes (receive-pack requests) that reached git, per repository. */
  pushes: Map<string, number>;
  close(): Promise<void>;
}

/** Makes an empty bare repository under `root` that accepts pushes over HTTP. */
export async function createBareRepository(root: string, name: string, initialBranch = 'main'): Promise<string> {
  const dir = path.join(root, name);
  mkdirSync(dir, { recursive: true });
  await run('git', ['init', '--quiet', '--bare', `--initial-branch=${initialBranch}`, dir]);
  await run('git', ['config', 'http.receivepack', 'true'], { cwd: dir });
  return dir;
}

export async function startGitHttpServer(options: { root: string; users: Record<string, string> }): Promise<GitHttpServer> {
  const pushes = new Map<string, number>();
  const server: Server = createServer((request, response) => {
    void serve(request, response).catch((error: Error) => {
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain' });
      response.end(`git http-backend failed: ${error.message}\n`);
    });
  });

  async function serve(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const user = authorised(request.headers.authorization, options.users);
    if (!user) {
      request.resume();
      response.writeHead(401, { 'www-authenticate': 'Basic realm="git"', 'content-type': 'text/plain' }).end('Authentication required\n');
      return;
    }
    const url = new URL(request.url ?? '/', 'http://git');
    if (url.searchParams.get('service') === 'git-receive-pack' || url.pathname.endsWith('/git-receive-pack')) {
      const repository = url.pathname.split('/')[1] ?? '';
      if (url.pathname.endsWith('/git-receive-pack')) pushes.set(repository, (pushes.get(repository) ?? 0) + 1);
    }
    const backend = spawn('git', ['http-backend'], {
      env: {
        PATH: process.env.PATH,
        GIT_PROJECT_ROOT: options.root,
        GIT_HTTP_EXPORT_ALL: '1',
        PATH_INFO: url.pathname,
        QUERY_STRING: url.search.slice(1),
        REQUEST_METHOD: request.method ?? 'GET',
        CONTENT_TYPE: request.headers['content-type'] ?? '',
        // git's client compresses large pushes; http-backend inflates them itself.
        HTTP_CONTENT_ENCODING: request.headers['content-encoding'] ?? '',
        REMOTE_USER: user,
        REMOTE_ADDR: '127.0.0.1',
        GIT_HTTP_MAX_REQUEST_BUFFER: '100M',
      },
    });
    const closed = new Promise<void>((resolve) => backend.once('close', () => resolve()));
    request.pipe(backend.stdin);
    await answerFromCgi(backend.stdout, response);
    await closed;
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    urlOf: (repository, user) =>
      `http://${user ? `${encodeURIComponent(user.name)}:${encodeURIComponent(user.password)}@` : ''}${origin.slice('http://'.length)}/${repository}`,
    pathOf: (repository) => path.join(options.root, repository),
    pushes,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function authorised(header: string | undefined, users: Record<string, string>): string | undefined {
  const match = /^Basic (.+)$/i.exec(header ?? '');
  if (!match) return undefined;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const at = decoded.indexOf(':');
  const [name, password] = [decoded.slice(0, at), decoded.slice(at + 1)];
  return at > 0 && Object.hasOwn(users, name) && users[name] === password ? name : undefined;
}

/** Relays a CGI program's answer: its header block (Status, Content-Type, …), then the body as it streams. */
function answerFromCgi(output: NodeJS.ReadableStream, response: ServerResponse): Promise<void> {
  return new Promise((resolve, reject) => {
    let head = Buffer.alloc(0);
    let headerDone = false;
    output.on('data', (chunk: Buffer) => {
      if (headerDone) {
        response.write(chunk);
        return;
      }
      head = Buffer.concat([head, chunk]);
      const end = head.indexOf('\r\n\r\n') >= 0 ? head.indexOf('\r\n\r\n') : head.indexOf('\n\n');
      if (end < 0) return;
      const separator = head.indexOf('\r\n\r\n') === end ? 4 : 2;
      const headers: Record<string, string> = {};
      let status = 200;
      for (const line of head.subarray(0, end).toString('latin1').split(/\r?\n/)) {
        const colon = line.indexOf(':');
        const name = line.slice(0, colon).trim().toLowerCase();
        const value = line.slice(colon + 1).trim();
        if (name === 'status') status = Number.parseInt(value, 10);
        else if (name) headers[name] = value;
      }
      response.writeHead(status, headers);
      headerDone = true;
      const rest = head.subarray(end + separator);
      if (rest.length) response.write(rest);
    });
    output.on('end', () => {
      if (!headerDone) response.writeHead(502).end('git http-backend sent no answer\n');
      else response.end();
      resolve();
    });
    output.on('error', reject);
  });
}
