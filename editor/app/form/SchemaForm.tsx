/**
 * The form generated from the schemas: give it a node of the generated JSON
 * Schema files (ui/schemas.ts: a section, a page's own fields, the site settings), the value, and
 * the validator's problems; it calls `onChange(path, value)` for every change, with the path
 * from the top of the file, and `undefined` for a field removed. Apply it with `setAt` from
 * ui/jsonPath.ts (or any update that keeps untouched objects as they are: the form re-renders only
 * the fields whose values are new objects).
 *
 * Every field has the schema's title as its label and its description as help; each problem
 * shows at its field in the validator's words, marked for assistive technology.
 */
import { type ReactNode, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { type FormApi, FormContext, type FormServices, ServicesContext } from './context';
import { Field } from './Field';
import { valueAt, type JsonPath, formatPath } from '../ui/jsonPath';
import { useLatest } from '../ui/useLatest';
import { insertField, isPlainObject, type JsonSchema, propertyOrder, schemaAt } from './jsonSchema';
import { noProblems, type Problem, problemsUnder } from './fieldProblems';

export interface SchemaFormProps {
  /** The node to make the form from: `sectionSchema`, `pageSettingsSchema`, `siteSchema` (ui/schemas.ts), or any node of them. */
  schema: JsonSchema;
  /** The value at `basePath` in the file. */
  value: unknown;
  /**
   * A change: the new value at `path` (from the top of the file, starting with `basePath`).
   * `undefined` removes the field. A field added to a group comes as the whole group, with the
   * field where the schema lists it, so the file keeps the schema's order.
   */
  onChange: (path: JsonPath, value: unknown) => void;
  /** The validator's problems with the file (those outside `basePath` are ignored). */
  problems?: readonly Problem[];
  /** Where `value` is in the file: ['sections', 2] for the third section; [] for the whole file. */
  basePath?: JsonPath;
  /** Pages, photos and the site settings, for link, photo and name fields. Keep the object's members stable (useMemo). */
  services?: FormServices;
  /** A legend for the whole form; without one, the fields stand on their own (the shell names the section). */
  label?: string;
}

const topPath: JsonPath = [];

export function SchemaForm({ schema, value, onChange, problems = noProblems, basePath = topPath, services, label }: SchemaFormProps) {
  const latest = useLatest({ onChange, schema, value, basePath });
  const container = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef<string[] | null>(null);
  const [message, setMessage] = useState('');

  const api = useMemo<FormApi>(
    () => ({
      emit(path, next) {
        const { onChange, schema, value, basePath } = latest.current;
        const relative = path.slice(basePath.length);
        const key = relative.at(-1);
        if (next !== undefined && typeof key === 'string') {
          const parentPath = relative.slice(0, -1);
          const parent = valueAt(value, parentPath);
          // A new field goes where the schema lists it, so the file keeps its order and a save shows one added line.
          if (isPlainObject(parent) && !Object.hasOwn(parent, key)) {
            const order = propertyOrder(schemaAt(schema, value, parentPath));
            onChange([...basePath, ...parentPath], insertField(parent, key, next, order));
            return;
          }
        }
        onChange(path, next);
      },
      announce(text) {
        // The same words twice must still be spoken: a no-break space makes the second different.
        setMessage((previous) => (previous === text ? `${text}\u00a0` : text));
      },
      focusLater(selectors) {
        pendingFocus.current = Array.isArray(selectors) ? selectors : [selectors];
      },
    }),
    [latest],
  );

  useLayoutEffect(() => {
    const selectors = pendingFocus.current;
    if (!selectors || !container.current) return;
    pendingFocus.current = null;
    for (const selector of selectors) {
      const target = container.current.querySelector<HTMLElement>(selector);
      if (target) {
        target.focus();
        return;
      }
    }
  });

  const pages = services?.pages;
  const images = services?.images;
  const siteConfig = services?.siteConfig;
  const servicesValue = useMemo<FormServices>(() => ({ pages, images, siteConfig }), [pages, images, siteConfig]);
  const baseKey = formatPath(basePath);
  // biome-ignore lint/correctness/useExhaustiveDependencies: basePath is compared by its keys, not by identity
  const scoped = useMemo(() => problemsUnder(problems, basePath), [problems, baseKey]);

  return (
    <FormContext value={api}>
      <ServicesContext value={servicesValue}>
        <div ref={container} className="flex flex-col gap-5 text-slate-900">
          <Field
            node={schema}
            value={value}
            path={basePath}
            fieldKey={basePath.at(-1)}
            label={label ?? ''}
            required
            problems={scoped}
            bare={label === undefined}
          />
          <LiveRegion>{message}</LiveRegion>
        </div>
      </ServicesContext>
    </FormContext>
  );
}

function LiveRegion({ children }: { children: ReactNode }) {
  return (
    <p role="status" aria-live="polite" className="sr-only">
      {children}
    </p>
  );
}
