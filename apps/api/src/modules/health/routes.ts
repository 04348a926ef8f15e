import { healthResponseSchema } from '@tutorium/contract/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const healthRoutes: FastifyPluginAsyncZod<{ ping: () => Promise<void> }> = async (app, { ping }) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness with a database round trip: 200 when reachable, 503 when not',
        response: { 200: healthResponseSchema, 503: healthResponseSchema },
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      try {
        await ping();
        return { status: 'ok' as const, database: 'up' as const };
      } catch (error) {
        request.log.warn({ err: error }, 'health check: database unreachable');
        return reply.status(503).send({ status: 'unavailable', database: 'down' });
      }
    },
  );
};
