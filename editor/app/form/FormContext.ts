/** What every field of the form needs besides its own value: where to send changes, problems, pages, photos. */
import { createContext, useContext } from 'react';
import type { ImageInfo, JsonPath, PageSummary, Problem, SavedImage } from '../../shared/api';
import type { JsonSchema } from './schema';

export interface FormServices {
  /** Sets the value at `path` (from the top of the file); `undefined` removes the field. */
  onChange: (path: JsonPath, value: unknown) => void;
  /** Problems by path (JSON of the path array). */
  problems: Map<string, Problem[]>;
  pages: PageSummary[];
  images: {
    list(): Promise<ImageInfo[]>;
    upload(file: File): Promise<SavedImage>;
    thumbnailUrl(src: string): string;
  };
  /** The schema of a shared section, by its name, for its overrides. */
  sharedSectionSchema(name: string): JsonSchema | undefined;
}

export const FormContext = createContext<FormServices | null>(null);

export function useForm(): FormServices {
  const services = useContext(FormContext);
  if (!services) throw new Error('Fields render inside <FormContext value={…}>');
  return services;
}

export const pathKey = (path: JsonPath) => JSON.stringify(path);
/** A DOM id for the field at `path`: the problem summary links to it. */
export const fieldId = (path: JsonPath) => `field-${path.join('-').replace(/[^a-zA-Z0-9-]/g, '_')}`;
