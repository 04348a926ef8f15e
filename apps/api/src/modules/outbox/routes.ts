import { outboxEndpoints } from '@tutorium/contract/endpoints/outbox';
import { outboxMessages } from '@tutorium/contract/outbox';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';
import { registerEndpoint } from '../../platform/endpoint-route';
import { listOutbox, retryOutboxMessage } from './service';

/** The email outbox as administrators see it: what is waiting, what failed and why, and a retry. */
export const outboxRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerEndpoint(app, outboxEndpoints.list, async (request) => ({
    success: true as const,
    ...(await listOutbox(ctx, request.query)),
  }));

  registerEndpoint(app, outboxEndpoints.retry, async (request) => ({
    success: true as const,
    message: outboxMessages.retrying,
    data: await retryOutboxMessage(ctx, request.params.id),
  }));
};
