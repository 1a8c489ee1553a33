/**
 * Lists asked for again and again (on focus, after a change, every few seconds) can be answered
 * out of order: only the answer to the latest question is shown.
 */
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePublishStatus } from '../../../editor/app/publish/usePublishStatus';
import type { PublishStatus } from '../../../editor/shared/api';

const status = (pages: string[]): PublishStatus => ({ available: true, connected: true, pending: { pages, settings: false, photos: 0 }, versionsHere: false });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('what the Publish button says', () => {
  it('is the answer to the latest question, whichever answer arrives last', async () => {
    const answers: ((status: PublishStatus) => void)[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(await new Promise<PublishStatus>((answer) => answers.push(answer))), { status: 200 })),
    );
    const { result } = renderHook(() => usePublishStatus(undefined));
    act(() => result.current.refresh());
    act(() => result.current.refresh());
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    await act(async () => answers[1]!(status(['Home', 'About Us'])));
    await vi.waitFor(() => expect(result.current.status?.pending.pages).toEqual(['Home', 'About Us']));
    await act(async () => answers[0]!(status([])));
    await new Promise((settle) => setTimeout(settle, 20));
    expect(result.current.status?.pending.pages).toEqual(['Home', 'About Us']);
  });
});
