/**
 * Makes every photo a page shows fast: AVIF and WebP versions at the widths of its slot
 * (schema/imageSlots.ts), one JPEG or PNG fallback, its pixel size and a placeholder colour.
 *
 * Work is cached by the photo's content in node_modules/.cache/images (a rebuild with unchanged
 * photos encodes nothing), and the files are named by that content, so their addresses change
 * exactly when the photo does and hosts may cache them for ever (/assets/ is immutable in
 * dist/_headers). The prerender writes these addresses into the pages; the build copies the
 * files into dist/ (buildSite.ts) and `imagesPlugin` serves them under the dev server.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Metadata, Sharp } from 'sharp';
import type { Plugin } from 'vite';
import { type ImageSlot, imageSlotOfSection, imageSlots, imagesDir, type PictureData } from '../../schema/imageSlots.ts';
import type { ResolvedPage } from '../../schema/page.ts';
import { imageFilePath } from '../content/images.ts';
import { photoKey } from '../checks/weight.ts';
import { bytesHash } from './buildCache.ts';

/** Bump when the encoding settings change, so cached files are made again. */
const encoderVersion = 1;
const outputFolder = 'assets/images';
const formats = {
  avif: { type: 'image/avif', options: { quality: 50, effort: 4 } },
  webp: { type: 'image/webp', options: { quality: 72, effort: 4 } },
} as const;
/** The fallback's width: enough for most slots on most screens, small enough for a phone. */
const fallbackWidth = 960;

export interface PictureFiles {
  /** The page data with a `picture` on every photo. */
  pages: ResolvedPage[];
  /** Every file the pages refer to: its address under dist/ and where it is cached. */
  files: Map<string, string>;
}

interface Original {
  file: string;
  key: string;
  width: number;
  height: number;
  placeholder: string;
  hasAlpha: boolean;
}

/** Where built photos are kept between builds, unless the build names another folder. */
export const defaultCacheDir = (root: string) => path.join(root, 'node_modules', '.cache', 'images');

/** A photo whose header reads (so the validator took it) but whose pixels do not: its versions cannot be made. */
export class PhotoUnreadable extends Error {
  constructor(
    readonly src: string,
    cause: unknown,
  ) {
    super(`The photo "${src}" cannot be read as a picture (${(cause as Error).message}): the file may be damaged. Save it again, or choose another.`);
  }
}

/** sharp, loaded when a photo must be read or encoded: a build whose photos are all cached does without it (it takes a while to load). */
let sharpModule: Promise<(file: string) => Sharp> | undefined;
async function sharp(file: string): Promise<Sharp> {
  sharpModule ??= import('sharp').then((loaded) => {
    // libvips keeps what it decoded by file name, not by content: a photo replaced under the same
    // name would be read as it was before by a process that read it already (the build process
    // kept for publishing), and its old pixels kept in the cache under the new photo's key.
    loaded.default.cache(false);
    return loaded.default;
  });
  return (await sharpModule)(file);
}

/** The hash of a file's bytes, `bytesHash` (the build's cache answers it without reading a photo that did not change). */
export type ContentHash = (file: string) => string;
const readAndHash: ContentHash = (file) => bytesHash(readFileSync(file));

/** A photo a page shows, in the slot of the section it is in. */
export interface PhotoInSlot {
  slot: ImageSlot;
  src: string;
}

/** What `makePictures` made: each photo's versions by slot, and every file they need. */
export interface MadePictures {
  pictureOf(photo: PhotoInSlot): PictureData | undefined;
  /** Every file the pictures refer to: its address under dist/ and where it is cached. */
  files: Map<string, string>;
}

/**
 * Makes the versions of `photos` that are not cached yet, each photo read once and made once per
 * slot however many pages show it. Photos the validator accepted only; a photo that cannot be
 * found has no picture (it stays as the page names it).
 */
export async function makePictures(root: string, photos: PhotoInSlot[], cacheDir = defaultCacheDir(root), contentHash = readAndHash): Promise<MadePictures> {
  const files = new Map<string, string>();
  const originals = new Map<string, Promise<Original | undefined>>();
  const pictures = new Map<string, Promise<PictureData | undefined>>();
  for (const { slot, src } of photos) {
    if (pictures.has(`${slot} ${src}`)) continue;
    if (!originals.has(src)) originals.set(src, readOriginal(root, src, cacheDir, contentHash));
    const made = originals
      .get(src)!
      .then((photo) => (photo ? makePicture(photo, src, slot, cacheDir, files) : undefined))
      .catch((error: unknown) => {
        throw new PhotoUnreadable(src, error);
      });
    pictures.set(`${slot} ${src}`, made);
  }
  const made = new Map(await Promise.all([...pictures].map(async ([key, pending]) => [key, await pending] as const)));
  return { pictureOf: ({ slot, src }) => made.get(`${slot} ${src}`), files };
}

