/**
 * The photo routes over one copy of the content: the photos of its images folder with their
 * sizes, an upload (engine/content/images.ts keeps the site's rules: its formats, its largest
 * size), and the photo picker's small WebP copies, made once per photo, version and width.
 */
import { readFileSync, statSync } from 'node:fs';
import sharp from 'sharp';
import { maxImageBytes } from '../../schema/imageSlots.ts';
import { imageFilePath, listImages, readImage, saveImage } from '../../engine/content/images.ts';
import { whileNotPublishing } from '../../engine/publish/publish.ts';
import type { ImageInfo, SavedImage } from '../shared/api.ts';
import type { ContentHandlers } from './contentHandlers.ts';
import { HttpError } from './guard.ts';
import { FileAnswer, mb } from './routes.ts';

const thumbnailWidths = { least: 16, most: 480, usual: 160 };

export function photoHandlers(contentRoot: string) {
  /** Small WebP copies for the photo picker, by file, version and width. */
  const thumbnails = new Map<string, Buffer>();

  function images(): ImageInfo[] {
    return listImages(contentRoot).flatMap((src) => {
      const image = readImage(contentRoot, src);
      return image?.width !== undefined && image.height !== undefined ? [{ src: image.src, width: image.width, height: image.height, bytes: image.bytes }] : [];
    });
  }

  async function upload(body: Buffer | undefined, name: string | undefined): Promise<SavedImage> {
    if (!body)
      return { saved: false, reason: 'too-large', message: `The photo is larger than ${mb(maxImageBytes)}, the most the site takes. Nothing was saved.` };
    // A file whose first bytes say "photo" must also decode as one (the build would fail on it later).
    const decodes = await sharp(body, { failOn: 'error' })
      .resize(8)
      .raw()
      .toBuffer()
      .then(
        () => true,
        () => false,
      );
    if (!decodes) return { saved: false, reason: 'not-a-photo', message: 'The file is damaged or is not a JPEG, PNG or WebP photo. Nothing was saved.' };
    return saveImage(contentRoot, name || 'photo', body);
  }

  async function thumbnail(src: string, asked: string | undefined): Promise<FileAnswer> {
    const width = Math.round(Math.min(Math.max(Number(asked) || thumbnailWidths.usual, thumbnailWidths.least), thumbnailWidths.most));
    const file = imageFilePath(contentRoot, src);
    const image = file ? readImage(contentRoot, src) : undefined;
    if (!file || !image?.type) throw new HttpError(404, { code: 'not-found', message: `${src} is not a photo in the images folder.` });
    const { mtimeMs, size } = statSync(file);
    const key = `${src}:${mtimeMs}:${size}@${width}`;
    let thumb = thumbnails.get(key);
    if (!thumb) {
      // From its bytes, not its name: libvips keeps what it decoded by file name, so a photo
      // replaced under the same name would be shown as it was.
      thumb = await sharp(readFileSync(file)).rotate().resize({ width, withoutEnlargement: true }).webp({ quality: 70 }).toBuffer();
      // A picker shows a few dozen; the oldest go first so a long session stays small.
      if (thumbnails.size >= 500) thumbnails.delete(thumbnails.keys().next().value!);
      thumbnails.set(key, thumb);
    }
    return new FileAnswer('image/webp', thumb);
  }

  return {
    images: () => images(),
    uploadImage: ({ query, body }) => whileNotPublishing(contentRoot, () => upload(body, query.name)),
    thumbnail: ({ query }) => thumbnail(query.src, query.w),
  } satisfies Partial<ContentHandlers>;
}
