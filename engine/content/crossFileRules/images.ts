/**
 * Every photo named in a page or in the settings: the file exists (or the closest name is
 * suggested), is a JPEG, PNG or WebP picture the build can read, is not so large it slows every
 * build, is wide enough for where it is shown, and says what it shows (or is marked decorative).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { imageSlotOfSection, imageSlots, imagesDir, imageSrcPrefix, maxImageBytes } from '../../../schema/imageSlots.ts';
import { valueAt } from '../../../schema/schemaReader.ts';
import { labelAt } from '../browser-safe/describePath.ts';
import { closestMatch } from '../browser-safe/didYouMean.ts';
import { type ImageFile, listImages, readImage } from '../images.ts';
import type { JsonPath } from '../jsonSource.ts';
import type { LoadedFile } from '../problemList.ts';
import { type CheckContext, readableFiles } from './context.ts';

interface ImageField {
  src?: unknown;
  alt?: unknown;
  decorative?: unknown;
  width?: unknown;
  height?: unknown;
}

export function checkImages(context: CheckContext): void {
  const photos = new PhotoFolder(context.root);
  for (const file of readableFiles(context)) {
    for (const { at, value } of file.images) checkImage(context, file, at, value as ImageField, photos);
  }
}

/** The images folder as one check sees it: its list and each photo read once, however many pages show it. */
class PhotoFolder {
  #list: string[] | undefined;
  readonly #read = new Map<string, ImageFile | undefined>();
  constructor(readonly root: string) {}
  get list(): string[] {
    this.#list ??= listImages(this.root);
    return this.#list;
  }
  read(src: string): ImageFile | undefined {
    if (!this.#read.has(src)) this.#read.set(src, readImage(this.root, src));
    return this.#read.get(src);
  }
}

function checkImage(context: CheckContext, loaded: LoadedFile, at: JsonPath, image: ImageField, photos: PhotoFolder): void {
  const { problems, root } = context;
  const label = (field: string) => labelAt(loaded.source.value, [...at, field], loaded.file, context.settings?.source.value);
  if (!image.decorative && (typeof image.alt !== 'string' || image.alt.trim() === '')) {
    problems.add(
      loaded,
      typeof image.alt === 'string' ? [...at, 'alt'] : at,
      'missing-alt',
      `say what the photo shows in its ${label('alt')}, for people who cannot see it; or, if it only decorates, turn on ${label('decorative')}`,
    );
  }
  for (const field of ['width', 'height'] as const) {
    if (image[field] !== undefined) {
      problems.add(
        loaded,
        [...at, field],
        'image-size-not-needed',
        `the ${label(field).toLowerCase()} is read from the photo itself now, so it is not needed here: remove it`,
        'warning',
      );
    }
  }
  const src = image.src;
  // A src of the wrong form is the schema's to report.
  if (typeof src !== 'string' || !src.startsWith(imageSrcPrefix)) return;
  const info = photos.read(src);
  if (!info) {
    const inPublic = existsSync(path.join(root, 'public', src));
    const suggestion = closestMatch(src, photos.list);
    const message = inPublic
      ? `the photo "${src}" is in the public folder; photos now live in the "${imagesDir}" folder at the top of the project: move the file to ${imagesDir}${src.slice(imageSrcPrefix.length - 1)}`
      : `there is no photo "${src}" in the "${imagesDir}" folder${suggestion ? `: did you mean "${suggestion}"?` : `; add the file as ${imagesDir}${src.slice(imageSrcPrefix.length - 1)} or fix the name`}`;
    problems.add(loaded, [...at, 'src'], 'missing-image', message);
    return;
  }
  if (info.bytes > maxImageBytes) {
    const megabytes = (info.bytes / 1024 / 1024).toFixed(1);
    problems.add(
      loaded,
      [...at, 'src'],
      'image-too-large',
      `the photo "${src}" is ${megabytes} MB, over the ${maxImageBytes / 1024 / 1024} MB limit that keeps builds fast; save it smaller (about 2500 pixels wide is plenty)`,
    );
    return;
  }
  if (info.problem) {
    problems.add(loaded, [...at, 'src'], 'unreadable-image', `the file "${src}" cannot be used as a photo: ${info.problem}`);
    return;
  }
  const slot = slotAt(loaded, at);
  if (slot && info.width !== undefined && info.width < imageSlots[slot].minWidth) {
    const { label, minWidth } = imageSlots[slot];
    problems.add(
      loaded,
      [...at, 'src'],
      'image-too-small',
      `the photo "${src}" is ${info.width} pixels wide; a ${label} needs to be at least ${minWidth} pixels wide to look sharp on large screens`,
    );
  }
}

/** The slot of the photo at `at`: by the type of the section it is in (a shared section's too). */
function slotAt(loaded: LoadedFile, at: JsonPath) {
  const sectionPath = at[0] === 'sections' || at[0] === 'sharedSections' ? at.slice(0, 2) : undefined;
  const section = sectionPath ? (valueAt(loaded.source.value, sectionPath) as { type?: unknown; name?: unknown } | undefined) : undefined;
  return typeof section?.type === 'string' ? imageSlotOfSection[section.type] : undefined;
}