/** Every photo `page` shows, with its slot. */
export function photosOf(page: ResolvedPage): PhotoInSlot[] {
  const photos: PhotoInSlot[] = [];
  for (const section of page.sections) {
    const slot = imageSlotOfSection[section.type];
    if (slot) eachImage(section, (image) => photos.push({ slot, src: image.src }));
  }
  return photos;
}

/** `page` with each of its photos' versions in the photo's `picture`. */
export function withPictures(page: ResolvedPage, made: MadePictures): ResolvedPage {
  return {
    ...page,
    sections: page.sections.map((section) => {
      const slot = imageSlotOfSection[section.type];
      if (!slot) return section;
      return mapImages(section, (image) => {
        const picture = made.pictureOf({ slot, src: image.src });
        return picture ? { ...image, picture } : image;
      }) as typeof section;
    }),
  };
}

/** Adds the built photos to every image in `pages` (in the slot of the section it is in), making what is not cached yet. */
export async function addPictures(root: string, pages: ResolvedPage[], cacheDir = defaultCacheDir(root), contentHash = readAndHash): Promise<PictureFiles> {
  const made = await makePictures(root, pages.flatMap(photosOf), cacheDir, contentHash);
  return { pages: pages.map((page) => withPictures(page, made)), files: made.files };
}

/** The pixel size, placeholder colour and content key of a photo, from the cache when it is there. */
async function readOriginal(root: string, src: string, cacheDir: string, contentHash: ContentHash): Promise<Original | undefined> {
  const file = imageFilePath(root, src);
  if (!file || !existsSync(file)) return undefined;
  const key = createHash('sha256')
    .update(`${encoderVersion}\0${contentHash(file)}`)
    .digest('hex')
    .slice(0, 16);
  const infoFile = path.join(cacheDir, key, 'info.json');
  if (existsSync(infoFile)) return { file, key, ...(JSON.parse(readFileSync(infoFile, 'utf8')) as Omit<Original, 'file' | 'key'>) };
  // Photos from phones are often stored sideways with a rotation flag: rotate() makes them upright.
  const image = (await sharp(file)).rotate();
  const [{ width, height }, stats] = await Promise.all([image.clone().metadata().then(orientedSize), image.clone().stats()]);
  const { r, g, b } = stats.dominant;
  const info = { width, height, placeholder: `rgb(${r} ${g} ${b})`, hasAlpha: !stats.isOpaque };
  writeAtomically(infoFile, JSON.stringify(info));
  return { file, key, ...info };
}

function orientedSize(metadata: Metadata): { width: number; height: number } {
  const { width = 0, height = 0, orientation = 1 } = metadata;
  return orientation >= 5 ? { width: height, height: width } : { width, height };
}

async function makePicture(photo: Original, src: string, slot: ImageSlot, cacheDir: string, files: Map<string, string>): Promise<PictureData> {
  const widths = widthsFor(photo.width, imageSlots[slot].widths);
  const name = path.posix.basename(src).replace(/\.[^.]+$/, '');
  const variant = async (width: number, format: Format) => {
    const fileName = `${outputFolder}/${name}-${width}.${photo.key.slice(0, 10)}.${format === 'jpeg' ? 'jpg' : format}`;
    files.set(fileName, await cachedVersion(photo, width, format, cacheDir));
    return `/${fileName}`;
  };
  const sources = [];
  for (const format of ['avif', 'webp'] as const) {
    const urls = [];
    for (const width of widths) urls.push(`${await variant(width, format)} ${width}w`);
    sources.push({ type: formats[format].type, srcset: urls.join(', ') });
  }
  const fallback = await variant(Math.min(photo.width, fallbackWidth), photo.hasAlpha ? 'png' : 'jpeg');
  return { width: photo.width, height: photo.height, placeholder: photo.placeholder, sources, fallback };
}

type Format = 'avif' | 'webp' | 'jpeg' | 'png';

/** The cached file of one version of a photo, encoded first if it is not there yet. */
async function cachedVersion(photo: Original, width: number, format: Format, cacheDir: string): Promise<string> {
  const cached = path.join(cacheDir, photo.key, `${width}.${format}`);
  if (!existsSync(cached)) await encode(photo.file, width, format, cached);
  return cached;
}

/**
 * The phone the page checks weigh photos for (engine/checks/weight.ts): 390 pixels wide at twice
 * the density, where every slot is about as wide as the screen, so the browser takes the first
 * version at least 780 pixels wide, in AVIF.
 */
