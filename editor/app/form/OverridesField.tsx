/**
 * A shared section's fields changed on one page ("overrides" of a `{ "type": "shared" }`
 * entry): every field of the shared section, as defined in site.config.json, either "as shared"
 * (with what it says there and a button to change it on this page) or changed here (with a
 * button to go back to the shared one). The validator merges the two the same way, field by
 * field (engine/content/resolve.ts).
 */
import { PencilLine, Undo2 } from 'lucide-react';
import { useForm, useServices } from './context';
import { Field, type GroupFieldProps } from './Field';
import { GroupFrame, UnknownField } from './GroupFrame';
import { formatPath } from '../ui/jsonPath';
import { emptyValue, isPlainObject, labelOf, lowerFirst, type PlainObject, resolveVariant } from './jsonSchema';
import { ownProblems, problemsOfChild } from './fieldProblems';
import { sharedSectionSchema } from '../ui/schemas';
import { buttonClass, helpClass, labelClass, stackClass } from '../ui/fieldStyles';

/** Fields of the shared section a page does not change: its kind, and whether it shows (the page's entry has its own "hidden"). */
const notOverridable = new Set(['type', 'hidden']);

const describeShared = (value: unknown): string => {
  if (value === undefined) return 'not set';
  if (typeof value === 'string') return value.length > 80 ? `“${value.slice(0, 79)}…”` : `“${value}”`;
  if (Array.isArray(value)) return value.length === 1 ? '1 entry' : `${value.length} entries`;
  if (isPlainObject(value)) return 'a group of fields';
  return String(value);
};

export function OverridesField({ node, value, path, label, required, problems, actions, onRemove, parent }: GroupFieldProps) {
  const { emit, announce, focusLater } = useForm();
  const { siteConfig } = useServices();
  const overrides = isPlainObject(value) ? value : {};
  const name = typeof parent?.name === 'string' ? parent.name : '';
  const sharedSections = isPlainObject(siteConfig) && isPlainObject(siteConfig.sharedSections) ? siteConfig.sharedSections : undefined;
  const shared =
    sharedSections && Object.hasOwn(sharedSections, name) && isPlainObject(sharedSections[name]) ? (sharedSections[name] as PlainObject) : undefined;
  const sectionNode = shared ? resolveVariant(sharedSectionSchema, shared) : undefined;
  // In the schema's order, the fields most editors never need last (as in every group: ObjectField.tsx).
  const fields = sectionNode
    ? Object.keys(sectionNode.properties ?? {})
        .filter((key) => !notOverridable.has(key) && !key.startsWith('$'))
        .sort((a, b) => Number(Boolean(sectionNode.properties![a]!['x-advanced'])) - Number(Boolean(sectionNode.properties![b]!['x-advanced'])))
    : [];
  const unknown = Object.keys(overrides).filter((key) => !fields.includes(key));
  const depth = path.length;
  const own = ownProblems(problems, depth, (key) => typeof key === 'string' && Object.hasOwn(overrides, key));

  const note = !sharedSections
    ? 'The site settings are not loaded, so the fields of the shared section cannot be listed.'
    : !shared
      ? 'Choose a shared section that exists to change its fields on this page.'
      : undefined;

  return (
    <GroupFrame
      path={path}
      label={label}
      required={required}
      description={node.description}
      problems={own}
      onRemove={isPlainObject(value) ? onRemove : undefined}
      actions={actions}
    >
      <div className={stackClass}>
        {note && <p className="text-sm text-slate-700">{note}</p>}
        {sectionNode &&
          fields.map((key) => {
            const field = sectionNode.properties![key]!;
            const fieldLabel = labelOf(field, key);
            const fieldPath = [...path, key];
            if (Object.hasOwn(overrides, key)) {
              return (
                <div key={key} className="flex flex-col gap-2 rounded-lg border-l-4 border-blue-700 pl-3">
                  <Field
                    fieldKey={key}
                    node={field}
                    value={overrides[key]}
                    path={fieldPath}
                    label={fieldLabel}
                    required
                    problems={problemsOfChild(problems, depth, key)}
                  />
                  <div>
                    <button
                      type="button"
                      className={buttonClass}
                      onClick={() => {
                        // The last change gone, the page's entry goes back to naming the shared section only.
                        emit(Object.keys(overrides).length === 1 ? path : fieldPath, undefined);
                        announce(`${fieldLabel} is the shared one again.`);
                        focusLater(`[data-shared-field="${CSS.escape(formatPath(fieldPath))}"] button`);
                      }}
                    >
                      <Undo2 aria-hidden="true" className="size-4" />
                      Use the shared {lowerFirst(fieldLabel)}
                    </button>
                  </div>
                </div>
              );
            }
            return (
              <div key={key} className="flex flex-wrap items-center justify-between gap-2" data-shared-field={formatPath(fieldPath)}>
                <div className="min-w-0">
                  <p className={labelClass}>{fieldLabel}</p>
                  <p className={`${helpClass} mt-0`}>As shared: {describeShared(shared![key])}</p>
                </div>
                <button
                  type="button"
                  className={buttonClass}
                  onClick={() => {
                    const start = shared![key] !== undefined ? structuredClone(shared![key]) : emptyValue(field);
                    if (isPlainObject(value)) emit(fieldPath, start);
                    else emit(path, { [key]: start });
                    announce(`${fieldLabel} can now be changed on this page.`);
                    focusLater([
                      `[data-path="${CSS.escape(formatPath(fieldPath))}"]`,
                      `[data-group="${CSS.escape(formatPath(fieldPath))}"] :is(input, select, textarea)`,
                    ]);
                  }}
                >
                  <PencilLine aria-hidden="true" className="size-4" />
                  Change {lowerFirst(fieldLabel)} on this page
                </button>
              </div>
            );
          })}
        {unknown.map((key) => (
          <UnknownField key={key} path={[...path, key]} name={key} value={overrides[key]} problems={problemsOfChild(problems, depth, key)} />
        ))}
      </div>
    </GroupFrame>
  );
}
