/**
 * The photo build step (engine/build/pictures.ts) on photos made here: the versions it makes
 * for each slot, the page data it adds, the hero preload, the cache that keeps a rebuild
 * from encoding anything again, and what a photo weighs on a phone.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { addPictures, photoWeights, widthsFor } from '../../engine/build/pictures';
import { heroImagePreload } from '../../engine/build/prerender';
import { photoKey } from '../../engine/checks/weight';
import { imageSlots, type PictureData } from '../../schema/imageSlots';
import type { ResolvedPage } from '../../schema/page';

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) fs.rmSync(root, { recursive: true, force: true });
});

async function project(photos: Record<string, Sharp>) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'pictures-test-'));
  roots.push(root);
  fs.mkdirSync(path.join(root, 'images'));
  for (const [name, photo] of Object.entries(photos)) await photo.toFile(path.join(root, 'images', name));
  return { root, cacheDir: path.join(root, 'cache') };
}

const photo = (width: number, height: number, background = '#3b6ea5') => sharp({ create: { width, height, channels: 3, background } });

const page = (sections: unknown[]): ResolvedPage => ({ path: '/', title: 'Home', description: 'A page', sections }) as unknown as ResolvedPage;
const heroWith = (src: string) => ({ type: 'hero', heading: 'Roofs', image: { src, alt: 'A roof' } });
const cardsWith = (src: string) => ({
  type: 'cards',
  heading: 'Services',
  items: [{ title: 'Repairs', description: 'Fixes', image: { src, decorative: true } }],
});

const pictureOf = (value: unknown): PictureData => (value as { picture: PictureData }).picture;
/** The image of a page's first section. */
const firstImage = (pages: ResolvedPage[]) => (pages[0]!.sections[0] as { image?: unknown }).image;

describe('the widths made of a photo', () => {
  it('are the slot widths narrower than the photo, then the photo itself', () => {
    expect(widthsFor(2400, [640, 960, 1280, 1920])).toEqual([640, 960, 1280, 1920]);
    expect(widthsFor(1500, [640, 960, 1280, 1920])).toEqual([640, 960, 1280, 1500]);
    expect(widthsFor(1280, [640, 960, 1280, 1920])).toEqual([640, 960, 1280]);
    expect(widthsFor(500, [640, 960])).toEqual([500]);
  });
});

describe('addPictures', () => {
  it('gives each photo its size, a placeholder colour and AVIF and WebP versions at the widths of its slot', async () => {
    // Wider than the slot's second width, narrower than its third: both rules of widthsFor show.
    const { root, cacheDir } = await project({ 'roof.jpg': photo(1000, 667, '#c04020'), 'card.png': photo(400, 300) });
    const { pages, files } = await addPictures(root, [page([heroWith('/images/roof.jpg'), cardsWith('/images/card.png')])], cacheDir);
    const [hero, cards] = pages[0]!.sections as unknown as [{ image: unknown }, { items: [{ image: unknown }] }];

    const heroPicture = pictureOf(hero.image);
    expect(heroPicture).toMatchObject({ width: 1000, height: 667 });
    expect(heroPicture.placeholder).toMatch(/^rgb\(\d+ \d+ \d+\)$/);
    expect(heroPicture.sources.map((s) => s.type)).toEqual(['image/avif', 'image/webp']);
    const heroWidths = widthsFor(1000, imageSlots.hero.widths);
    for (const source of heroPicture.sources) {
      expect(source.srcset.split(', ').map((entry) => Number(entry.split(' ')[1]?.replace('w', '')))).toEqual(heroWidths);
    }
    expect(heroPicture.fallback).toMatch(/^\/assets\/images\/roof-960\.[0-9a-f]{10}\.jpg$/);
    // The page's own fields are kept.
    expect(hero.image).toMatchObject({ src: '/images/roof.jpg', alt: 'A roof' });

    const cardPicture = pictureOf(cards.items[0].image);
    expect(cardPicture.sources[0]?.srcset.split(', ').map((entry) => entry.split(' ')[1])).toEqual(widthsFor(400, imageSlots.card.widths).map((w) => `${w}w`));

    // Every address in the page data is a file that exists, of the width it claims.
    const addresses = [heroPicture, cardPicture].flatMap((p) => [p.fallback, ...p.sources.flatMap((s) => s.srcset.split(', ').map((e) => e.split(' ')[0]!))]);
    expect(new Set(addresses.map((a) => a.slice(1)))).toEqual(new Set(files.keys()));
    for (const address of addresses) {
      const meta = await sharp(files.get(address.slice(1))!).metadata();
      const claimed = Number(/-(\d+)\./.exec(address)?.[1]);
      expect(meta.width, address).toBe(claimed);
      expect(meta.format, address).toBe({ avif: 'heif', webp: 'webp', jpg: 'jpeg', png: 'png' }[address.split('.').pop()!]);
    }
  });

  it('leaves a photo whose file is missing as the page names it', async () => {
    const { root, cacheDir } = await project({});
    const { pages, files } = await addPictures(root, [page([heroWith('/images/gone.jpg')])], cacheDir);
    expect(pages[0]!.sections[0]).toEqual(heroWith('/images/gone.jpg'));
    expect(files.size).toBe(0);
  });

  it('names the files by content: a changed photo gets new addresses', async () => {
    const { root, cacheDir } = await project({ 'roof.jpg': photo(300, 200) });
    const before = pictureOf(firstImage((await addPictures(root, [page([heroWith('/images/roof.jpg')])], cacheDir)).pages));
    await photo(300, 200, '#ffffff').toFile(path.join(root, 'images/roof.jpg'));
    const after = pictureOf(firstImage((await addPictures(root, [page([heroWith('/images/roof.jpg')])], cacheDir)).pages));
    expect(after.fallback).not.toBe(before.fallback);
    expect(after.placeholder).not.toBe(before.placeholder);
  });

  it('encodes nothing again when the photos have not changed', async () => {
    const { root, cacheDir } = await project({ 'roof.jpg': photo(300, 200) });
    const pages = [page([heroWith('/images/roof.jpg')])];
    const first = await addPictures(root, pages, cacheDir);
    const written = (dir: string) =>
      (fs.readdirSync(dir, { recursive: true }) as string[]).map((file) => [file, fs.statSync(path.join(dir, file)).mtimeMs] as const).sort();
    const cachedBefore = written(cacheDir);
    const second = await addPictures(root, pages, cacheDir);
    expect(written(cacheDir)).toEqual(cachedBefore);
    expect(second.pages).toEqual(first.pages);
    // No half-written file is left behind.
    expect(cachedBefore.some(([file]) => file.endsWith('.tmp'))).toBe(false);
  });
});

