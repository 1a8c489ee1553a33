/**
 * Saving from the editor's session: a save asked for while one runs waits for it and then sends
 * the latest draft with the version the first one made, so the person never meets their own save
 * as a conflict. The server is a stand-in for fetch; the whole flow runs in Chromium
 * (tests/e2e/editor.test.ts).
 */
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useEditorSession } from '../../../editor/app/session/useEditorSession';
import type { OpenedFile, SavedFile, Workspace } from '../../../editor/shared/api';
import { withQueries } from './queryHarness';

const file = 'pages/home.json';
const opened: OpenedFile = { file, text: '{}', value: { path: '/', title: 'Home', sections: [] }, version: 'v1' };
const workspace: Workspace = { pages: [{ file, path: '/', title: 'Home', name: 'Home' }], sharedUse: {} };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('saving', () => {
  it('waits for a save that is running, then sends the latest draft with the version that save made', async () => {
    const saves: { version: string; value: unknown; answer: (saved: SavedFile) => void }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (address: string, init?: RequestInit) => {
        if (init?.method === 'PUT') {
          const body = JSON.parse(String(init.body)) as { version: string; value: unknown };
          const saved = await new Promise<SavedFile>((answer) => saves.push({ ...body, answer }));
          return new Response(JSON.stringify(saved), { status: 200 });
        }
        return new Response(JSON.stringify(address.endsWith('/files') ? workspace : address.includes('/file?') ? opened : { problems: [] }), { status: 200 });
      }),
    );
    const { result } = renderHook(() => useEditorSession(file), { wrapper: withQueries().wrapper });
    await waitFor(() => expect(result.current.draft).toBeDefined());

    act(() => result.current.edit(['title'], 'Home, first'));
    let first!: Promise<void>;
    act(() => {
      first = result.current.save();
    });
    act(() => result.current.edit(['title'], 'Home, second'));
    let second!: Promise<void>;
    act(() => {
      second = result.current.save();
    });
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toMatchObject({ version: 'v1', value: { title: 'Home, first' } });

    await act(async () => {
      saves[0]!.answer({ file, text: '{}', version: 'v2', written: true });
      await second;
    });
    await waitFor(() => expect(saves).toHaveLength(2));
    expect(saves[1]).toMatchObject({ version: 'v2', value: { title: 'Home, second' } });
    await act(async () => {
      saves[1]!.answer({ file, text: '{}', version: 'v3', written: true });
      await first;
    });
    expect(result.current.status).toBe('Saved Home.');
    expect(result.current.dirty).toBe(false);
    expect(result.current.conflict).toBe(false);
  });

  it('asks for the list of pages again after a save only when what it shows changed: not for a heading, for a title', async () => {
    const asked: string[] = [];
    let version = 1;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (address: string, init?: RequestInit) => {
        asked.push(`${init?.method ?? 'GET'} ${address.split('?')[0]}`);
        if (init?.method === 'PUT') return new Response(JSON.stringify({ file, text: '{}', version: `v${++version}`, written: true }), { status: 200 });
        return new Response(JSON.stringify(address.endsWith('/files') ? workspace : address.includes('/file?') ? opened : { problems: [] }), { status: 200 });
      }),
    );
    const { result } = renderHook(() => useEditorSession(file), { wrapper: withQueries().wrapper });
    await waitFor(() => expect(result.current.draft).toBeDefined());
    const lists = () => asked.filter((route) => route === 'GET /api/files').length;
    expect(lists()).toBe(1);

    act(() => result.current.change((value) => ({ ...(value as object), sections: [{ type: 'content', heading: 'New' }] })));
    await act(() => result.current.save());
    await new Promise((settle) => setTimeout(settle, 20));
    expect(result.current.status).toBe('Saved Home.');
    expect(lists()).toBe(1);

    act(() => result.current.edit(['title'], 'Home, renamed'));
    await act(() => result.current.save());
    await waitFor(() => expect(lists()).toBe(2));
  });
});
