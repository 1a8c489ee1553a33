/**
 * Where a section sits on its page. The first section carries the page's only <h1> and loads
 * its form at once; the rest use <h2> and load their forms lazily.
 */
import { createContext, useContext } from 'react';

export interface SectionPlacement {
  index: number;
  /** Index of the first section with an estimate form, or -1: the Free Estimate target. */
  estimateFormIndex: number;
}

export const SectionContext = createContext<SectionPlacement>({ index: 0, estimateFormIndex: -1 });

export function useSectionPlacement(): SectionPlacement {
  return useContext(SectionContext);
}
