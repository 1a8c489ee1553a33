/**
 * The block registry: one line per section type, and the layout around every page. The
 * `satisfies` clause makes the compiler check it against the schema: a section type without a
 * block, a block for a type that does not exist, or a block whose props do not match its schema
 * all fail `tsc`. With the islands list (islands/islands.ts) this is the one place the engine
 * reaches into blocks/.
 */
import type { ComponentType } from 'react';
import type { SectionOfType, SectionType } from '../../schema/section';
import { HeroBlock } from '../../blocks/HeroBlock';
import { ContentBlock } from '../../blocks/ContentBlock';
import { CardsBlock } from '../../blocks/CardsBlock';
import { RoofSystemsBlock } from '../../blocks/RoofSystemsBlock';
import { FeaturesBlock } from '../../blocks/FeaturesBlock';
import { TestimonialsBlock } from '../../blocks/TestimonialsBlock';
import { PledgeBlock } from '../../blocks/PledgeBlock';
import { ServiceAreaBlock } from '../../blocks/ServiceAreaBlock';
import { CtaBlock } from '../../blocks/CtaBlock';
import { StatsBlock } from '../../blocks/StatsBlock';
import { StepsBlock } from '../../blocks/StepsBlock';
import { ChecklistBlock } from '../../blocks/ChecklistBlock';
import { WarningSignsBlock } from '../../blocks/WarningSignsBlock';
import { CallBoxBlock } from '../../blocks/CallBoxBlock';
import { TiersBlock } from '../../blocks/TiersBlock';
import { LegalBlock } from '../../blocks/LegalBlock';
import { MessageBlock } from '../../blocks/MessageBlock';

export { SiteLayout } from '../../blocks/layout/SiteLayout';

export type BlockRegistry = { [T in SectionType]: ComponentType<SectionOfType<T>> };

export const registry = {
  hero: HeroBlock,
  content: ContentBlock,
  cards: CardsBlock,
  'roof-systems': RoofSystemsBlock,
  features: FeaturesBlock,
  testimonials: TestimonialsBlock,
  pledge: PledgeBlock,
  'service-area': ServiceAreaBlock,
  cta: CtaBlock,
  stats: StatsBlock,
  steps: StepsBlock,
  checklist: ChecklistBlock,
  'warning-signs': WarningSignsBlock,
  'call-box': CallBoxBlock,
  tiers: TiersBlock,
  legal: LegalBlock,
  message: MessageBlock,
} satisfies BlockRegistry;
