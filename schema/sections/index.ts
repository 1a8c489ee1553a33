// Made by `npm run schema` (engine/build/derivedFiles.ts) from the files in this folder, one
// per section type. Add a file there and run it, rather than a line here.
import { callBoxSection } from './callBox.ts';
import { cardsSection } from './cards.ts';
import { checklistSection } from './checklist.ts';
import { contentSection } from './content.ts';
import { ctaSection } from './cta.ts';
import { featuresSection } from './features.ts';
import { heroSection } from './hero.ts';
import { legalSection } from './legal.ts';
import { messageSection } from './message.ts';
import { pledgeSection } from './pledge.ts';
import { roofSystemsSection } from './roofSystems.ts';
import { serviceAreaSection } from './serviceArea.ts';
import { statsSection } from './stats.ts';
import { stepsSection } from './steps.ts';
import { testimonialsSection } from './testimonials.ts';
import { tiersSection } from './tiers.ts';
import { warningSignsSection } from './warningSigns.ts';

export const sectionSchemas = [
  callBoxSection,
  cardsSection,
  checklistSection,
  contentSection,
  ctaSection,
  featuresSection,
  heroSection,
  legalSection,
  messageSection,
  pledgeSection,
  roofSystemsSection,
  serviceAreaSection,
  statsSection,
  stepsSection,
  testimonialsSection,
  tiersSection,
  warningSignsSection,
] as const;
