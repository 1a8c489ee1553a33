/**
 * The page editor: pick a page (or the site settings), arrange its sections in the outline, edit
 * the selected section in a form generated from the schemas, see the real page in the preview,
 * and save with minimal edits. Every change can be undone; unsaved work survives a reload.
 */
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { type CheckResult, type JsonPath, type PageSummary, type Problem, siteFile } from '../shared/api';
import { ApiFailure, api } from './api';
import { type FormServices, pageSettingsSchema, pathKey, SchemaForm, sectionSchema, siteSchema } from './form';
import { Gallery, sectionKinds } from './Gallery';
import { moved, Outline, type OutlineEntry } from './Outline';
import { PageTools } from './PageTools';
import { PreviewFrame, type WidthName, widths } from './Preview';
import { drafts, reducer, sameValue } from './state';

const kinds = sectionKinds(sectionSchema);
const checkDelay = 120;

type Section = Record<string, unknown> & { type?: string; heading?: string; hidden?: boolean; name?: string };
type Selection = number | 'page' | undefined;

const toolbarButton =
  'rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600 disabled:opacity-40';

export function App() {
  const [pages, setPages] = useState<PageSummary[]>([]);
  const [file, setFile] = useState<string>();
  const [state, dispatch] = useReducer(reducer, undefined);
  const [selected, setSelected] = useState<Selection>();
  const [check, setCheck] = useState<CheckResult>();
  const [status, setStatus] = useState('');
  const [offer, setOffer] = useState<{ value: unknown; changedOnDisk: boolean }>();
  const [conflict, setConflict] = useState<string>();
  const [width, setWidth] = useState<WidthName>('Desktop');
  const [adding, setAdding] = useState(false);
  const [siteConfig, setSiteConfig] = useState<Record<string, unknown>>();
  const [sharedUse, setSharedUse] = useState<Record<string, PageSummary[]>>({});
  const stateRef = useRef(state);
  stateRef.current = state;

  const loadFiles = useCallback(async () => {
    const workspace = await api.files();
    setPages(workspace.pages);
    setSiteConfig(workspace.files[siteFile]?.value as Record<string, unknown> | undefined);
    const pathsToPages = new Map(workspace.pages.map((page) => [page.path, page]));
    setSharedUse(Object.fromEntries(Object.entries(workspace.sharedUse).map(([name, paths]) => [name, paths.flatMap((p) => pathsToPages.get(p) ?? [])])));
    return workspace.pages;
  }, []);

  const openFile = useCallback(async (name: string) => {
    const opened = await api.open(name);
    const draft = drafts.read(name);
    dispatch({ kind: 'open', file: opened });
    setFile(name);
    setSelected(name === siteFile ? undefined : 0);
    setCheck(undefined);
    setOffer(draft && !sameValue(draft.value, opened.value) ? { value: draft.value, changedOnDisk: draft.version !== opened.version } : undefined);
    const hash = `#${encodeURIComponent(name)}`;
    if (location.hash !== hash) history.replaceState(null, '', hash);
  }, []);

  useEffect(() => {
    loadFiles().then(
      (list) => openFile(decodeURIComponent(location.hash.slice(1)) || list[0]?.file || siteFile),
      (error: Error) => setStatus(`The editor could not load the pages: ${error.message}`),
    );
  }, [loadFiles, openFile]);

  const value = state?.value;
  const dirty = state !== undefined && !sameValue(state.value, state.base.value);

  // After each change: check it (the same validator as npm run validate) and refresh the preview;
  // keep it in the browser too, so a reload or a crash loses nothing.
  useEffect(() => {
    if (!file || value === undefined) return;
    let current = true;
    const timer = setTimeout(() => {
      api.check(file, value).then(
        (result) => current && setCheck(result),
        (error: Error) => current && setStatus(`Checking failed: ${error.message}`),
      );
    }, checkDelay);
    // Written while there are unsaved changes; removed only by Save, Discard or Reload, so that a
    // page opened twice (or undone back to what is on disk) never drops a kept draft by itself.
    const base = stateRef.current?.base;
    if (base && !sameValue(value, base.value)) drafts.write(file, value, base.version);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [file, value]);

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (dirty) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const save = useCallback(async () => {
    const current = stateRef.current;
    if (!current || !file) return;
    setStatus('Saving…');
    try {
      const saved = await api.save(file, current.value, current.base.version);
      dispatch({ kind: 'saved', file: { file, text: saved.text, value: current.value, version: saved.version } });
      drafts.clear(file);
      setStatus(saved.written ? `Saved ${file}.` : 'Nothing to save: the file already says this.');
      if (saved.written) void loadFiles();
    } catch (error) {
      if (error instanceof ApiFailure && error.error.code === 'changed-on-disk') setConflict(error.message);
      else if (error instanceof ApiFailure && error.error.problems) {
        setCheck((previous) => ({ ...previous, problems: error.error.problems! }));
        setStatus(error.message);
      } else setStatus(`Not saved: ${(error as Error).message}`);
    }
  }, [file, loadFiles]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const key = event.key.toLowerCase();
      if (key === 'z') dispatch({ kind: event.shiftKey ? 'redo' : 'undo' });
      else if (key === 'y') dispatch({ kind: 'redo' });
      else if (key === 's') void save();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [save]);

  const onChange = useCallback((path: JsonPath, next: unknown) => dispatch({ kind: 'edit', path, value: next, at: performance.now() }), []);
  const replace = (next: unknown) => dispatch({ kind: 'replace', value: next });

  const problems = useMemo(() => (check?.problems ?? []).filter((p) => p.severity === 'error'), [check]);
  // Every problem of this file, errors and warnings: the form shows each at its field.
  const problemsHere = useMemo(() => (check?.problems ?? []).filter((p) => p.file === file), [check, file]);

  const isSite = file === siteFile;
  // The settings as they stand: the draft itself while the settings are open (a shared section
  // renamed there is offered at once), else as on disk.
  const settings = isSite ? value : siteConfig;
  const services: FormServices = useMemo(() => ({ pages, images: api.images, siteConfig: settings }), [pages, settings]);
  const sections = (!isSite && Array.isArray((value as { sections?: unknown })?.sections) ? (value as { sections: Section[] }).sections : []) as Section[];
  const page = pages.find((p) => p.file === file);
  const entries: OutlineEntry[] = sections.map((section, index) => ({
    name: sectionName(section, siteConfig),
    hidden: section.hidden === true,
    problems: problems.filter((p) => p.file === file && p.path[0] === 'sections' && p.path[1] === index).length,
    shared:
      section.type === 'shared' && typeof section.name === 'string'
        ? { name: section.name, alsoOn: (sharedUse[section.name] ?? []).filter((p) => p.file !== file).map((p) => p.path) }
        : undefined,
  }));
  const setSections = (next: Section[]) => replace({ ...(value as object), sections: next });
  // The outline's actions read the latest page through a ref, so they keep one identity and the
  // outline does not re-render on every keystroke in a form field.
  const latest = useRef({ sections, entries, value });
  latest.current = { sections, entries, value };
  const outlineActions = useMemo(() => {
    const update = (next: Section[]) => dispatch({ kind: 'replace', value: { ...(latest.current.value as object), sections: next } });
    return {
      onMove: (from: number, to: number) => {
        const { sections, entries } = latest.current;
        update(moved(sections, from, to));
        setSelected(to);
        setStatus(`Moved ${entries[from]?.name} to position ${to + 1}.`);
      },
      onDuplicate: (index: number) => {
        const { sections } = latest.current;
        update([...sections.slice(0, index + 1), structuredClone(sections[index]!), ...sections.slice(index + 1)]);
        setSelected(index + 1);
      },
      onToggleHidden: (index: number) => {
        const { sections } = latest.current;
        const { hidden, ...rest } = sections[index]!;
        update(sections.map((s, i) => (i === index ? (hidden ? rest : { ...rest, hidden: true }) : s)));
      },
      onDelete: (index: number) => {
        const { sections, entries } = latest.current;
        update(sections.filter((_, i) => i !== index));
        setSelected(Math.min(index, sections.length - 2));
        setStatus(`Deleted ${entries[index]?.name}. Undo brings it back.`);
      },
    };
  }, []);

  const focusProblem = (problem: Problem) => {
    if (problem.path[0] === 'sections' && typeof problem.path[1] === 'number') setSelected(problem.path[1]);
    else if (!isSite) setSelected('page');
    requestAnimationFrame(() => {
      // The field itself, or the nearest group that holds it (each control carries its path).
      const at = (path: JsonPath) =>
        document.querySelector<HTMLElement>(`[data-path="${CSS.escape(pathKey(path))}"]`) ??
        document.querySelector<HTMLElement>(`[data-group="${CSS.escape(pathKey(path))}"] :is(input, select, textarea, button)`);
      let path = problem.path;
      while (path.length && !at(path)) path = path.slice(0, -1);
      at(path)?.focus();
    });
  };

  return (
    <div className="flex min-h-screen flex-col bg-slate-100 text-slate-900 lg:h-screen">
      <header className="flex flex-wrap items-center gap-3 border-b border-slate-300 bg-white px-4 py-2">
        <h1 className="text-base font-bold">Page editor</h1>
        <label className="flex items-center gap-2 text-sm font-semibold">
          Page
          <select
            className="max-w-80 rounded-md border border-slate-300 px-2 py-1.5 text-sm font-normal"
            value={file ?? ''}
            onChange={(event) => void openFile(event.target.value)}
          >
            {pages.map((p) => (
              <option key={p.file} value={p.file}>
                {p.name} — {p.path}
              </option>
            ))}
            <option value={siteFile}>Site settings (company, menus, footer, shared sections)</option>
          </select>
        </label>
        <div className="ml-auto flex items-center gap-2">
          <button
            type="button"
            className={toolbarButton}
            disabled={!state?.past.length}
            onClick={() => dispatch({ kind: 'undo' })}
            aria-keyshortcuts="Control+Z Meta+Z"
          >
            Undo
          </button>
          <button
            type="button"
            className={toolbarButton}
            disabled={!state?.future.length}
            onClick={() => dispatch({ kind: 'redo' })}
            aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y"
          >
            Redo
          </button>
          <button
            type="button"
            className="rounded-md bg-blue-700 px-4 py-1.5 text-sm font-bold text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 disabled:opacity-50"
            disabled={!state}
            onClick={() => void save()}
            aria-keyshortcuts="Control+S Meta+S"
          >
            Save
          </button>
        </div>
        <p role="status" aria-live="polite" className="w-full text-sm text-slate-700 sm:w-auto">
          {dirty ? 'Unsaved changes (kept in this browser). ' : ''}
          {status}
        </p>
      </header>

      {offer && state && (
        <div role="alert" className="flex flex-wrap items-center gap-3 border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm">
          <span>
            You have unsaved changes to this file from an earlier visit.
            {offer.changedOnDisk ? ' The file has changed on disk since; restoring keeps your version, and saving will ask first.' : ''}
          </span>
          <button
            type="button"
            className={toolbarButton}
            onClick={() => {
              replace(offer.value);
              setOffer(undefined);
            }}
          >
            Restore
          </button>
          <button
            type="button"
            className={toolbarButton}
            onClick={() => {
              if (file) drafts.clear(file);
              setOffer(undefined);
            }}
          >
            Discard
          </button>
        </div>
      )}

      {conflict && file && (
        <div role="alertdialog" aria-labelledby="conflict-title" className="border-b border-red-300 bg-red-50 px-4 py-3 text-sm">
          <h2 id="conflict-title" className="font-bold text-red-900">
            Changed on disk: not saved
          </h2>
          <p className="my-1">{conflict}. Your changes are still here and kept in this browser.</p>
          <div className="flex gap-2">
            <button
              type="button"
              className={toolbarButton}
              onClick={() => {
                drafts.clear(file);
                setConflict(undefined);
                void openFile(file);
              }}
            >
              Reload from disk (drop my changes)
            </button>
            <button type="button" className={toolbarButton} onClick={() => setConflict(undefined)}>
              Keep editing
            </button>
          </div>
        </div>
      )}

      <div className="grid min-h-0 grow grid-cols-1 lg:grid-cols-[minmax(260px,22%)_1fr_minmax(320px,28%)]">
        <nav aria-label="Page outline" className="min-h-0 overflow-y-auto border-slate-300 bg-slate-50 p-3 lg:border-r">
          {!isSite && page && (
            <>
              <PageTools
                page={page}
                pages={pages}
                onChanged={async (opened) => {
                  const list = await loadFiles();
                  await openFile(opened ?? list[0]?.file ?? siteFile);
                }}
              />
              <button
                type="button"
                aria-current={selected === 'page' ? 'true' : undefined}
                className={`mb-2 w-full rounded-lg border p-2 text-left text-sm font-semibold ${selected === 'page' ? 'border-blue-700 bg-blue-50' : 'border-slate-200 bg-white'}`}
                onClick={() => setSelected('page')}
              >
                Page details (address, title, description)
              </button>
              <Outline entries={entries} selected={typeof selected === 'number' ? selected : undefined} onSelect={setSelected} {...outlineActions} />
              <button type="button" className={`${toolbarButton} mt-3 w-full`} onClick={() => setAdding(true)}>
                Add section
              </button>
            </>
          )}
          {isSite && <p className="text-sm text-slate-700">The site settings are one form, on the right. The preview shows the home page with them.</p>}
        </nav>

        <main className="flex min-h-0 min-w-0 flex-col p-3 max-lg:order-last">
          <div role="radiogroup" aria-label="Preview width" className="mb-2 flex gap-1">
            {(Object.keys(widths) as WidthName[]).map((name) => (
              // biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons acting as radios reads better than radio inputs here.
              <button
                key={name}
                type="button"
                role="radio"
                aria-checked={width === name}
                onClick={() => setWidth(name)}
                className={`rounded-md px-3 py-1 text-sm font-semibold ${width === name ? 'bg-slate-800 text-white' : 'bg-white text-slate-800 ring-1 ring-slate-300'}`}
              >
                {name}
              </button>
            ))}
          </div>
          <div className="h-[70vh] min-h-0 grow lg:h-auto">
            <PreviewFrame
              preview={check?.preview}
              selected={typeof selected === 'number' ? selected : undefined}
              onSelect={setSelected}
              width={widths[width]}
            />
          </div>
        </main>

        <section aria-labelledby="form-title" className="min-h-0 overflow-y-auto border-slate-300 bg-white p-3 lg:border-l">
          <h2 id="form-title" className="mb-2 text-base font-bold">
            {isSite
              ? 'Site settings'
              : selected === 'page'
                ? 'Page details'
                : typeof selected === 'number'
                  ? (entries[selected]?.name ?? 'Section')
                  : 'Select a section'}
          </h2>
          {problems.length > 0 && (
            <div className="mb-3 rounded-md border border-red-300 bg-red-50 p-2 text-sm">
              <h3 className="font-bold text-red-900">
                {problems.length} problem{problems.length === 1 ? '' : 's'}: saving waits until {problems.length === 1 ? 'it is' : 'they are'} fixed
              </h3>
              <ul className="mt-1 list-disc pl-5">
                {problems.slice(0, 12).map((problem) => (
                  <li key={`${problem.file}:${problem.line}:${problem.column}:${problem.message}`}>
                    {problem.file === file ? (
                      <button type="button" className="text-left text-red-900 underline" onClick={() => focusProblem(problem)}>
                        {problem.section ? `${problem.section}: ` : ''}
                        {problem.field ? `${problem.field}: ` : ''}
                        {problem.message}
                      </button>
                    ) : (
                      <span>
                        {problem.file}: {problem.message}
                      </span>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          )}
          {state &&
            (isSite ? (
              <SchemaForm key={file} schema={siteSchema} value={value} basePath={[]} onChange={onChange} problems={problemsHere} services={services} />
            ) : selected === 'page' ? (
              <SchemaForm
                key={`${file}:page`}
                schema={pageSettingsSchema}
                value={value}
                basePath={[]}
                onChange={onChange}
                problems={problemsHere}
                services={services}
              />
            ) : typeof selected === 'number' && sections[selected] ? (
              <SchemaForm
                key={`${file}:${selected}`}
                schema={sectionSchema}
                value={sections[selected]}
                basePath={['sections', selected]}
                onChange={onChange}
                problems={problemsHere}
                services={services}
              />
            ) : (
              <p className="text-sm text-slate-600">Pick a section in the outline or click it in the preview.</p>
            ))}
        </section>
      </div>

      {adding && (
        <Gallery
          kinds={kinds}
          placeNames={entries.map((e) => e.name)}
          defaultPlace={typeof selected === 'number' ? selected + 1 : sections.length}
          site={check?.preview?.site}
          onAdd={(section, at) => {
            setSections([...sections.slice(0, at), section, ...sections.slice(at)]);
            setSelected(at);
            setStatus(`Added a section at position ${at + 1}.`);
          }}
          onClose={() => setAdding(false)}
        />
      )}
    </div>
  );
}

/** "Cards: Our Services", or "Shared: testimonials" with the heading it shows. */
function sectionName(section: Section, siteConfig: Record<string, unknown> | undefined): string {
  if (section.type === 'shared') {
    const shared = (siteConfig?.sharedSections as Record<string, Section> | undefined)?.[String(section.name)];
    const heading = (section.overrides as Section | undefined)?.heading ?? shared?.heading;
    return `Shared: ${String(section.name)}${heading ? ` (${heading})` : ''}`;
  }
  const kind = kinds.find((k) => k.type === section.type)?.title ?? String(section.type);
  return section.heading ? `${kind}: ${section.heading}` : kind;
}
