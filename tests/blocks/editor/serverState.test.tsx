/**
 * The editor's server state, through its query cache (editor/app/ui/queries.ts): the latest answer
 * wins, whichever arrives last; polling pauses while the editor's tab is hidden and asks at once
 * when it shows again; the window's focus asks again what others may change; a write that
 * changed something has what it changed asked again; each file has a key of its own. The server
 * is a stand-in for fetch; the editor's drives run in Chromium (tests/e2e/).
 */
import { useQuery } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fileQuery, historyQuery, keys, presenceQuery, publishStatusQuery, useWrite, type Write, workspaceQuery } from '../../../editor/app/ui/queries';
import type { OpenedFile, PublishStatus, Workspace } from '../../../editor/shared/api';
import { siteConfigFile } from '../../../schema/paths';
import { withQueries } from './queryHarness';

const status = (pages: string[]): PublishStatus => ({ available: true, connected: true, pending: { pages, settings: false, photos: 0 }, versionsHere: false });
const home: OpenedFile = { file: 'pages/home.json', text: '{}', value: { path: '/', title: 'Home', sections: [] }, version: 'v1' };
const settings: OpenedFile = { file: siteConfigFile, text: '{}', value: { company: {} }, version: 's1' };
const workspace: Workspace = { pages: [{ file: home.file, path: '/', title: 'Home', name: 'Home' }], settings, sharedUse: {} };

/** A stand-in for the editor's server that answers each address at once, and lists what was asked ("GET /api/files"). */
function answering(answers: Record<string, unknown>): string[] {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (address: string, init?: RequestInit) => {
      const route = `${init?.method ?? 'GET'} ${address.split('?')[0]}`;
      asked.push(route);
      return new Response(JSON.stringify(answers[route]), { status: route in answers ? 200 : 404 });
    }),
  );
  return asked;
}

/** What the Publish button says, asked of a stand-in server that answers each question when the test says (`waiting`, in order). */
async function statusAnsweredByHand() {
  const waiting: ((status: PublishStatus) => void)[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(await new Promise<PublishStatus>((answer) => waiting.push(answer))), { status: 200 })),
  );
  const { client, wrapper } = withQueries();
  const { result } = renderHook(() => useQuery(publishStatusQuery), { wrapper });
  await waitFor(() => expect(waiting).toHaveLength(1));
  return { waiting, client, result };
}

/** Whether the editor's tab is in view, as the browser says when the person switches tabs. */
function showTab(visible: boolean): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (visible ? 'visible' : 'hidden') });
  document.dispatchEvent(new Event('visibilitychange'));
  window.dispatchEvent(new Event('visibilitychange'));
}

/** The files, the publish status and the history as the editor shows them, once answered; and a write, to send. */
async function shownWith<Name extends Write>(name: Name) {
  const { wrapper } = withQueries();
  const { result } = renderHook(
    () => ({ files: useQuery(workspaceQuery), status: useQuery(publishStatusQuery), history: useQuery(historyQuery), write: useWrite(name) }),
    { wrapper },
  );
  await waitFor(() => expect(result.current.files.data && result.current.status.data && result.current.history.data).toBeTruthy());
  return { mutateAsync: (...request: Parameters<typeof result.current.write.mutateAsync>) => result.current.write.mutateAsync(...request) };
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  // The browser's own answer again (the one defined on Document's prototype).
  Reflect.deleteProperty(document, 'visibilityState');
});

