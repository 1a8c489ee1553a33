/**
 * The editor's server state, kept by TanStack Query: a key per resource, how each is asked and
 * how long an answer holds, and what each write makes stale. For every key the latest answer
 * wins (a question asked again drops the one before it); polling pauses while the editor's tab
 * is hidden; the window's focus asks again whatever others may change meanwhile (the publish
 * status, the reviews, who is editing, who one is); a write that answers that it changed
 * something has what it changed asked again. What is being typed (the draft, undo) is not server state: the session's
 * reducer keeps it (session/useEditorSession.ts).
 */
import { focusManager, keepPreviousData, notifyManager, QueryClient, type QueryKey, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { FinishChecksFound, PageSummary, PlanRef, PublishStart, TeamMember } from '../../shared/api';
import { siteConfigFile } from '../../../schema/paths';
import type { AnswerOf, RequestOf, routes } from '../../shared/routes';
import { api } from './api';

/**
 * The keys, one per resource. The workspace is the pages' summaries and the settings; each file
 * has a key of its own, asked for when it is opened (the settings' filled from the workspace).
 */
export const keys = {
  workspace: ['workspace'],
  /** Every file's (`file` one). */
  files: ['file'],
  file: (name: string) => [...keys.files, name],
  publishStatus: ['publish-status'],
  publishPlan: (plan: PlanRef) => ['publish-plan', plan],
  beforeAndAfter: (file: string, plan: PlanRef) => ['before-and-after', file, plan],
  publishChecks: (plan: PlanRef, draft: string) => ['publish-checks', plan, draft],
  history: ['history'],
  /** Every saved page's facts, for the open page's checks (under `files`: they change as the files do). */
  savedSiteToCheck: ['file', '*site-to-check'],
  /** Where the site links to any page (`linksTo` one). */
  links: ['links'],
  linksTo: (path: string) => [...keys.links, path],
  images: ['images'],
  me: ['team', 'me'],
  reviews: ['team', 'reviews'],
  presence: (file: string) => ['team', 'presence', file],
  people: ['team', 'people'],
  shares: ['team', 'shares'],
  scheduled: ['team', 'scheduled'],
} as const;

/** The editor's query cache: one per page that shows the editor (main.tsx), or per test. */
export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      // Ask even when the browser believes it is offline: the editor says itself that its server cannot be reached.
      // A failure is shown at once (the next poll or the person's next step asks again), not after retries.
      queries: { networkMode: 'always', retry: false, refetchOnWindowFocus: false },
      mutations: { networkMode: 'always', retry: false },
    },
  });
  // The window's focus counts as much as the tab coming back into view: a colleague may have
  // published while another window was in front. A question asked before then may not know what
  // changed meanwhile: it is dropped and asked again, not waited for.
  focusManager.setEventListener((handleFocus) => {
    const asked = () =>
      void client
        .cancelQueries({ predicate: (query) => query.observers.some((observer) => observer.options.refetchOnWindowFocus === true) })
        .then(() => handleFocus());
    window.addEventListener('visibilitychange', asked);
    window.addEventListener('focus', asked);
    return () => {
      window.removeEventListener('visibilitychange', asked);
      window.removeEventListener('focus', asked);
    };
  });
  // An answer reaches the screen in the task it arrives in, as a promise's `then` would, not a timer later.
  notifyManager.setScheduler(queueMicrotask);
  return client;
}

/** Every page's summary and the settings as on disk (which fill the settings' file key): what the editor opens with. */
export const workspaceQuery = queryOptions({
  queryKey: keys.workspace,
  queryFn: async ({ signal, client }) => {
    const workspace = await api.files(undefined, signal);
    if (workspace.settings) client.setQueryData(keys.file(siteConfigFile), workspace.settings);
    return workspace;
  },
  // Only writes change it, and each invalidates it.
  staleTime: Number.POSITIVE_INFINITY,
});

