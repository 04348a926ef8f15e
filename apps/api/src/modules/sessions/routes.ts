import { sessionEndpoints } from '@tutorium/contract/endpoints/sessions';
import { sessionMessages } from '@tutorium/contract/sessions';
import type { FastifyPluginAsync } from 'fastify';
import { requireUser } from '../../platform/authentication';
import type { AppContext } from '../../platform/context';
import { registerEndpoint } from '../../platform/endpoint-route';
import { endSession, listSignIns, revokeDevice, signOutEverywhere } from './service';

/** "Where you're signed in": the caller's own sessions and trusted devices, registered from the contract. */
export const sessionRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerEndpoint(app, sessionEndpoints.list, async (request) => ({
    success: true as const,
    data: await listSignIns(ctx, requireUser(request)),
  }));

  registerEndpoint(app, sessionEndpoints.end, async (request) => {
    await endSession(ctx, requireUser(request), request.params.id);
    return { success: true as const, message: sessionMessages.sessionEnded };
  });

  registerEndpoint(app, sessionEndpoints.signOutOthers, async (request) => {
    const user = requireUser(request);
    const counts = await ctx.db.transaction((tx) => signOutEverywhere(tx, user.id, user.sessionId));
    return { success: true as const, message: sessionMessages.othersEnded, ...counts };
  });

  registerEndpoint(app, sessionEndpoints.revokeDevice, async (request) => {
    await revokeDevice(ctx, requireUser(request), request.params.id);
    return { success: true as const, message: sessionMessages.deviceRevoked };
  });
};
