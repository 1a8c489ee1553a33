/**
 * What a page does besides showing its sections: call tracking on pages that name a number
 * pool, and the report of a missing page in the browser's console (spec: the 404 page logs the
 * attempted path). An island that shows nothing.
 */
import { useEffect } from 'react';
import { useCallTracking } from '../../platform/integrations/callTracking';
import { island } from '../../platform/island';
import { useSite } from '../../platform/SiteContext';

export const PageEffects = island('page-effects', function PageEffects({ numberPool, notFound }: { numberPool?: string; notFound: boolean }) {
  useCallTracking(numberPool, useSite());
  useEffect(() => {
    if (notFound) console.error('404 Error: User attempted to access non-existent route:', window.location.pathname);
  }, [notFound]);
  return null;
});
