/**
 * The forms of the editor, generated from the JSON Schemas (schema/page.schema.json,
 * schema/site.schema.json), which are generated from the zod schemas: a section's fields, a
 * page's own fields, the site settings. No section type has a hand-written form.
 */
import type { JsonPath } from '../../shared/api';
import { Field, GroupFields } from './Field';
import { useForm } from './FormContext';
import { branchFor, type JsonSchema } from './schema';

/** The fields of one section of a page; a shared section shows its name and its overrides. */
export function SectionForm({ sections, path, value, sharedNames }: { sections: JsonSchema; path: JsonPath; value: unknown; sharedNames: string[] }) {
  const { sharedSectionSchema } = useForm();
  const branch = branchFor(sections, value);
  if (!branch) return <p className="text-sm text-red-700">This section has no known type.</p>;
  const section = value as { type: string; name?: string; overrides?: unknown };
  if (section.type !== 'shared') return <GroupFields schema={branch} path={path} value={value} />;
  const target = section.name ? sharedSectionSchema(section.name) : undefined;
  const props = branch.properties!;
  return (
    <>
      <Field schema={{ ...props.name, enum: sharedNames }} name="name" path={[...path, 'name']} value={section.name} />
      <Field schema={props.hidden!} name="hidden" path={[...path, 'hidden']} value={(value as { hidden?: boolean }).hidden} optional />
      <fieldset className="rounded-lg border border-slate-200 p-3">
        <legend className="px-1 text-sm font-semibold text-slate-800">Changes on this page only (overrides)</legend>
        <p className="mb-2 text-xs text-slate-600">{props.overrides?.description}</p>
        {target ? (
          <GroupFields schema={target} path={[...path, 'overrides']} value={section.overrides ?? {}} allOptional />
        ) : (
          <p className="text-sm text-slate-600">Choose an existing shared section first.</p>
        )}
      </fieldset>
    </>
  );
}

/** The fields of a whole object (a page's own fields without its sections, or the site settings). */
export function ObjectForm({ schema, path, value, leaveOut = [] }: { schema: JsonSchema; path: JsonPath; value: unknown; leaveOut?: string[] }) {
  const properties = Object.fromEntries(Object.entries(schema.properties ?? {}).filter(([key]) => !leaveOut.includes(key) && key !== '$schema'));
  return <GroupFields schema={{ ...schema, properties }} path={path} value={value} />;
}
