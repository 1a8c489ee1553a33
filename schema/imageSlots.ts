/**
 * Where a photo can appear, declared once as data: how wide it is shown (the `sizes` the browser
 * picks a file by), the least width a photo needs there to stay sharp, and the widths the build
 * makes of it (up to twice the shown width, for sharp screens; never wider than the file itself).
 * The validator holds each photo to its slot's `minWidth`; `blocks/ui/Picture.tsx` writes `sizes`.
 *
 * Browser-safe on purpose (no zod, no node:), like schema/paths.ts.
 */
export const imageSlots = {
  /** Behind the page's opening headline, across the whole screen. */
  hero: { label: 'hero photo', sizes: '100vw', minWidth: 1280, widths: [640, 960, 1280, 1920] },
  /** Beside the text of a text section, in a column about 480 pixels wide on a computer. */
  content: { label: 'photo beside a text', sizes: '(min-width: 1024px) 480px, calc(100vw - 2.5rem)', minWidth: 960, widths: [480, 960] },
  /** Across the top of a card, four cards to a row on a computer, one or two on phones. */
  card: {
    label: 'card photo',
    sizes: '(min-width: 1280px) 286px, (min-width: 640px) calc(50vw - 36px), calc(100vw - 40px)',
    minWidth: 640,
    widths: [320, 640, 960],
  },
} as const;

export type ImageSlot = keyof typeof imageSlots;

/** The section types that show a photo, and in which slot. */
export const imageSlotOfSection: Readonly<Record<string, ImageSlot>> = { hero: 'hero', content: 'content', cards: 'card' };

/** Where photos live (at the project root, not in public/), and how a page names one: "/images/roof.jpg". */
export const imagesDir = 'images';
export const imageSrcPrefix = '/images/';

/** A photo larger than this slows every build and is refused; 20 MB is far more than any screen needs. */
export const maxImageBytes = 20 * 1024 * 1024;

/** The kinds of file a photo may be. */
export const imageFileTypes = ['jpg', 'png', 'webp'] as const;

/**
 * What the build adds to a photo named in a page (engine/build/pictures.ts), for
 * `blocks/ui/Picture.tsx`: the file's own size, so the page never jumps, a colour shown while
 * it loads, and the smaller versions a browser picks from.
 */
export interface PictureData {
  width: number;
  height: number;
  /** A CSS colour close to the photo's, behind it while it loads. */
  placeholder: string;
  /** The modern formats, best first, each as a `srcset` of widths. */
  sources: { type: 'image/avif' | 'image/webp'; srcset: string }[];
  /** For a browser that takes neither format: one JPEG (or PNG, for a PNG with transparency). */
  fallback: string;
}
