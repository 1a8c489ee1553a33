/**
 * The built site in dist/ as the build wrote it and the static server serves it, for what needs
 * no browser (a page visited in Chromium: tests/e2e/everyPage.test.ts), every route read from
 * pages/*.json:
 * - its raw HTML has its own head tags, one <h1> and the text of all its sections, and is valid;
 * - it asks for nothing the first paint does not need;
 * - it carries the security headers the build sets for the settings it was built with (the
 *   policy itself, for every configuration the site ships in: securityHeaders.test.ts);
 * - its search-engine data; the sitemap and robots.txt list the pages;
 * - every version of every photo its HTML names is served.
 */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from '../../engine/build/securityHeaders';
import { htmlFileFor } from '../../schema/paths';
import { htmlProblems } from '../../tools/accessibilityAndHtml';
import { builtRoutes } from '../../tools/size';
import { serveBuiltSite } from '../support/servedSite';
import {
  decodeEntities,
  distDir,
  htmlText,
  normalize,
  notFoundPath,
  pages,
  resolvedSections,
  sectionTexts,
  site,
  unknownPath,
  visitPath,
} from '../support/siteData';

const baseUrl = serveBuiltSite();
const indexable = pages.filter((p) => p.path !== notFoundPath);

describe('the raw HTML of every route, without JavaScript', () => {
  it.each(pages.map((page) => [page.path, page] as const))('%s has its own head tags, one <h1> and all its section text', async (_, pageFile) => {
    const response = await fetch(baseUrl() + visitPath(pageFile));
    expect(response.status).toBe(pageFile.path === notFoundPath ? 404 : 200);
    const html = await response.text();
    const head = html.slice(0, html.indexOf('</head>'));
    const body = html.slice(html.indexOf('<body'));

    const titles = [...head.matchAll(/<title>([\s\S]*?)<\/title>/g)].map((m) => decodeEntities(m[1]!));
    expect(titles).toEqual([pageFile.title]);
    const descriptions = [...head.matchAll(/<meta\s+name="description"\s+content="([^"]*)"/g)].map((m) => decodeEntities(m[1]!));
    expect(descriptions).toEqual([pageFile.description]);
    const canonicals = [...head.matchAll(/<link\s+rel="canonical"\s+href="([^"]*)"/g)].map((m) => decodeEntities(m[1]!));
    expect(canonicals).toHaveLength(1);
    if (pageFile.path === notFoundPath) {
      expect(head).toMatch(/<meta\s+name="robots"\s+content="noindex"/);
    } else {
      expect(canonicals[0]).toBe(new URL(pageFile.path, site.company.siteUrl).href);
      expect(head).not.toMatch(/<meta\s+name="robots"\s+content="[^"]*noindex/);
    }

    expect(body.match(/<h1[\s>]/g) ?? []).toHaveLength(1);
    const text = htmlText(body);
    const missing = resolvedSections(pageFile)
      .flatMap((section) => sectionTexts(section).map((piece) => ({ type: section.type, piece })))
      .filter(({ piece }) => !text.includes(normalize(piece)));
    expect(missing, `text of ${pageFile.file} missing from its prerendered HTML`).toEqual([]);
  });
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

describe('HTML validity', () => {
  it.each(pages.map((p) => htmlFileFor(p.path)))('dist/%s is valid HTML', async (file) => {
    expect(await htmlProblems(distDir, file)).toEqual([]);
  });
});

describe('security headers, as served', () => {
  // The names as the server sends them; the values exactly those the build sets for these settings.
  const expected = Object.fromEntries(Object.entries(securityHeaders(site)).map(([name, value]) => [name.toLowerCase(), value]));

  it.each([...indexable.map((p) => p.path), unknownPath])('%s carries the security headers', async (pagePath) => {
    const response = await fetch(baseUrl() + pagePath, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(pagePath === unknownPath ? 404 : 200);
    expect(Object.fromEntries(Object.keys(expected).map((name) => [name, response.headers.get(name)]))).toEqual(expected);
  });
});

describe('photos', () => {
  it.each(pages.map(visitPath))('%s: every version of every photo in the HTML is served', async (address) => {
    const html = await (await fetch(`${baseUrl()}${address}`)).text();
    const addresses = [...html.matchAll(/(?:srcSet|srcset|src)="(\/assets\/images\/[^"]+)"/g)].flatMap(([, value]) =>
      value!.split(', ').map((entry) => entry.split(' ')[0]!),
    );
    for (const file of new Set(addresses)) {
      const response = await fetch(`${baseUrl()}${file}`, { method: 'HEAD' });
      expect(response.status, file).toBe(200);
      expect(response.headers.get('content-type'), file).toMatch(/^image\/(avif|webp|jpeg|png)$/);
    }
  });
});

describe('the HTML files and the crawler files', () => {
  const htmlFiles = (readdirSync(distDir, { recursive: true }) as string[]).filter((file) => file.endsWith('.html'));

  it('builds exactly the pages there are: one HTML file per page, plus 404.html, besides the stand-ins', () => {
    expect(
      builtRoutes(distDir)
        .map((built) => built.route)
        .sort(),
    ).toEqual([...indexable.map((p) => p.path), '(404)'].sort());
  });

  it('builds one HTML file per page, plus 404.html', () => {
    for (const pageFile of pages) {
      const file = htmlFileFor(pageFile.path);
      expect(htmlFiles, `${pageFile.file} has no ${file}`).toContain(file);
    }
  });

  it('sitemap.xml lists every page except the not-found page, and robots.txt points to it', async () => {
    const sitemapResponse = await fetch(`${baseUrl()}/sitemap.xml`);
    expect(sitemapResponse.status).toBe(200);
    const sitemap = await sitemapResponse.text();
    const listed = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => decodeEntities(m[1]!)).sort();
    const expected = pages
      .filter((p) => p.path !== notFoundPath)
      .map((p) => new URL(p.path, site.company.siteUrl).href)
      .sort();
    expect(listed).toEqual(expected);

    const robotsResponse = await fetch(`${baseUrl()}/robots.txt`);
    expect(robotsResponse.status).toBe(200);
    const robots = await robotsResponse.text();
    expect(robots).toMatch(/^User-agent:/im);
    expect(robots).not.toMatch(/^Disallow:\s*\/\s*$/im);
    const sitemapLines = [...robots.matchAll(/^Sitemap:\s*(\S+)\s*$/gim)].map((m) => m[1]);
    expect(sitemapLines).toEqual([new URL('/sitemap.xml', site.company.siteUrl).href]);
  });
});
