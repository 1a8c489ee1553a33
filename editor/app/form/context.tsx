/**
 * What every field of one form shares, without passing it down through every level: how to
 * report a change, how to tell a screen reader what happened, where to put the focus after the
 * next render, and the services of the editor (pages, photos, the site settings).
 */
import { createContext, useContext } from 'react';
import type { ImageInfo, PageSummary, SavedImage } from '../../shared/api';
import type { JsonPath } from '../ui/jsonPath';

export interface FormServices {
  /** The site's pages, for link fields: offered by title and path. */
  pages?: readonly PageSummary[];
  /** The photos in images/, for photo fields. Without it a photo is named by typing its file. */
  images?: ImageServices;
  /**
   * The site settings as they stand (the value of site.config.json, the editor's draft when
   * it is open): the names of shared sections, opening hours and number pools offered in their
   * fields, and a shared section's own fields for its overrides on a page.
   */
  siteConfig?: unknown;
}

export interface ImageServices {
  /** GET /api/images */
  list(): Promise<ImageInfo[]>;
  /** POST /api/images?name=…: `name` defaults to the file's own; a name that exists is refused, never overwritten. */
  upload(file: File, name?: string): Promise<SavedImage>;
  /** Where a small preview of a photo is; /api/images/thumb?src=…&w=… when not given. */
  thumbnailUrl?(src: string, width: number): string;
}

export interface FormApi {
  /** A field's new value at its path in the file; `undefined` removes the field. */
  emit(path: JsonPath, value: unknown): void;
  /** Says something to screen-reader users (a polite live region). */
  announce(message: string): void;
  /** After the next render, focus the first element inside the form that matches the first selector that matches anything. */
  focusLater(selectors: string | string[]): void;
}

const noop = () => {};
export const FormContext = createContext<FormApi>({ emit: noop, announce: noop, focusLater: noop });
export const useForm = () => useContext(FormContext);

export const ServicesContext = createContext<FormServices>({});
export const useServices = () => useContext(ServicesContext);

/** The type of the section a field is in (for a photo, its slot: schema/imageSlots.ts). */
export const SectionTypeContext = createContext<string | undefined>(undefined);
export const useSectionType = () => useContext(SectionTypeContext);
