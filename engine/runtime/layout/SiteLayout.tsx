/** The shell around every page: skip link, navigation, the page, footer. */
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useSite } from '../SiteContext';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

export const mainContentId = 'main-content';

export function SiteLayout({ children }: { children: ReactNode }) {
  const { navigation } = useSite();
  const { pathname, hash } = useLocation();

  // Every route change starts at the top, unless the link names a section (#anchor).
  // The braces matter: in Chromium, scrollTo() returns a Promise, which an effect must not return.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect runs because the address changed; it reads the page, not `pathname`.
  useEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash]);

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
