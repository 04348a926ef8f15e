import { siteEndpoints } from '@tutorium/contract/endpoints/site';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';
import { ok, registerEndpoints } from '../../platform/endpoint-route';

export const siteRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerEndpoints(app, siteEndpoints, {
    settings: async () =>
      ok({ data: { currency: ctx.config.currency, onlinePayments: ctx.config.stripe !== undefined } }),
  });
};