/** One file as on disk, asked for when it is opened (one that is not valid JSON answers why). */
export const fileQuery = (name: string) =>
  queryOptions({ queryKey: keys.file(name), queryFn: ({ signal }) => api.file({ query: { name } }, signal), staleTime: Number.POSITIVE_INFINITY });

/** What the Publish button says: asked at once, after each write, and when the window gets the focus back. */
export const publishStatusQuery = queryOptions({
  queryKey: keys.publishStatus,
  queryFn: ({ signal }) => api.publishStatus(undefined, signal),
  refetchOnWindowFocus: true,
});

/**
 * What "Publish changes" plans, from where the person started it: their saved changes, a
 * published version to take back (History), or someone's draft sent for review; with its title,
 * known before the server answers.
 */
export interface PublishTask {
  start: PublishStart;
  title: string;
}

/** A task's key: its dialog, what was typed into it, and its answers are kept by it. */
export const taskKey = (task: PublishTask) => JSON.stringify(task.start);

/**
 * What publishing the plan would do now, with the choices made so far, and what the dialog
 * offers for it. It asks the website what it has: an answer of now, dropped once no dialog shows
 * it; while new choices are asked about, the last answer stays in view.
 */
export const publishPlanQuery = (plan: PlanRef) =>
  queryOptions({
    queryKey: keys.publishPlan(plan),
    queryFn: ({ signal }) => api.publishPlan({ body: plan }, signal),
    gcTime: 0,
    placeholderData: keepPreviousData,
  });

/**
 * The page checks of every page a plan changes, as it will be: each rendered and checked in the
 * frames that check (checkFrames.ts), finished by the server. Asked again when the plan's draft
 * or the choices change.
 */
