import type { Endpoint } from '@tutorium/contract/endpoint';
import type { ErrorCode } from '@tutorium/contract/error-codes';
import { ApiError } from './api-failure';

/**
 * The codes a call of `E` can fail with, for a screen to switch on. Every code for now: once the
 * contract lists each endpoint's rule codes, this is `EndpointFailureCode<E>` and a comparison
 * with a code the endpoint cannot answer stops compiling.
 */
export type FailureCodeOf<E extends Endpoint> = E extends Endpoint ? ErrorCode : never;

/** Why a call of `endpoint` failed, as the API coded it; null for a failure without an answer (network) or not from the API. */
export function failureCodeOf<E extends Endpoint>(_endpoint: E, error: unknown): FailureCodeOf<E> | null {
  return error instanceof ApiError ? (error.code as FailureCodeOf<E> | null) : null;
}
