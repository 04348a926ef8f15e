import { sessionEndpoints } from '@tutorium/contract/endpoints/sessions';
import { sessionMessages } from '@tutorium/contract/sessions';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';
import { ok, registerEndpoints } from '../../platform/endpoint-route';
import { endSession, listSignIns, revokeDevice, signOutEverywhere } from './service';

/** "Where you're signed in": the caller's own sessions and trusted devices, registered from the contract. */
export const sessionRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerEndpoints(app, sessionEndpoints, {
    list: async (request) => ok({ data: await listSignIns(ctx, request.user) }),

    end: async (request) => {
      await endSession(ctx, request.user, request.params.id);
      return ok({ message: sessionMessages.sessionEnded });
    },

    signOutOthers: async (request) => {
      const user = request.user;
      const counts = await ctx.db.transaction((tx) => signOutEverywhere(tx, user.id, user.sessionId));
      return ok({ message: sessionMessages.othersEnded, ...counts });
    },

    revokeDevice: async (request) => {
      await revokeDevice(ctx, request.user, request.params.id);
      return ok({ message: sessionMessages.deviceRevoked });
    },
  });
};
