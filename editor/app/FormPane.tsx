/**
 * The right pane: the errors that keep the draft from being saved, and the form of what is
 * selected (a section, the page's details, or the whole site settings), generated from the schemas.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { type Problem, siteFile } from '../shared/api';
import type { Selection } from './address';
import { thumbnailUrl } from './api';
import { focusField, formFileAttribute, selectionOf } from './focusField';
import { type FormServices, type ImageServices, pageSettingsSchema, SchemaForm, sectionSchema, siteSchema } from './form';
import { ProblemSummary } from './ProblemSummary';
import { imagesQuery, useWrite } from './queries';
import { type Section, sectionName } from './sections';
import type { EditorSession } from './session/useEditorSession';

export function FormPane({
  session,
  file,
  sections,
  settings,
  errors,
  selection,
  onSelect,
}: {
  session: EditorSession;
  file: string;
  sections: Section[];
  /** The site settings as they stand: the draft while they are open, else as on disk. */
  settings: unknown;
  /** The errors of the whole site with the draft: saving waits for them. */
  errors: readonly Problem[];
  selection: Selection | undefined;
  onSelect: (selection: Selection) => void;
}) {
  const { draft, check, edit } = session;
  const isSite = file === siteFile;
  const pages = session.workspace?.pages;
  const client = useQueryClient();
  const { mutateAsync: upload } = useWrite('uploadImage');
  const images: ImageServices = useMemo(
    () => ({ list: () => client.fetchQuery(imagesQuery), upload: (file, name = file.name) => upload({ query: { name }, body: file }), thumbnailUrl }),
    [client, upload],
  );
  const services: FormServices = useMemo(() => ({ pages, images, siteConfig: settings }), [pages, images, settings]);
  const problems = check?.problems;
  // Every problem of this file, errors and warnings: the form shows each at its field.
  const problemsHere = useMemo(() => (problems ?? []).filter((p) => p.file === file), [problems, file]);
  const section = typeof selection === 'number' ? sections[selection] : undefined;

  const goTo = (problem: Problem) => {
    const selected = selectionOf(problem, isSite);
    if (selected !== undefined) onSelect(selected);
    focusField(file, problem.path);
  };

  return (
    <section
      aria-labelledby="form-title"
      {...{ [formFileAttribute]: draft ? file : undefined }}
      className="min-h-0 overflow-y-auto border-slate-300 bg-white p-3 lg:border-l"
    >
      <h2 id="form-title" className="mb-2 text-base font-bold">
        {!draft
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
      {draft &&
        (isSite ? (
          <SchemaForm key={file} schema={siteSchema} value={draft.value} basePath={[]} onChange={edit} problems={problemsHere} services={services} />
        ) : selection === 'details' ? (
          <SchemaForm
            key={`${file}:details`}
            schema={pageSettingsSchema}
            value={draft.value}
            basePath={[]}
            onChange={edit}
            problems={problemsHere}
            services={services}
          />
        ) : section && typeof selection === 'number' ? (
          <SchemaForm
            key={`${file}:${selection}`}
            schema={sectionSchema}
            value={section}
            basePath={['sections', selection]}
            onChange={edit}
            problems={problemsHere}
            services={services}
          />
        ) : (
          <p className="text-sm text-slate-600">Pick a section in the outline or click it in the preview.</p>
        ))}
    </section>
  );
}
