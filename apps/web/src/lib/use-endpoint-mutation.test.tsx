// @vitest-environment jsdom
import { type DataTag, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { testEndpoint } from '../../test/unit/endpoints';
import { callEndpoint } from './endpoint-client';
import { endpointKey } from './endpoint-query';
import { useEndpointMutation } from './use-endpoint-mutation';

vi.mock('./endpoint-client', () => ({ callEndpoint: vi.fn() }));
const called = vi.mocked(callEndpoint);

const rename = testEndpoint({
  method: 'PUT',
  path: '/notes/:id',
  invalidates: ['notes'],
  params: z.object({ id: z.string() }),
  body: z.object({ title: z.string() }),
  response: z.object({ success: z.literal(true), message: z.string() }),
  rules: ['not_found'],
});

const signOut = testEndpoint({
  method: 'POST',
  path: '/sign-out',
  response: z.object({ success: z.literal(true), message: z.string() }),
  rules: [],
});

const notes = testEndpoint({
  method: 'GET',
  path: '/notes',
  tags: ['notes'],
  response: z.array(z.string()),
  rules: [],
});

const notesKey = endpointKey(notes);
const sessionKey = ['me'] as const;

/** A client with a cached, fresh notes list and session, and the wrapper that provides it. */
function cachedNotes() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(notesKey, ['Algebra']);
  queryClient.setQueryData(sessionKey, 'the session');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const notesInvalidated = () => queryClient.getQueryState(notesKey)?.isInvalidated;
  const sessionInvalidated = () => queryClient.getQueryState(sessionKey)?.isInvalidated;
  return { queryClient, wrapper, notesInvalidated, sessionInvalidated };
}

afterEach(() => {
  cleanup();
  called.mockReset();
});

describe('useEndpointMutation', () => {
  it("sends what `input` makes of the variables, with the screen's own fallback message where it words one", async () => {
    called.mockResolvedValue({ success: true, message: 'Renamed' });
    const { wrapper } = cachedNotes();
    const { result } = renderHook(
      () =>
        useEndpointMutation(rename, {
          input: ({ id, title }: { id: string; title: string }) => ({ params: { id }, body: { title } }),
          fallbackMessage: 'Could not rename the note',
        }),
      { wrapper },
    );

    let answer: unknown;
    await act(async () => {
      answer = await result.current.mutateAsync({ id: 'n1', title: 'Geometry' });
    });

    expect(answer).toEqual({ success: true, message: 'Renamed' });
    expect(called).toHaveBeenCalledWith(rename, {
      params: { id: 'n1' },
      body: { title: 'Geometry' },
      fallbackMessage: 'Could not rename the note',
    });
  });

  it('goes without the session token when told, for an endpoint that takes no input', async () => {
    called.mockResolvedValue({ success: true, message: 'Bye' });
    const { wrapper } = cachedNotes();
    const { result } = renderHook(() => useEndpointMutation(signOut, { authenticated: false }), { wrapper });

    await act(() => result.current.mutateAsync());

    expect(called).toHaveBeenCalledWith(signOut, { authenticated: false });
  });

  it('runs its own onSuccess with the client, then invalidates the reads its definition declares stale', async () => {
    called.mockResolvedValue({ success: true, message: 'Renamed' });
    const { queryClient, wrapper, notesInvalidated, sessionInvalidated } = cachedNotes();
    const seen: string[] = [];
    const { result } = renderHook(
      () =>
        useEndpointMutation(rename, {
          input: (id: string) => ({ params: { id }, body: { title: 'Geometry' } }),
          onSuccess: ({ message }, id, _onMutateResult, { client }) => {
            seen.push(`${message} ${id}, invalidated: ${String(notesInvalidated())}`);
            expect(client).toBe(queryClient);
          },
        }),
      { wrapper },
    );

    await act(() => result.current.mutateAsync('n1'));

    expect(seen).toEqual(['Renamed n1, invalidated: false']);
    expect(notesInvalidated()).toBe(true);
    expect(sessionInvalidated()).toBe(false);
  });

  it('invalidates nothing where the hook writes the answer into the cache itself', async () => {
    called.mockResolvedValue({ success: true, message: 'Renamed' });
    const { wrapper, notesInvalidated } = cachedNotes();
    const { result } = renderHook(
      () =>
        useEndpointMutation(rename, {
          input: (id: string) => ({ params: { id }, body: { title: 'Geometry' } }),
          invalidateAfter: false,
        }),
      { wrapper },
    );

    await act(() => result.current.mutateAsync('n1'));

    expect(notesInvalidated()).toBe(false);
  });

  it('puts the answer into the read it is the new state of, and refetches nothing', async () => {
    called.mockResolvedValue({ success: true, message: 'Renamed' });
    const { queryClient, wrapper, notesInvalidated } = cachedNotes();
    const { result } = renderHook(
      () =>
        useEndpointMutation(rename, {
          input: (id: string) => ({ params: { id }, body: { title: 'Geometry' } }),
          updates: {
            read: { queryKey: notesKey as DataTag<typeof notesKey, string[], Error> },
            with: ({ message }) => [message],
          },
        }),
      { wrapper },
    );

    await act(() => result.current.mutateAsync('n1'));

    expect(queryClient.getQueryData(notesKey)).toEqual(['Renamed']);
    expect(notesInvalidated()).toBe(false);
  });

  it('leaves the cache alone after a refusal, unless it invalidates once settled', async () => {
    called.mockRejectedValue(new Error('Full'));
    const input = (id: string) => ({ params: { id }, body: { title: 'Geometry' } });
    const refused = cachedNotes();
    const { result: onSuccessOnly } = renderHook(() => useEndpointMutation(rename, { input }), {
      wrapper: refused.wrapper,
    });
    await act(() => expect(onSuccessOnly.current.mutateAsync('n1')).rejects.toThrow('Full'));
    expect(refused.notesInvalidated()).toBe(false);

    const settled = cachedNotes();
    const { result: onSettled } = renderHook(() => useEndpointMutation(rename, { input, invalidateAfter: 'settled' }), {
      wrapper: settled.wrapper,
    });
    await act(() => expect(onSettled.current.mutateAsync('n1')).rejects.toThrow('Full'));
    expect(settled.notesInvalidated()).toBe(true);
    expect(settled.sessionInvalidated()).toBe(false);
  });
});
