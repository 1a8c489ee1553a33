/**
 * The layout checker's site: a content folder with the site's own pages, settings and photos,
 * plus pages of generated sections (tools/layouts/sectionContent.ts), a few cases to a page,
 * built by the real build (`npm run build -- --out`, run in that folder) so that each case is
 * rendered exactly as the site renders it.
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { listImages, readImage } from '../../engine/content/images';
import { contentPaths } from '../../engine/content/load';
import { validateSite } from '../../engine/content/validateSite';
import { imageSlotOfSection, imageSlots } from '../../schema/imageSlots';
import type { LayoutPage } from './pageLayouts';
import type { ContentWorld, LayoutCase } from './sectionContent';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Where the generated pages go in the content folder, and their paths on the site. */
const checkPagesFolder = 'layout-check';

export interface LayoutSite {
  /** The content folder (pages/, site.config.json, images/) and the built site in its dist/. */
  root: string;
  distDir: string;
  pages: LayoutPage[];
}

/** A content folder with the project's own content, in the system's temporary folder. */
export function copyProjectContent(): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'layout-check-'));
  for (const entry of contentPaths) cpSync(path.join(projectRoot, entry), path.join(root, entry), { recursive: true });
  return root;
}

/** What generated content may point at in a content folder: its pages, photos and named settings. */
export function contentWorld(root: string): ContentWorld {
  const validation = validateSite(root);
  if (!validation.site) throw new Error(`The content in ${root} has errors; the layout checker needs valid content to start from.`);
  const settings = validation.site as unknown as Record<string, unknown>;
  return {
    pagePaths: validation.pages.map((page) => page.path),
    imagesFor: (sectionType) => {
      const slot = imageSlotOfSection[sectionType];
      return slot ? listImages(root).filter((src) => (readImage(root, src)?.width ?? 0) >= imageSlots[slot].minWidth) : [];
    },
    namesFrom: (place) => Object.keys(place.split('.').reduce<Record<string, unknown>>((at, key) => (at?.[key] ?? {}) as Record<string, unknown>, settings)),
  };
}

/** Writes the cases into pages of `perPage` sections each, one section type to a page; gives the cases of each page, by its path. */
export function writeCasePages(root: string, cases: LayoutCase[], perPage: number): Map<string, LayoutCase[]> {
  const pages = new Map<string, LayoutCase[]>();
  const folder = path.join(root, 'pages', checkPagesFolder);
  mkdirSync(folder, { recursive: true });
  const byType = new Map<string, LayoutCase[]>();
  for (const layoutCase of cases) byType.set(layoutCase.type, [...(byType.get(layoutCase.type) ?? []), layoutCase]);
  for (const [type, ofType] of byType) {
    for (let start = 0, n = 1; start < ofType.length; start += perPage, n++) {
      const name = `${type}-${n}`;
      const page = {
        path: `/${checkPagesFolder}/${name}`,
        title: `Layout check: ${type} ${n}`,
        description: `Sections of the kind "${type}" with content at the edges of what their schema allows, page ${n}.`,
        sections: ofType.slice(start, start + perPage).map((layoutCase) => layoutCase.section),
      };
      pages.set(page.path, ofType.slice(start, start + perPage));
      writeFileSync(path.join(folder, `${name}.json`), `${JSON.stringify(page, null, 2)}\n`);
    }
  }
  return pages;
}

/**
 * Builds the content folder with the site's build into its dist/, and names the parts of every
 * page: each generated section by its case, each section of the site's own pages by its page.
 */
export async function buildLayoutSite(root: string, casePages: Map<string, LayoutCase[]>): Promise<LayoutSite> {
  const distDir = path.join(root, 'dist');
  try {
    await promisify(execFile)(path.join(projectRoot, 'node_modules/.bin/tsx'), [path.join(projectRoot, 'engine/cli/build.ts'), '--out', distDir], {
      cwd: root,
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`The layout checker's content did not build:\n${stdout ?? ''}${stderr ?? ''}`);
  }
  const validation = validateSite(root);
  const pages = validation.pages.map((page) => ({
    path: page.path,
    parts: [
      ...page.sections.map((section, index) => ({
        type: section.type,
        what: casePages.get(page.path)?.[index]?.id ?? `${page.path === '/' ? '/home' : page.path} section ${index + 1}`,
      })),
      { type: 'footer', what: `${page.path === '/' ? '/home' : page.path} footer` },
    ],
  }));
  return { root, distDir, pages };
}
