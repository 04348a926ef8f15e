import type { FastifyInstance } from 'fastify';

/**
 * Remembers every route as it is added, so a request for a known path with another method can be
 * answered 405 with an Allow header; Fastify itself only knows "no route" (404).
 */
export function trackAllowedMethods(app: FastifyInstance): (path: string) => string[] {
  const routes: { pattern: RegExp; methods: string[] }[] = [];
  app.addHook('onRoute', (route) => {
    const source = route.url
      .split('/')
      .map((segment) =>
        segment.startsWith(':') ? '[^/]+' : segment === '*' ? '.*' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('/');
    routes.push({
      pattern: new RegExp(`^${source}/?$`),
      methods: Array.isArray(route.method) ? route.method : [route.method],
    });
  });
  return (path) => [...new Set(routes.filter((route) => route.pattern.test(path)).flatMap((route) => route.methods))];
}
