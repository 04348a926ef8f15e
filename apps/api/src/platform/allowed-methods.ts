import type { FastifyInstance } from 'fastify';

/**
 * Remembers every route as it is added, so a request for a known path with another method can be
 * answered 405 with an Allow header; Fastify itself only knows "no route" (404).
 */
export function trackAllowedMethods(app: FastifyInstance): (path: string) => string[] {
  const routes: { pattern: RegExp; methods: string[] }[] = [];
  app.addHook('onRoute', (route) => {
    // OPTIONS is the CORS preflight, answered on every path: it says nothing about what a path offers.
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter(
      (method) => method !== 'OPTIONS',
    );
    if (methods.length === 0) return;
    const source = route.url
      .split('/')
      .map((segment) =>
        segment.startsWith(':') ? '[^/]+' : segment === '*' ? '.*' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('/');
    routes.push({
      pattern: new RegExp(`^${source}/?$`),
      methods,
    });
  });
  return (path) => [...new Set(routes.filter((route) => route.pattern.test(path)).flatMap((route) => route.methods))];
}
