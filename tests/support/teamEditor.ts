/**
 * The team editor for tests: a website's repository on a real git server (siteRepository.ts), a
 * clone of it as the server's content, a data folder of its own, and people added as
 * `npm run edit:users` adds them (each with a password chosen through their one-time link).
 * `TeamClient` talks to it as a browser would: a cookie jar and the editor's Origin.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Role } from '../../editor/shared/api';
import { DataFolder } from '../../editor/server/team/dataFolder';
import { People } from '../../editor/server/team/people';
import type { Timers } from '../../editor/server/team/scheduledPublishes';
import { type RunningTeamServer, startTeamServer, type TeamServerOptions } from '../../editor/server/team/teamServer';
import type { RecordedAnswer } from './routeAnswers';
import { createSiteRepository, type SiteRepository } from './siteRepository';

export const projectRoot = path.resolve(import.meta.dirname, '../..');
export const appDir = path.join(projectRoot, 'editor/dist');

export interface TeamMemberForTests {
  email: string;
  name: string;
  role: Role;
  password: string;
}

export interface TeamEditor {
  repo: SiteRepository;
  /** The clone the server serves. */
  contentRoot: string;
  dataDir: string;
  editorUrl: string;
  server: RunningTeamServer;
  /** Adds a person with a password (through their one-time link, as they would). */
  add(name: string, role: Role, password?: string): Promise<TeamMemberForTests>;
  /** Stops the server and starts it again on the same data (a restart). */
  restart(): Promise<void>;
  close(): Promise<void>;
}

/** A free port on 127.0.0.1, so EDITOR_URL can name it before the server starts. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export async function startTeamEditorForTests(
  options: Partial<Pick<TeamServerOptions, 'now' | 'timers' | 'publishing' | 'editorUrl'>> = {},
): Promise<TeamEditor> {
  const repo = await createSiteRepository();
  const contentRoot = await repo.clone('server');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'editor-data-'));
  const port = await freePort();
  const editorUrl = options.editorUrl ?? `http://127.0.0.1:${port}`;
  const start = () =>
    startTeamServer({
      contentRoot,
      dataDir,
      editorUrl,
      host: '127.0.0.1',
      port,
      appDir,
      now: options.now,
      timers: options.timers,
      publishing: options.publishing,
    });
  const people = new People(DataFolder.open(dataDir, contentRoot), options.now);
  const editor: TeamEditor = {
    repo,
    contentRoot,
    dataDir,
    editorUrl,
    server: await start(),
    async add(name, role, password = `${name.toLowerCase().replace(/\W+/g, '-')}-long-password`) {
      const email = `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`;
      people.refresh();
      const { token } = people.add(email, name, role);
      await people.choosePassword(token, password);
      return { email, name, role, password };
    },
    async restart() {
      await editor.server.close();
      editor.server = await start();
    },
    async close() {
      await editor.server.close();
      await repo.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return editor;
}

/** The timer of planned publishes, fired when a test says its time has come: the wait it was armed with. */
export class ManualTimers implements Timers {
  private armed = new Map<number, { run: () => void; ms: number }>();
  private next = 0;
  set(run: () => void, ms: number) {
    this.armed.set(++this.next, { run, ms });
    return this.next;
  }
  clear(handle: unknown) {
    this.armed.delete(handle as number);
  }
  get count(): number {
    return this.armed.size;
  }
  get wait(): number | undefined {
    return [...this.armed.values()][0]?.ms;
  }
  fire(): void {
    const [entry] = [...this.armed.entries()];
    if (!entry) throw new Error('No timer is armed.');
    this.armed.delete(entry[0]);
    entry[1].run();
  }
}

export interface Answer<T> {
  status: number;
  body: T;
  headers: Headers;
}

/** Every answer a TeamClient was given, in order: what tests hold to the table of routes (routeAnswers.ts). */
export const teamAnswers: RecordedAnswer[] = [];

/** A browser's worth of talking to the team editor: its cookie, and the editor's Origin on every request. */
export class TeamClient {
  cookie = '';

  constructor(
    readonly editor: TeamEditor,
    readonly origin = editor.editorUrl,
  ) {}

  async call<T>(method: string, address: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer<T>> {
    const response = await fetch(`${this.editor.server.url}${address}`, {
      method,
      redirect: 'manual',
      headers: {
        origin: new URL(this.origin).origin,
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) this.cookie = setCookie.split(';')[0]!.endsWith('=') ? '' : setCookie.split(';')[0]!;
    const contentType = response.headers.get('content-type') ?? '';
    const text = contentType.startsWith('image/') ? '' : await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Not JSON (a page, a photo): the text.
    }
    teamAnswers.push({ method, address, status: response.status, contentType, body: parsed });
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  /** A client of `editor` signed in as `person`. */
  static async signedIn(editor: TeamEditor, person: TeamMemberForTests): Promise<TeamClient> {
    const client = new TeamClient(editor);
    const answer = await client.signIn(person);
    if (answer.status !== 200) throw new Error(`${person.name} could not sign in: ${answer.body.message}`);
    return client;
  }

  signIn(person: { email: string; password: string }) {
    return this.call<{ name: string; message?: string }>('POST', '/auth/sign-in', { email: person.email, password: person.password });
  }
}
