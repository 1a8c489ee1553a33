/**
 * The right pane: the errors that keep the draft from being saved, and the form of what is
 * selected (a section, the page's details, or the whole site settings, under their launch
 * checklist), generated from the schemas.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { JsonPath, PageSummary, PreviewData, Problem } from '../../shared/api';
import { siteConfigFile } from '../../../schema/paths';
import type { Selection } from '../ui/address';
import { thumbnailUrl } from '../ui/api';
import { focusField, formFileAttribute, selectionOf } from '../ui/focusField';
import { imagesQuery, useWrite } from '../ui/queries';
import { pageSettingsSchema, sectionSchema, siteSchema } from '../ui/schemas';
import { type Section, sectionName } from '../ui/sections';
import type { FormServices, ImageServices } from './context';
import { LaunchChecklist } from './LaunchChecklist';
import { ProblemSummary } from './ProblemSummary';
import { SchemaForm } from './SchemaForm';
import { SearchPreviews } from './SearchPreviews';

export function FormPane({
  file,
  value,
  problems,
  pages,
  sections,
  settings,
  errors,
  pageChecks,
  preview,
  selection,
  onEdit,
  onSelect,
}: {
  file: string;
  /** The open file's draft; undefined while it opens. */
  value: unknown;
  /** The last check's problems of the whole site with the draft, errors and warnings. */
  problems: readonly Problem[] | undefined;
  pages: readonly PageSummary[] | undefined;
  sections: Section[];
  /** The site settings as they stand: the draft while they are open, else as on disk. */
  settings: unknown;
  /** The errors of the whole site with the draft: saving waits for them. */
  errors: readonly Problem[];
  /** The open page as it renders: the page details show it as a search result and a shared link do. */
  preview: PreviewData | undefined;
  /** The page checks' errors of the page shown (publishing waits for them), and why the checks could not run. */
  pageChecks: { errors: readonly Problem[]; failure: string | undefined };
  selection: Selection | undefined;
  /** A field's new value (the session's `edit`). */
  onEdit: (path: JsonPath, value: unknown) => void;
  onSelect: (selection: Selection) => void;
}) {
  const isSite = file === siteConfigFile;
  const opened = value !== undefined;
  const client = useQueryClient();
  const { mutateAsync: upload } = useWrite('uploadImage');
  const images: ImageServices = useMemo(
    () => ({ list: () => client.fetchQuery(imagesQuery), upload: (file, name = file.name) => upload({ query: { name }, body: file }), thumbnailUrl }),
    [client, upload],
  );
  const services: FormServices = useMemo(() => ({ pages, images, siteConfig: settings }), [pages, images, settings]);
  // Every problem of this file, errors and warnings: the form shows each at its field.
  const problemsHere = useMemo(() => (problems ?? []).filter((p) => p.file === file), [problems, file]);
  const section = typeof selection === 'number' ? sections[selection] : undefined;

  const goTo = (problem: Pick<Problem, 'path'>) => {
    const selected = selectionOf(problem, isSite);
    if (selected !== undefined) onSelect(selected);
    focusField(file, problem.path);
  };

  return (
    <section
      aria-labelledby="form-title"
      {...{ [formFileAttribute]: opened ? file : undefined }}
      className="min-h-0 overflow-y-auto border-slate-300 bg-white p-3 lg:border-l"
    >
      <h2 id="form-title" className="mb-2 text-base font-bold">
        {!opened
          ? 'Opening…'
          : isSite
            ? 'Site settings'
            : selection === 'details'
              ? 'Page details'
              : section
                ? sectionName(section, settings)
                : 'Select a section'}
      </h2>
      <ProblemSummary errors={errors} file={file} pages={pages ?? []} onGoTo={goTo} />
      <ProblemSummary errors={pageChecks.errors} file={file} pages={pages ?? []} onGoTo={goTo} waitsFor="publishing" failure={pageChecks.failure} />
      {opened &&
        (isSite ? (
          <>
            <LaunchChecklist settings={value} problems={problems} onGoTo={goTo} />
            <SchemaForm key={file} schema={siteSchema} value={value} basePath={[]} onChange={onEdit} problems={problemsHere} services={services} />
          </>
        ) : selection === 'details' ? (
          <>
            {preview && <SearchPreviews preview={preview} />}
            <SchemaForm
              key={`${file}:details`}
              schema={pageSettingsSchema}
              value={value}
              basePath={[]}
              onChange={onEdit}
              problems={problemsHere}
              services={services}
            />
          </>
        ) : section && typeof selection === 'number' ? (
          <SchemaForm
            key={`${file}:${selection}`}
            schema={sectionSchema}
            value={section}
            basePath={['sections', selection]}
            onChange={onEdit}
            problems={problemsHere}
            services={services}
          />
        ) : (
          <p className="text-sm text-slate-600">Pick a section in the outline or click it in the preview.</p>
        ))}
    </section>
  );
}
