/**
 * `npm run screenshots -- /about /contact`: saves phone (390px) and desktop (1280px)
 * screenshots of built routes into screenshots/, in slices a screen or two tall, after
 * scrolling through the page so every reveal animation has run. Serve the site first
 * (`npm start` or `npm run serve`); `--base <address>` points it at another server than
 * http://localhost:4173.
 */
import { mkdirSync } from 'node:fs';
import { launchBrowser } from './chromium';
import { readCommandLine, refuse } from './commandLine';

const usage = 'npm run screenshots -- [/route …] [--base http://localhost:4173]';
const { options, positionals: routes } = readCommandLine(usage, { base: { type: 'string', default: 'http://localhost:4173' } }, { positionals: true });
const baseUrl = options.base.replace(/\/$/, '');
for (const route of routes) if (!route.startsWith('/')) refuse(`"${route}" is not a route; routes start with "/", for example /about.`, usage);
const widths = [390, 1280];
mkdirSync('screenshots', { recursive: true });

const browser = await launchBrowser();
try {
  for (const width of widths) {
    const context = await browser.newContext({ viewport: { width, height: width < 500 ? 844 : 800 } });
    const page = await context.newPage();
    page.on('console', (m) => (m.type() === 'error' || m.type() === 'warning') && console.log(`  ${m.type()}: ${m.text()}`));
    for (const route of routes.length ? routes : ['/']) {
      await page.goto(baseUrl + route, { waitUntil: 'networkidle' });
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0; y < height; y += 400) await page.evaluate((top) => window.scrollTo(0, top), y).then(() => page.waitForTimeout(50));
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForTimeout(1200);
      const slice = width < 500 ? 1700 : 1600;
      for (let i = 0; i * slice < height; i++) {
        const file = `screenshots/${width}${route === '/' ? '-home' : route.replace(/\//g, '-')}-${i}.png`;
        await page.screenshot({ path: file, fullPage: true, clip: { x: 0, y: i * slice, width, height: Math.min(slice, height - i * slice) } });
        console.log(file);
      }
    }
    await context.close();
  }
} finally {
  await browser.close();
}
