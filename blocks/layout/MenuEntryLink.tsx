/**
 * One entry of a menu's list (a service, a roof type): its name, its description and its
 * feature tags, in one link. The phone menu shows it on the dark menu, the desktop dropdown on
 * its white panel.
 */
import { SiteLink } from '../ui/SiteLink';
import { TagList } from '../ui/TagList';
import type { MenuListEntry } from './menuLists';

const surfaces = {
  dark: {
    link: 'block rounded-lg px-3 py-2.5 hover:bg-white/10',
    label: 'block font-semibold text-white',
    description: 'block text-sm text-navy-200',
    tagList: 'mt-1.5',
    tag: 'bg-white/10 text-orange-200',
  },
  light: {
    link: 'block rounded-xl p-3 hover:bg-slate-50 focus-visible:bg-slate-50',
    label: 'block font-bold text-navy-900',
    description: 'mt-0.5 block text-sm text-slate-600',
    tagList: 'mt-2',
    tag: 'bg-orange-50 text-orange-900',
  },
} as const;

export function MenuEntryLink({ entry, surface }: { entry: MenuListEntry; surface: keyof typeof surfaces }) {
  const classes = surfaces[surface];
  return (
    <SiteLink href={entry.href} className={classes.link}>
      <span className={classes.label}>{entry.label}</span>
      <span className={classes.description}>{entry.description}</span>
      {entry.features && <TagList inline tags={entry.features} className={classes.tagList} tagClassName={classes.tag} />}
    </SiteLink>
  );
}
