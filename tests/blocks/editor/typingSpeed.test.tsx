/**
 * Typing in the form stays fast on the biggest section of the longest page: a keystroke re-renders
 * the fields on one path, not the form (React's profiler: the work it did against the work a full
 * re-render would take). jsdom's figures are printed; the browser's come from npm run measure:editor.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fireEvent } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sectionSchema } from '../../../editor/app/ui/schemas';
import { projectRoot } from '../renderBlock';
import { unfoldAll } from './formExpectations';
import { renderForm } from './formHarness';

const pageFiles = (fs.readdirSync(path.join(projectRoot, 'pages'), { recursive: true }) as string[]).filter((file) => file.endsWith('.json'));
const longest = pageFiles
  .map((file) => ({ file, text: fs.readFileSync(path.join(projectRoot, 'pages', file), 'utf8') }))
  .sort((a, b) => b.text.length - a.text.length)[0]!;
const page = JSON.parse(longest.text) as { sections: unknown[] };
const sizes = page.sections.map((section) => JSON.stringify(section).length);
const biggest = sizes.indexOf(Math.max(...sizes));
const siteConfig = JSON.parse(fs.readFileSync(path.join(projectRoot, 'site.config.json'), 'utf8'));

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe('typing speed', () => {
  it(`a keystroke in the biggest section of the longest page (pages/${longest.file}) re-renders a small part of the form`, () => {
    const basePath = ['sections', biggest];
    const commits: { phase: string; actual: number; base: number }[] = [];
    const form = renderForm({
      schema: sectionSchema,
      value: page.sections[biggest],
      basePath,
      services: { siteConfig },
      onRender: (_id, phase, actual, base) => commits.push({ phase, actual, base }),
    });
    // Every entry open: the most fields a keystroke could re-render.
    unfoldAll(form.container);
    const fields = [...form.container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[type="text"][data-path], textarea[data-path]')].filter(
      (field) => field.value !== '',
    );
    // The deepest field of the section, the last of them: a keystroke there walks the longest path.
    const depth = (element: HTMLElement) => (element.dataset.path!.match(/[.[]/g) ?? []).length;
    const field = fields.reduce((deepest, candidate) => (depth(candidate) >= depth(deepest) ? candidate : deepest));
    const times: number[] = [];
    commits.length = 0;
    for (const letter of 'the quick brown fox jumps over') {
      const before = performance.now();
      fireEvent.change(field, { target: { value: field.value + letter } });
      times.push(performance.now() - before);
    }
    expect(form.calls).toHaveLength(times.length);
    const rendering = median(commits.map((commit) => commit.actual));
    const everything = median(commits.map((commit) => commit.base));
    const section = `sections[${biggest}] (${(page.sections[biggest] as { type: string }).type})`;
    console.log(
      `typing in ${field.dataset.path} of pages/${longest.file}, ${section}: median ${median(times).toFixed(1)} ms, worst ${Math.max(...times).toFixed(1)} ms a keystroke; ` +
        `React renders ${rendering.toFixed(1)} ms of the ${everything.toFixed(1)} ms re-rendering every field would take (jsdom, busy machine)`,
    );
    // The time a keystroke takes is measured by npm run measure:editor in a real browser, not
    // asserted here (a busy machine would make it flaky). What is asserted is the structure:
    // React's own measure: a keystroke renders a small part of the form, the fields on one path.
    expect(commits.every((commit) => commit.phase === 'update')).toBe(true);
    expect(rendering).toBeLessThan(everything / 3);
  });
});
