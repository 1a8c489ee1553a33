/**
 * A link from page data. Every page is its own document, so an internal link is a plain link:
 * the browser prerenders the page behind it when the visitor is about to follow it (the
 * speculation rules, engine/build/speculationRules.ts). Outside links are locked down with
 * rel="noopener noreferrer" so the other site cannot reach back into this one.
 */
import type { ReactNode } from 'react';

export function SiteLink({ href, className, children, onClick }: { href: string; className?: string; children: ReactNode; onClick?: () => void }) {
  const external = href.startsWith('https://');
  return (
    <a href={href} className={className} onClick={onClick} {...(external ? { rel: 'noopener noreferrer external', target: '_blank' } : {})}>
      {children}
    </a>
  );
}
