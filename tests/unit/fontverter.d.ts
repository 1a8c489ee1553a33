/** fontverter ships no types; the tests use its one conversion function. */
declare module 'fontverter' {
  export function convert(font: Uint8Array, toFormat: 'sfnt' | 'woff' | 'woff2'): Promise<Buffer>;
}
