/**
 * What "Before and after" marks (editor/app/publish/changeMarks.ts): sections matched between the
 * website's page and the new one (changed, new, removed, and where a removed one was), and the
 * words that changed in a section's texts, with the field's title for a text the page does not show.
 */
import { describe, expect, it } from 'vitest';
import { changeMarks } from '../../editor/app/publish/changeMarks';
import type { PreviewData } from '../../editor/shared/api';

const previewOf = (sections: Record<string, unknown>[]): PreviewData =>
  ({ page: { path: '/', title: 'Home', sections }, site: {}, sectionIndexes: sections.map((_, index) => index) }) as unknown as PreviewData;

const hero = { type: 'hero', heading: 'Kentucky Roofing Experts', image: { src: '/images/roof.png', decorative: true } };
const text = { type: 'content', heading: 'Our Story', paragraphs: ['We fix roofs.'] };
const faq = { type: 'features', heading: 'Why us', items: [] };

describe('changeMarks', () => {
  it('marks a section that changed on both sides, with the words removed and added', () => {
    const after = { ...hero, heading: 'Kentucky Commercial Roofing Experts' };
    const marks = changeMarks(previewOf([hero, text]), previewOf([after, text]));
    expect(marks.before.sections).toEqual({ 0: { change: 'changed', texts: [{ text: hero.heading, runs: [], other: after.heading, field: 'Headline' }] } });
    const [added] = marks.after.sections[0]!.texts;
    expect(added!.runs.map(([start, end]) => added!.text.slice(start, end))).toEqual(['Commercial']);
    expect(marks.after.removed).toEqual([]);
  });

  it('says a changed text the page does not show by its field, and leaves a photo file out', () => {
    const after = { ...hero, image: { src: '/images/other.png', alt: 'A flat roof' } };
    const [text] = changeMarks(previewOf([hero]), previewOf([after])).after.sections[0]!.texts;
    expect(text).toEqual({ text: 'A flat roof', runs: [[0, 11]], other: '', field: 'Photo, Alt text' });
  });

  it('marks a new section on the After page, a removed one on the Before page and where it was on the After page', () => {
    const marks = changeMarks(previewOf([hero, text, faq]), previewOf([hero, faq, { ...text, heading: 'Something else', type: 'cards' }]));
    expect(marks.before.sections).toEqual({ 1: { change: 'removed', texts: [] } });
    expect(marks.after.sections).toEqual({ 2: { change: 'new', texts: [] } });
    expect(marks.after.removed).toEqual([{ at: 1, name: 'Text: Our Story' }]);
  });

  it('marks nothing section by section for a page that is new or deleted', () => {
    expect(changeMarks(undefined, previewOf([hero])).after.sections).toEqual({});
    expect(changeMarks(previewOf([hero]), undefined).before.sections).toEqual({});
  });
});
