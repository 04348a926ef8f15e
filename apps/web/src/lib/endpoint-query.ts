import {
  keepPreviousData,
  type QueryFilters,
  type QueryKeyWithDataTag,
  queryOptions,
  type UnusedSkipTokenOptions,
  type UseQueryOptions,
  useQuery,
} from '@tanstack/react-query';
import type { Endpoint, EndpointAnswer, EndpointInput } from '@tutorium/contract/endpoint';
import { type CallOptions, callEndpoint } from './endpoint-client';

/**
 * The cache key of a read of `endpoint` with `input`: its route, what it sends and its contract
 * tags, so every screen, loader and `setQueryData` reading the same thing derives the same key,
 * and a write finds the reads it makes stale by their tags (`readsTagged`).
 */
export type EndpointKey<E extends Endpoint> = readonly [route: string, input: EndpointInput<E>, tags: E['tags']];

/** What a key is made of: an endpoint's method, path and tags. */
type EndpointRoute = Pick<Endpoint, 'method' | 'path' | 'tags'>;

const routeOf = (endpoint: EndpointRoute) => `${endpoint.method} ${endpoint.path}`;

export function endpointKey<E extends Endpoint>(endpoint: E, input?: EndpointInput<E>): EndpointKey<E>;
/**
 * The key of a read that sends nothing, from its route and tags alone: the same key as its
 * definition's, for a read keyed before the definition (and zod) loads (the landing page's chips).
 */
export function endpointKey<R extends EndpointRoute>(
  route: R,
): readonly [route: string, input: object, tags: R['tags']];
export function endpointKey(endpoint: EndpointRoute, input: object = {}) {
  return [routeOf(endpoint), input, endpoint.tags] as const;
}

/** Every cached read of `endpoint`, whatever it sent. */
export const readsOf = (endpoint: Endpoint): QueryFilters => ({ queryKey: [routeOf(endpoint)] });

/** The tags in a key `endpointKey` made (a read may add a last part of its own); none in any other key (the session's). */
function tagsOf(queryKey: readonly unknown[]): readonly unknown[] {
  const tags = queryKey[2];
  return typeof queryKey[0] === 'string' && Array.isArray(tags) ? tags : [];
}

/** Every cached endpoint read whose endpoint carries one of `tags`. */
export const readsTagged = (tags: readonly string[]): QueryFilters => ({
  predicate: (query) => tagsOf(query.queryKey).some((tag) => tags.includes(tag as string)),
});

/** The reads a write makes stale, as its definition declares them (its own tags unless it says otherwise). */
export const staleAfter = (write: Endpoint): readonly string[] => write.invalidates ?? write.tags;

/** The endpoint's params and query; optional for an endpoint that takes neither. */
type InputOption<E extends Endpoint> =
  object extends EndpointInput<E> ? { input?: EndpointInput<E> } : { input: EndpointInput<E> };

/** How a read is cached, beside its endpoint: the message where this screen words it otherwise, and the query's timing. */
export type EndpointQuerySettings<E extends Endpoint, T> = InputOption<E> &
  Pick<CallOptions, 'fallbackMessage'> &
  Pick<UseQueryOptions<T, Error, T, EndpointKey<E>>, 'enabled' | 'staleTime' | 'refetchInterval'> & {
    /** Keeps the last page on screen while the next one loads (lists that page, search or filter). */
    keepPrevious?: boolean;
  };

/** What the cache keeps of the answer, where not all of it: the cached value is what loaders and `setQueryData` see. */
type Picked<E extends Endpoint, T> = { pick: (answer: EndpointAnswer<E>) => T };

/** The query options an endpoint read gives: its key carries the cached type, for `setQueryData`. */
export type EndpointQueryOptions<E extends Endpoint, T> = UnusedSkipTokenOptions<T, Error, T, EndpointKey<E>> &
  QueryKeyWithDataTag<EndpointKey<E>, T, Error>;

/**
 * The `queryOptions` of a read of a contract endpoint (docs/architecture.md, "Endpoints"): the
 * request, the key and the fallback message come from the definition and `input`, so a loader, a
 * prefetch and a screen share one key and one fetch without a feature writing either.
 */
export function endpointQuery<E extends Endpoint, T>(
  endpoint: E,
  settings: Picked<E, T> & EndpointQuerySettings<E, T>,
): EndpointQueryOptions<E, T>;
export function endpointQuery<E extends Endpoint>(
  endpoint: E,
  ...[settings]: object extends EndpointInput<E>
    ? [settings?: EndpointQuerySettings<E, EndpointAnswer<E>>]
    : [settings: EndpointQuerySettings<E, EndpointAnswer<E>>]
): EndpointQueryOptions<E, EndpointAnswer<E>>;
export function endpointQuery<E extends Endpoint>(
  endpoint: E,
  settings = {} as Partial<Picked<E, unknown>> & EndpointQuerySettings<E, unknown>,
): EndpointQueryOptions<E, unknown> {
  const { fallbackMessage, keepPrevious, pick, input, ...timing } = settings;
  return queryOptions({
    queryKey: endpointKey(endpoint, input),
    queryFn: async ({ signal }) => {
      const answer = (await callEndpoint(endpoint as Endpoint, {
        ...input,
        ...(fallbackMessage === undefined ? {} : { fallbackMessage }),
        signal,
      })) as EndpointAnswer<E>;
      return pick ? pick(answer) : answer;
    },
    ...(keepPrevious ? { placeholderData: keepPreviousData } : {}),
    ...timing,
  });
}

/** What an answer carries under `data`. */
type DataOf<E extends Endpoint> = EndpointAnswer<E> extends { data: infer D } ? D : never;

/**
 * The read of an endpoint that takes no input and answers with what it reads under `data`: the
 * cache keeps the data alone, so a write's `updates` sets it from the write's own `data`.
 */
export function endpointData<E extends Endpoint & { params?: never; query?: never }>(endpoint: E) {
  const read = endpointQuery(endpoint as Endpoint, { pick: (answer) => (answer as { data: unknown }).data });
  return read as EndpointQueryOptions<E, DataOf<E>>;
}

/**
 * A screen's own read of an endpoint, where no loader, prefetch or `setQueryData` shares its
 * options: the same settings as `endpointQuery`, straight into `useQuery`.
 */
export function useEndpointQuery<E extends Endpoint, T>(
  endpoint: E,
  settings: Picked<E, T> & EndpointQuerySettings<E, T>,
) {
  return useQuery(endpointQuery(endpoint, settings));
}

/** What an endpoint's query string takes, as a screen sends it. */
type QueryOf<E extends Endpoint> = EndpointInput<E> extends { query: infer Q } ? Q : never;

/**
 * A screen's read of one page of a list endpoint: the page shown stays while the next one loads.
 * Page 1 where the query names none, since a list asked for without a page answers every item
 * (the contract's `listQuerySchema`).
 */
export function usePageQuery<E extends Endpoint>(
  endpoint: E,
  query: QueryOf<E> & { page?: number },
  { enabled }: { enabled?: boolean } = {},
) {
  // Read as any endpoint, whose input TypeScript can check here; the answer's type is E's again.
  const read = endpointQuery(endpoint as Endpoint, {
    input: { query: { ...query, page: query.page ?? 1 } },
    keepPrevious: true,
    enabled,
  });
  return useQuery(read as EndpointQueryOptions<E, EndpointAnswer<E>>);
}
