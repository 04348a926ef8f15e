import {
  keepPreviousData,
  type QueryKey,
  type QueryKeyWithDataTag,
  queryOptions,
  type UnusedSkipTokenOptions,
  type UseQueryOptions,
} from '@tanstack/react-query';
import type { Endpoint, EndpointAnswer, EndpointInput } from '@tutorium/contract/endpoint';
import { callEndpoint } from './endpoint-client';

/** The endpoint's params and query; optional for an endpoint that takes neither. */
type InputOption<E extends Endpoint> =
  object extends EndpointInput<E> ? { input?: EndpointInput<E> } : { input: EndpointInput<E> };

/** How a read is cached, beside its endpoint: the key, the message and the query's own timing. */
export type EndpointQuerySettings<E extends Endpoint, K extends QueryKey, T> = InputOption<E> &
  Pick<UseQueryOptions<T, Error, T, K>, 'enabled' | 'staleTime' | 'refetchInterval'> & {
    key: K;
    /** Shown when the server gives no message of its own. */
    fallbackMessage: string;
    /** Keeps the last page on screen while the next one loads (lists that page, search or filter). */
    keepPrevious?: boolean;
  };

/** What the cache keeps of the answer, where not all of it: the cached value is what loaders and `setQueryData` see. */
type Picked<E extends Endpoint, T> = { pick: (answer: EndpointAnswer<E>) => T };

/** The query options an endpoint read gives: its key carries the cached type, for `setQueryData`. */
export type EndpointQueryOptions<T, K extends QueryKey> = UnusedSkipTokenOptions<T, Error, T, K> &
  QueryKeyWithDataTag<K, T, Error>;

/**
 * The `queryOptions` of a read of a contract endpoint (docs/architecture.md, "Endpoints"): the
 * request comes from the definition and `input`, so a feature names only the endpoint, its key and
 * what it sends, and a loader, a prefetch and a screen share one key and one fetch.
 */
export function endpointQuery<E extends Endpoint, K extends QueryKey, T>(
  endpoint: E,
  settings: Picked<E, T> & EndpointQuerySettings<E, K, T>,
): EndpointQueryOptions<T, K>;
export function endpointQuery<E extends Endpoint, K extends QueryKey>(
  endpoint: E,
  settings: EndpointQuerySettings<E, K, EndpointAnswer<E>>,
): EndpointQueryOptions<EndpointAnswer<E>, K>;
export function endpointQuery<E extends Endpoint, K extends QueryKey>(
  endpoint: E,
  settings: Partial<Picked<E, unknown>> & EndpointQuerySettings<E, K, unknown>,
): EndpointQueryOptions<unknown, K> {
  const { key, fallbackMessage, keepPrevious, pick, input, ...timing } = settings;
  return queryOptions({
    queryKey: key,
    queryFn: async ({ signal }) => {
      const answer = await callEndpoint(endpoint, { ...input, fallbackMessage, signal } as EndpointInput<E> & {
        fallbackMessage: string;
        signal: AbortSignal;
      });
      return pick ? pick(answer) : answer;
    },
    ...(keepPrevious ? { placeholderData: keepPreviousData } : {}),
    ...timing,
  });
}
