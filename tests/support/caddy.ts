/**
 * A real HTTPS front for the team editor in tests: Debian's Caddy (`.ci/run` installs it when
 * missing) with `tls internal`, its own local certificate authority, reverse-proxying to the
 * editor on 127.0.0.1, as docs/deploying-the-editor.md sets it up. Browsers in the tests accept
 * the local authority's certificate (`ignoreHTTPSErrors`).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './teamEditor';

export interface RunningCaddy {
  /** https://localhost:<port> */
  url: string;
  close(): Promise<void>;
}

export const caddyPath = () => ['/usr/bin/caddy', '/usr/local/bin/caddy'].find((candidate) => existsSync(candidate));

/** Caddy on a free port, serving https://localhost:<port> in front of `upstream` (a host:port). */
export async function startCaddy(httpsPort: number, upstream: string): Promise<RunningCaddy> {
  const caddy = caddyPath();
  if (!caddy) throw new Error('Caddy is not installed: apt-get install caddy (.ci/run does it when missing).');
  const home = mkdtempSync(path.join(os.tmpdir(), 'caddy-'));
  const httpPort = await freePort();
  const config = `{
	admin off
	skip_install_trust
	auto_https disable_redirects
	http_port ${httpPort}
	https_port ${httpsPort}
	storage file_system ${path.join(home, 'data')}
}
localhost:${httpsPort} {
	tls internal
	reverse_proxy ${upstream}
}
`;
  writeFileSync(path.join(home, 'Caddyfile'), config);
  const child: ChildProcess = spawn(caddy, ['run', '--config', path.join(home, 'Caddyfile'), '--adapter', 'caddyfile'], {
    env: { ...process.env, HOME: home, XDG_DATA_HOME: path.join(home, 'data'), XDG_CONFIG_HOME: path.join(home, 'config') },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let said = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    said += chunk.toString();
  });
  const url = `https://localhost:${httpsPort}`;
  // Ready once it answers over TLS with its own certificate (made at start).
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Caddy stopped: ${said.slice(-2000)}`);
    const ready = await new Promise<boolean>((resolve) => {
      import('node:https').then(({ request }) =>
        request(`${url}/`, { rejectUnauthorized: false, method: 'HEAD' }, (response) => {
          response.resume();
          resolve(true);
        })
          .on('error', () => resolve(false))
          .end(),
      );
    });
    if (ready) break;
    if (Date.now() - started > 30_000) throw new Error(`Caddy did not answer on ${url} within 30 s: ${said.slice(-2000)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    close: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => (child.exitCode !== null ? resolve(undefined) : child.once('exit', resolve)));
      rmSync(home, { recursive: true, force: true });
    },
  };
}
