/**
 * `npm run edit:server -- --root <clone>`: the team editor, started once on a small server, for
 * people who open one address in a browser and sign in (docs/deploying-the-editor.md).
 *
 *   EDITOR_URL   the address people open, https (http only for an address on this computer)
 *   EDITOR_DATA  where people, reviews, shared previews and drafts are kept, outside the clone
 *   HOST, PORT   where this server listens (127.0.0.1:5180 unless said: the proxy is in front)
 *   PUBLISH_BRANCH, PUBLISH_HOOK_URL  as for the laptop editor
 *
 * It refuses to start, with one sentence, when any of these is missing or wrong, when the root
 * is not a git clone with a remote, or when nobody can sign in yet (and says how to add the first
 * owner). The editor's app is served from its production build (`npm run build:editor`), built
 * here first when missing or older than its sources.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { runGit } from '../../../engine/publish/git.ts';
import { ensureEditorApp } from '../editorApp.ts';
import { publishingFromEnvironment } from '../publishing.ts';
import { DataFolder } from './dataFolder.ts';
import { People } from './people.ts';
import { startTeamServer } from './teamServer.ts';

process.env.NODE_ENV = 'production';

function fail(message: string): never {
  console.error(`✖ ${message}`);
  process.exit(1);
}

const args = process.argv.slice(2);
const rootAt = args.indexOf('--root');
if (rootAt < 0 || !args[rootAt + 1]) fail('Say which clone of the site to serve: npm run edit:server -- --root /srv/site');
const contentRoot = path.resolve(args[rootAt + 1]!);

const editorUrl = process.env.EDITOR_URL;
if (!editorUrl) fail('Set EDITOR_URL to the address people will open, for example EDITOR_URL=https://edit.example.com');
let address: URL;
try {
  address = new URL(editorUrl);
} catch {
  fail(`EDITOR_URL=${editorUrl} is not an address; write it like https://edit.example.com`);
}
const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(address.hostname);
if (address.protocol !== 'https:' && !(address.protocol === 'http:' && loopback))
  fail(
    `EDITOR_URL must start with https:// (passwords travel to it); only an address on this computer, like http://127.0.0.1:5180, may use http. It is ${editorUrl}.`,
  );

const dataDir = process.env.EDITOR_DATA;
if (!dataDir)
  fail(
    "Set EDITOR_DATA to the folder where the team editor keeps its people and drafts, outside the site's clone, for example EDITOR_DATA=/var/lib/site-editor",
  );

if (!existsSync(contentRoot) || (await runGit(contentRoot, ['rev-parse', '--is-inside-work-tree'])).code !== 0)
  fail(`${contentRoot} is not a git clone. Clone the website's repository there first: git clone <its address> ${contentRoot}`);
if ((await runGit(contentRoot, ['remote'])).stdout.trim() === '')
  fail(
    `${contentRoot} has no remote: the team editor publishes to the website's repository. Clone the site from it, or add it with git remote add origin <its address>.`,
  );

let data: DataFolder;
try {
  data = DataFolder.open(dataDir, contentRoot);
} catch (error) {
  fail((error as Error).message);
}
if (!new People(data).anyoneCanSignIn())
  fail(
    `Nobody can sign in yet. Add the first owner: EDITOR_DATA=${dataDir} EDITOR_URL=${editorUrl} npm run edit:users -- add you@example.com --name "Your Name" --role owner (it prints the link where they choose a password).`,
  );

const port = Number(process.env.PORT ?? 5180);
if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`PORT=${process.env.PORT} is not a port number.`);
const host = process.env.HOST ?? '127.0.0.1';

let appDir: string;
try {
  appDir = ensureEditorApp();
} catch (error) {
  fail((error as Error).message);
}

try {
  const server = await startTeamServer({
    contentRoot,
    dataDir,
    editorUrl,
    host,
    port,
    appDir,
    publishing: publishingFromEnvironment(),
  });
  console.log(
    `The team editor listens at ${server.url}; people open ${address.origin}.\nIt serves ${contentRoot}; its data is in ${path.resolve(dataDir)}. Ctrl+C stops it.`,
  );
  const stop = () => void server.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code;
  fail(code === 'EADDRINUSE' ? `Port ${port} on ${host} is taken: PORT=… picks another.` : (error as Error).message);
}
