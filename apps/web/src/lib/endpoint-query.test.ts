import { keepPreviousData, QueryClient } from '@tanstack/react-query';
import { defineEndpoint } from '@tutorium/contract/endpoint';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { z } from 'zod';
import { callEndpoint } from './endpoint-client';
import { endpointQuery } from './endpoint-query';

vi.mock('./endpoint-client', () => ({ callEndpoint: vi.fn() }));
const called = vi.mocked(callEndpoint);

const lessons = defineEndpoint({
  method: 'GET',
  path: '/courses/:courseId/lessons',
  summary: 'A test endpoint with params and a query',
  tags: ['test'],
  access: 'public',
  params: z.object({ courseId: z.string() }),
  query: z.object({ page: z.coerce.number().optional() }),
  status: 200,
  response: z.object({ success: z.literal(true), data: z.array(z.object({ id: z.string() })) }),
  rules: ['not_found'],
});

const stats = defineEndpoint({
  method: 'GET',
  path: '/stats',
  summary: 'A test endpoint without input',
  tags: ['test'],
  access: 'public',
  status: 200,
  response: z.object({ success: z.literal(true), data: z.object({ total: z.number() }) }),
  rules: [],
});

const answer = { success: true as const, data: [{ id: 'l1' }] };

afterEach(() => called.mockReset());

describe('endpointQuery', () => {
  it('fetches the endpoint with its input, the fallback message and the query signal, under the key', async () => {
    called.mockResolvedValue(answer);
    const options = endpointQuery(lessons, {
      key: ['lessons', 'c1'] as const,
      input: { params: { courseId: 'c1' }, query: { page: 2 } },
      fallbackMessage: 'Failed to load the lessons',
    });

    const cached = await new QueryClient().fetchQuery(options);

    expect(options.queryKey).toEqual(['lessons', 'c1']);
    expect(cached).toEqual(answer);
    expect(called).toHaveBeenCalledWith(lessons, {
      params: { courseId: 'c1' },
      query: { page: 2 },
      fallbackMessage: 'Failed to load the lessons',
      signal: expect.any(AbortSignal),
    });
  });

  it('caches what `pick` keeps of the answer, typed on the key', async () => {
    called.mockResolvedValue(answer);
    const queryClient = new QueryClient();
    const options = endpointQuery(lessons, {
      key: ['lessons', 'c1'] as const,
      input: { params: { courseId: 'c1' }, query: {} },
      fallbackMessage: 'Failed',
      pick: ({ data }) => data,
    });

    await queryClient.fetchQuery(options);

    expect(queryClient.getQueryData(options.queryKey)).toEqual([{ id: 'l1' }]);
    expectTypeOf(queryClient.getQueryData(options.queryKey)).toEqualTypeOf<{ id: string }[] | undefined>();
  });

  it('needs no input for an endpoint without params, query or body', async () => {
    called.mockResolvedValue({ success: true, data: { total: 3 } });

    const total = await new QueryClient().fetchQuery(
      endpointQuery(stats, { key: ['stats'], fallbackMessage: 'Failed', pick: ({ data }) => data.total }),
    );

    expect(total).toBe(3);
    expect(called).toHaveBeenCalledWith(stats, { fallbackMessage: 'Failed', signal: expect.any(AbortSignal) });
  });

  it('keeps the previous page only when asked, and passes its timing through', () => {
    const paged = endpointQuery(lessons, {
      key: ['lessons', 'c1', 2],
      input: { params: { courseId: 'c1' }, query: { page: 2 } },
      fallbackMessage: 'Failed',
      keepPrevious: true,
      staleTime: 0,
      enabled: false,
    });
    const single = endpointQuery(stats, { key: ['stats'], fallbackMessage: 'Failed' });

    expect(paged).toMatchObject({ placeholderData: keepPreviousData, staleTime: 0, enabled: false });
    expect(single).not.toHaveProperty('placeholderData');
  });

  it('asks for the input the endpoint defines', () => {
    // @ts-expect-error the params are required
    endpointQuery(lessons, { key: ['lessons'], fallbackMessage: 'Failed' });
    // @ts-expect-error a param the endpoint does not have
    endpointQuery(lessons, { key: ['lessons'], input: { params: { id: 'c1' } }, fallbackMessage: 'Failed' });
  });
});
