import { siteEndpoints } from '@tutorium/contract/endpoints/site';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';
import { registerEndpoints } from '../../platform/endpoint-route';

export const siteRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerEndpoints(app, siteEndpoints, {
    settings: async () => ({
      success: true as const,
      data: { currency: ctx.config.currency },
    }),
  });
};
