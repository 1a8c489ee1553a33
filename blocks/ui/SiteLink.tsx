/**
 * A link from page data. Internal paths navigate in the page (no reload) and start loading the
 * target page when the pointer rests on the link; outside links are locked down with
 * rel="noopener noreferrer" so the other site cannot reach back into this one.
 *
 * Internal links are plain <a href> elements with a click handler rather than React Router's
 * <Link>: <Link> also carries the framework-mode prefetching machinery this site never uses,
 * about 4 KB of JavaScript on every page. Modified clicks (new tab, new window) and clicks
 * before the page is interactive fall through to the browser, as with <Link>.
 */
import type { MouseEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { preloadPath } from '../../engine/pageLoader';

export function SiteLink({ href, className, children, onClick }: { href: string; className?: string; children: ReactNode; onClick?: () => void }) {
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <InternalLink href={href} className={className} onClick={onClick}>
        {children}
      </InternalLink>
    );
  }
  const external = href.startsWith('https://');
  return (
    <a href={href} className={className} onClick={onClick} {...(external ? { rel: 'noopener noreferrer external', target: '_blank' } : {})}>
      {children}
    </a>
  );
}

function InternalLink({ href, className, children, onClick }: { href: string; className?: string; children: ReactNode; onClick?: () => void }) {
  const navigate = useNavigate();
  const preload = () => preloadPath(href);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.();
    const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    if (event.defaultPrevented || event.button !== 0 || modified) return;
    event.preventDefault();
    navigate(href);
  };
  return (
    <a href={href} className={className} onPointerEnter={preload} onFocus={preload} onClick={follow}>
      {children}
    </a>
  );
}
