/**
 * A list whose items fade in one after another when it scrolls into view.
 *
 * The prerendered HTML always shows every item: a list is only hidden (to be revealed) if,
 * after the page has loaded, it is still below the visible part of the screen, and only for
 * visitors who have not asked for reduced motion. So the content is readable without
 * JavaScript and nothing already on screen ever blinks.
 *
 * The list itself stays plain HTML; the reveal is a small island beside it that finds the list
 * by its id. framer-motion's `animate` is imported only when a list actually reveals.
 */
import { Children, useEffect, useId, type ReactNode } from 'react';
import { island } from '../../platform/island';

export function StaggerList({
  staggerMs,
  className,
  itemClassName,
  children,
}: {
  staggerMs: number;
  className?: string;
  itemClassName?: string;
  children: ReactNode;
}) {
  const listId = useId();
  return (
    <>
      <ul id={listId} className={className}>
        {Children.map(children, (child) => (
          <li className={itemClassName}>{child}</li>
        ))}
      </ul>
      <RevealOnScroll listId={listId} staggerMs={staggerMs} />
    </>
  );
}

export const RevealOnScroll = island('reveal-on-scroll', function RevealOnScroll({ listId, staggerMs }: { listId: string; staggerMs: number }) {
  useEffect(() => {
    const list = document.getElementById(listId);
    if (!list || list.getBoundingClientRect().top <= window.innerHeight) return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const items = [...list.children] as HTMLElement[];
    for (const item of items) item.style.opacity = '0';
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        observer.disconnect();
        import('framer-motion')
          .then(({ animate, stagger }) =>
            animate(items, { opacity: [0, 1], y: [24, 0] }, { duration: 0.45, ease: 'easeOut', delay: stagger(staggerMs / 1000) }),
          )
          .catch(() => {
            for (const item of items) item.style.opacity = '';
          });
      },
      { threshold: 0.15 },
    );
    observer.observe(list);
    return () => observer.disconnect();
  }, [listId, staggerMs]);
  return null;
});
