/**
 * Every island the browser can hydrate, one line each. A component made with `island()` that is
 * missing here stays plain HTML in the built site, and the browser says so in its console (the
 * browser tests fail on that).
 */
import { FreeEstimateLink } from '../../../blocks/ui/ActionButton';
import { LeadFormFrame } from '../../../blocks/ui/LeadFormCard';
import { RevealOnScroll } from '../../../blocks/ui/StaggerList';
import { SiteHeader } from '../../../blocks/layout/SiteHeader';
import { PageEffects } from '../PageEffects';

export const islands = [SiteHeader, FreeEstimateLink, LeadFormFrame, RevealOnScroll, PageEffects];
