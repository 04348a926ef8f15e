import { progressEndpoints } from '@tutorium/contract/endpoints/progress';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';
import { ok, registerEndpoints } from '../../platform/endpoint-route';
import { myProgress } from './service';

/** Mounted at /api/progress. */
export const progressRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerEndpoints(app, progressEndpoints, {
    mine: async (request) => ok({ data: await myProgress(ctx, request.user) }),
  });
};
