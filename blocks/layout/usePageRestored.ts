/**
 * Runs `onRestored` when the browser shows this page again from its back/forward cache. Each
 * page is its own document, so leaving a page closes its menus by itself; but a page brought
 * back with the Back button returns exactly as it was left, open menu included.
 */
import { useEffect, useEffectEvent } from 'react';

export function usePageRestored(onRestored: () => void): void {
  const restored = useEffectEvent(onRestored);
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) restored();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);
}
