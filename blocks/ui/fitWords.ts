/**
 * The length of the longest word of a text, for the `fit-*` utilities (engine/runtime/styles.css)
 * that make a heading or a label only as much smaller as that word needs to fit its line. A word
 * of running text may break after its hyphen or slash ("Manufacturer-/Certified"), so its longest
 * piece counts; a text of one word is a name or a figure, which stays whole.
 */
import type { CSSProperties } from 'react';

export function longestWord(...texts: (string | undefined)[]): number {
  return Math.max(
    1,
    ...texts.flatMap((text) => {
      const words = (text ?? '').trim().split(/\s+/);
      return words.length === 1 ? [words[0]!.length] : words.flatMap((word) => word.split(/(?<=[-\u2010\u2013\u2014/])/).map((piece) => piece.length));
    }),
  );
}

/** The style that gives the `fit-*` utilities the longest word of the texts. */
export const fitWords = (...texts: (string | undefined)[]): CSSProperties => ({ '--longest-word': longestWord(...texts) }) as CSSProperties;
