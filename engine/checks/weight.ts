/**
 * The page's weight: its photos, as a phone downloads them, within the photo budget (budgets.ts):
 * each photo within the share of where it is shown, and all of them within the page's. The
 * rendered page says which photos it shows; what each weighs is the build's business (the
 * version a phone picks, engine/build/pictures.ts `photoWeights`), which the caller asks Node for.
 */
import type { ImageSlot } from '../../schema/imageSlots.ts';
import { imageSlotOfSection, imageSlots } from '../../schema/imageSlots.ts';
import { photoBudgetKb } from './budgets.ts';
import { fileName, type PageFields } from './fields.ts';
import type { PageProblem } from './pageChecks.ts';

/** A photo the page shows, where it is shown, and where its file is chosen. */
export interface PhotoOnPage {
  /** As the page names it: "/images/roof.jpg". */
  src: string;
  slot: ImageSlot;
  place: Omit<PageProblem, 'code' | 'message' | 'severity'>;
}

/** How a photo's weight is asked for and answered: by file and slot (a slot decides the versions made). */
export const photoKey = ({ src, slot }: Pick<PhotoOnPage, 'src' | 'slot'>) => `${slot} ${src}`;

export function photosOf(fields: PageFields): PhotoOnPage[] {
  const photos: PhotoOnPage[] = [];
  for (const img of fields.document.querySelectorAll('main img')) {
    const photo = fields.photoOf(img);
    const slot = photo && imageSlotOfSection[photo.sectionType];
    if (!photo || !slot) continue;
    const {
      severity: _severity,
      code: _code,
      message: _message,
      ...place
    } = fields.problem({ ...photo.ref, path: [...photo.ref.path, 'src'] }, 'too-heavy', '');
    photos.push({ src: photo.src, slot, place });
  }
  return photos;
}

/** The weight problems of one page's photos, from each one's bytes (by `photoKey`). A photo shown twice is downloaded once. */
export function weightProblems(photos: readonly PhotoOnPage[], bytes: Readonly<Record<string, number>>): PageProblem[] {
  const once = new Map<string, PhotoOnPage & { kb: number }>();
  for (const photo of photos) {
    const weight = bytes[photoKey(photo)];
    if (weight !== undefined && !once.has(photo.src)) once.set(photo.src, { ...photo, kb: weight / 1024 });
  }
  const weighed = [...once.values()];
  const problems: PageProblem[] = [];
  for (const photo of weighed) {
    const share = photoBudgetKb[photo.slot];
    if (photo.kb <= share) continue;
    problems.push({
      ...photo.place,
      severity: 'error',
      code: 'too-heavy',
      message: `The photo “${fileName(photo.src)}” weighs ${Math.round(photo.kb)} KB on a phone, more than the ${share} KB a ${imageSlots[photo.slot].label} may: choose a photo with less fine detail, or crop it.`,
    });
  }
  const total = weighed.reduce((sum, photo) => sum + photo.kb, 0);
  if (total > photoBudgetKb.page && weighed.length > 0) {
    // The photo furthest over its share, else the heaviest: the one to change first.
    const heaviest = [...weighed].sort((a, b) => b.kb / photoBudgetKb[b.slot] - a.kb / photoBudgetKb[a.slot])[0]!;
    problems.push({
      ...heaviest.place,
      severity: 'error',
      code: 'too-heavy',
      message: `The page’s ${weighed.length} photos weigh ${Math.round(total)} KB on a phone, more than the ${photoBudgetKb.page} KB a page may; the heaviest for its place is “${fileName(heaviest.src)}” (${Math.round(heaviest.kb)} KB): use fewer photos, or lighter ones.`,
    });
  }
  return problems;
}
