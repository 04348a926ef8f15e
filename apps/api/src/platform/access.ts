import type { Access } from '@tutorium/contract/access';
import { type EndpointErrorCode, failureStatusOf } from '@tutorium/contract/error-codes';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** One API route as registered, with the access it declared. */
export interface DeclaredRoute {
  method: string;
  url: string;
  access: Access;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /api route with its declared access, in registration order (the route table the access test walks). */
    apiRoutes: readonly DeclaredRoute[];
  }
}

const isApiUrl = (url: string) => url === '/api' || url.startsWith('/api/');
/** The interactive documentation, served by @fastify/swagger-ui, is for everyone. */
const isDocsUrl = (url: string) => url === '/api/docs' || url.startsWith('/api/docs/');

/** Words for the OpenAPI description, e.g. "signed-in teacher or admin". */
function describeAccess(access: Access): string {
  if (access === 'public') return 'anyone, signed in or not';
  if (access === 'signed-in') return 'any signed-in user';
  return `signed-in ${access.join(' or ')}`;
}

/**
 * Makes a route without `config.access` under /api impossible: start-up fails naming it. Must be
 * registered before any route. The documentation routes are declared public here, since the plugin
 * that adds them takes no route config.
 */
export function requireAccessDeclarations(app: FastifyInstance): void {
  const routes: DeclaredRoute[] = [];
  app.decorate('apiRoutes', routes);
  app.addHook('onRoute', (route) => {
    if (!isApiUrl(route.url)) return;
    if (isDocsUrl(route.url) && route.config?.access === undefined) {
      route.config = { ...route.config, access: 'public' };
    }
    const access = route.config?.access;
    const methods = [route.method].flat();
    if (access === undefined) {
      throw new Error(`${methods.join(',')} ${route.url} declares no access: add config: { access } to the route`);
    }
    for (const method of methods) routes.push({ method, url: route.url, access });
  });
}

/**
 * The OpenAPI transform: zod schemas to JSON Schema, then each route's declared access as `x-access`,
 * in the description, and as the bearer `security` requirement for every route that is not public.
 */
export const documentAccess: typeof jsonSchemaTransform = (input) => {
  const transformed = jsonSchemaTransform(input);
  const access = input.route.config?.access;
  if (access === undefined) return transformed;
  const schema: FastifySchema & Record<string, unknown> = { ...transformed.schema };
  schema['x-access'] = access;
  const who = `Who may call it: ${describeAccess(access)}.`;
  schema.description = typeof schema.description === 'string' ? `${schema.description}\n\n${who}` : who;
  if (access !== 'public') schema.security = [{ bearer: [] }];
  const failureCodes = input.route.config?.failureCodes;
  if (failureCodes) schema.response = documentFailureCodes(schema.response, failureCodes);
  return { ...transformed, schema };
};

/**
 * Each failure answer's `code` narrowed to the codes the endpoint declares with that status. Only the
 * document: the serializer keeps the whole enum, so a code a list misses still reaches the client.
 */
function documentFailureCodes(response: unknown, codes: ReadonlySet<EndpointErrorCode>): unknown {
  if (typeof response !== 'object' || response === null) return response;
  const documented: Record<string, unknown> = {};
  for (const [status, answer] of Object.entries(response)) {
    const carried = [...codes].filter((code) => String(failureStatusOf[code]) === status);
    const properties = (answer as { properties?: Record<string, unknown> } | null)?.properties;
    documented[status] =
      carried.length > 0 && properties?.code
        ? { ...answer, properties: { ...properties, code: { type: 'string', enum: carried } } }
        : answer;
  }
  return documented;
}
