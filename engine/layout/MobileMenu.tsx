/**
 * The phone-sized menu: links, expandable Services and Roof Types groups, the phone number
 * and the Free Estimate button. Items slide in 50 ms apart (spec: menu item stagger).
 *
 * This file is its own chunk (see SiteHeader): framer-motion arrives with the menu, not with
 * every page, and its animation features load after that, through LazyMotion.
 */
import { useRef, useState } from 'react';
import { ChevronDown, Phone } from 'lucide-react';
import { AnimatePresence, LazyMotion, MotionConfig, m, type Variants } from 'framer-motion';
import { buttonClasses } from '../../blocks/ui/Button';
import { FreeEstimateButton } from '../../blocks/ui/ActionButton';
import { cx } from '../../blocks/ui/cx';
import { PhoneLink } from '../../blocks/ui/PhoneLink';
import { SiteLink } from '../../blocks/ui/SiteLink';
import { useSite } from '../SiteContext';
import { menuListEntries, type MenuList } from './menuLists';

const menuItemStaggerMs = 50;
const list: Variants = { open: { transition: { staggerChildren: menuItemStaggerMs / 1000 } }, closed: {} };
const item: Variants = { open: { opacity: 1, x: 0 }, closed: { opacity: 0, x: -16 } };

const loadMotionFeatures = () => import('../motionFeatures').then((module) => module.default);

export default function MobileMenu({ id, open, onClose }: { id: string; open: boolean; onClose: () => void }) {
  const site = useSite();
  // The Free Estimate action waits until the menu has closed: the closing animation adjusts
  // the scroll position, which would cancel the scroll to the form.
  const afterClose = useRef<(() => void) | null>(null);
  const closeThen = (action: () => void) => {
    afterClose.current = action;
    onClose();
  };
  return (
    <LazyMotion features={loadMotionFeatures} strict>
      <MotionConfig reducedMotion="user">
        <AnimatePresence
          onExitComplete={() => {
            afterClose.current?.();
            afterClose.current = null;
          }}
        >
      {open && (
        <m.div
          id={id}
          key="mobile-menu"
          initial={{ height: 0 }}
          animate={{ height: 'auto' }}
          exit={{ height: 0 }}
          transition={{ duration: 0.25 }}
          className="overflow-hidden border-t border-white/10 bg-navy-950 lg:hidden"
        >
          <m.ul variants={list} initial="closed" animate="open" className="max-h-[calc(100dvh-5rem)] space-y-1 overflow-y-auto px-5 pt-4 pb-8">
            {site.navigation.menu.map((entry) => (
              <m.li key={entry.label} variants={item}>
                {'href' in entry ? (
                  <SiteLink href={entry.href} className="block rounded-lg px-3 py-3 text-lg font-semibold text-white hover:bg-white/10">
                    {entry.label}
                  </SiteLink>
                ) : (
                  <MobileGroup label={entry.label} list={entry.list} />
                )}
              </m.li>
            ))}
            <m.li variants={item} className="flex flex-col gap-3 pt-5">
              <PhoneLink className={buttonClasses({ variant: 'trust', size: 'lg' })}>
                <Phone aria-hidden="true" className="size-5" />
                {site.navigation.callLabel} {site.company.phoneDisplay}
              </PhoneLink>
              <FreeEstimateButton label={site.navigation.estimateLabel} className={buttonClasses({ variant: 'cta', size: 'lg' })} schedule={closeThen} />
            </m.li>
          </m.ul>
        </m.div>
      )}
        </AnimatePresence>
      </MotionConfig>
    </LazyMotion>
  );
}

function MobileGroup({ label, list: listName }: { label: string; list: MenuList }) {
  const site = useSite();
  const [expanded, setExpanded] = useState(false);
  const groupId = `mobile-group-${listName}`;
  return (
    <>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={groupId}
        onClick={() => setExpanded((value) => !value)}
        className="flex w-full items-center justify-between rounded-lg px-3 py-3 text-left text-lg font-semibold text-white hover:bg-white/10"
      >
        {label}
        <ChevronDown aria-hidden="true" className={cx('size-5 transition-transform', expanded && 'rotate-180')} />
      </button>
      <ul id={groupId} hidden={!expanded} className="mt-1 mb-2 ml-3 space-y-1 border-l-2 border-orange-400/50 pl-3">
        {menuListEntries(site, listName).map((entry) => (
          <li key={entry.href}>
            <SiteLink href={entry.href} className="block rounded-lg px-3 py-2.5 hover:bg-white/10">
              <span className="block font-semibold text-white">{entry.label}</span>
              <span className="block text-sm text-navy-200">{entry.description}</span>
              {entry.features && (
                <span className="mt-1.5 flex flex-wrap gap-1.5">
                  {entry.features.map((feature) => (
                    <span key={feature} className="rounded-full bg-white/10 px-2 py-0.5 text-xs font-semibold text-orange-200">
                      {feature}
                    </span>
                  ))}
                </span>
              )}
            </SiteLink>
          </li>
        ))}
      </ul>
    </>
  );
}