describe("the editor's server state", () => {
  it('is the answer to the latest question, whichever answer arrives last', async () => {
    const { waiting, client, result } = await statusAnsweredByHand();
    await act(async () => waiting[0]!(status(['Home'])));
    // Asked again twice (after a save, and on focus, say): the second question replaces the first.
    act(() => void client.invalidateQueries({ queryKey: keys.publishStatus }));
    act(() => void client.invalidateQueries({ queryKey: keys.publishStatus }));
    await waitFor(() => expect(waiting).toHaveLength(3));
    await act(async () => waiting[2]!(status(['Home', 'About Us'])));
    await waitFor(() => expect(result.current.data?.pending.pages).toEqual(['Home', 'About Us']));
    await act(async () => waiting[1]!(status([])));
    await new Promise((settle) => setTimeout(settle, 20));
    expect(result.current.data?.pending.pages).toEqual(['Home', 'About Us']);
  });

  it('asks who else is editing every few seconds while the tab is in view, nothing while it is hidden, and at once when it shows again', async () => {
    vi.useFakeTimers();
    const asked = answering({ 'GET /api/team/presence': { editing: ['Ana Ruiz'] } });
    const { wrapper } = withQueries();
    const { result } = renderHook(() => useQuery(presenceQuery('pages/about.json')), { wrapper });
    const times = async (ms: number) => {
      await act(() => vi.advanceTimersByTimeAsync(ms));
      return asked.length;
    };
    expect(await times(10)).toBe(1);
    expect(result.current.data).toEqual({ editing: ['Ana Ruiz'] });
    expect(await times(3000)).toBe(2);
    act(() => showTab(false));
    expect(await times(12_000)).toBe(2);
    act(() => showTab(true));
    expect(await times(10)).toBe(3);
    expect(await times(3000)).toBe(4);
  });

  it('asks what is published again when the window gets the focus back (a colleague may have published)', async () => {
    const asked = answering({ 'GET /api/publish/status': status([]) });
    const { wrapper } = withQueries();
    renderHook(() => useQuery(publishStatusQuery), { wrapper });
    await waitFor(() => expect(asked).toEqual(['GET /api/publish/status']));
    act(() => void window.dispatchEvent(new Event('focus')));
    await waitFor(() => expect(asked).toEqual(['GET /api/publish/status', 'GET /api/publish/status']));
  });

  it('asks again on focus even while an answer is on its way: one asked before the focus may not know what changed meanwhile', async () => {
    const { waiting, client, result } = await statusAnsweredByHand();
    await act(async () => waiting[0]!(status([])));
    // Asked again (after a save, say), and the file changed in another program before the answer.
    act(() => void client.invalidateQueries({ queryKey: keys.publishStatus }));
    await waitFor(() => expect(waiting).toHaveLength(2));
    act(() => void window.dispatchEvent(new Event('focus')));
    await waitFor(() => expect(waiting).toHaveLength(3));
    await act(async () => waiting[2]!(status(['Home'])));
    await act(async () => waiting[1]!(status([])));
    await new Promise((settle) => setTimeout(settle, 20));
    expect(result.current.data?.pending.pages).toEqual(['Home']);
  });

  it("gives each file a key of its own: the settings' filled by the workspace, a page's asked for once, when it is opened", async () => {
    const asked = answering({ 'GET /api/files': workspace, 'GET /api/file': home });
    const { client, wrapper } = withQueries();
    renderHook(() => useQuery(workspaceQuery), { wrapper });
    await waitFor(() => expect(client.getQueryData(keys.file(siteConfigFile))).toEqual(settings));
    expect(client.getQueryData(keys.file(home.file))).toBeUndefined();
    const opened = renderHook(() => useQuery(fileQuery(home.file)), { wrapper });
    await waitFor(() => expect(opened.result.current.data).toEqual(home));
    const again = renderHook(() => useQuery(fileQuery(home.file)), { wrapper });
    expect(again.result.current.data).toEqual(home);
    expect(asked).toEqual(['GET /api/files', 'GET /api/file']);
  });

  it('asks again for the publish status after a save that wrote, and for nothing after one that did not', async () => {
    const answers: Record<string, unknown> = {
      'GET /api/files': workspace,
      'GET /api/publish/status': status([]),
      'GET /api/history': [],
      'PUT /api/file': { file: home.file, text: '{}', version: 'v2', written: true },
    };
    const asked = answering(answers);
    const save = await shownWith('save');
    const count = (route: string) => asked.filter((one) => one === route).length;
    await act(() => save.mutateAsync({ body: { file: home.file, value: home.value, version: 'v1' } }));
    await waitFor(() => expect(count('GET /api/publish/status')).toBe(2));
    // The list of pages is the session's to ask for, when the save changed what it shows (saving.test.tsx).
    expect([count('GET /api/files'), count('GET /api/history')]).toEqual([1, 1]);
    answers['PUT /api/file'] = { file: home.file, text: '{}', version: 'v2', written: false };
    await act(() => save.mutateAsync({ body: { file: home.file, value: home.value, version: 'v2' } }));
    await new Promise((settle) => setTimeout(settle, 20));
    expect([count('GET /api/files'), count('GET /api/publish/status')]).toEqual([1, 2]);
  });

  it('asks again for the status, the history and the files after a publish, and for nothing after a refused one', async () => {
    const answers: Record<string, unknown> = {
      'GET /api/files': workspace,
      'GET /api/publish/status': status(['Home']),
      'GET /api/history': [],
      'POST /api/publish': { kind: 'published', commit: 'a'.repeat(40), pushed: true, message: 'Published.' },
    };
    const asked = answering(answers);
    const publish = await shownWith('publish');
    const nowRequest = { plan: { start: { from: 'mine' } }, draft: 'b'.repeat(40), action: { kind: 'now', message: 'Update Home' } } as const;
    await act(() => publish.mutateAsync({ body: nowRequest }));
    await waitFor(() => expect(asked.filter((route) => route.startsWith('GET')).length).toBe(6));
    expect(new Set(asked.slice(4))).toEqual(new Set(['GET /api/files', 'GET /api/publish/status', 'GET /api/history']));
    answers['POST /api/publish'] = { kind: 'refused', message: 'Nothing was published.', problems: [] };
    await act(() => publish.mutateAsync({ body: nowRequest }));
    await new Promise((settle) => setTimeout(settle, 20));
    expect(asked.filter((route) => route.startsWith('GET')).length).toBe(6);
  });
});
