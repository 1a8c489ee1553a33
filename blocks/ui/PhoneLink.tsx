/**
 * Every phone link on the site. It dials the number from site.config.json and carries
 * `data-loc-phone`, the hook the call-tracking script uses to swap in a tracked number.
 * Without children it shows the number itself.
 */
import type { ReactNode } from 'react';
import { useSite } from '../../platform/SiteContext';

export function PhoneLink({ className, children }: { className?: string; children?: ReactNode }) {
  const { company } = useSite();
  return (
    <a href={`tel:${company.phoneDial}`} data-loc-phone="" className={className}>
      {children ?? company.phoneDisplay}
    </a>
  );
}
