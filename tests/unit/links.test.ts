/**
 * Finding the links of a value with its schema (schema/linkFields.ts, engine/content/fileLinks.ts): a
 * field is a link because its schema says so, whatever its name, wherever it sits (lists, named
 * entries, unions, a shared section's changes on one page), and nothing else is.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { linksInPage, linksInSettings } from '../../engine/content/fileLinks';
import { editorHints, href, providerAddress } from '../../schema/fields';
import { toJsonSchema } from '../../schema/jsonSchema';
import { linksIn } from '../../schema/linkFields';
import type { JsonSchema as SchemaNode } from '../../schema/schemaReader';
import { pagePath } from '../../schema/page';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
const fixtureSettings = JSON.parse(fs.readFileSync(path.join(projectRoot, 'tests/fixtures/site/site.config.json'), 'utf8')) as Record<string, unknown>;

/** A schema of its own, with link fields under names the site does not use. */
const testSchema = toJsonSchema(
  z.strictObject({
    target: href,
    pageOnly: pagePath.meta(editorHints({ 'x-link': 'page' })),
    note: z.string(),
    script: providerAddress,
    further: z.array(z.strictObject({ label: z.string(), destination: href.optional() })),
    byName: z.record(z.string(), href),
    blocks: z.array(
      z.discriminatedUnion('type', [z.strictObject({ type: z.literal('teaser'), more: href }), z.strictObject({ type: z.literal('quote'), more: z.string() })]),
    ),
    entries: z.array(z.union([z.strictObject({ label: z.string(), goesTo: href }), z.strictObject({ label: z.string(), list: z.string() })])),
  }),
) as SchemaNode;

const found = (node: SchemaNode, value: unknown) => linksIn(node, value).map(({ path: at, href: link, kind }) => [at.join('.'), link, kind]);

describe('links are the fields the schema marks, under any name', () => {
  it('finds each link field, in lists, named entries and both kinds of union, and no other text', () => {
    const value = {
      target: '/about',
      pageOnly: '/contact',
      note: '/looks-like-a-page',
      script: '/preview/form.js',
      further: [{ label: 'A', destination: 'https://example.com/' }, { label: 'B' }],
      byName: { first: 'tel:+15025550142', second: '/services/repairs#faq' },
      blocks: [
        { type: 'quote', more: '/not-a-link' },
        { type: 'teaser', more: '/roof-types/tpo' },
      ],
      entries: [
        { label: 'Home', goesTo: '/' },
        { label: 'Services', list: '/services' },
      ],
    };
    expect(found(testSchema, value)).toEqual([
      ['target', '/about', 'any'],
      ['pageOnly', '/contact', 'page'],
      ['further.0.destination', 'https://example.com/', 'any'],
      ['byName.first', 'tel:+15025550142', 'any'],
      ['byName.second', '/services/repairs#faq', 'any'],
      ['blocks.1.more', '/roof-types/tpo', 'any'],
      ['entries.0.goesTo', '/', 'any'],
    ]);
  });

  it('reads what it can of a value that does not fit its schema, and skips the rest', () => {
    const value = { target: 42, further: 'not a list', blocks: [{ type: 'unknown', more: '/x' }, null], entries: [{ label: 'Home', goesTo: '/' }] };
    expect(found(testSchema, value)).toEqual([['entries.0.goesTo', '/', 'any']]);
    expect(found(testSchema, undefined)).toEqual([]);
  });
});

describe("the site's schemas", () => {
  it("mark the settings' links: menus, the lists of services and roof types, the footer; not the providers' addresses", () => {
    const links = linksInSettings(fixtureSettings);
    const fields = new Set(links.map((link) => link.path.filter((key) => typeof key === 'string').join('.')));
    expect(fields).toEqual(new Set(['services.href', 'roofTypes.href', 'navigation.menu.href', 'footer.privacyHref']));
    // The lists name pages only; the other links may go anywhere.
    for (const link of links) expect(link.kind, link.path.join('.')).toBe(link.path[0] === 'services' || link.path[0] === 'roofTypes' ? 'page' : 'any');
    const integrations = fixtureSettings.integrations as { leadForm: { formUrl: string } };
    expect(links.map((link) => link.href)).not.toContain(integrations.leadForm.formUrl);
  });

  it('read the links a page gives a shared section, as fields of the section type the settings define', () => {
    const shared = fixtureSettings.sharedSections as Record<string, { type: string; buttons?: unknown }>;
    const [name] = Object.entries(shared).find(([, section]) => section.buttons !== undefined)!;
    const page = {
      path: '/x',
      sections: [
        { type: 'content', heading: 'Own', paragraphs: ['Text.'], buttons: [{ label: 'About', href: '/about' }] },
        { type: 'shared', name, overrides: { heading: '/not-a-link', buttons: [{ label: 'Repairs', href: '/services/repairs' }] } },
      ],
    };
    expect(linksInPage(page, fixtureSettings).map((link) => link.path)).toEqual([
      ['sections', 0, 'buttons', 0, 'href'],
      ['sections', 1, 'overrides', 'buttons', 0, 'href'],
    ]);
    // Without the settings, or for a name they do not define, the changes cannot be read.
    expect(linksInPage(page, undefined)).toHaveLength(1);
    expect(linksInPage({ ...page, sections: [{ ...page.sections[1], name: 'no-such-section' }] }, fixtureSettings)).toEqual([]);
  });
});
