/** The entries of a dropdown list named in the menu config ("services" or "roofTypes"). */
import type { MenuItem, SiteSettings } from '../../schema/site';

export type MenuList = Extract<MenuItem, { list: string }>['list'];

export interface MenuListEntry {
  label: string;
  href: string;
  description: string;
  features?: string[];
}

export function menuListEntries(site: SiteSettings, list: MenuList): MenuListEntry[] {
  return list === 'services' ? site.services : site.roofTypes;
}
