import { randomUUID } from 'node:crypto';
import type { Access } from '@tutorium/contract/access';
import type { Role } from '@tutorium/contract/roles';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { type DeclaredRoute, requireAccessDeclarations } from '../../src/platform/access';
import { createSignedInUsers, json, type TestUser, useTestApp } from '../helpers/test-app';

const t = useTestApp();

/** A concrete URL for a route pattern: every parameter filled with something that exists nowhere. */
function concreteUrl(url: string): string {
  return url.replace(/:(\w+)/g, (_, name: string) => (name === 'file' ? `${'x'.repeat(32)}.ics` : randomUUID()));
}

const allows = (access: Access, role: Role) => access === 'public' || access === 'signed-in' || access.includes(role);

/**
 * Routes open to a role that still refuse it an id that exists nowhere, by design: a guardian's child
 * overview and the child's fees answer an unknown student as someone else's child (403 not_your_child),
 * so ids cannot be probed.
 */
const refusesUnknownIds = new Set([
  'GET /api/guardian/children/:studentId',
  'GET /api/guardian/children/:studentId/invoices',
]);

describe('declared access, walked over the whole route table', () => {
  const callers: Role[] = ['student', 'teacher', 'admin', 'guardian'];

  it('knows every API route, and each declares its access', () => {
    const routes = t.app.apiRoutes;
    expect(routes.length).toBeGreaterThan(60);
    for (const expected of ['POST /api/auth/login', 'POST /api/courses', 'GET /api/users', 'GET /api/health']) {
      expect(routes.map((route) => `${route.method} ${route.url}`)).toContain(expected);
    }
  });

  it('answers each route as declared for a visitor, a student, a teacher, an admin and a guardian, before reading the body', async () => {
    // HEAD routes are Fastify's copies of the GET ones, with the same declaration.
    const routes = t.app.apiRoutes.filter((route) => route.method !== 'HEAD' && !route.url.startsWith('/api/docs'));
    // Fresh sessions for every request: some allowed calls (sign-out, password changes) end the caller's session.
    const crowds = Object.fromEntries(
      await Promise.all(
        callers.map(async (role) => [role, await createSignedInUsers(t, role, routes.length)] as const),
      ),
    ) as Record<Role, TestUser[]>;

    const refusals: string[] = [];
    for (const [index, route] of routes.entries()) {
      const url = concreteUrl(route.url);
      // No body at all: a route that validated before checking access would answer 400, not 401/403.
      const visitor = await t.app.inject({ method: route.method as 'GET', url });
      const name = `${route.method} ${route.url}`;
      if (route.access === 'public') {
        if ([401, 403].includes(visitor.statusCode)) refusals.push(`${name}: visitor got ${visitor.statusCode}`);
      } else if (visitor.statusCode !== 401) {
        refusals.push(`${name}: visitor got ${visitor.statusCode}, expected 401`);
      }
      for (const role of callers) {
        const caller = crowds[role][index];
        if (!caller) throw new Error('not enough callers');
        // An accepted notification stream never ends: its status comes with the headers, then hang up.
        const streaming = route.url === '/api/notifications/stream';
        const response = await t.app.inject({
          method: route.method as 'GET',
          url,
          headers: caller.headers,
          ...(streaming ? { payloadAsStream: true } : {}),
        });
        if (streaming) response.stream().destroy();
        const refused = [401, 403].includes(response.statusCode);
        if (allows(route.access, role) && refused && !refusesUnknownIds.has(name)) {
          refusals.push(`${name}: ${role} got ${response.statusCode} (${response.body})`);
        }
        if (!allows(route.access, role) && response.statusCode !== 403) {
          refusals.push(`${name}: ${role} got ${response.statusCode}, expected 403`);
        }
      }
    }
    expect(refusals).toEqual([]);
  });

  it('shows each route its access in the OpenAPI document, with the bearer requirement when not public', async () => {
    const spec = json<{
      paths: Record<string, Record<string, { 'x-access'?: Access; security?: unknown; description?: string }>>;
    }>(await t.app.inject({ method: 'GET', url: '/api/docs/json' }));
    // A prefix's root route ('/api/users') is documented with its trailing slash.
    const documented = (route: DeclaredRoute) => {
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      return (spec.paths[path] ?? spec.paths[`${path}/`])?.[route.method.toLowerCase()];
    };
    for (const route of t.app.apiRoutes.filter((r) => r.method !== 'HEAD' && !r.url.startsWith('/api/docs'))) {
      const operation = documented(route);
      expect(operation, `${route.method} ${route.url}`).toBeDefined();
      expect(operation?.['x-access']).toEqual(route.access);
      expect(operation?.description).toMatch(/Who may call it: /);
      if (route.access === 'public') expect(operation?.security).toBeUndefined();
      else expect(operation?.security).toEqual([{ bearer: [] }]);
    }
    expect(documented({ method: 'GET', url: '/api/users', access: 'public' })?.['x-access']).toEqual(['admin']);
  });

  it('keeps the product wording of a 401 where a route declares one', async () => {
    const response = await t.app.inject({ method: 'POST', url: `/api/courses/${randomUUID()}/enroll` });
    expect(response.statusCode).toBe(401);
    expect(json(response).message).toBe('You must be logged in to enroll in a course');
  });
});

describe('a route without a declaration', () => {
  it('stops start-up, naming the route', async () => {
    const app = Fastify();
    requireAccessDeclarations(app);
    app.get('/api/public', { config: { access: 'public' } }, async () => 'ok');
    app.get('/elsewhere', async () => 'not under /api, so not ours to judge');
    expect(() => app.get('/api/forgotten', async () => 'oops')).toThrow(
      'GET /api/forgotten declares no access: add config: { access } to the route',
    );
    await app.close();
  });
});
