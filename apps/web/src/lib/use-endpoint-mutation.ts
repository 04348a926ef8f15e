import { type QueryClient, type QueryKey, type UseMutationOptions, useMutation } from '@tanstack/react-query';
import type { Endpoint, EndpointAnswer, EndpointInput } from '@tutorium/contract/endpoint';
import { type CallOptions, callEndpoint } from './endpoint-client';

/** What the endpoint is sent for the variables of one `mutate`; optional for an endpoint that takes nothing. */
type InputOption<E extends Endpoint, V> =
  object extends EndpointInput<E>
    ? { input?: (variables: V) => EndpointInput<E> }
    : { input: (variables: V) => EndpointInput<E> };

export type EndpointMutationSettings<E extends Endpoint, V, R> = InputOption<E, V> &
  Omit<UseMutationOptions<EndpointAnswer<E>, Error, V, R>, 'mutationFn'> &
  Pick<CallOptions, 'fallbackMessage' | 'authenticated'> & {
    /** The queries that go stale once the change is done, after the hook's own `onSuccess` or `onSettled`. */
    invalidates?: readonly QueryKey[] | ((variables: V) => readonly QueryKey[]);
    /**
     * 'settled' refreshes after a refusal too, where a refusal ("already enrolled", "full") means
     * the cached view was out of date; 'success' (the default) only after the change is done.
     */
    invalidateAfter?: 'success' | 'settled';
  };

function invalidate(client: QueryClient, keys: readonly QueryKey[]) {
  return Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
}

/**
 * A `useMutation` that calls a contract endpoint (docs/architecture.md, "Endpoints"): the request
 * comes from the definition and `input(variables)`, and `invalidates` names the queries to refresh,
 * waited for before the mutation counts as done. Every other mutation option passes through.
 */
export function useEndpointMutation<E extends Endpoint, V = void, R = unknown>(
  endpoint: E,
  settings: EndpointMutationSettings<E, V, R>,
) {
  const {
    input,
    fallbackMessage,
    authenticated,
    invalidates,
    invalidateAfter = 'success',
    onSuccess,
    onSettled,
    ...options
  } = settings;
  const keysFor = (variables: V) => (typeof invalidates === 'function' ? invalidates(variables) : (invalidates ?? []));
  return useMutation<EndpointAnswer<E>, Error, V, R>({
    ...options,
    mutationFn: (variables) =>
      callEndpoint(endpoint, {
        ...input?.(variables),
        fallbackMessage,
        ...(authenticated === false ? { authenticated } : {}),
      } as EndpointInput<E> & CallOptions),
    onSuccess: async (answer, variables, onMutateResult, context) => {
      await onSuccess?.(answer, variables, onMutateResult, context);
      if (invalidateAfter === 'success') await invalidate(context.client, keysFor(variables));
    },
    onSettled: async (answer, error, variables, onMutateResult, context) => {
      await onSettled?.(answer, error, variables, onMutateResult, context);
      if (invalidateAfter === 'settled') await invalidate(context.client, keysFor(variables));
    },
  });
}
