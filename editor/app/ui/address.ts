/**
 * The editor's addresses, so that a reload, Back and Forward, and a link sent to a colleague open
 * the same place:
 *
 *   /pages/services/repairs             the page in pages/services/repairs.json, its first section
 *   /pages/services/repairs?section=3   … its third section, as the outline numbers it
 *   /pages/services/repairs?section=details   … its details (address, title, description)
 *   /settings                           the site settings (site.config.json)
 *   /                                   the home page
 *   /review/pages/about?undo=…&choices=…  a changed page as it will be once published (or once
 *                                       the publish `undo` names is undone), full-window
 *   /review/pages/about?review=…        … as it will be once a draft sent for review is published
 *                                       (the team editor's publishers)
 *
 * `/` with a file named in the hash (`/#pages%2Fhome.json`) opens that file, and the address
 * becomes the one above. Opening another page is a step Back returns
 * to; selecting a section replaces the address, so a walk through the sections does not fill
 * the history.
 */
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { choicesInAddress, type PlanRef, type PublishStart } from '../../shared/api';
import { siteConfigFile } from '../../../schema/paths';

const pagesPrefix = '/pages/';
const settingsAddress = '/settings';
const reviewPrefix = '/review';

/** Where an address points. */
export type Place =
  /** A page file; whether it exists is for the workspace to say. */
  | { kind: 'file'; file: string }
  /** A page (or the settings) as it will be once published: `/review/pages/about`, `/review/settings`. */
  | { kind: 'review'; file: string }
  /** `/`: the home page, or the file named in its hash. */
  | { kind: 'start'; file: string | undefined }
  /** An address that names nothing the editor has. */
  | { kind: 'unknown' };

/** What is selected on a page: a section (0 for the first), or its details. */
export type Selection = number | 'details';

const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
};

export function placeAt(pathname: string, hash: string): Place {
  if (pathname.startsWith(`${reviewPrefix}/`)) {
    const file = fileAt(pathname.slice(reviewPrefix.length));
    return file ? { kind: 'review', file } : { kind: 'unknown' };
  }
  const file = fileAt(pathname);
  if (file) return { kind: 'file', file };
  if (pathname === '/' || pathname === '/index.html') return { kind: 'start', file: (hash.length > 1 && decode(hash.slice(1))) || undefined };
  return { kind: 'unknown' };
}

/** The file `/pages/services/repairs` or `/settings` names; undefined for anything else. */
function fileAt(pathname: string): string | undefined {
  if (pathname === settingsAddress) return siteConfigFile;
  if (!pathname.startsWith(pagesPrefix)) return undefined;
  const segments = pathname.slice(pagesPrefix.length).split('/').map(decode);
  if (segments.length === 0 || segments.some((segment) => !segment || segment === '.' || segment === '..' || segment.includes('/'))) return undefined;
  return `pages/${segments.join('/')}.json`;
}

/** `pages/services/repairs.json` → `/pages/services/repairs`; the settings → `/settings`. */
export function addressOf(file: string, selection?: Selection): string {
  const path =
    file === siteConfigFile
      ? settingsAddress
      : `${pagesPrefix}${file
          .replace(/^pages\//, '')
          .replace(/\.json$/, '')
          .split('/')
          .map(encodeURIComponent)
          .join('/')}`;
  return `${path}${searchOf(selection)}`;
}

/**
 * A page as the plan will make it: `/review/pages/about`, with the plan's starting point when not
 * my saved changes (`?undo=<version>`, `?review=<id>`) and the choices made where someone else
 * changed the same field (`&choices=<JSON>`).
 */
export function reviewAddressOf(file: string, { start, choices }: PlanRef): string {
  const params = new URLSearchParams();
  if (start.from === 'undo') params.set('undo', start.commit);
  if (start.from === 'review') params.set('review', start.id);
  if (choices && Object.keys(choices).length > 0) params.set('choices', choicesInAddress.encode(choices));
  const query = params.toString();
  return `${reviewPrefix}${addressOf(file)}${query ? `?${query}` : ''}`;
}

/** `?undo=abc1234&choices={"…":"mine"}` → the plan it names (choices that do not read are left out). */
export function planAt(search: string): PlanRef {
  const params = new URLSearchParams(search);
  const undo = params.get('undo');
  const review = params.get('review');
  const choices = choicesInAddress.safeParse(params.get('choices')).data;
  const start: PublishStart = undo ? { from: 'undo', commit: undo } : review ? { from: 'review', id: review } : { from: 'mine' };
  return { start, ...(choices ? { choices } : {}) };
}

/** `?section=3` → 2; `?section=details` → 'details'; nothing (or nonsense) → undefined. */
export function selectionAt(search: string): Selection | undefined {
  const value = new URLSearchParams(search).get('section');
  if (value === 'details') return 'details';
  const number = Number(value);
  return value && Number.isInteger(number) && number >= 1 ? number - 1 : undefined;
}

export const searchOf = (selection: Selection | undefined) =>
  selection === undefined ? '' : `?section=${selection === 'details' ? 'details' : selection + 1}`;

export interface EditorAddress {
  place: Place;
  /** The file the address names (not for `/` or an unknown address). */
  file: string | undefined;
  /** As the address says; undefined means the first section. */
  selection: Selection | undefined;
  /** Opens a file (a step in the history; `replace` for one that takes the place of the current address). */
  open(file: string, options?: { selection?: Selection; replace?: boolean }): void;
  /** Selects a section or the details of the page open now (replaces the address). */
  select(selection: Selection | undefined): void;
}

export function useEditorAddress(): EditorAddress {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const place = placeAt(pathname, hash);
  const open = useCallback<EditorAddress['open']>((file, options) => navigate(addressOf(file, options?.selection), { replace: options?.replace }), [navigate]);
  const select = useCallback<EditorAddress['select']>((selection) => navigate({ search: searchOf(selection) }, { replace: true }), [navigate]);
  return { place, file: place.kind === 'file' ? place.file : undefined, selection: selectionAt(search), open, select };
}
