/**
 * The page editor's form generated from the schemas. What the editor's shell uses:
 * - `SchemaForm` with a node of `schemas.ts` (a section, a page's own fields, the site settings);
 * - `setAt` to apply its `onChange(path, value)` to the file's value;
 * - `sectionKinds` for the gallery of sections to add and the names in the outline;
 * - `PageCombobox` and `linkStatus` for a question that asks for a page, as link fields do.
 */
export { SchemaForm, type SchemaFormProps } from './SchemaForm';
export { PageCombobox } from './PageCombobox';
export { linkStatus } from './LinkField';
export type { FormServices, ImageServices } from './context';
export { valueAt, pathKey, setAt, type JsonPath } from './jsonPath';
export type { JsonSchema } from './jsonSchema';
export { pageSchema, pageSettingsSchema, sectionKinds, sectionSchema, sharedSectionSchema, siteSchema, type SectionKind } from './schemas';
