/**
 * Photos as a phone gets them: every photo the pages show (whatever they are) arrives as a small
 * modern file made for the phone's screen, never the original from the images folder, with its
 * space reserved so the page does not jump while it loads.
 */
import path from 'node:path';
import { imageSize } from 'image-size';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { baseUrl, browserForThisFile, phone } from '../support/harness';
import { pages, projectRoot, visitPath } from '../support/siteData';

/** Every photo a page's sections name, with the width of its original file. */
function photosOf(section: unknown): string[] {
  if (Array.isArray(section)) return section.flatMap(photosOf);
  if (!section || typeof section !== 'object') return [];
  return Object.entries(section).flatMap(([key, value]) =>
    key === 'image' && value && typeof value === 'object' && 'src' in value ? [String(value.src)] : photosOf(value),
  );
}
const withPhotos = pages.map((page) => ({ page, photos: [...new Set(photosOf(page.sections))] })).filter(({ photos }) => photos.length > 0);
/** The width the build wrote into a version's name: "roof-640.0a1b2c3d4e.avif" → 640. */
const fileWidth = (address: string) => Number(/-(\d+)\.[0-9a-f]+\.\w+$/.exec(address)?.[1] ?? Number.NaN);
const originalWidth = (src: string) => imageSize(readFileSync(path.join(projectRoot, src))).width;

describe('photos on a phone', () => {
  const openPage = browserForThisFile();

  it.each(withPhotos.map(({ page, photos }) => [visitPath(page), photos] as const))(
    '%s: each photo arrives as a small AVIF made for the screen, never the original',
    async (address, photos) => {
      const visitor = await openPage(phone);
      try {
        const requested: string[] = [];
        visitor.page.on('request', (request) => {
          if (request.resourceType() === 'image') requested.push(new URL(request.url()).pathname);
        });
        await visitor.page.goto(`${baseUrl()}${address}`);
        // Scroll through the page, so the lazy photos load too.
        await visitor.page.evaluate(async () => {
          for (let y = 0; y < document.documentElement.scrollHeight; y += 600) {
            window.scrollTo(0, y);
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
        });
        await visitor.page.waitForFunction(() => [...document.images].every((image) => image.complete));
        const shown = await visitor.page.$$eval('picture img', (elements) =>
          (elements as HTMLImageElement[]).map((image) => ({
            current: new URL(image.currentSrc).pathname,
            loaded: image.naturalWidth > 0,
            reserved: image.hasAttribute('width') && image.hasAttribute('height'),
          })),
        );
        expect(shown.length).toBeGreaterThanOrEqual(1);
        for (const image of shown) {
          expect(image.current, 'a modern format').toMatch(/^\/assets\/images\/.+\.avif$/);
          expect(image.reserved, `${image.current} reserves its space`).toBe(true);
          expect(image.loaded, `${image.current} shows`).toBe(true);
          // A 390-pixel screen never needs more than 960 pixels. (The image's naturalWidth is scaled by
          // the srcset's density, so the file's own width is read from its name.)
          expect(fileWidth(image.current), image.current).toBeLessThanOrEqual(960);
        }
        for (const src of photos) {
          expect(requested, `the original ${src} is never sent`).not.toContain(src);
          expect(Math.max(...shown.map((s) => fileWidth(s.current)))).toBeLessThan(originalWidth(src) ?? Number.POSITIVE_INFINITY);
        }
        expect(visitor.failedRequests).toEqual([]);
      } finally {
        await visitor.close();
      }
    },
  );
});
