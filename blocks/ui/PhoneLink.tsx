/**
 * Every phone link on the site. It dials the number from site.config.json and carries
 * `data-loc-phone`, the hook the call-tracking script uses to swap in a tracked number.
 */
import type { ReactNode } from 'react';
import { useSite, withPhone } from '../../engine/runtime/SiteContext';

export function PhoneLink({ className, label, children }: { className?: string; label?: string; children?: ReactNode }) {
  const site = useSite();
  return (
    <a href={`tel:${site.company.phoneDial}`} data-loc-phone="" className={className}>
      {children ?? withPhone(label ?? '{phone}', site)}
    </a>
  );
}
