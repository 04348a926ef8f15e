import type { z } from 'zod';
import type { Access } from './access';
import { type EndpointErrorCode, type FailureStatus, failureStatusOf } from './error-codes';

/**
 * One API endpoint, defined once (docs/architecture.md, "Endpoints"): the API registers its route
 * from it (`apps/api/src/platform/endpoint-route.ts`) and the web app calls it through the typed
 * client (`apps/web/src/lib/endpoint-client.ts`), so neither side writes the path, the method or the
 * answer's shape by hand.
 */
export interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Under `/api`, with `:name` for each path parameter. */
  path: string;
  summary: string;
  /** What the web shows when a call fails and the server gives no message of its own (docs/seed-spec.md §8). */
  fallbackMessage: string;
  /**
   * For a write: the tags of the reads it makes stale, which the web refreshes once it is done
   * (default: its own `tags`; `[]` when it changes nothing another read shows).
   */
  invalidates?: readonly string[];
  tags: readonly string[];
  /** Who may call it; the API refuses anyone else before the request is read. */
  access: Access;
  /** The 401 message for a visitor, where the product words it for this endpoint. */
  signInMessage?: string;
  /**
   * Callable by a teacher or admin who must still set up two-step sign-in (an admin requires it):
   * every other endpoint refuses them with 403 `two_step_setup_required` until they have.
   */
  duringTwoStepSetup?: true;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** The success status and the answer it carries. */
  status: 200 | 201 | 202;
  response: z.ZodType;
  /** The media types of a file answer (CSV, iCalendar): the web downloads it from `endpointUrl`. */
  produces?: readonly string[];
  /** The media types of a body the API reads itself (a multipart upload) rather than through `body`. */
  consumes?: readonly string[];
  /**
   * The codes it may answer beyond those its schemas and `access` imply (`derivedCodes`): the rules its
   * service applies, `not_found`, `too_many_requests` where it is rate-limited. Each has one status.
   */
  rules: readonly EndpointErrorCode[];
}

/** Keeps the literal types of a definition (its path, its schemas) for both sides to read. */
export const defineEndpoint = <const E extends Endpoint>(endpoint: E): E => endpoint;

type Output<Schema> = Schema extends z.ZodType ? z.output<Schema> : undefined;
type Input<Schema> = Schema extends z.ZodType ? z.input<Schema> : undefined;

/** What a handler receives once the API has validated the request. */
export interface EndpointRequest<E extends Endpoint> {
  params: Output<E['params']>;
  query: Output<E['query']>;
  body: Output<E['body']>;
}

/** What a caller sends: the parts the endpoint has, before defaults and coercion. */
export type EndpointInput<E extends Endpoint> = (E['params'] extends z.ZodType
  ? { params: Input<E['params']> }
  : object) &
  (E['query'] extends z.ZodType ? { query: Input<E['query']> } : object) &
  (E['body'] extends z.ZodType ? { body: Input<E['body']> } : object);

/** The answer of a successful call, as the caller reads it. */
export type EndpointAnswer<E extends Endpoint> = z.output<E['response']>;

/** A request body is parsed (or refused) for these methods, whether or not the endpoint reads one. */
type BodyMethod = 'POST' | 'PUT' | 'DELETE';
type BodyCode = 'invalid_request' | 'payload_too_large' | 'unsupported_media_type';
type StaffRole = 'teacher' | 'admin';

type SchemaCodes<E extends Endpoint> =
  | (E extends { params: z.ZodType } | { query: z.ZodType } | { body: z.ZodType } ? 'validation_failed' : never)
  | (E['method'] extends BodyMethod ? BodyCode : never);

/** A teacher or admin who must still set up two-step sign-in is refused wherever they are otherwise let in. */
type TwoStepCode<E extends Endpoint> = E extends { duringTwoStepSetup: true }
  ? never
  : E['access'] extends 'signed-in'
    ? 'two_step_setup_required'
    : E['access'] extends readonly (infer R)[]
      ? [Extract<R, StaffRole>] extends [never]
        ? never
        : 'two_step_setup_required'
      : never;

type AccessCodes<E extends Endpoint> = E['access'] extends 'public'
  ? never
  : 'sign_in_required' | (E['access'] extends 'signed-in' ? never : 'forbidden') | TwoStepCode<E>;

/** Every code an endpoint may answer: derived from its schemas and access, plus its declared rules. */
export type EndpointFailureCode<E extends Endpoint> = SchemaCodes<E> | AccessCodes<E> | E['rules'][number];

const bodyMethods: readonly Endpoint['method'][] = ['POST', 'PUT', 'DELETE'];
const staffRoles: readonly string[] = ['teacher', 'admin'];

/** The codes `EndpointFailureCode` derives, at run time (the API documents and checks them). */
function derivedCodes(endpoint: Endpoint): EndpointErrorCode[] {
  const codes: EndpointErrorCode[] = [];
  if (endpoint.params || endpoint.query || endpoint.body) codes.push('validation_failed');
  if (bodyMethods.includes(endpoint.method))
    codes.push('invalid_request', 'payload_too_large', 'unsupported_media_type');
  const { access } = endpoint;
  if (access === 'public') return codes;
  codes.push('sign_in_required');
  if (access !== 'signed-in') codes.push('forbidden');
  const staffMayCall = access === 'signed-in' || access.some((role) => staffRoles.includes(role));
  if (staffMayCall && !endpoint.duringTwoStepSetup) codes.push('two_step_setup_required');
  return codes;
}

/** Every code the endpoint may answer, once each, derived first. */
export function endpointFailureCodes(endpoint: Endpoint): EndpointErrorCode[] {
  return [...new Set([...derivedCodes(endpoint), ...endpoint.rules])];
}

/** The endpoint's failure statuses, each with the codes it carries. */
export function endpointFailures(endpoint: Endpoint): Map<FailureStatus, EndpointErrorCode[]> {
  const byStatus = new Map<FailureStatus, EndpointErrorCode[]>();
  for (const code of endpointFailureCodes(endpoint)) {
    const status = failureStatusOf[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return byStatus;
}
