import type { Endpoint, EndpointAnswer, EndpointRequest } from '@tutorium/contract/endpoint';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { failureResponses } from './route-schemas';

/**
 * A handler of a contract endpoint: the validated request in, the success answer out. A file answer
 * (CSV, iCalendar) or one serialised ahead is sent by the handler itself, which then returns the reply.
 */
export type EndpointHandler<E extends Endpoint> = (
  request: FastifyRequest & EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<EndpointAnswer<E> | FastifyReply>;

/**
 * The definition's path under the plugin's prefix (`/api/courses` registers `/courses/:id` as `/:id`).
 * A route `registerEndpoint` cannot register (a file, an event stream, a multipart upload) takes its
 * path from here too, so the path is still written only in the definition.
 */
export function endpointRoutePath(app: FastifyInstance, endpoint: Endpoint): string {
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
export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<NoInfer<E>>,
): void {
  const schema: FastifySchema = {
    tags: [...endpoint.tags],
    summary: endpoint.summary,
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
    ...(endpoint.produces ? { produces: [...endpoint.produces] } : {}),
    response: { [endpoint.status]: endpoint.response, ...failureResponses(...endpoint.failures) },
  };
  app.route({
    method: endpoint.method,
    url: endpointRoutePath(app, endpoint),
    schema,
    config: {
      access: endpoint.access,
      ...(endpoint.signInMessage === undefined ? {} : { signInMessage: endpoint.signInMessage }),
      ...(endpoint.duringTwoStepSetup ? { duringTwoStepSetup: true } : {}),
    },
    handler: async (request, reply) => {
      // Fastify has validated params, query and body against the definition's schemas before this runs.
      const answer = await handler(request as FastifyRequest & EndpointRequest<E>, reply);
      // A handler that sent its own answer returned the reply, which is a thenable: awaiting it waited
      // for the answer to finish, so what is left to tell is whether it was sent.
      if (reply.sent) return reply;
      return reply.status(endpoint.status).send(answer);
    },
  });
}
