/**
 * A preview as a page, as the preview frame shows it (editor/app/ui/PreviewPage.tsx): a section whose
 * block fails on a draft is left out, its place kept by a hidden element (the frame finds
 * sections by their order), the rest of the page stays, and the section is tried again on the
 * next change.
 */
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { leftOutAttribute, PreviewPage } from '../../../editor/app/ui/PreviewPage';
import type { PreviewData } from '../../../editor/shared/api';
import type { ResolvedPage } from '../../../schema/page';
import { type Section, sectionTypes } from '../../../schema/section';
import { example, site } from '../renderBlock';

const withHeadings = sectionTypes.map((type) => example(type)).filter((section): section is Section & { heading: string } => 'heading' in section);
const [first, second, third] = withHeadings;
const previewOf = (sections: unknown[]): PreviewData => ({
  page: { path: '/a-page', title: 'A page', description: '', sections: sections as ResolvedPage['sections'] },
  site,
  sectionIndexes: sections.map((_, index) => index),
});
const shownSections = (container: HTMLElement) => [...container.querySelector('main')!.children];

afterEach(() => vi.restoreAllMocks());

describe("the preview frame's page", () => {
  it('leaves out a section whose block fails, keeps its place, and tries it again after the next change', () => {
    // React reports each failure it catches; here they are expected.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = { type: 'no-such-section', heading: 'Never shown' };
    const { container, rerender } = render(<PreviewPage preview={previewOf([first, broken, second])} />);
    const sections = shownSections(container);
    expect(sections).toHaveLength(3);
    expect(sections.map((element) => element.hasAttribute(leftOutAttribute))).toEqual([false, true, false]);
    expect((sections[1] as HTMLElement).hidden).toBe(true);
    for (const section of [first, second]) expect(container.querySelector('main')!.textContent).toContain(section!.heading);
    expect(container.textContent).not.toContain('Never shown');
    // The layout around the page is there.
    expect(container.querySelector('header')).not.toBeNull();
    expect(container.querySelector('footer')).not.toBeNull();

    rerender(<PreviewPage preview={previewOf([first, third, second])} />);
    expect(shownSections(container).map((element) => element.hasAttribute(leftOutAttribute))).toEqual([false, false, false]);
    expect(container.querySelector('main')!.textContent).toContain(third!.heading);
  });
});
