// @vitest-environment node
/**
 * Each page's part of the site the page checks read, kept for the editor server's process by the
 * page's file, its content and the settings' text (editor/server/pageParts.ts): made once, and
 * made again when any of the three differs. Uses the project's own pages and settings.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSettingsDraft } from '../../engine/content/browser-safe/resolve';
import { pageFileNames } from '../../engine/content/load';
import { pagePartsByContent } from '../../editor/server/pageParts';
import { pagePart } from '../../editor/shared/siteToCheck';
import { projectRoot } from '../support/projectPaths';

const settingsText = readFileSync(path.join(projectRoot, 'site.config.json'), 'utf8');
const config = readSettingsDraft(JSON.parse(settingsText))!;
const [file] = pageFileNames(projectRoot, {});
const text = readFileSync(path.join(projectRoot, file!), 'utf8');

describe("a page's part of the site to check", () => {
  it('is what pagePart makes, made once for a content and the settings, from text or bytes alike', () => {
    const partOf = pagePartsByContent(settingsText, config);
    const part = partOf(file!, text);
    expect(part).toEqual(pagePart(file!, JSON.parse(text), config));
    expect(partOf(file!, Buffer.from(text)), 'kept').toBe(part);
    expect(pagePartsByContent(settingsText, config)(file!, text), 'kept for the next ask').toBe(part);
  });

  it('is made again for other content, another file or other settings, and is absent for a page that does not read', () => {
    const partOf = pagePartsByContent(settingsText, config);
    const part = partOf(file!, text);
    expect(partOf(file!, `${text}\n`)).not.toBe(part);
    expect(partOf(`${file!.replace(/\.json$/, '')}-copy.json`, text)).not.toBe(part);
    expect(pagePartsByContent(`${settingsText}\n`, config)(file!, text)).not.toBe(part);
    expect(partOf(file!, '{ not json')).toBeUndefined();
  });
});