describe('heroImagePreload', () => {
  it('preloads the first format of the opening hero photo, at high priority', async () => {
    const { root, cacheDir } = await project({ 'roof.jpg': photo(300, 200) });
    const { pages } = await addPictures(root, [page([heroWith('/images/roof.jpg')])], cacheDir);
    const link = heroImagePreload(pages[0]!);
    const picture = pictureOf(firstImage(pages));
    expect(link).toBe(
      `<link rel="preload" as="image" type="image/avif" imagesrcset="${picture.sources[0]!.srcset}" imagesizes="${imageSlots.hero.sizes}" fetchpriority="high" />`,
    );
  });

  it('preloads nothing when the page does not open with a hero photo', async () => {
    const { root, cacheDir } = await project({ 'card.png': photo(300, 200) });
    const { pages } = await addPictures(root, [page([cardsWith('/images/card.png'), heroWith('/images/card.png')])], cacheDir);
    expect(heroImagePreload(pages[0]!)).toBeUndefined();
    expect(heroImagePreload(page([{ type: 'hero', heading: 'No photo' }]))).toBeUndefined();
  });
});

describe('what a photo weighs on a phone (for the page checks)', () => {
  it('is the AVIF version a phone picks: the first at least 780 pixels wide, else the largest; the same file the build makes', async () => {
    const { root, cacheDir } = await project({ 'wide.jpg': photo(1000, 500), 'narrow.jpg': photo(700, 500) });
    const weights = await photoWeights(
      root,
      [
        { src: '/images/wide.jpg', slot: 'hero' },
        { src: '/images/narrow.jpg', slot: 'card' },
        { src: '/images/missing.jpg', slot: 'card' },
      ],
      cacheDir,
    );
    const built = await addPictures(root, [page([heroWith('/images/wide.jpg'), cardsWith('/images/narrow.jpg')])], cacheDir);
    const sizeOf = (address: string) => fs.statSync(built.files.get(address.slice(1))!).size;
    const avifAt = (image: unknown, width: number) =>
      pictureOf(image)
        .sources[0]!.srcset.split(', ')
        .find((entry) => entry.endsWith(` ${width}w`))!
        .split(' ')[0]!;
    const [hero, cards] = built.pages[0]!.sections as { image?: unknown; items?: { image: unknown }[] }[];
    expect(weights).toEqual({
      [photoKey({ src: '/images/wide.jpg', slot: 'hero' })]: sizeOf(avifAt(hero!.image, 960)),
      [photoKey({ src: '/images/narrow.jpg', slot: 'card' })]: sizeOf(avifAt(cards!.items![0]!.image, 700)),
    });
  });
});
