/** The part of jsdom's API the unit tests use (the package ships no types): a document parsed from HTML, no script of its own run. */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string, options?: { url?: string });
    readonly window: Window;
  }
}
