/**
 * A preview as a page: the site's own layout, blocks and CSS, as the preview frame (inFrame/) and
 * a shared preview (sharedPreview/) show it, with each section in an error boundary, so that a section whose block fails on a draft (a field it needs is still
 * empty, say) is left out and the rest of the page stays. The section's place stays as an empty,
 * hidden element: the frame finds sections by their order in <main>.
 */
import { PageRenderer, type SectionWrapper } from '../../../engine/runtime/PageRenderer';
import { SiteProvider } from '../../../platform/SiteContext';
import { SiteLayout } from '../../../blocks/layout/SiteLayout';
import type { PreviewData } from '../../shared/api';
import { ErrorBoundary } from './ErrorBoundary';

/** Marks the place of a section the preview leaves out because its block failed. */
export const leftOutAttribute = 'data-preview-left-out';

const LeaveOutWhenFailing: SectionWrapper = ({ section, children }) => (
  <ErrorBoundary resetKey={section} fallback={<div hidden {...{ [leftOutAttribute]: '' }} />}>
    {children}
  </ErrorBoundary>
);

export function PreviewPage({ preview }: { preview: PreviewData }) {
  const { page, site } = preview;
  return (
    <SiteProvider site={site} path={page.path}>
      <SiteLayout>
        <PageRenderer page={page} wrapper={LeaveOutWhenFailing} />
      </SiteLayout>
    </SiteProvider>
  );
}
