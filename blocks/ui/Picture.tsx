/**
 * A photo from the images folder as a `<picture>`: the browser picks the smallest AVIF or WebP
 * version that is sharp in its slot (the slot's `sizes`, schema/imageSlots.ts), the space is
 * reserved from the file's own size so nothing jumps, and a colour close to the photo's shows
 * while it loads. The build adds the versions (engine/build/pictures.ts); where it has not (the
 * page editor's preview), the original file is shown.
 */
import type { Image } from '../../schema/fields';
import { type ImageSlot, imageSlots, type PictureData } from '../../schema/imageSlots';
import { cx } from './cx';

export type PictureImage = Image & { picture?: PictureData };

interface PictureProps {
  image: PictureImage;
  slot: ImageSlot;
  className?: string;
  /**
   * The page's largest element (a hero photo): fetched at once, at high priority. Every other
   * photo waits until it is about to scroll into view.
   */
  priority?: boolean;
}

export function Picture({ image, slot, className, priority = false }: PictureProps) {
  const { picture } = image;
  const loading = {
    loading: priority ? 'eager' : 'lazy',
    fetchPriority: priority ? 'high' : undefined,
    decoding: priority ? undefined : 'async',
  } as const;
  const alt = image.decorative ? '' : (image.alt ?? '');
  if (!picture) return <img src={image.src} alt={alt} {...loading} className={cx('bg-slate-200', className)} />;
  const { sizes } = imageSlots[slot];
  return (
    <picture className="contents">
      {picture.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
      ))}
      <img
        src={picture.fallback}
        alt={alt}
        width={picture.width}
        height={picture.height}
        {...loading}
        className={className}
        style={{ backgroundColor: picture.placeholder }}
      />
    </picture>
  );
}
