/**
 * The editor's state, in one place: the workspace (the pages' summaries and the settings, from
 * the query cache), the file the address names (asked for when it is opened) and its draft (with undo and redo), its preview (made
 * here, in the browser, on every change), the check of every change (by the server), saving,
 * the offer to restore work kept from an earlier visit, and the conflict when the file changed
 * on disk. Components read it and call its actions; none of them holds state of the file.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'react';
import type { CheckResult, JsonPath, OpenedFile, PreviewData, Problem, Workspace } from '../../shared/api';
import { ApiFailure, api } from '../ui/api';
import { readSettingsDraft } from '../../../engine/content/browser-safe/resolve';
import { sameListing } from '../../shared/pageListing';
import { previewOf } from '../../shared/previewOf';
import { previewSources } from './previewSources';
import { type PageChecks, usePageChecks } from './usePageChecks';
import { fileQuery, keys, useWrite, workspaceQuery } from '../ui/queries';
import { homePath, siteConfigFile } from '../../../schema/paths';
import { sameJson } from '../ui/jsonPath';
import { type Draft, draftReducer } from './draft';
import { keptDraftsOf, keptWorkDiffers } from './keptDrafts';
import { isLeavingToSignIn } from '../ui/signInPage';
import { useLatest } from '../ui/useLatest';
import { fileInWords } from '../ui/words';

/** How long typing pauses before the draft is checked (the preview does not wait for it). */
const checkDelay = 120;

/** Work kept in this browser from an earlier visit, different from the file on disk. */
export interface RestoreOffer {
  file: string;
  value: unknown;
  /** The file on disk changed since the work was kept: saving it will ask first. */
  changedOnDisk: boolean;
}

export interface EditorSession {
  /** Every page's summary and the settings, as on disk when last loaded; undefined until the first answer. */
  workspace: Workspace | undefined;
  /** The draft of the file the address names, once it is open. */
  draft: Draft | undefined;
  /** The draft differs from the file on disk. */
  dirty: boolean;
  /** The last check of the draft: every problem of the site with it. */
  check: CheckResult | undefined;
  /** The page checks of the open page (the home page while the settings are open), after a pause in typing. */
  pageChecks: PageChecks;
  /**
   * What the preview shows: the draft as it renders (with the site settings' draft, the home
   * page), made on every change; undefined while the settings do not have their shape (the
   * preview then keeps what it showed).
   */
  preview: PreviewData | undefined;
  /** Why the file the address names cannot be opened (it is not valid JSON, say). */
  openFailure: string | undefined;
  offer: RestoreOffer | undefined;
  /** Saving was refused because the file changed on disk since it was opened. */
  conflict: boolean;
  /** The last thing done, in words, for the status line. */
  status: string;

  /** A field's new value, from the form (typing in one field merges into one undo step per pause). */
  edit(path: JsonPath, value: unknown): void;
  /** A change of the whole value (its own undo step). */
  change(update: (value: unknown) => unknown): void;
  undo(): void;
  redo(): void;
  save(): Promise<void>;
  restore(): void;
  discardKept(): void;
  keepEditing(): void;
  /** Drops the draft and opens the file again as it is on disk now. */
  reloadFromDisk(): Promise<void>;
  /** The workspace as it is now, after a page was made, moved or deleted (the address then says which to open). */
  reloadWorkspace(): Promise<Workspace>;
  /**
   * Loads the workspace again after publishing wrote files (someone else's changes merged in, an
   * undone publish): the open file follows, unless it has unsaved changes (saving them then asks).
   */
  reloadAfterPublishing(): Promise<void>;
  say(message: string): void;
}

/**
 * `person`: in the team editor, the signed-in person's e-mail, whose unsaved work this browser keeps
 * apart from anyone else's.
 */
