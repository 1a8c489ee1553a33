/** The shell around every page: skip link, navigation, the page, footer. */
import type { ReactNode } from 'react';
import { useSite } from '../../platform/SiteContext';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

export const mainContentId = 'main-content';

export function SiteLayout({ children }: { children: ReactNode }) {
  const { navigation } = useSite();
  return (
    <>
      <a
        href={`#${mainContentId}`}
        className="sr-only z-[60] rounded-lg bg-cta px-4 py-3 font-bold text-cta-ink focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {navigation.skipLinkLabel}
      </a>
      <SiteHeader />
      <main id={mainContentId} tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
