/**
 * One field of the form, whatever its schema: picks the control (jsonSchema.ts fieldKind) and
 * skips re-rendering when nothing it shows changed. A keystroke changes one value; the editor's
 * draft (session/draft.ts) applies it with setAt (ui/jsonPath.ts), which replaces only the objects on
 * its path, so every other field gets the same value, schema node and problems back and React
 * skips it: a keystroke re-renders the fields on one path, not the form.
 */
import { memo } from 'react';
import type { Grid } from '../../../schema/grids';
import { ArrayField } from './ArrayField';
import { useForm } from './context';
import type { FieldProps } from './FieldFrame';
import { AddRow, firstControlOf, WrongKind } from './GroupFrame';
import { IconField } from './IconField';
import { ImageField } from './ImageField';
import { formatPath, samePath } from '../ui/jsonPath';
import { emptyValue, fieldKind, isPlainObject } from './jsonSchema';
import { LinkField } from './LinkField';
import { ObjectField } from './ObjectField';
import { OverridesField } from './OverridesField';
import { ownProblems, sameProblems } from './fieldProblems';
import { RecordField } from './RecordField';
import { BooleanField, ChoiceField, ChoicesField, ConstField, NamesField, NumberField, TextField } from './ScalarFields';
import { VariantField } from './VariantField';

export interface AnyFieldProps extends FieldProps {
  /** The field's name in its parent (named on a field the form cannot show). */
  fieldKey: string | number | undefined;
  /** Without a frame of its own: the top of a form, a group inside a union. */
  bare?: boolean;
  /** The group the field is in, for a field that reads its neighbours (overrides read the shared section's name). */
  parent?: Record<string, unknown>;
  /** For a list laid out as a grid (`x-grid`), the grid its section gives it: the editor advises on its count. */
  grid?: Grid;
}

/** A field made of fields (a group, a list, named entries, a photo, a kind of group, a shared section's changes). */
export interface GroupFieldProps extends AnyFieldProps {
  /** Offered for a group that may be left out: removes it. */
  onRemove?: () => void;
}

const groupKinds = new Set(['object', 'image', 'array', 'record', 'variants', 'overrides']);

function AnyField(props: AnyFieldProps) {
  const { emit, announce, focusLater } = useForm();
  const { node, value, path, label, required, problems, fieldKey } = props;
  const kind = fieldKind(node);

  if (groupKinds.has(kind.kind)) {
    // A shared section's changes show its fields even before the first change: an empty group would be one click for nothing.
    if (value === undefined && kind.kind !== 'overrides') {
      const add = () => {
        // A list starts with one entry to fill in: adding an empty list would take a second click.
        const fresh = kind.kind === 'array' ? [emptyValue(kind.items)] : emptyValue(node);
        emit(path, fresh);
        announce(`${label} added.`);
        focusLater(firstControlOf(path));
      };
      return (
        <AddRow
          path={path}
          label={label}
          required={required}
          description={node.description}
          problems={ownProblems(problems, path.length, () => false)}
          onAdd={add}
        />
      );
    }
    const wantsList = kind.kind === 'array';
    if (value !== undefined && (wantsList ? !Array.isArray(value) : !isPlainObject(value))) {
      return (
        <WrongKind
          path={path}
          label={label}
          expected={wantsList ? 'a list' : 'a group of fields'}
          value={value}
          problems={problems}
          fresh={wantsList ? [] : emptyValue(node)}
        />
      );
    }
  }

  switch (kind.kind) {
    case 'text':
      return <TextField {...props} multiline={kind.multiline} />;
    case 'link':
      return <LinkField {...props} />;
    case 'names':
      return <NamesField {...props} from={kind.from} />;
    case 'number':
      return <NumberField {...props} integer={kind.integer} />;
    case 'boolean':
      return <BooleanField {...props} />;
    case 'choice':
      return <ChoiceField {...props} choices={kind.choices} />;
    case 'icon':
      return <IconField {...props} choices={kind.choices} />;
    case 'choices':
      return <ChoicesField {...props} choices={kind.choices} />;
    case 'const':
      return <ConstField {...props} />;
    case 'object':
      return <ObjectField {...props} onRemove={required ? undefined : () => removeGroup(emit, announce, focusLater, props)} />;
    case 'image':
      return <ImageField {...props} onRemove={required ? undefined : () => removeGroup(emit, announce, focusLater, props)} />;
    case 'variants':
      return <VariantField {...props} variants={kind.variants} onRemove={required ? undefined : () => removeGroup(emit, announce, focusLater, props)} />;
    case 'array':
      return <ArrayField {...props} items={kind.items} onRemove={required ? undefined : () => removeGroup(emit, announce, focusLater, props)} />;
    case 'record':
      return <RecordField {...props} entry={kind.entry} onRemove={required ? undefined : () => removeGroup(emit, announce, focusLater, props)} />;
    case 'overrides':
      return <OverridesField {...props} onRemove={required ? undefined : () => removeGroup(emit, announce, focusLater, props)} />;
    case 'unsupported':
      return (
        <p className="text-sm text-red-800" data-unsupported={String(fieldKey)}>
          {label}: this kind of field cannot be edited in the form.
        </p>
      );
  }
}

function removeGroup(
  emit: (path: AnyFieldProps['path'], value: unknown) => void,
  announce: (message: string) => void,
  focusLater: (selectors: string | string[]) => void,
  { path, label }: AnyFieldProps,
) {
  emit(path, undefined);
  announce(`${label} removed.`);
  focusLater(`[data-absent="${CSS.escape(formatPath(path))}"] button`);
}

export const Field = memo(
  AnyField,
  (a, b) =>
    a.value === b.value &&
    a.node === b.node &&
    a.label === b.label &&
    a.required === b.required &&
    a.fieldKey === b.fieldKey &&
    a.bare === b.bare &&
    a.actions === b.actions &&
    a.parent === b.parent &&
    a.grid === b.grid &&
    samePath(a.path, b.path) &&
    sameProblems(a.problems, b.problems),
);
