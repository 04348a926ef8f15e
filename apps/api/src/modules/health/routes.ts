import { healthResponseSchema, readinessResponseSchema } from '@tutorium/contract/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** A named dependency of a ready instance: resolves when it works, throws when it does not. */
export type ReadinessChecks = Record<string, () => Promise<void>>;

/** How long one check may take before it counts as down, so a stalled dependency cannot stall the probe. */
const CHECK_TIMEOUT_MS = 3000;

async function withinTimeout(check: () => Promise<void>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([check(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export const healthRoutes: FastifyPluginAsyncZod<{ checks: ReadinessChecks }> = async (app, { checks }) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Liveness: 200 while the process answers (no dependency is consulted)',
        response: { 200: healthResponseSchema },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/health/ready',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Readiness: database, Redis (when configured) and file storage; 503 names what is down',
        response: { 200: readinessResponseSchema, 503: readinessResponseSchema },
      },
    },
    async (request, reply) => {
      const names = Object.keys(checks);
      const results = await Promise.allSettled(names.map((name) => withinTimeout(checks[name] ?? (async () => {}))));
      const states = Object.fromEntries(
        names.map((name, i) => [name, results[i]?.status === 'fulfilled' ? ('up' as const) : ('down' as const)]),
      );
      const down = names.filter((name) => states[name] === 'down');
      if (down.length === 0) return { status: 'ready' as const, checks: states, message: 'Ready' };
      results.forEach((result, i) => {
        if (result.status === 'rejected')
          request.log.warn({ err: result.reason, part: names[i] }, 'readiness check failed');
      });
      return reply
        .status(503)
        .send({ status: 'unavailable', checks: states, message: `Not ready: ${down.join(', ')} down` });
    },
  );
};
