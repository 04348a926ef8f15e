import { guardianPortalEndpoints } from '@tutorium/contract/endpoints/guardians';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';
import { ok, registerEndpoints } from '../../platform/endpoint-route';
import { childOverview } from './child-overview';
import { linkedChildren } from './linked-children';

/** The guardian portal's reads: the signed-in user's linked children, and one child's overview. */
export const guardianPortalRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerEndpoints(app, guardianPortalEndpoints, {
    children: async (request) => ok({ data: await linkedChildren(ctx, request.user.id) }),

    child: async (request) => ok({ data: await childOverview(ctx, request.user, request.params.studentId) }),
  });
};
