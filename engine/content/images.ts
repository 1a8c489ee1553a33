/**
 * The photos in the images folder, as the validator sees them: which files there are, and each
 * file's kind and pixel size, read from the file's header (image-size; the build reads the whole
 * picture with sharp). Read once per file and version, so checking a page again is instant.
 */
import { closeSync, existsSync, openSync, readSync, statSync } from 'node:fs';
import path from 'node:path';
import { imageSize } from 'image-size';
import { type imageFileTypes, imageSrcPrefix, imagesDir, maxImageBytes } from '../../schema/imageSlots.ts';
import { writeFileAtomically } from './fileText.ts';
import { filesUnder } from './load.ts';

export interface ImageFile {
  /** As a page names it: "/images/roof.jpg". */
  src: string;
  bytes: number;
  /** Undefined when the file is not a picture of a kind the site takes; `problem` says why. */
  type?: (typeof imageFileTypes)[number];
  width?: number;
  height?: number;
  problem?: string;
}

const cache = new Map<string, ImageFile>();

/** The file a page's "src" names, inside the project. Undefined for a src that leaves the images folder. */
export function imageFilePath(root: string, src: string): string | undefined {
  if (!src.startsWith(imageSrcPrefix)) return undefined;
  const folder = path.resolve(root, imagesDir);
  const file = path.resolve(folder, `.${src.slice(imageSrcPrefix.length - 1)}`);
  return file.startsWith(folder + path.sep) ? file : undefined;
}

/** Every photo file in the images folder, by its src, sorted. */
export function listImages(root: string): string[] {
  return filesUnder(path.join(root, imagesDir))
    .filter((file) => /\.(jpe?g|png|webp)$/i.test(file))
    .map((file) => `${imageSrcPrefix}${file}`);
}

/** What the file at `src` is, or undefined when there is no such file. */
export function readImage(root: string, src: string): ImageFile | undefined {
  const file = imageFilePath(root, src);
  if (!file || !existsSync(file) || !statSync(file).isFile()) return undefined;
  const { size, mtimeMs } = statSync(file);
  const key = `${file}:${size}:${mtimeMs}`;
  const known = cache.get(key);
  if (known) return known;
  const info: ImageFile = { src, bytes: size, ...describe(file, size) };
  cache.set(key, info);
  return info;
}

function describe(file: string, size: number): Omit<ImageFile, 'src' | 'bytes'> {
  // The header is at the start of the file; a large JPEG's metadata can push it back, so read
  // more only when the first megabyte was not enough.
  for (const length of [Math.min(size, 1024 * 1024), size]) {
    try {
      const { type, width, height } = imageSize(readStart(file, length));
      const kind = type === 'jpg' || type === 'png' || type === 'webp' ? type : undefined;
      if (!kind) return { problem: `it is a ${type?.toUpperCase() ?? 'file of another kind'}, not a JPEG, PNG or WebP photo` };
      return { type: kind, width, height };
    } catch {
      if (length === size) break;
    }
  }
  return { problem: 'it is not a picture the site can read (not a JPEG, PNG or WebP photo, or the file is damaged)' };
}

function readStart(file: string, length: number): Buffer {
  const buffer = Buffer.alloc(length);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, buffer, 0, length, 0);
  } finally {
    closeSync(fd);
  }
  return buffer;
}

/**
 * A safe file name for an uploaded photo: lower-case words joined by dashes, the kind's usual
 * extension, nothing that could leave the images folder. "My Roof (2).JPEG" → "my-roof-2.jpg".
 */
export function safeImageName(original: string, type: ImageFile['type']): string {
  const base = path
    .basename(original)
    .replace(/\.[^.]*$/, '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${base || 'photo'}.${type ?? 'jpg'}`;
}

export type SavedImage = { saved: true; src: string } | { saved: false; reason: 'exists' | 'not-a-photo' | 'too-large'; message: string; src?: string };

/**
 * Stores an uploaded photo in the images folder under a safe name. A name that is taken is never
 * overwritten silently: the answer says so (with the name), and `replace: true` is needed. A
 * file that is not a JPEG, PNG or WebP photo, or is over the size limit, is refused. The file is
 * written under a temporary name and renamed, so the folder never holds half a photo.
 */
export function saveImage(root: string, originalName: string, data: Buffer, options: { replace?: boolean } = {}): SavedImage {
  if (data.length > maxImageBytes) {
    return {
      saved: false,
      reason: 'too-large',
      message: `the file is ${(data.length / 1024 / 1024).toFixed(1)} MB; photos may be up to ${maxImageBytes / 1024 / 1024} MB`,
    };
  }
  let type: ImageFile['type'];
  try {
    const detected = imageSize(data).type;
    type = detected === 'jpg' || detected === 'png' || detected === 'webp' ? detected : undefined;
  } catch {
    type = undefined;
  }
  if (!type) return { saved: false, reason: 'not-a-photo', message: 'the file is not a JPEG, PNG or WebP photo' };
  const name = safeImageName(originalName, type);
  const src = `${imageSrcPrefix}${name}`;
  const file = imageFilePath(root, src);
  if (!file) return { saved: false, reason: 'not-a-photo', message: 'the file name cannot be used' };
  if (existsSync(file) && !options.replace) {
    return { saved: false, reason: 'exists', src, message: `a photo called "${name}" is already in the images folder` };
  }
  writeFileAtomically(file, data);
  return { saved: true, src };
}
