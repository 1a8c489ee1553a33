/**
 * Call tracking: on pages that name a number pool, the provider's user-session script and
 * that pool's script are added; when the visitor leaves the page, both are removed again.
 */
import { useEffect } from 'react';
import type { SiteSettings } from '../../schema/site';
import { loadScriptOnce, removeScript } from './loadScriptOnce';

export function useCallTracking(numberPool: string | undefined, site: SiteSettings): void {
  const { sessionScriptUrl, numberPools } = site.integrations.callTracking;
  const poolScriptUrl = numberPool ? numberPools[numberPool] : undefined;
  useEffect(() => {
    if (!poolScriptUrl) return;
    const scripts = [sessionScriptUrl, poolScriptUrl];
    for (const src of scripts)
      loadScriptOnce(src, { 'data-call-tracking': '' }).ready.catch(() => {
        // A blocked tracking script only means the visitor sees the main number: nothing to do.
      });
    return () => scripts.forEach(removeScript);
  }, [sessionScriptUrl, poolScriptUrl]);
}
