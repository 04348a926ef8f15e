import type { Access } from '@tutorium/contract/access';
import {
  type Endpoint,
  type EndpointAnswer,
  type EndpointRequest,
  endpointFailureCodes,
  endpointFailures,
} from '@tutorium/contract/endpoint';
import type { EndpointErrorCode } from '@tutorium/contract/error-codes';
import type { Role } from '@tutorium/contract/roles';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { AuthUser } from './authentication';
import { failureResponses } from './route-schemas';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Every code the route's endpoint may answer; the error handler checks them in tests. */
    failureCodes?: ReadonlySet<EndpointErrorCode>;
  }
}

/**
 * The user a handler receives: the access check ran before it, so a non-public endpoint's handler
 * always has one, of a declared role.
 */
type EndpointUser<A extends Access> = A extends 'public'
  ? AuthUser | null
  : A extends 'signed-in'
    ? AuthUser
    : A extends readonly (infer R extends Role)[]
      ? AuthUser & { role: R }
      : never;

/** The request a handler of `E` receives: validated params, query and body, and its user. */
export type EndpointHandlerRequest<E extends Endpoint> = FastifyRequest &
  EndpointRequest<E> & { user: EndpointUser<E['access']> };

/**
 * A handler of a contract endpoint: the validated request in, the success answer out. A handler that
 * answers otherwise (a file, one serialised ahead, an event stream) sends on `reply` and returns it.
 */
type EndpointHandler<E extends Endpoint> = (
  request: EndpointHandlerRequest<E>,
  reply: FastifyReply,
) => Promise<EndpointAnswer<E> | FastifyReply>;

/** A handler with the route settings a few endpoints need beyond their definition. */
interface TunedHandler<E extends Endpoint> {
  handler: EndpointHandler<E>;
  /** Longer than REQUEST_TIMEOUT_MS, for a body the handler streams in (an upload). */
  handlerTimeout?: number;
  /** The OpenAPI summary, where it tells a configured figure (the upload's size limit). */
  summary?: string;
}

type EndpointImplementation<E extends Endpoint> = EndpointHandler<E> | TunedHandler<E>;

/** One implementation per endpoint of a group: a missing or an extra one does not compile. */
export type EndpointImplementations<Group extends Record<string, Endpoint>> = {
  [Name in keyof Group]: EndpointImplementation<Group[Name]>;
};

/**
 * The definition's path under the plugin's prefix (`/api/courses` registers `/courses/:id` as `/:id`).
 */
function endpointRoutePath(app: FastifyInstance, endpoint: Endpoint): string {
  const prefix = app.prefix.replace(/^\/api/, '');
  if (!endpoint.path.startsWith(prefix)) {
    throw new Error(`${endpoint.method} ${endpoint.path} cannot be registered under the prefix ${app.prefix}`);
  }
  return endpoint.path.slice(prefix.length) || '/';
}

/**
 * Registers the route of a contract endpoint (packages/contract/src/endpoint.ts): its method, path,
 * schemas, documented answers and access all come from the definition; the handler only acts.
 * The definition holds the whole path under `/api`; a plugin registered with a prefix (`/courses`)
 * registers the rest of it.
 */
function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  implementation: EndpointImplementation<E>,
): void {
  const { handler, handlerTimeout, summary } =
    typeof implementation === 'function' ? { handler: implementation } : implementation;
  const schema: FastifySchema = {
    tags: [...endpoint.tags],
    summary: summary ?? endpoint.summary,
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
    ...(endpoint.produces ? { produces: [...endpoint.produces] } : {}),
    ...(endpoint.consumes ? { consumes: [...endpoint.consumes] } : {}),
    response: { [endpoint.status]: endpoint.response, ...failureResponses(...endpointFailures(endpoint).keys()) },
  };
  app.route({
    method: endpoint.method,
    url: endpointRoutePath(app, endpoint),
    schema,
    ...(handlerTimeout === undefined ? {} : { handlerTimeout }),
    config: {
      access: endpoint.access,
      failureCodes: new Set(endpointFailureCodes(endpoint)),
      ...(endpoint.signInMessage === undefined ? {} : { signInMessage: endpoint.signInMessage }),
      ...(endpoint.duringTwoStepSetup ? { duringTwoStepSetup: true } : {}),
    },
    handler: async (request, reply) => {
      // Fastify has validated params, query and body against the definition's schemas, and the access
      // hook (platform/authentication.ts) has let in only the declared users, before this runs.
      const answer = await handler(request as EndpointHandlerRequest<E>, reply);
      // A handler that sent its own answer returned the reply, which is a thenable: awaiting it waited
      // for the answer to finish, so what is left to tell is whether it was sent.
      if (reply.sent) return reply;
      return reply.status(endpoint.status).send(answer);
    },
  });
}

/** A success answer: `success: true` first, then the endpoint's fields (`data`, `message`, `pagination`…). */
export const ok = <Fields extends object>(fields: Fields) => ({ success: true as const, ...fields });

/**
 * Registers every endpoint of a contract group (`courseEndpoints`) with its implementation: the
 * module's one front door to the router, typed so each endpoint has exactly one handler.
 */
export function registerEndpoints<Group extends Record<string, Endpoint>>(
  app: FastifyInstance,
  endpoints: Group,
  implementations: EndpointImplementations<NoInfer<Group>>,
): void {
  for (const name of Object.keys(endpoints)) {
    const endpoint = endpoints[name] as Endpoint;
    registerEndpoint(app, endpoint, implementations[name] as EndpointImplementation<Endpoint>);
  }
}
