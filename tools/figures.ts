/** Small helpers the measuring scripts share to print their figures. */

/** The middle value (the upper one of an even count); NaN when there are no values. */
export function median(values: number[]): number {
  if (values.length === 0) return NaN;
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
}

/** Milliseconds, rounded and right-aligned for a column: "  42 ms". */
export const ms = (value: number) => `${String(Math.round(value)).padStart(4)} ms`;
