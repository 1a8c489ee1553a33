import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { AddressInfo } from 'node:net';
import { createStaticServer } from './engine/staticServer';
import { chromiumArgs, chromiumPath } from './engine/cli/chromium';
const listen = async (s: any) => { await new Promise<void>((r) => s.listen(0, '127.0.0.1', r)); return `http://127.0.0.1:${(s.address() as AddressInfo).port}`; };
const site = await listen(createStaticServer(process.env.DIST ?? 'dist'));
const bare = await listen(createStaticServer(process.env.DIST ?? 'dist', { withoutScripts: true }));
const route = process.argv[2] ?? '/about';
const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: chromiumArgs, logLevel: 'silent' });
for (let i = 0; i < Number(process.argv[3] ?? 2); i++) for (const [name, base] of [['js', site], ['bare', bare]]) {
  const lhr = (await lighthouse(base + route, { port: Number(chrome.port), output: 'json', logLevel: 'error' }))!.lhr;
  const a = (id: string) => lhr.audits[id]?.numericValue?.toFixed(0);
  const el: any = lhr.audits['largest-contentful-paint-element']?.details;
  const phases = el?.items?.[1]?.items?.map((p: any) => `${p.phase}:${p.timing?.toFixed(0)}`).join(' ');
  const node = el?.items?.[0]?.items?.[0]?.node?.snippet?.slice(0, 80);
  const m: any = (lhr.audits.metrics?.details as any)?.items?.[0] ?? {};
  console.log(name, 'FCP', a('first-contentful-paint'), 'LCP', a('largest-contentful-paint'), 'obsFCP', m.observedFirstContentfulPaint, 'obsLCP', m.observedLargestContentfulPaint, phases, node);
  const reqs: any[] = (lhr.audits['network-requests'].details as any).items;
  console.log('   ', reqs.map((r) => `${r.url.replace(/^.*\//, '')}@${r.networkRequestTime?.toFixed(0)}-${r.networkEndTime?.toFixed(0)} ${r.priority}`).join(' | '));
}
chrome.kill(); process.exit(0);
