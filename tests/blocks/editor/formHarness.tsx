/**
 * Renders the schema form the way the editor's shell uses it: the whole file's value held in
 * state, each `onChange(path, value)` applied with `setAt` (so untouched objects keep their
 * identity, as in the shell), and every call recorded for the test to read.
 */
import { render, type RenderResult } from '@testing-library/react';
import { Profiler, type ProfilerOnRenderCallback, useState } from 'react';
import type { Problem } from '../../../editor/shared/api';
import { valueAt, type JsonPath, setAt } from '../../../editor/app/ui/jsonPath';
import type { JsonSchema } from '../../../editor/app/form/jsonSchema';
import type { FormServices } from '../../../editor/app/form/context';
import { SchemaForm } from '../../../editor/app/form/SchemaForm';

export interface FormOptions {
  schema: JsonSchema;
  /** The value at `basePath`. */
  value: unknown;
  basePath?: JsonPath;
  problems?: Problem[];
  services?: FormServices;
  label?: string;
  /** React's Profiler figures for each commit of the form: what an update cost, and what rendering everything would. */
  onRender?: ProfilerOnRenderCallback;
}

export interface RenderedForm extends RenderResult {
  /** Every onChange call, in order. */
  calls: { path: JsonPath; value: unknown }[];
  /** The value at basePath after the changes so far. */
  current(): unknown;
  /** The whole file after the changes so far. */
  file(): unknown;
}

interface Recorded {
  calls: { path: JsonPath; value: unknown }[];
  file: unknown;
}

function Harness({ options, record }: { options: Required<Pick<FormOptions, 'schema' | 'basePath' | 'problems'>> & FormOptions; record: Recorded }) {
  const [state, setState] = useState(record.file);
  const onChange = (path: JsonPath, next: unknown) => {
    record.calls.push({ path, value: next });
    record.file = setAt(record.file, path, next);
    setState(record.file);
  };
  return (
    <Profiler id="form" onRender={options.onRender ?? (() => {})}>
      <SchemaForm
        schema={options.schema}
        value={valueAt(state, options.basePath)}
        onChange={onChange}
        problems={options.problems}
        basePath={options.basePath}
        services={options.services}
        label={options.label}
      />
    </Profiler>
  );
}

export function renderForm(options: FormOptions): RenderedForm {
  const full = { basePath: ['sections', 0], problems: [], ...options };
  const record: Recorded = { calls: [], file: setAt({}, full.basePath, options.value) };
  const result = render(<Harness options={full} record={record} />);
  return Object.assign(result, { calls: record.calls, current: () => valueAt(record.file, full.basePath), file: () => record.file });
}

/** A problem as the validator reports it, at `path`. */
export const problemAt = (path: JsonPath, message: string, severity: Problem['severity'] = 'error'): Problem => ({
  severity,
  code: 'invalid',
  file: 'pages/test.json',
  line: 1,
  column: 1,
  section: '',
  field: path.join('.'),
  path,
  message,
});
