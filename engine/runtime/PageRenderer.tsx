/** Renders a page's sections, top to bottom, each with the block registered for its type. */
import type { ComponentType, ReactNode } from 'react';
import type { ResolvedPage } from '../../schema/page';
import type { Section } from '../../schema/section';
import { estimateFormIndex } from '../../platform/integrations/freeEstimate';
import { registry } from './registry';
import { SectionContext } from '../../platform/SectionContext';

/** What each section can be rendered inside: the editor's preview leaves out a section whose block fails. */
export type SectionWrapper = ComponentType<{ section: Section; children: ReactNode }>;

export function PageRenderer({ page, wrapper: Wrapper }: { page: ResolvedPage; wrapper?: SectionWrapper }) {
  const formIndex = estimateFormIndex(page.sections);
  return (
    <>
      {page.sections.map((section, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: sections have no identity of their own; a section is its place on the page.
        <SectionContext key={index} value={{ index, estimateFormIndex: formIndex }}>
          {Wrapper ? (
            <Wrapper section={section}>
              <SectionView section={section} />
            </Wrapper>
          ) : (
            <SectionView section={section} />
          )}
        </SectionContext>
      ))}
    </>
  );
}

function SectionView({ section }: { section: Section }) {
  // The registry's type guarantees registry[section.type] accepts exactly this section;
  // TypeScript cannot follow that correlation through an index, hence the one widening here.
  const Block = registry[section.type] as ComponentType<Section>;
  return <Block {...section} />;
}
