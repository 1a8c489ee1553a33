/** Types of the modules made by engine/build/siteContentPlugin.ts from pages/ and site.config.json. */
declare module 'virtual:site' {
  import type { SiteSettings } from '../../schema/site';
  export const site: SiteSettings;
}

/** The dev server only: a loader for each page's data, by path. */
declare module 'virtual:site-pages' {
  import type { ResolvedPage } from '../../schema/page';
  export const pages: Record<string, () => Promise<ResolvedPage>>;
}

/** The address of the icon sprite built by `iconSpritePlugin` (engine/build/iconSpritePlugin.ts). */
declare module 'virtual:icon-sprite' {
  const spriteUrl: string;
  export default spriteUrl;
}
