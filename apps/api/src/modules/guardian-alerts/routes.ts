import { guardianAlertEndpoints } from '@tutorium/contract/endpoints/guardians';
import { guardianMessages } from '@tutorium/contract/guardians';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';
import { ok, registerEndpoints } from '../../platform/endpoint-route';
import { readPreferences, savePreferences } from './preferences';
import { unsubscribe } from './unsubscribe-links';

/** A guardian's choice of emails about their children, and the emails' own unsubscribe links. */
export const guardianAlertRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerEndpoints(app, guardianAlertEndpoints, {
    preferences: async (request) => ok({ data: await readPreferences(ctx, request.user) }),

    updatePreferences: async (request) =>
      ok({ message: guardianMessages.preferencesSaved, data: await savePreferences(ctx, request.user, request.body) }),

    unsubscribe: async (request) => {
      const kind = await unsubscribe(ctx, request.body.token, request.ip);
      return ok({ message: guardianMessages.unsubscribed, data: { kind } });
    },
  });
};
