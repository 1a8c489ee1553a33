/**
 * Turns zod's issues into sentences a non-developer can act on. zod says
 * "Invalid input: expected string, received undefined"; we say "this text is required".
 */
import type { z } from 'zod';
import { closestMatch } from './didYouMean.ts';
import type { JsonPath } from '../../../schema/problems.ts';
import type { ProblemCode } from '../../../schema/problemCodes.ts';
import { humanise, valueAt, variantIndex, variantsOf } from '../../../schema/schemaReader.ts';
import { sectionSchema } from './describePath.ts';

type Issue = z.core.$ZodIssue;
type AnySchema = z.core.$ZodType;

export interface PlainIssue {
  path: JsonPath;
  code: ProblemCode;
  message: string;
}

/** Every issue of a failed parse of `data` with `schema`, in plain words, in zod's order. */
export function plainIssues(error: z.ZodError, schema: AnySchema, data: unknown): PlainIssue[] {
  return error.issues.flatMap((issue) => plainIssue(issue, schema, data));
}

function plainIssue(issue: Issue, root: AnySchema, data: unknown): PlainIssue[] {
  const path = issue.path.filter((p): p is string | number => typeof p !== 'symbol');
  const value = valueAt(data, path);
  switch (issue.code) {
    case 'invalid_type': {
      if (value === undefined) return [{ path, code: 'required', message: `${describeExpected(issue.expected)} is required here` }];
      // A schema may say more than "expected X" (zod's own wording starts with "Invalid input").
      if (!/^Invalid input/.test(issue.message)) return [{ path, code: 'wrong-type', message: issue.message }];
      return [{ path, code: 'wrong-type', message: `expected ${describeExpected(issue.expected)} but found ${describeValue(value)}` }];
    }
    case 'unrecognized_keys': {
      // The unknown key is the last step of the path, which names it; the sentence names the fields by their labels.
      const known = objectFieldsAt(root, data, path).filter(({ key }) => !issue.keys.includes(key));
      return issue.keys.map((key) => {
        const suggestion = closestMatch(
          key,
          known.map((field) => field.key),
        );
        const label = known.find((field) => field.key === suggestion)?.label;
        return {
          path: [...path, key],
          code: 'unknown-field',
          // Only a file edited by hand has one: the key to write is said after the field's name.
          message: label
            ? `a field that does not belong here: did you mean ${label}${label.toLowerCase() === suggestion ? '' : `, written ${suggestion}`}? Correct its name, or remove it`
            : `a field that does not belong here; remove it. The fields here are: ${known.map((field) => field.label).join(', ')}`,
        };
      });
    }
    case 'invalid_union': {
      // zod adds these fields when a discriminated union finds no option for the "type" given.
      const discriminated = issue as typeof issue & { note?: string; discriminator?: string; options?: unknown[] };
      if (discriminated.note === 'No matching discriminator' && discriminated.discriminator) {
        const options = (discriminated.options ?? []).map(String);
        const kinds = options.map(kindName).join(', ');
        const given = valueAt(data, path);
        if (given === undefined) {
          return [{ path, code: 'unknown-section-type', message: `this section does not say which kind of section it is. The kinds are: ${kinds}` }];
        }
        const suggestion = typeof given === 'string' ? closestMatch(given, options) : undefined;
        return [
          {
            path,
            code: 'unknown-section-type',
            message: `there is no kind of section called ${JSON.stringify(given)}${suggestion ? `: did you mean ${kindName(suggestion)}, written ${suggestion}?` : '.'} The kinds are: ${kinds}`,
          },
        ];
      }
      // A choice of fixed values (for example "columns": 2, 3 or 4): name them all at once.
      const branches = (issue.errors ?? []).filter((b) => b.length > 0);
      const choices = branches.every((b) => b.length === 1 && b[0]!.code === 'invalid_value' && b[0]!.path.length === 0)
        ? branches.flatMap((b) => (b[0] as z.core.$ZodIssueInvalidValue).values)
        : [];
      if (choices.length > 0) return plainIssue({ ...issue, code: 'invalid_value', values: choices } as Issue, root, data);
      // A plain union (for example a menu entry): report the errors of the closest branch.
      const closest = branches.sort((a, b) => a.length - b.length)[0];
      if (closest) return closest.flatMap((inner) => plainIssue({ ...inner, path: [...issue.path, ...inner.path] } as Issue, root, data));
      return [{ path, code: 'invalid', message: 'this value does not match any of the allowed shapes' }];
    }
    case 'too_small': {
      if (issue.origin === 'string') {
        return [
          {
            path,
            code: 'too-short',
            message: issue.minimum === 1 ? 'this text must not be empty' : customOr(issue, `this text needs at least ${issue.minimum} characters`),
          },
        ];
      }
      if (issue.origin === 'array')
        return [{ path, code: 'too-short', message: customOr(issue, `this list needs at least ${issue.minimum} entr${issue.minimum === 1 ? 'y' : 'ies'}`) }];
      // positive() is "more than 0": saying "at least 0" would call 0 fine while refusing it.
      return [{ path, code: 'too-short', message: `this number must be ${issue.inclusive === false ? 'more than' : 'at least'} ${issue.minimum}` }];
    }
    case 'too_big': {
      if (issue.origin === 'string') {
        // Limits on text are where a layout cannot hold more (schema/sections/*.ts): say how far over it is.
        const length = typeof value === 'string' ? value.trim().length : undefined;
        const words =
          length === undefined
            ? `this text may have at most ${issue.maximum} characters`
            : `this text has ${length} characters; at most ${issue.maximum} fit here`;
        return [{ path, code: 'too-long', message: customOr(issue, words) }];
      }
      if (issue.origin === 'array') return [{ path, code: 'too-long', message: customOr(issue, `this list may have at most ${issue.maximum} entries`) }];
      return [{ path, code: 'too-long', message: `this number must be ${issue.inclusive === false ? 'less than' : 'at most'} ${issue.maximum}` }];
    }
    case 'invalid_value': {
      // The choices as the form lists them.
      const allowed = issue.values.map((v) => String(v));
      // "3" for 3 is the likeliest mistake with numbers: say so rather than guess a spelling.
      const numberAsText = typeof value === 'string' && issue.values.includes(Number(value));
      const suggestion = numberAsText ? `${value}` : typeof value === 'string' ? closestMatch(value, issue.values.map(String)) : undefined;
      const hint = numberAsText ? `: write the number without quotes, ${value}.` : suggestion ? `: did you mean ${suggestion}?` : '.';
      return [
        {
          path,
          code: 'not-allowed-value',
          // A choice is named as the form lists it, without quotes.
          message: `${typeof value === 'string' && value.trim() ? value : describeValue(value)} is not one of the choices here${hint} The choices: ${allowed.join(', ')}`,
        },
      ];
    }
    case 'invalid_key': {
      // A badly written name among named entries (shared sections, number pools). zod's own
      // message is "Invalid key in record"; the schema's message for the name says what to do.
      const own = issue.issues.map((inner) => inner.message).find((m) => !/^Invalid/.test(m));
      return [
        {
          path,
          code: 'invalid-name',
          message: `the name ${JSON.stringify(path[path.length - 1])} is not allowed: ${own ?? 'use lower-case letters, digits and dashes only, like service-area'}`,
        },
      ];
    }
    case 'invalid_format':
      return [{ path, code: 'invalid-format', message: issue.message }];
    default:
      return [{ path, code: 'invalid', message: issue.message }];
  }
}

