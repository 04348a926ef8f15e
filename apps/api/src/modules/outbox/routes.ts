import { adminRoles } from '@tutorium/contract/access';
import { idParamsSchema } from '@tutorium/contract/fields';
import {
  outboxListQuerySchema,
  outboxListResponseSchema,
  outboxMessages,
  outboxRetryResponseSchema,
} from '@tutorium/contract/outbox';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context';
import { failureResponses } from '../../platform/route-schemas';
import { listOutbox, retryOutboxMessage } from './service';

const failures = failureResponses(400, 401, 403, 404, 409);

/** The email outbox as administrators see it: what is waiting, what failed and why, and a retry. */
export const outboxRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/',
    {
      config: { access: adminRoles },
      schema: {
        tags: ['outbox'],
        summary: 'Emails not yet delivered (or those of one status), newest first (admins only)',
        querystring: outboxListQuerySchema,
        response: { 200: outboxListResponseSchema, ...failures },
      },
    },
    async (request) => ({ success: true as const, ...(await listOutbox(ctx, request.query)) }),
  );

  app.post(
    '/:id/retry',
    {
      config: { access: adminRoles },
      schema: {
        tags: ['outbox'],
        summary: 'Send a failed email again (admins only)',
        params: idParamsSchema,
        response: { 200: outboxRetryResponseSchema, ...failures },
      },
    },
    async (request) => ({
      success: true as const,
      message: outboxMessages.retrying,
      data: await retryOutboxMessage(ctx, request.params.id),
    }),
  );
};
