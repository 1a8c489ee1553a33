/**
 * The built site as search engines, browsers and visitors without JavaScript meet it: the
 * first-load budget (engine/checks/budgets.ts; measured in Chromium and printed per route), the security
 * headers as served, the search-engine data in each page, and the site
 * working with JavaScript turned off.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { firstLoadBudgetKb } from '../../engine/checks/budgets';
import { formatSizes, measureRoutes, type RouteSize } from '../../tools/size';
import { baseUrl, phone, browserForThisFile } from '../support/harness';
import {
  distDir,
  formRedirectPath,
  formsOf,
  normalize,
  notFoundPath,
  pages,
  resolvedSections,
  sectionTexts,
  site,
  unknownPath,
  visitPath,
  waitForApp,
} from '../support/siteData';

const indexable = pages.filter((p) => p.path !== notFoundPath);

describe('performance budget', () => {
  let sizes: RouteSize[];

  it(`every route loads at most ${firstLoadBudgetKb.html} KB of HTML, ${firstLoadBudgetKb.js} KB of JavaScript and ${firstLoadBudgetKb.css} KB of CSS (gzip) on a first visit`, async () => {
    sizes = await measureRoutes(distDir);
    console.log(`\n${formatSizes(sizes)}\n`);
    expect(sizes.map((s) => s.route).sort()).toEqual([...indexable.map((p) => p.path), '(404)'].sort());
    for (const size of sizes) {
      expect(size.htmlBytes / 1024, `${size.route} HTML`).toBeLessThanOrEqual(firstLoadBudgetKb.html);
      expect(size.jsBytes / 1024, `${size.route} first-load JS`).toBeLessThanOrEqual(firstLoadBudgetKb.js);
      expect(size.cssBytes / 1024, `${size.route} CSS`).toBeLessThanOrEqual(firstLoadBudgetKb.css);
      expect(
        size.assets.some((f) => /zod/i.test(f)),
        `${size.route} loads no zod chunk`,
      ).toBe(false);
    }
  }, 120_000);
});

describe('what the first paint waits for', () => {
  // On a slow phone connection every request made while the page loads shares a handful of
  // connections with the stylesheet and the font; one too many delays the largest text.
  it.each([...indexable.map((p) => p.path), unknownPath])(
    '%s asks for one stylesheet, one font and one low-priority script, and nothing else',
    async (pagePath) => {
      const html = await (await fetch(baseUrl() + pagePath)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      const fetched = [...head.matchAll(/<(link|script)\b[^>]*\b(?:href|src)="(?!data:)([^"]+)"[^>]*>/g)].map(([tag]) => tag);
      expect(fetched.filter((tag) => !tag.includes('rel="canonical"'))).toEqual([
        expect.stringMatching(/^<link rel="preload" href="\/assets\/inter-[\w-]+\.woff2" as="font" type="font\/woff2" crossorigin/),
        expect.stringMatching(/^<script type="module" fetchpriority="low" crossorigin src="\/assets\/boot-[\w-]+\.js">/),
        expect.stringMatching(/^<link rel="stylesheet" crossorigin href="\/assets\/index-[\w-]+\.css">/),
      ]);
      expect(head).toMatch(/<link rel="icon" href="data:image\/svg\+xml,/);
      // And the photo of an opening hero, the page's largest element (engine/build/pictures.ts).
      const page = pages.find((p) => visitPath(p) === pagePath);
      const [first] = page ? resolvedSections(page) : [];
      const imagePreloads = head.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
      expect(imagePreloads).toHaveLength(first?.type === 'hero' && first.image ? 1 : 0);
      for (const link of imagePreloads) expect(link).toMatch(/imagesrcset="\/assets\/images\/[^"]+" imagesizes="[^"]+" fetchpriority="high"/);
    },
  );
});

describe("a long page's later sections", () => {
  const openPage = browserForThisFile();
  const longest = [...indexable].sort((a, b) => resolvedSections(b).length - resolvedSections(a).length)[0]!;
  /** Whether each section and the footer is deferred (content-visibility: auto) right now. */
  const deferred = (page: Page) =>
    page.locator('main > *, main ~ footer').evaluateAll((parts) => parts.map((part) => getComputedStyle(part).contentVisibility === 'auto'));

  it(`are left out of the first rendering, and without JavaScript stay so until a visitor nears them (${longest.path})`, async () => {
    const visitor = await openPage({ ...phone, javaScriptEnabled: false });
    try {
      await visitor.page.goto(baseUrl() + visitPath(longest));
      // The first two sections make the first screen; the rest and the footer wait.
      const parts = await deferred(visitor.page);
      const firstScreen = Math.min(2, parts.length - 1);
      expect(parts).toEqual(parts.map((_, index) => index >= firstScreen));
    } finally {
      await visitor.close();
    }
  });

  it('are rendered for good soon after the page is up, so its whole text is there and its length is final', async () => {
    const visitor = await openPage(phone);
    const { page } = visitor;
    try {
      await page.goto(baseUrl() + visitPath(longest));
      await waitForApp(page);
      await expect.poll(() => deferred(page), { timeout: 5000 }).not.toContain(true);
      const text = normalize(await page.locator('main').innerText()).toLowerCase();
      for (const section of resolvedSections(longest)) for (const piece of sectionTexts(section)) expect(text).toContain(piece.toLowerCase());
      // Scrolling through the page renders nothing new: its height was not an estimate.
      const height = () => page.evaluate(() => document.documentElement.scrollHeight);
      const before = await height();
      await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += 400) {
          window.scrollTo(0, y);
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        }
      });
      expect(await height()).toBe(before);
    } finally {
      await visitor.close();
    }
  });
});

