import type { z } from 'zod';
import type { Access } from './access';

/** The failure statuses an endpoint may document; each answers `errorResponseSchema` with a code. */
export type FailureStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 429;

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
  failures: readonly FailureStatus[];
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
