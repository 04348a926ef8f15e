import { studentRoles } from '@tutorium/contract/access';
import { progressEndpoints } from '@tutorium/contract/endpoints/progress';
import type { FastifyPluginAsync } from 'fastify';
import { requireRole } from '../../platform/authentication';
import type { AppContext } from '../../platform/context';
import { registerEndpoint } from '../../platform/endpoint-route';
import { myProgress } from './service';

/** Mounted at /api/progress. */
export const progressRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerEndpoint(app, progressEndpoints.mine, async (request) => ({
    success: true as const,
    data: await myProgress(ctx, requireRole(request, studentRoles)),
  }));
};