export const publishChecksQuery = (plan: PlanRef, draft: string) =>
  queryOptions({
    queryKey: keys.publishChecks(plan, draft),
    queryFn: async ({ signal }) => {
      const toCheck = await api.pagesToCheck({ body: plan }, signal);
      // Imported here: the editor's first code (main.tsx) uses this file, and the checks bring the schemas.
      const { checkPage } = await import('./checkFrames');
      const found: FinishChecksFound = [];
      for (const page of toCheck.pages) found.push({ file: page.file, found: await checkPage(page, toCheck) });
      const finished = await api.finishChecks({ body: { plan, found } }, signal);
      return { pages: toCheck.pages.map((page) => page.name), problems: finished.problems };
    },
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** A changed page as the website has it and as the plan's version has it (an undo's, someone's draft's, with the choices made). */
export const beforeAndAfterQuery = (file: string, plan: PlanRef) =>
  queryOptions({
    queryKey: keys.beforeAndAfter(file, plan),
    queryFn: ({ signal }) => api.beforeAndAfter({ query: { file, plan } }, signal),
  });

export const historyQuery = queryOptions({ queryKey: keys.history, queryFn: ({ signal }) => api.history(undefined, signal) });

/** Every saved page's facts (address, title, description, anchors) for the open page's checks. */
export const savedSiteToCheckQuery = queryOptions({
  queryKey: keys.savedSiteToCheck,
  queryFn: ({ signal }) => api.savedSiteToCheck(undefined, signal),
  staleTime: Number.POSITIVE_INFINITY,
});

/** Where the site links to a page (asked before it is deleted). */
export const linksQuery = (page: Pick<PageSummary, 'path'>) =>
  queryOptions({ queryKey: keys.linksTo(page.path), queryFn: ({ signal }) => api.linksTo({ query: { path: page.path } }, signal), staleTime: 0 });

/** The photos in images/, asked each time the picker opens (an upload since shows there). */
export const imagesQuery = queryOptions({ queryKey: keys.images, queryFn: ({ signal }) => api.images(undefined, signal), staleTime: 0 });

/** Someone else's work shows within seconds: asked every few seconds while the editor is in view, and on focus. */
const everyFewSeconds = (interval: number) => ({ refetchInterval: interval, refetchOnWindowFocus: true }) as const;

/** Who is signed in, as the app learnt before it showed (team/whereTheEditorRuns.ts): asked again on focus (an owner may have changed their role). */
export const meQuery = (signedIn: TeamMember | undefined) =>
  queryOptions({
    queryKey: keys.me,
    queryFn: ({ signal }) => api.me(undefined, signal),
    enabled: signedIn !== undefined,
    initialData: signedIn,
    refetchOnMount: false,
    refetchOnWindowFocus: true,
  });

/** One's own review and, for a publisher, what waits for review. */
export const reviewsQuery = queryOptions({ queryKey: keys.reviews, queryFn: ({ signal }) => api.reviews(undefined, signal), ...everyFewSeconds(5000) });

/** Who else has a draft of the open file. */
export const presenceQuery = (file: string) =>
  queryOptions({ queryKey: keys.presence(file), queryFn: ({ signal }) => api.presence({ query: { file } }, signal), ...everyFewSeconds(3000) });

/** Publishes planned for later ("Publish at…"): waiting, and what became of them; asked every few seconds, so a result shows soon after its time. */
export const scheduledQuery = queryOptions({ queryKey: keys.scheduled, queryFn: ({ signal }) => api.scheduled(undefined, signal), ...everyFewSeconds(5000) });

export const peopleQuery = queryOptions({ queryKey: keys.people, queryFn: ({ signal }) => api.people(undefined, signal) });
export const sharesQuery = queryOptions({ queryKey: keys.shares, queryFn: ({ signal }) => api.shares(undefined, signal) });

type Routes = typeof routes;
/**
 * What a plan's action changed: a publish (or an undo) that wrote a version, the files and what
 * is published; a publish planned for later, or a review sent back, the team's lists.
 */
const acted = (answer: AnswerOf<Routes['publish']>) => {
  switch (answer.kind) {
    case 'published':
    case 'saved-here':
      return [keys.workspace, keys.files, keys.publishStatus, keys.history, keys.reviews, keys.scheduled];
    case 'planned':
      return [keys.scheduled];
    case 'sent-back':
      return [keys.reviews, keys.scheduled];
    default:
      return [];
  }
};

/** What each write changed, asked again once it answers that it changed it. */
const staleAfter = {
  // The list of pages too when the save changed what it shows (the session says so: useEditorSession.ts).
  save: (saved: AnswerOf<Routes['save']>) => (saved.written ? [keys.publishStatus, keys.savedSiteToCheck] : []),
  // A new page may add to the settings' menus; a move or a delete rewrites the links to the page, anywhere.
  newPage: () => [keys.workspace, keys.files, keys.publishStatus, keys.links],
  movePage: () => [keys.workspace, keys.files, keys.publishStatus, keys.links],
  deletePage: () => [keys.workspace, keys.files, keys.publishStatus, keys.links],
  uploadImage: () => [keys.images, keys.publishStatus],
  publish: acted,
  sendForReview: () => [keys.reviews],
  invite: () => [keys.people],
  setRole: () => [keys.people],
  removePerson: () => [keys.people],
  sendNewLink: () => [keys.people],
  makeShare: () => [keys.shares],
  cancelScheduled: () => [keys.scheduled],
  seenScheduled: () => [keys.scheduled],
  revokeShare: () => [keys.shares],
} satisfies { [Name in keyof Routes]?: (answer: AnswerOf<Routes[Name]>) => readonly QueryKey[] };

export type Write = keyof typeof staleAfter;

/** A write to the server (`mutateAsync` sends it); once it answers, what it changed is asked again. */
export function useWrite<Name extends Write>(name: Name) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [name],
    mutationFn: (request: RequestOf<Routes[Name]>) => (api[name] as unknown as (request: RequestOf<Routes[Name]>) => Promise<AnswerOf<Routes[Name]>>)(request),
    onSuccess: (answer) => {
      for (const queryKey of (staleAfter[name] as (answer: AnswerOf<Routes[Name]>) => readonly QueryKey[])(answer)) void client.invalidateQueries({ queryKey });
    },
  });
}