const phonePixels = 390 * 2;

/**
 * What each photo weighs on a phone, in bytes, by `photoKey` (engine/checks/weight.ts): the AVIF
 * version a phone's browser picks from the ones the build makes, made now if the build has not
 * yet (and then kept for it). A photo that cannot be read is left out.
 */
export async function photoWeights(
  root: string,
  photos: readonly { src: string; slot: ImageSlot }[],
  cacheDir = defaultCacheDir(root),
): Promise<Record<string, number>> {
  const weights: Record<string, number> = {};
  for (const { src, slot } of photos) {
    const photo = await readOriginal(root, src, cacheDir, readAndHash).catch(() => undefined);
    if (!photo) continue;
    const widths = widthsFor(photo.width, imageSlots[slot].widths);
    const width = widths.find((candidate) => candidate >= phonePixels) ?? widths[widths.length - 1]!;
    weights[photoKey({ src, slot })] = statSync(await cachedVersion(photo, width, 'avif', cacheDir)).size;
  }
  return weights;
}

/** The slot's widths that are narrower than the photo, and the photo's own width in place of the larger ones. */
export function widthsFor(ownWidth: number, slotWidths: readonly number[]): number[] {
  const narrower = slotWidths.filter((width) => width < ownWidth);
  return narrower.length < slotWidths.length ? [...narrower, ownWidth] : narrower;
}

async function encode(file: string, width: number, format: Format, target: string): Promise<void> {
  const pipeline = (await sharp(file)).rotate().resize({ width, withoutEnlargement: true });
  const output =
    format === 'avif' || format === 'webp'
      ? pipeline.toFormat(format, formats[format].options)
      : format === 'jpeg'
        ? pipeline.jpeg({ quality: 78, mozjpeg: true })
        : pipeline.png({ compressionLevel: 9, palette: true });
  writeAtomically(target, await output.toBuffer());
}

/** Written under a temporary name first, so an interrupted build never leaves half a file in the cache. */
function writeAtomically(target: string, data: string | Buffer): void {
  mkdirSync(path.dirname(target), { recursive: true });
  const temporary = `${target}.${process.pid}.tmp`;
  writeFileSync(temporary, data);
  renameSync(temporary, target);
}

const isImage = (key: string | number, item: unknown): item is { src: string } =>
  key === 'image' && !!item && typeof item === 'object' && typeof (item as { src?: unknown }).src === 'string';

/** Every `image` object in a section (a card's, a hero's), in the order of the section. */
function eachImage(value: unknown, visit: (image: { src: string }) => void): void {
  if (Array.isArray(value)) for (const item of value) eachImage(item, visit);
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (isImage(key, item)) visit(item);
      else eachImage(item, visit);
    }
  }
}

/**
 * Every `image` object in a section replaced by `replace`'s result: a copy of what holds one
 * that changed, the rest the same objects (a build prepares every page, most with few photos).
 */
function mapImages(value: unknown, replace: (image: { src: string }) => unknown): unknown {
  if (!value || typeof value !== 'object') return value;
  const entries = Object.entries(value);
  let copy: [string, unknown][] | undefined;
  entries.forEach(([key, item], index) => {
    const mapped = isImage(key, item) ? replace(item) : mapImages(item, replace);
    if (mapped === item) return;
    copy ??= [...entries];
    copy[index] = [key, mapped];
  });
  if (!copy) return value;
  return Array.isArray(value) ? copy.map(([, item]) => item) : Object.fromEntries(copy);
}

/**
 * The files of `addPictures` under the dev server, served from the photo cache, beside the
 * originals in images/. (The build copies them into dist/ itself: a new photo never runs Vite.)
 */
export function imagesPlugin(pictureFiles: () => Map<string, string>): Plugin {
  let root = process.cwd();
  return {
    name: 'site-images',
    apply: 'serve',
    configResolved(config) {
      root = config.root;
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const address = safeDecode((request.url ?? '').split('?')[0] ?? '');
        const cached = pictureFiles().get(address.slice(1));
        const original = address.startsWith(`/${imagesDir}/`) ? imageFilePath(root, address) : undefined;
        const file = cached ?? (original && existsSync(original) ? original : undefined);
        if (!file) return next();
        const type = { avif: 'image/avif', webp: 'image/webp', png: 'image/png', jpeg: 'image/jpeg', jpg: 'image/jpeg' }[
          path.extname(file).slice(1).toLowerCase()
        ];
        response.setHeader('Content-Type', type ?? 'application/octet-stream');
        response.end(readFileSync(file));
      });
    },
  };
}

function safeDecode(address: string): string {
  try {
    return decodeURIComponent(address);
  } catch {
    return address;
  }
}