function customOr(issue: Issue, fallback: string): string {
  // Our schemas give friendly messages of their own; zod's defaults start with "Too".
  return /^Too (small|big)/.test(issue.message) ? fallback : issue.message;
}

function describeExpected(expected: string): string {
  const words: Record<string, string> = {
    string: 'text',
    number: 'a number',
    int: 'a whole number',
    boolean: 'a switch, on or off',
    array: 'a list',
    object: 'a group of fields',
  };
  return words[expected] ?? expected;
}

export function describeValue(value: unknown): string {
  if (value === null) return 'an empty value';
  if (typeof value === 'boolean') return `a switch turned ${value ? 'on' : 'off'}`;
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a group of fields';
  if (typeof value === 'string') return `the text ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`;
  return `${typeof value === 'number' ? 'the number' : 'the value'} ${String(value)}`;
}

/** A section type ("service-area") by the name the editor gives it ("Service area"). */
function kindName(type: string): string {
  const variants = variantsOf(sectionSchema);
  const index = variants ? variantIndex(variants, { type }) : -1;
  return (index >= 0 ? variants!.options[index]!.title : undefined) ?? type;
}

/** The fields the schema allows at `path`, by key and by the label the editor's form gives them. */
function objectFieldsAt(schema: AnySchema, data: unknown, path: JsonPath): { key: string; label: string }[] {
  const shape = objectShapeAt(schema, data, path);
  return Object.entries(shape).map(([key, node]) => ({
    key,
    label: (node as { meta?: () => { title?: string } | undefined }).meta?.()?.title ?? humanise(key),
  }));
}

/** The field names the schema allows at `path`, following the data through unions and lists. */
export function objectKeysAt(schema: AnySchema, data: unknown, path: JsonPath): string[] {
  return Object.keys(objectShapeAt(schema, data, path));
}

function objectShapeAt(schema: AnySchema, data: unknown, path: JsonPath): Record<string, AnySchema> {
  let current: AnySchema | undefined = schema;
  let value: unknown = data;
  const unwrap = (s: AnySchema | undefined): AnySchema | undefined => {
    let node = s;
    for (let guard = 0; node && guard < 10; guard++) {
      const def = node._zod.def as { type: string; innerType?: AnySchema; in?: AnySchema; options?: AnySchema[] };
      if (def.type === 'optional' || def.type === 'nullable' || def.type === 'default') node = def.innerType;
      else if (def.type === 'pipe') node = def.in;
      else if (def.type === 'union') {
        const options: AnySchema[] = def.options ?? [];
        const type = value && typeof value === 'object' ? (value as { type?: unknown }).type : undefined;
        const match = options.find((o) => {
          const shape = (o._zod.def as { shape?: Record<string, AnySchema> }).shape;
          const literal = shape?.type?._zod.def as { values?: unknown[] } | undefined;
          return literal?.values?.includes(type);
        });
        node = match ?? options.find((o) => (o._zod.def as { type: string }).type === 'object');
      } else return node;
    }
    return node;
  };
  for (const key of path) {
    current = unwrap(current);
    if (!current) return {};
    const def = current._zod.def as { type: string; shape?: Record<string, AnySchema>; element?: AnySchema; valueType?: AnySchema };
    if (def.type === 'object') current = def.shape?.[key as string];
    else if (def.type === 'array') current = def.element;
    else if (def.type === 'record') current = def.valueType;
    else return {};
    value = value && typeof value === 'object' ? (value as Record<string | number, unknown>)[key] : undefined;
  }
  current = unwrap(current);
  return (current ? (current._zod.def as { shape?: Record<string, AnySchema> }).shape : undefined) ?? {};
}
