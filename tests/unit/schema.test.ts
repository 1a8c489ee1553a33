// @vitest-environment node
/**
 * The zod schemas on their own: what a page file may contain, which links are allowed, and the
 * help text every field carries (it becomes the hover help in an editor).
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { button, href, image } from '../../schema/fields';
import { page, pagePath } from '../../schema/page';
import { pageSection, section, sectionSchemas, sectionTypes, sharedSectionReference } from '../../schema/section';
import { siteConfig } from '../../schema/site';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
const readJson = (file: string): unknown => JSON.parse(fs.readFileSync(`${projectRoot}/${file}`, 'utf8'));
const messagesOf = (result: { success: boolean; error?: z.ZodError }): string[] => result.error?.issues.map((i) => i.message) ?? [];

describe('section types', () => {
  it('has one type name per section schema, each unique', () => {
    expect(sectionTypes).toHaveLength(sectionSchemas.length);
    expect(new Set(sectionTypes).size).toBe(sectionTypes.length);
    expect(sectionTypes).toEqual(
      expect.arrayContaining(['hero', 'content', 'cards', 'testimonials', 'pledge', 'service-area', 'cta', 'warning-signs', 'message']),
    );
  });

  it('pages may also use "shared"; shared sections themselves may not', () => {
    expect(pageSection.safeParse({ type: 'shared', name: 'pledge', overrides: { heading: 'Our Promise' } }).success).toBe(true);
    expect(section.safeParse({ type: 'shared', name: 'pledge' }).success).toBe(false);
  });

  it('refuses fields a section does not have instead of dropping them', () => {
    const result = section.safeParse({ type: 'message', heading: 'Thanks', headng: 'Thanks' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ code: 'unrecognized_keys', keys: ['headng'] });
  });

  it('every field of every section type has help text for the editor', () => {
    const undescribed: string[] = [];
    for (const schema of [...sectionSchemas, sharedSectionReference, page]) {
      const name = 'type' in schema.shape ? String((schema.shape.type as { value?: unknown }).value) : 'page';
      collectUndescribed(schema, name, undescribed);
    }
    expect(undescribed).toEqual([]);
  });
});

describe('links', () => {
  it.each(['/', '/contact', '/services/repairs#faq', '#form', 'https://example.com', 'tel:+18005550100', 'mailto:office@example.com'])(
    'accepts %s',
    (value) => {
      expect(href.safeParse(value).success).toBe(true);
    },
  );

  it.each([
    'javascript:alert(1)',
    ' javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:text/html,x',
    'vbscript:x',
    'http://example.com',
    '//example.com',
    'example.com',
  ])('refuses %s, naming what is allowed', (value) => {
    const result = href.safeParse(value);
    expect(result.success).toBe(false);
    expect(messagesOf(result).join(' ')).toMatch(/a page path like "\/contact", a full address starting with "https:\/\/", or a "tel:" or "mailto:" link/);
  });

  it('refuses an empty link', () => {
    expect(messagesOf(href.safeParse(''))).toContain('a link must not be empty');
  });
});

describe('buttons', () => {
  it('needs exactly one of href and action', () => {
    expect(button.safeParse({ label: 'Call', action: 'call' }).success).toBe(true);
    expect(button.safeParse({ label: 'About', href: '/about' }).success).toBe(true);
    for (const wrong of [{ label: 'Nothing' }, { label: 'Both', href: '/about', action: 'call' }]) {
      expect(messagesOf(button.safeParse(wrong)).join(' ')).toMatch(/a button needs either a link .* or an action .*, not both/);
    }
  });

  it('offers only the known styles', () => {
    expect(button.safeParse({ label: 'Go', href: '/', variant: 'cta-outline' }).success).toBe(true);
    expect(button.safeParse({ label: 'Go', href: '/', variant: 'orange' }).success).toBe(false);
  });
});

describe('images', () => {
  const good = { src: '/images/roof.jpg', alt: 'A warehouse roof' };

  it('needs only the file and what it shows; the size is read from the file', () => {
    expect(image.safeParse(good).success).toBe(true);
    expect(image.safeParse({ src: good.src, decorative: true }).success).toBe(true);
    // Written before sizes were read from the file: still accepted (the validator says to remove them).
    expect(image.safeParse({ ...good, width: 1200, height: 800 }).success).toBe(true);
    expect(image.safeParse({ ...good, decorative: false }).success).toBe(false);
  });

  it('names a file in the images folder', () => {
    for (const src of ['images/roof.jpg', '/public/images/roof.jpg', 'https://cdn.example.com/roof.jpg', '//cdn.example.com/roof.jpg', '/images/']) {
      expect(messagesOf(image.safeParse({ ...good, src })).join(' ')).toMatch(/a photo is named from the images folder, like "\/images\/warehouse-roof\.jpg"/);
    }
  });
});

describe('pages', () => {
  it.each(['/', '/404', '/about', '/services/repairs', '/roof-types/modified-bitumen'])('accepts the path %s', (value) => {
    expect(pagePath.safeParse(value).success).toBe(true);
  });

  it.each(['', 'about', '/About', '/about/', '/roof_types', '/a--b', '/a//b', '/services/-x'])('refuses the path %j', (value) => {
    expect(messagesOf(pagePath.safeParse(value)).join(' ')).toMatch(/a page path starts with "\/" and uses lower-case words joined by dashes/);
  });

  it('keeps titles and descriptions to search-result lengths', () => {
    const base = readJson('pages/404.json') as Record<string, unknown>;
    expect(messagesOf(page.safeParse({ ...base, title: 'Short' }))).toContain('a page title needs at least 10 characters to be useful in search results');
    expect(messagesOf(page.safeParse({ ...base, title: 'x'.repeat(71) }))).toContain('keep the page title under 70 characters, or search engines cut it off');
    expect(messagesOf(page.safeParse({ ...base, description: 'Too short.' }))).toContain(
      'a description needs at least 50 characters to be useful in search results',
    );
    expect(messagesOf(page.safeParse({ ...base, sections: [] }))).toContain('a page needs at least one section');
  });

  it('accepts the committed home page, 404 page and site settings', () => {
    expect(messagesOf(page.safeParse(readJson('pages/home.json')))).toEqual([]);
    expect(messagesOf(page.safeParse(readJson('pages/404.json')))).toEqual([]);
    expect(messagesOf(siteConfig.safeParse(readJson('site.config.json')))).toEqual([]);
  });
});

describe('site settings', () => {
  const config = () => readJson('site.config.json') as { company: Record<string, unknown> };

  it('checks the dial number, e-mail and site address', () => {
    const broken = config();
    broken.company.phoneDial = '800-555-0100';
    broken.company.email = 'office';
    broken.company.siteUrl = 'http://www.example.com';
    expect(messagesOf(siteConfig.safeParse(broken))).toEqual(
      expect.arrayContaining([
        'write the dial number as +1 followed by 10 digits, for example "+18595550100"',
        'write a full e-mail address, like "office@example.com"',
        'write the full https address of the live site, like "https://www.example.com"',
      ]),
    );
  });
});

/** Lists the fields (by path) that carry no `.describe()` text, looking through optional wrappers. */
function collectUndescribed(schema: z.core.$ZodType, at: string, out: string[]) {
  const def = schema._zod.def as {
    type: string;
    shape?: Record<string, z.core.$ZodType>;
    innerType?: z.core.$ZodType;
    element?: z.core.$ZodType;
    in?: z.core.$ZodType;
  };
  if (def.type === 'object') {
    for (const [key, field] of Object.entries(def.shape ?? {})) {
      if (key !== 'type' && !hasDescription(field)) out.push(`${at}.${key}`);
      collectUndescribed(field, `${at}.${key}`, out);
    }
  } else if (def.type === 'optional' || def.type === 'nullable' || def.type === 'default') collectUndescribed(def.innerType!, at, out);
  else if (def.type === 'array') collectUndescribed(def.element!, `${at}[]`, out);
  else if (def.type === 'pipe') collectUndescribed(def.in!, at, out);
}

function hasDescription(schema: z.core.$ZodType): boolean {
  for (let node: z.core.$ZodType | undefined = schema; node; ) {
    if ((node as { description?: string }).description) return true;
    const def = node._zod.def as { type: string; innerType?: z.core.$ZodType; in?: z.core.$ZodType };
    node = def.innerType ?? (def.type === 'pipe' ? def.in : undefined);
  }
  return false;
}
