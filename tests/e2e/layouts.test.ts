/**
 * The layout checker (`npm run check:layouts`, tools/checkLayouts.ts) in a bounded run: the
 * fewest and the most of every section type, generated from the schemas with a fixed seed and
 * built with the site's build, at a phone's and a computer's width; and the site's own pages at
 * 390 and 1280 px. Then proof that the checker bites: a section made to overflow, a grid with an
 * empty slot, a word broken inside, text over text, a tiny tap target and a layout that moves
 * when the page hydrates each fail, named by section type and width. The longer run, with every
 * count of every grid, every choice and random content at six widths, is the command.
 */
import { rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createStaticServer } from '../../engine/server/staticServer';
import { checkPageLayouts, type LayoutFailure, type LayoutPage } from '../../tools/layouts/pageLayouts';
import { buildLayoutSite, contentWorld, copyProjectContent, type LayoutSite, writeCasePages } from '../../tools/layouts/layoutSite';
import { casesOfType, sectionTypeNames } from '../../tools/layouts/sectionContent';

/** Fixed, so the bounded run checks the same content every time. */
const seed = 1;
const generatedPrefix = '/layout-check/';

let site: LayoutSite;
let server: Server;
let browser: Browser;
let baseUrl: string;

beforeAll(async () => {
  const root = copyProjectContent();
  const world = contentWorld(root);
  const edges = sectionTypeNames.flatMap((type) => casesOfType(type, world, seed, 0)).filter((layoutCase) => /\/(fewest|most)$/.test(layoutCase.id));
  site = await buildLayoutSite(root, writeCasePages(root, edges, 6));
  server = createStaticServer(site.distDir);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await chromium.connect(inject('browserEndpoint'));
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
  if (site) rmSync(site.root, { recursive: true, force: true });
});

const generated = () => site.pages.filter((page) => page.path.startsWith(generatedPrefix));
const own = () => site.pages.filter((page) => !page.path.startsWith(generatedPrefix));
const inWords = (failures: LayoutFailure[]) => failures.map((f) => `${f.part.what} at ${f.width}px: ${f.rule}: ${f.message}`);

describe('the bounded layout check', () => {
  it('the fewest and the most of every section type hold their layout on a phone and a computer', { timeout: 180_000 }, async () => {
    // axe (tap targets, contrast) at the phone's width only: it takes longer than the rest together.
    const failures = await checkPageLayouts({ browser, baseUrl, pages: generated(), widths: [360, 1280], axeWidths: [360] });
    expect(inWords(failures)).toEqual([]);
  });

  it("the site's own pages hold their layout at 390 and 1280 px", { timeout: 180_000 }, async () => {
    // axe already checks every page at both widths (everyPage.test.ts).
    const failures = await checkPageLayouts({ browser, baseUrl, pages: own(), widths: [390, 1280], axeWidths: [] });
    expect(inWords(failures)).toEqual([]);
  });
});

describe('the checker fails on a broken layout, naming the section type and the width', () => {
  /** The generated page holding `caseId`, and the place of its section among the page's parts. */
  function pageOf(caseId: string): { page: LayoutPage; part: number } {
    for (const page of generated()) {
      const part = page.parts.findIndex((label) => label.what === caseId);
      if (part >= 0) return { page, part };
    }
    throw new Error(`no generated page holds ${caseId}`);
  }

  /** Checks the page of `caseId` at `width`, after `alter` has changed its section in the page. */
  async function failuresAfter(caseId: string, width: number, alter: (section: HTMLElement) => void): Promise<LayoutFailure[]> {
    const { page, part } = pageOf(caseId);
    const failures = await checkPageLayouts({
      browser,
      baseUrl,
      pages: [page],
      widths: [width],
      alter: (tab: Page) => tab.evaluate(`(${alter})(document.querySelector('main').children[${part}])`),
    });
    return failures.filter((failure) => failure.part.what === caseId);
  }

  it('a line that may not wrap, wider than the screen', async () => {
    const failures = await failuresAfter('content/most', 390, (section) => {
      section.querySelector('p')!.style.whiteSpace = 'nowrap';
    });
    expect(failures.map((f) => [f.part.type, f.width, f.rule])).toContainEqual(['content', 390, 'overflow']);
  });

  it('a grid whose last row is pushed to one side, leaving an empty slot', async () => {
    const failures = await failuresAfter('testimonials/fewest', 1280, (section) => {
      section.querySelector('ul')!.style.justifyContent = 'flex-start';
    });
    expect(failures.map((f) => [f.part.type, f.width, f.rule])).toContainEqual(['testimonials', 1280, 'empty-slot']);
  });

  it('a heading whose words break anywhere', async () => {
    const failures = await failuresAfter('cards/most', 360, (section) => {
      section.querySelector('h2, h3')!.setAttribute('style', 'word-break: break-all');
    });
    expect(failures.map((f) => [f.part.type, f.width, f.rule])).toContainEqual(['cards', 360, 'broken-word']);
  });

  it('text moved over other text', async () => {
    const failures = await failuresAfter('steps/most', 1280, (section) => {
      const heading = section.querySelector('header p, h2')!;
      (heading as HTMLElement).style.transform = 'translateY(3rem)';
    });
    expect(failures.map((f) => [f.part.type, f.width, f.rule])).toContainEqual(['steps', 1280, 'overlap']);
  });

  it('a tap target smaller than 24 by 24 pixels', async () => {
    const failures = await failuresAfter('checklist/most', 390, (section) => {
      // Its buttons shrunk to 10 pixels, side by side: too small, and too close to tell apart.
      const group = section.querySelector('a')!.parentElement!;
      group.style.gap = '2px';
      for (const link of section.querySelectorAll('a')) {
        link.setAttribute('style', 'display:inline-block;min-height:0;width:10px;height:10px;padding:0;overflow:hidden;font-size:4px');
      }
    });
    expect(failures.map((f) => [f.part.type, f.width, f.rule])).toContainEqual(['checklist', 390, 'target-size']);
  });

  it('a section that changes its height when the page hydrates', async () => {
    const failures = await failuresAfter('stats/fewest', 768, (section) => {
      (section.firstElementChild as HTMLElement).style.marginTop = '5rem';
    });
    expect(failures.map((f) => [f.part.type, f.width, f.rule])).toContainEqual(['stats', 768, 'hydration-shift']);
    expect(failures.find((f) => f.rule === 'hydration-shift')!.message).toMatch(/layout shifts when the page's scripts hydrate/);
  });
});
