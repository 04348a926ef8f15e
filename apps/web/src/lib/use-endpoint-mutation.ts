import { type DataTag, type QueryKey, type UseMutationOptions, useMutation } from '@tanstack/react-query';
import type { Endpoint, EndpointAnswer, EndpointInput } from '@tutorium/contract/endpoint';
import { type CallOptions, callEndpoint } from './endpoint-client';
import { readsTagged, staleAfter } from './endpoint-query';

/** What the endpoint is sent for the variables of one `mutate`; optional for an endpoint that takes nothing. */
type InputOption<E extends Endpoint, V> =
  object extends EndpointInput<E>
    ? { input?: (variables: V) => EndpointInput<E> }
    : { input: (variables: V) => EndpointInput<E> };

/** A read whose new state the answer is: its options (or key) and what of the answer it caches. */
interface AnswerUpdate<E extends Endpoint, T> {
  read: { queryKey: DataTag<QueryKey, T, Error> };
  with: (answer: EndpointAnswer<E>) => T;
}

export type EndpointMutationSettings<E extends Endpoint, V, R, T = unknown> = InputOption<E, V> &
  Omit<UseMutationOptions<EndpointAnswer<E>, Error, V, R>, 'mutationFn'> &
  Pick<CallOptions, 'fallbackMessage' | 'authenticated'> & {
    /**
     * When the reads the endpoint declares stale are refreshed, after the hook's own `onSuccess` or
     * `onSettled`: 'success' (the default) once the change is done; 'settled' after a refusal too,
     * where a refusal ("already enrolled", "full") means the cached view was out of date; `false`
     * where the hook writes the answer into the cache itself and nothing else on screen changes.
     */
    invalidateAfter?: 'success' | 'settled' | false;
    /**
     * Where the answer is the new state of a read (saved settings, the export just asked for): that
     * read takes it at once, after the hook's own `onSuccess`, and nothing is refetched.
     */
    updates?: AnswerUpdate<E, T>;
  };

/**
 * A `useMutation` that calls a contract endpoint (docs/architecture.md, "Endpoints"): the request
 * and its fallback message come from the definition and `input(variables)`, and every cached read
 * carrying a tag the definition declares stale (`invalidates`, else its own tags) is refreshed,
 * waited for before the mutation counts as done. Every other mutation option passes through.
 */
export function useEndpointMutation<E extends Endpoint, V = void, R = unknown, T = unknown>(
  endpoint: E,
  settings: EndpointMutationSettings<E, V, R, T> = {} as EndpointMutationSettings<E, V, R, T>,
) {
  const {
    input,
    fallbackMessage,
    authenticated,
    updates,
    invalidateAfter = updates ? false : 'success',
    onSuccess,
    onSettled,
    ...options
  } = settings;
  const tags = staleAfter(endpoint);
  return useMutation<EndpointAnswer<E>, Error, V, R>({
    ...options,
    mutationFn: (variables) =>
      callEndpoint(endpoint as Endpoint, {
        ...input?.(variables),
        ...(fallbackMessage === undefined ? {} : { fallbackMessage }),
        ...(authenticated === false ? { authenticated } : {}),
      }) as Promise<EndpointAnswer<E>>,
    onSuccess: async (answer, variables, onMutateResult, context) => {
      await onSuccess?.(answer, variables, onMutateResult, context);
      if (updates) context.client.setQueryData(updates.read.queryKey, updates.with(answer));
      if (invalidateAfter === 'success' && tags.length > 0) await context.client.invalidateQueries(readsTagged(tags));
    },
    onSettled: async (answer, error, variables, onMutateResult, context) => {
      await onSettled?.(answer, error, variables, onMutateResult, context);
      if (invalidateAfter === 'settled' && tags.length > 0) await context.client.invalidateQueries(readsTagged(tags));
    },
  });
}
