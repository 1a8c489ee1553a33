/**
 * Where a photo can appear, declared once as data: how wide it is shown (the `sizes` the browser
 * picks a file by), and the least width a photo needs there to stay sharp. The build makes every
 * photo at the widths of `imageWidths` (no wider than the file itself); the validator holds each
 * photo to its slot's `minWidth`; `blocks/ui/Picture.tsx` writes `sizes`.
 *
 * Browser-safe on purpose (no zod, no node:), like schema/paths.ts.
 */
export const imageSlots = {
  /** Behind the page's opening headline, across the whole screen. */
  hero: { label: 'hero photo', sizes: '100vw', minWidth: 1280 },
  /** Beside the text of a text section, in a column about 480 pixels wide on a computer. */
  content: { label: 'photo beside a text', sizes: '(min-width: 1024px) 480px, calc(100vw - 2.5rem)', minWidth: 960 },
  /** At the top of a card, four cards to a row on a computer, one or two on phones. */
  card: { label: 'card photo', sizes: '(min-width: 1280px) 232px, (min-width: 640px) calc(50vw - 92px), calc(100vw - 96px)', minWidth: 640 },
} as const;

export type ImageSlot = keyof typeof imageSlots;

/** The section types that show a photo, and in which slot. */
export const imageSlotOfSection: Readonly<Record<string, ImageSlot>> = { hero: 'hero', content: 'content', cards: 'card' };

/** The widths the build makes of every photo, in pixels (and the photo's own width, if smaller than the largest). */
export const imageWidths = [320, 480, 640, 960, 1280, 1920] as const;

/** Where photos live (at the project root, not in public/), and how a page names one: "/images/roof.jpg". */
export const imagesDir = 'images';
export const imageSrcPrefix = '/images/';

/** A photo larger than this slows every build and is refused; 20 MB is far more than any screen needs. */
export const maxImageBytes = 20 * 1024 * 1024;

/** The kinds of file a photo may be. */
export const imageFileTypes = ['jpg', 'png', 'webp'] as const;
