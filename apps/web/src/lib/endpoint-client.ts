import type { Endpoint, EndpointAnswer, EndpointInput } from '@tutorium/contract/endpoint';
import { apiClient, type RequestOptions } from './api-client';

/**
 * Shown when the server gives no message of its own, where this screen words it otherwise than the
 * definition's `fallbackMessage`; the abort signal of the query, if any; and `authenticated: false`
 * for the calls that go without the session token (sign-in, registration, password reset), so a
 * stale token neither travels nor ends a session on their 401.
 */
export interface CallOptions {
  fallbackMessage?: string;
  signal?: AbortSignal;
  authenticated?: false;
}

type Parts = { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };

/** The endpoint's path under /api, each `:name` replaced by its escaped value, and the query without empty values. */
export function endpointUrl(endpoint: Endpoint, { params = {}, query = {} }: Parts = {}): string {
  const path = endpoint.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const queryString = search.toString();
  return queryString === '' ? path : `${path}?${queryString}`;
}

/**
 * Calls a contract endpoint (packages/contract/src/endpoint.ts): the method, the path, the schema
 * its answer is checked against and the fallback message come from the definition, so a feature
 * names only the endpoint and what it sends.
 */
export function callEndpoint<E extends Endpoint>(
  endpoint: E,
  ...[input]: object extends EndpointInput<E>
    ? [input?: EndpointInput<E> & CallOptions]
    : [input: EndpointInput<E> & CallOptions]
): Promise<EndpointAnswer<E>> {
  const { fallbackMessage, signal, authenticated, ...parts } = (input ?? {}) as Parts & CallOptions;
  const options: RequestOptions<E['response']> = {
    schema: endpoint.response,
    fallbackMessage: fallbackMessage ?? endpoint.fallbackMessage,
    ...(parts.body === undefined ? {} : { body: parts.body }),
    ...(signal ? { signal } : {}),
    ...(authenticated === false ? { authenticated } : {}),
  };
  const url = endpointUrl(endpoint, parts);
  switch (endpoint.method) {
    case 'GET':
      return apiClient.get(url, options);
    case 'POST':
      return apiClient.post(url, options);
    case 'PUT':
      return apiClient.put(url, options);
    case 'DELETE':
      return apiClient.delete(url, options);
  }
}
