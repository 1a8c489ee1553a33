/**
 * The phone menu's animation: the panel opens and closes smoothly and its items slide in 50 ms
 * apart (spec: menu item stagger). This is the only file that renders framer-motion
 * components. It is its own chunk, loaded when the menu is first about to open, and it takes
 * the menu items ready-made, so it shares no code with the rest of the site; framer-motion's
 * animation features load after it, through LazyMotion.
 */
import type { ReactNode } from 'react';
import { AnimatePresence, LazyMotion, MotionConfig, m, type Variants } from 'framer-motion';

const menuItemStaggerMs = 50;
const list: Variants = { open: { transition: { staggerChildren: menuItemStaggerMs / 1000 } }, closed: {} };
const item: Variants = { open: { opacity: 1, x: 0 }, closed: { opacity: 0, x: -16 } };

const loadMotionFeatures = () => import('../motionFeatures').then((module) => module.default);

export interface MenuMotionProps {
  open: boolean;
  /** Each entry becomes one animated list item. */
  items: { key: string; className?: string; content: ReactNode }[];
  panelClassName: string;
  listClassName: string;
  /** Runs when the closing animation has finished. */
  onClosed: () => void;
}

export default function MenuMotion({ open, items, panelClassName, listClassName, onClosed }: MenuMotionProps) {
  return (
    <LazyMotion features={loadMotionFeatures} strict>
      <MotionConfig reducedMotion="user">
        <AnimatePresence onExitComplete={onClosed}>
          {open && (
            <m.div
              key="menu"
              initial={{ height: 0 }}
              animate={{ height: 'auto' }}
              exit={{ height: 0 }}
              transition={{ duration: 0.25 }}
              className={panelClassName}
            >
              <m.ul variants={list} initial="closed" animate="open" className={listClassName}>
                {items.map((entry) => (
                  <m.li key={entry.key} variants={item} className={entry.className}>
                    {entry.content}
                  </m.li>
                ))}
              </m.ul>
            </m.div>
          )}
        </AnimatePresence>
      </MotionConfig>
    </LazyMotion>
  );
}
