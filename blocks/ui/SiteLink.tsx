/**
 * A link from page data. Internal paths use client-side navigation and start loading the
 * target page when the pointer rests on the link; outside links are locked down with
 * rel="noopener noreferrer" so the other site cannot reach back into this one.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { preloadPath } from '../../engine/runtime/pageLoader';

export function SiteLink({ href, className, children, onClick }: { href: string; className?: string; children: ReactNode; onClick?: () => void }) {
  if (href.startsWith('/') && !href.startsWith('//')) {
    const preload = () => preloadPath(href);
    return (
      <Link to={href} className={className} onPointerEnter={preload} onFocus={preload} onClick={onClick}>
        {children}
      </Link>
    );
  }
  const external = href.startsWith('https://');
  return (
    <a href={href} className={className} onClick={onClick} {...(external ? { rel: 'noopener noreferrer external', target: '_blank' } : {})}>
      {children}
    </a>
  );
}
