import { siteSettingsSchema } from '@tutorium/contract/site';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context';

export const siteRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/site',
    {
      schema: {
        tags: ['site'],
        summary: 'Site-wide settings: the currency of every price',
        response: { 200: siteSettingsSchema },
      },
      config: { access: 'public' },
    },
    async () => ({ success: true as const, data: { currency: ctx.config.currency } }),
  );
};