describe('the web font', () => {
  const openPage = browserForThisFile();

  it('is the self-hosted Inter, preloaded, shown with swap, and downloaded once', async () => {
    const visitor = await openPage(phone);
    try {
      const fonts: string[] = [];
      visitor.page.on('request', (request) => {
        if (request.resourceType() === 'font' || request.url().endsWith('.woff2')) fonts.push(new URL(request.url()).pathname);
      });
      await visitor.page.goto(`${baseUrl()}/`);
      const state = await visitor.page.evaluate(async () => {
        await document.fonts.ready;
        return {
          preloaded: document.querySelector<HTMLLinkElement>('link[rel="preload"][as="font"]')?.getAttribute('href'),
          faces: [...document.fonts].map((face) => ({
            family: face.family.replace(/"/g, ''),
            display: face.display,
            status: face.status,
            weight: face.weight,
          })),
          headingFont: getComputedStyle(document.querySelector('h1')!).fontFamily,
        };
      });
      // A preload that did not match the stylesheet's request would download the font twice.
      expect(fonts).toEqual([state.preloaded]);
      expect(state.preloaded).toMatch(/^\/assets\/inter-[\w-]+\.woff2$/);
      expect(state.faces).toEqual([{ family: 'Inter Variable', display: 'swap', status: 'loaded', weight: '400 900' }]);
      expect(state.headingFont).toMatch(/^"?Inter Variable"?,/);
    } finally {
      await visitor.close();
    }
  });
});

describe('security headers, as served', () => {
  it.each([...indexable.map((p) => p.path), unknownPath])('%s carries the security headers', async (pagePath) => {
    const response = await fetch(baseUrl() + pagePath, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(pagePath === unknownPath ? 404 : 200);
    const csp = response.headers.get('content-security-policy') ?? '';
    for (const directive of ["default-src 'self'", "object-src 'none'", "base-uri 'self'", "form-action 'self'", 'frame-ancestors']) {
      expect(csp, directive).toContain(directive);
    }
    expect(csp).toMatch(/script-src 'self'(;| )/);
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy')).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/);
  });
});

describe('search engines', () => {
  const jsonLdOf = (html: string) =>
    [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
  // The cities of every service area the visitor can read, as the build collects them.
  const cities = [...new Set(pages.flatMap((p) => p.sections.flatMap((s) => (s.type === 'service-area' ? s.cities : []))))];

  it.each(indexable.map((p) => p.path))('%s has its canonical URL, Open Graph and Twitter tags, and structured data', async (pagePath) => {
    const page = pages.find((p) => p.path === pagePath)!;
    const html = await (await fetch(baseUrl() + pagePath)).text();
    const canonical = new URL(pagePath, site.company.siteUrl).href;
    expect(html).toContain(`<link rel="canonical" href="${canonical}"`);
    expect(html).toContain(`<meta property="og:url" content="${canonical}"`);
    expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
    // A page with a photo is shared with its first one, the build's JPEG or PNG version of it, as a large card.
    const hasPhoto = JSON.stringify(page.sections).includes('"src":"/images/');
    expect(html).toMatch(hasPhoto ? /<meta name="twitter:card" content="summary_large_image"/ : /<meta name="twitter:card" content="summary"/);
    const shared = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
    if (hasPhoto) expect(shared).toMatch(new RegExp(`^${site.company.siteUrl.replace(/[.]/g, '\\.')}/assets/images/[\\w.-]+\\.(jpg|png)$`));
    else expect(shared).toBeUndefined();
    expect(html).not.toContain('noindex');
    expect(page.title.length).toBeLessThanOrEqual(70);

    const data = jsonLdOf(html);
    const business = data.find((d) => d['@type'] === site.company.businessType)!;
    expect(business, `a ${site.company.businessType}`).toBeTruthy();
    expect(business.name).toBe(site.company.name);
    expect(business.telephone).toBe(site.company.phoneDial);
    const areas = (business.areaServed as { name: string }[]).map((a) => a.name);
    expect(areas).toContain(site.company.region);
    expect(areas.filter((a) => cities.includes(a))).toHaveLength(cities.length);
    // The business hours are the first set of opening hours in site.config.json.
    const hours = Object.values(site.company.openingHours)[0]!;
    expect(business.openingHoursSpecification).toEqual(hours.map((h) => expect.objectContaining({ dayOfWeek: h.days, opens: h.opens, closes: h.closes })));

    const isService = site.services.some((entry) => entry.href === pagePath);
    const isRoofType = site.roofTypes.some((entry) => entry.href === pagePath);
    expect(
      data.some((d) => d['@type'] === 'Service'),
      'a Service on service pages only',
    ).toBe(isService);
    const breadcrumbs = data.find((d) => d['@type'] === 'BreadcrumbList');
    expect(Boolean(breadcrumbs), 'breadcrumbs on service and roof type pages only').toBe(isService || isRoofType);
    if (breadcrumbs) {
      const trail = breadcrumbs.itemListElement as { position: number; item: string }[];
      expect(trail.map((t) => t.position)).toEqual([1, 2]);
      expect(trail.at(-1)!.item).toBe(canonical);
    }
  });

  it('the page for unknown addresses asks not to be indexed and is not in the sitemap', async () => {
    const html = await (await fetch(baseUrl() + unknownPath)).text();
    expect(html).toContain('<meta name="robots" content="noindex"');
    const sitemap = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
    expect(sitemap).not.toContain('404');
  });
});

describe('with JavaScript turned off', () => {
  const openPage = browserForThisFile();
  const reached = new Set<string>();

  afterAll(() => {
    // Navigation still reaches every page: the union of the plain links on all pages. The
    // thank-you page is the one exception by design: visitors arrive there from the form.
    const linkable = indexable.map((p) => p.path).filter((p) => p !== formRedirectPath);
    expect(linkable.filter((p) => !reached.has(p))).toEqual([]);
  });

  it.each(pages.map((p) => [visitPath(p), p] as const))('%s shows all its content, phone links and forms', async (address, page) => {
    const visitor = await openPage({ javaScriptEnabled: false, everySectionRendered: true });
    try {
      await visitor.page.goto(baseUrl() + address);
      const text = normalize(await visitor.page.locator('main').innerText());
      for (const section of resolvedSections(page)) {
        for (const piece of sectionTexts(section)) expect(text.toLowerCase(), `${page.file}: "${piece}"`).toContain(piece.toLowerCase());
      }
      const phoneLinks = await visitor.page
        .locator('a[href^="tel:"]')
        .evaluateAll((links) => links.map((l) => [l.getAttribute('href'), l.hasAttribute('data-loc-phone')]));
      expect(phoneLinks.length).toBeGreaterThan(0);
      for (const [href, tracked] of phoneLinks) {
        expect(href).toBe(`tel:${site.company.phoneDial}`);
        expect(tracked).toBe(true);
      }
      const frames = await visitor.page
        .locator('[data-lead-form] iframe')
        .evaluateAll((all) => all.map((f) => [f.getAttribute('src'), Math.round(f.getBoundingClientRect().height)]));
      expect(frames).toEqual(formsOf(page).map((form) => [site.integrations.leadForm.formUrl, form.height]));
      const links = await visitor.page.locator('a[href^="/"]').evaluateAll((all) => all.map((a) => a.getAttribute('href')!.replace(/[#?].*$/, '') || '/'));
      for (const href of links) reached.add(href);
    } finally {
      await visitor.close();
    }
  });
});
