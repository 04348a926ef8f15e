import { outboxEndpoints } from '@tutorium/contract/endpoints/outbox';
import { outboxMessages } from '@tutorium/contract/outbox';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';
import { ok, registerEndpoints } from '../../platform/endpoint-route';
import { listOutbox, retryOutboxMessage } from './service';

/** The email outbox as administrators see it: what is waiting, what failed and why, and a retry. */
export const outboxRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerEndpoints(app, outboxEndpoints, {
    list: async (request) => ok(await listOutbox(ctx, request.query)),

    retry: async (request) =>
      ok({ message: outboxMessages.retrying, data: await retryOutboxMessage(ctx, request.params.id) }),
  });
};
