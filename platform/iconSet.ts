/**
 * Every icon the site draws, by the name used here → the lucide icon (lucide.dev) drawn for it.
 * At build time engine/build/iconSpritePlugin.ts turns exactly these into one SVG sprite file, so
 * icons cost the browser one cached request and no JavaScript at all.
 */
import type { IconName } from '../schema/icons.ts';

/** Icons page files may name (schema/icons.ts); the compiler checks none is missing. */
export const contentIcons = {
  award: 'award',
  'badge-check': 'badge-check',
  building: 'building',
  'calendar-check': 'calendar-check',
  'check-circle': 'circle-check',
  'clipboard-check': 'clipboard-check',
  clock: 'clock',
  'cloud-rain': 'cloud-rain',
  'dollar-sign': 'dollar-sign',
  droplets: 'droplets',
  factory: 'factory',
  'file-text': 'file-text',
  flame: 'flame',
  gauge: 'gauge',
  hammer: 'hammer',
  'hard-hat': 'hard-hat',
  'heart-handshake': 'heart-handshake',
  layers: 'layers',
  leaf: 'leaf',
  'map-pin': 'map-pin',
  phone: 'phone',
  recycle: 'recycle',
  ruler: 'ruler',
  search: 'search',
  shield: 'shield',
  'shield-check': 'shield-check',
  siren: 'siren',
  sparkles: 'sparkles',
  star: 'star',
  sun: 'sun',
  thermometer: 'thermometer',
  'thumbs-up': 'thumbs-up',
  timer: 'timer',
  'trending-up': 'trending-up',
  users: 'users',
  warehouse: 'warehouse',
  wrench: 'wrench',
  zap: 'zap',
} as const satisfies Record<IconName, string>;

/** Icons the blocks and the layout draw themselves. */
export const interfaceIcons = {
  'arrow-right': 'arrow-right',
  check: 'check',
  'chevron-down': 'chevron-down',
  copy: 'copy',
  mail: 'mail',
  menu: 'menu',
  quote: 'quote',
  'triangle-alert': 'triangle-exclamation-point',
  x: 'x',
} as const;

export const spriteIcons = { ...contentIcons, ...interfaceIcons };
export type SpriteIconName = keyof typeof spriteIcons;
