import { keepPreviousData, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { z } from 'zod';
import { testEndpoint } from '../../test/unit/endpoints';
import { callEndpoint } from './endpoint-client';
import { endpointKey, endpointQuery, readsOf, readsTagged, staleAfter } from './endpoint-query';

vi.mock('./endpoint-client', () => ({ callEndpoint: vi.fn() }));
const called = vi.mocked(callEndpoint);

const lessons = testEndpoint({
  method: 'GET',
  path: '/courses/:courseId/lessons',
  tags: ['lessons'],
  params: z.object({ courseId: z.string() }),
  query: z.object({ page: z.coerce.number().optional() }),
  response: z.object({ success: z.literal(true), data: z.array(z.object({ id: z.string() })) }),
  rules: ['not_found'],
});

const stats = testEndpoint({
  method: 'GET',
  path: '/stats',
  tags: ['stats'],
  response: z.object({ success: z.literal(true), data: z.object({ total: z.number() }) }),
  rules: [],
});

const answer = { success: true as const, data: [{ id: 'l1' }] };

afterEach(() => called.mockReset());

describe('endpointQuery', () => {
  it('fetches the endpoint with its input and the query signal, under the key the endpoint and input derive', async () => {
    called.mockResolvedValue(answer);
    const options = endpointQuery(lessons, { input: { params: { courseId: 'c1' }, query: { page: 2 } } });

    const cached = await new QueryClient().fetchQuery(options);

    expect(options.queryKey).toEqual([
      'GET /courses/:courseId/lessons',
      { params: { courseId: 'c1' }, query: { page: 2 } },
      ['lessons'],
    ]);
    expect(options.queryKey).toEqual(endpointKey(lessons, { params: { courseId: 'c1' }, query: { page: 2 } }));
    expect(cached).toEqual(answer);
    expect(called).toHaveBeenCalledWith(lessons, {
      params: { courseId: 'c1' },
      query: { page: 2 },
      signal: expect.any(AbortSignal),
    });
  });

  it("sends a screen's own fallback message where it words one", async () => {
    called.mockResolvedValue(answer);

    await new QueryClient().fetchQuery(
      endpointQuery(lessons, { input: { params: { courseId: 'c1' }, query: {} }, fallbackMessage: 'Other words' }),
    );

    expect(called).toHaveBeenCalledWith(lessons, expect.objectContaining({ fallbackMessage: 'Other words' }));
  });

  it('caches what `pick` keeps of the answer, typed on the key', async () => {
    called.mockResolvedValue(answer);
    const queryClient = new QueryClient();
    const options = endpointQuery(lessons, {
      input: { params: { courseId: 'c1' }, query: {} },
      pick: ({ data }) => data,
    });

    await queryClient.fetchQuery(options);

    expect(queryClient.getQueryData(options.queryKey)).toEqual([{ id: 'l1' }]);
    expectTypeOf(queryClient.getQueryData(options.queryKey)).toEqualTypeOf<{ id: string }[] | undefined>();
  });

  it('needs no settings for an endpoint without params, query or body', async () => {
    called.mockResolvedValue({ success: true, data: { total: 3 } });

    const total = await new QueryClient().fetchQuery(endpointQuery(stats, { pick: ({ data }) => data.total }));

    expect(total).toBe(3);
    expect(endpointQuery(stats).queryKey).toEqual(['GET /stats', {}, ['stats']]);
    expect(called).toHaveBeenCalledWith(stats, { signal: expect.any(AbortSignal) });
  });

  it('keeps the previous page only when asked, and passes its timing through', () => {
    const paged = endpointQuery(lessons, {
      input: { params: { courseId: 'c1' }, query: { page: 2 } },
      keepPrevious: true,
      staleTime: 0,
      enabled: false,
    });
    const single = endpointQuery(stats);

    expect(paged).toMatchObject({ placeholderData: keepPreviousData, staleTime: 0, enabled: false });
    expect(single).not.toHaveProperty('placeholderData');
  });

  it('asks for the input the endpoint defines', () => {
    // @ts-expect-error the params are required
    endpointQuery(lessons, {});
    // @ts-expect-error a param the endpoint does not have
    endpointQuery(lessons, { input: { params: { id: 'c1' } } });
  });
});

describe('finding cached reads', () => {
  const cache = () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(endpointKey(lessons, { params: { courseId: 'c1' }, query: {} }), 'c1 lessons');
    queryClient.setQueryData(endpointKey(lessons, { params: { courseId: 'c2' }, query: {} }), 'c2 lessons');
    queryClient.setQueryData(endpointKey(stats), 'totals');
    queryClient.setQueryData(['me'], 'the session');
    const found = (filters: Parameters<QueryClient['getQueriesData']>[0]) =>
      queryClient.getQueriesData(filters).map(([, data]) => data);
    return found;
  };

  it('by endpoint, whatever the input', () => {
    expect(cache()(readsOf(lessons))).toEqual(['c1 lessons', 'c2 lessons']);
  });

  it("by the tags a write declares stale, never the session's query", () => {
    const found = cache();
    expect(found(readsTagged(['lessons']))).toEqual(['c1 lessons', 'c2 lessons']);
    expect(found(readsTagged(['stats', 'other']))).toEqual(['totals']);
    expect(found(readsTagged([]))).toEqual([]);
  });

  it('a write makes its own tags stale unless it declares others', () => {
    expect(staleAfter({ ...stats, method: 'POST' })).toEqual(['stats']);
    expect(staleAfter({ ...stats, method: 'POST', invalidates: ['lessons'] })).toEqual(['lessons']);
  });
});
