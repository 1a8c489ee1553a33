/** An optional photo from public/, with its size reserved so the page does not jump. */
import type { Image } from '../../schema/fields';
import { cx } from './cx';

export function Picture({ image, className, eager = false }: { image: Image; className?: string; eager?: boolean }) {
  return (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={cx('h-auto w-full rounded-2xl object-cover', className)}
    />
  );
}
