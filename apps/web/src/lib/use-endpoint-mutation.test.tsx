// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import { defineEndpoint } from '@tutorium/contract/endpoint';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { callEndpoint } from './endpoint-client';
import { useEndpointMutation } from './use-endpoint-mutation';

vi.mock('./endpoint-client', () => ({ callEndpoint: vi.fn() }));
const called = vi.mocked(callEndpoint);

const rename = defineEndpoint({
  method: 'PUT',
  path: '/notes/:id',
  summary: 'A test endpoint with params and a body',
  tags: ['test'],
  access: 'public',
  params: z.object({ id: z.string() }),
  body: z.object({ title: z.string() }),
  status: 200,
  response: z.object({ success: z.literal(true), message: z.string() }),
  rules: ['not_found'],
});

const signOut = defineEndpoint({
  method: 'POST',
  path: '/sign-out',
  summary: 'A test endpoint without input',
  tags: ['test'],
  access: 'public',
  status: 200,
  response: z.object({ success: z.literal(true), message: z.string() }),
  rules: [],
});

const notesKey = ['notes'] as const;

/** A client with a cached, fresh notes list, and the wrapper that provides it. */
function cachedNotes() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(notesKey, ['Algebra']);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const notesInvalidated = () => queryClient.getQueryState(notesKey)?.isInvalidated;
  return { queryClient, wrapper, notesInvalidated };
}

afterEach(() => {
  cleanup();
  called.mockReset();
});

describe('useEndpointMutation', () => {
  it('sends what `input` makes of the variables, with the fallback message', async () => {
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
    const { result } = renderHook(
      () => useEndpointMutation(signOut, { fallbackMessage: 'Failed', authenticated: false }),
      { wrapper },
    );

    await act(() => result.current.mutateAsync());

    expect(called).toHaveBeenCalledWith(signOut, { fallbackMessage: 'Failed', authenticated: false });
  });

  it('runs its own onSuccess with the client, then invalidates before the change counts as done', async () => {
    called.mockResolvedValue({ success: true, message: 'Renamed' });
    const { queryClient, wrapper, notesInvalidated } = cachedNotes();
    const seen: string[] = [];
    const { result } = renderHook(
      () =>
        useEndpointMutation(rename, {
          input: (id: string) => ({ params: { id }, body: { title: 'Geometry' } }),
          fallbackMessage: 'Failed',
          invalidates: (id) => [[...notesKey, id]],
          onSuccess: ({ message }, id, _onMutateResult, { client }) => {
            seen.push(`${message} ${id}, invalidated: ${String(notesInvalidated())}`);
            expect(client).toBe(queryClient);
          },
        }),
      { wrapper },
    );
    queryClient.setQueryData([...notesKey, 'n1'], 'Algebra');

    await act(() => result.current.mutateAsync('n1'));

    expect(seen).toEqual(['Renamed n1, invalidated: false']);
    expect(queryClient.getQueryState([...notesKey, 'n1'])?.isInvalidated).toBe(true);
    expect(notesInvalidated()).toBe(false);
  });

  it('leaves the cache alone after a refusal, unless it invalidates once settled', async () => {
    called.mockRejectedValue(new Error('Full'));
    const refused = cachedNotes();
    const { result: onSuccessOnly } = renderHook(
      () => useEndpointMutation(signOut, { fallbackMessage: 'Failed', invalidates: [notesKey] }),
      { wrapper: refused.wrapper },
    );
    await act(() => expect(onSuccessOnly.current.mutateAsync()).rejects.toThrow('Full'));
    expect(refused.notesInvalidated()).toBe(false);

    const settled = cachedNotes();
    const { result: onSettled } = renderHook(
      () =>
        useEndpointMutation(signOut, {
          fallbackMessage: 'Failed',
          invalidates: [notesKey],
          invalidateAfter: 'settled',
        }),
      { wrapper: settled.wrapper },
    );
    await act(() => expect(onSettled.current.mutateAsync()).rejects.toThrow('Full'));
    expect(settled.notesInvalidated()).toBe(true);
  });
});
