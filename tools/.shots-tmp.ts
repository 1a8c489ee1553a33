import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startEditor } from '../editor/server/startEditor.ts';
import { launchBrowser } from '../tools/chromium.ts';
const tag = process.argv[2] ?? 'before';
const cwd = '/work/wt/phone-later';
const root = mkdtempSync(path.join(tmpdir(), 'shots-'));
for (const name of ['pages', 'site.config.json', 'images']) cpSync(path.join(cwd, name), path.join(root, name), { recursive: true });
const editor = await startEditor({ contentRoot: root, port: 0 });
const browser = await launchBrowser();
for (const [w, h, touch] of [[390, 844, true], [1280, 800, false], [1440, 900, false]] as const) {
  const context = await browser.newContext({ viewport: { width: w, height: h }, hasTouch: touch, isMobile: touch, deviceScaleFactor: 1 });
  const page = await context.newPage();
  await page.goto(`${editor.url}/pages/about`);
  await page.getByRole('heading', { level: 1 }).first().waitFor().catch(() => {});
  await page.waitForTimeout(2500);
  const info = await page.evaluate(() => ({ scrollY: window.scrollY, scrollW: document.documentElement.scrollWidth, innerW: innerWidth, h: document.documentElement.scrollHeight, active: document.activeElement?.outerHTML.slice(0, 120) }));
  console.log(w, JSON.stringify(info));
  await page.screenshot({ path: `/tmp/x/shots/${tag}-${w}.png` });
  if (touch) await page.screenshot({ path: `/tmp/x/shots/${tag}-${w}-full.png`, fullPage: true });
  await context.close();
}
await browser.close();
await editor.close();
