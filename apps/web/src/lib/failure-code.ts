import type { Endpoint, EndpointFailureCode } from '@tutorium/contract/endpoint';
import { ApiError } from './api-failure';

/**
 * Why a call of `endpoint` failed, as the API coded it, typed by the codes the endpoint can answer
 * (its derived and declared ones), so a comparison with a code it cannot answer does not compile;
 * null for a failure without an answer (network) or not from the API.
 */
export function failureCodeOf<E extends Endpoint>(_endpoint: E, error: unknown): EndpointFailureCode<E> | null {
  return error instanceof ApiError ? (error.code as EndpointFailureCode<E> | null) : null;
}