export function useEditorSession(file: string | undefined, person?: string): EditorSession {
  const keptDrafts = useMemo(() => keptDraftsOf(person), [person]);
  const client = useQueryClient();
  const { data: workspace, error: workspaceFailure } = useQuery(workspaceQuery);
  const [draft, dispatch] = useReducer(draftReducer, undefined);
  // Each of these belongs to one file, and counts only while that file is open.
  const [checked, setChecked] = useState<{ file: string; result: CheckResult }>();
  const [offer, setOffer] = useState<RestoreOffer>();
  // The file whose save was refused.
  const [conflict, setConflict] = useState<string>();
  const [status, setStatus] = useState('');
  const { mutateAsync: saveFile } = useWrite('save');

  /** The workspace as it is now: asked again, or the answer to a question asked since the last write. */
  const loadWorkspace = useCallback(async () => {
    void client.invalidateQueries({ queryKey: keys.publishStatus });
    return client.fetchQuery({ ...workspaceQuery, staleTime: 0 });
  }, [client]);

  const open = useCallback(
    (opened: OpenedFile) => {
      dispatch({ kind: 'open', file: opened });
      const kept = keptDrafts.read(opened.file);
      const differs = kept !== undefined && keptWorkDiffers(kept, opened.value);
      // Work that holds nothing the file lacks is dropped: offered later, once the file changes, it would undo that change.
      if (kept && !differs) keptDrafts.clear(opened.file);
      setOffer(differs ? { file: opened.file, value: kept.value, changedOnDisk: kept.version !== opened.version } : undefined);
    },
    [keptDrafts],
  );

  // The file the address names, as on disk (asked for once, then kept), or, for a file that is not valid JSON, the server's reason.
  const listed = workspace !== undefined && (file === siteConfigFile || workspace.pages.some((page) => page.file === file));
  const opening = useQuery({ ...fileQuery(file ?? ''), enabled: listed && file !== undefined });
  // A file the workspace does not list is no page at all, whatever asking for it answered (main.tsx asks before the workspace is known).
  const openFailure = listed && opening.error && file !== undefined ? opening.error.message : undefined;

  const current = draft && draft.base.file === file ? draft : undefined;
  const value = current?.value;
  const base = current?.base;
  const dirty = useMemo(() => base !== undefined && !sameJson(value, base.value), [value, base]);

  // Opening it before the browser paints, so the new address never shows with the old file's
  // sections; and following it when it changed on disk (published, moved links) while it has no changes here.
  const openedFile = draft?.base.file;
  const toOpen = opening.data;
  useLayoutEffect(() => {
    if (!listed || !toOpen || toOpen.file !== file) return;
    if (file !== openedFile || (base !== undefined && toOpen.version !== base.version && !dirty)) open(toOpen);
  }, [listed, file, openedFile, toOpen, open, base, dirty]);

  // The preview follows every change at once: made here from the draft and the settings as they
  // are in the editor (the draft's, while the settings are edited), not by the server.
  const home = workspace?.pages.find((page) => page.path === homePath);
  const homeFile = useQuery({ ...fileQuery(home?.file ?? ''), enabled: file === siteConfigFile && home !== undefined });
  const sources = file && value !== undefined ? previewSources(file, value, workspace?.settings?.value, homeFile.data?.value) : undefined;
  const settings = useMemo(() => readSettingsDraft(sources?.settings), [sources?.settings]);
  const page = sources?.page;
  const preview = useMemo(() => (settings && page !== undefined ? previewOf(page, settings) : undefined), [settings, page]);
  const pageChecks = usePageChecks(file, page, settings, preview, workspace);

  // After each pause in typing: check the draft with the same validator as npm run validate.
  useEffect(() => {
    if (!file || value === undefined) return;
    let wanted = true;
    const timer = setTimeout(() => {
      api.check({ body: { file, value } }).then(
        (result) => wanted && setChecked({ file, result }),
        (error: Error) => wanted && setStatus(`Checking failed: ${error.message}`),
      );
    }, checkDelay);
    return () => {
      wanted = false;
      clearTimeout(timer);
    };
  }, [file, value]);

  // Unsaved work is kept in the browser as it is typed.
  useEffect(() => {
    if (file && base && dirty) keptDrafts.write(file, value, base.version, base.value);
  }, [keptDrafts, file, value, base, dirty]);

  // Leaving with unsaved work asks first; not when the session ended and the way is to sign in again (the work is kept).
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!isLeavingToSignIn()) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const showProblems = useCallback((forFile: string, problems: Problem[]) => {
    setChecked((previous) => ({ file: forFile, result: { ...(previous?.file === forFile ? previous.result : {}), problems } }));
  }, []);

  // The draft as last rendered, for a save asked for while another one runs.
  const latest = useLatest(current);
  // While a save runs, another one waits for it: sent at once, it would carry the version the
  // running one replaces, and the server would call the person's own save a conflict.
  const saving = useRef<{ again: boolean }>(undefined);

  const save = useCallback(async () => {
    if (saving.current) {
      saving.current.again = true;
      return;
    }
    const run = { again: false };
    saving.current = run;
    // What this run saved last: its version is the one to send next (the draft may not show it yet).
    let done: OpenedFile | undefined;
    try {
      do {
        run.again = false;
        const draft = latest.current;
        if (!draft) return;
        const { value } = draft;
        const base = done?.file === draft.base.file ? done : draft.base;
        if (done && sameJson(value, base.value)) return;
        setStatus('Saving…');
        try {
          const saved = await saveFile({ body: { file: base.file, value, version: base.version } });
          done = { file: base.file, text: saved.text, value, version: saved.version };
          dispatch({ kind: 'saved', file: done });
          // Opened again later, the file is as saved.
          client.setQueryData(keys.file(base.file), done);
          // The list of pages, when what it shows changed: a page's address, title or shared sections; the settings' names of pages.
          if (saved.written && (base.file === siteConfigFile || !sameListing(base.value, value))) void client.invalidateQueries({ queryKey: keys.workspace });
          keptDrafts.clear(base.file);
          setStatus(saved.written ? `Saved ${fileInWords(base.file, workspace?.pages ?? [])}.` : 'Nothing to save: the file already says this.');
        } catch (error) {
          if (error instanceof ApiFailure && error.error.code === 'changed-on-disk') setConflict(base.file);
          else if (error instanceof ApiFailure && error.error.problems) {
            showProblems(base.file, error.error.problems);
            setStatus(error.message);
          } else setStatus(`Not saved: ${(error as Error).message}`);
          return;
        }
      } while (run.again);
    } finally {
      saving.current = undefined;
    }
  }, [keptDrafts, workspace, saveFile, showProblems, latest, client]);

  const edit = useCallback((path: JsonPath, next: unknown) => dispatch({ kind: 'edit', path, value: next, at: performance.now() }), []);
  const change = useCallback((update: (value: unknown) => unknown) => dispatch({ kind: 'change', change: update }), []);
  const undo = useCallback(() => dispatch({ kind: 'undo' }), []);
  const redo = useCallback(() => dispatch({ kind: 'redo' }), []);

  /** The file as on disk now, asked for again. */
  const loadFile = useCallback((name: string) => client.fetchQuery({ ...fileQuery(name), staleTime: 0 }), [client]);

  // Every file is asked again when next opened; the open one now (it follows, unless it has changes: see above).
  const reloadAfterPublishing = useCallback(async () => {
    await Promise.all([loadWorkspace(), client.invalidateQueries({ queryKey: keys.files })]);
  }, [client, loadWorkspace]);

  const shownOffer = offer && offer.file === file && current ? offer : undefined;
  return {
    workspace,
    draft: current,
    dirty,
    check: checked && checked.file === file ? checked.result : undefined,
    pageChecks,
    preview,
    openFailure,
    offer: shownOffer,
    conflict: file !== undefined && conflict === file,
    status: workspaceFailure && !workspace ? `The editor could not load the pages: ${workspaceFailure.message}` : status,
    edit,
    change,
    undo,
    redo,
    save,
    restore: () => {
      if (shownOffer) change(() => shownOffer.value);
      setOffer(undefined);
    },
    discardKept: () => {
      if (file) keptDrafts.clear(file);
      setOffer(undefined);
    },
    keepEditing: () => setConflict(undefined),
    reloadFromDisk: async () => {
      if (!file) return;
      keptDrafts.clear(file);
      setConflict(undefined);
      void loadWorkspace();
      open(await loadFile(file));
    },
    reloadWorkspace: loadWorkspace,
    reloadAfterPublishing,
    say: setStatus,
  };
}
