import { studentRoles, teacherRoles } from '@tutorium/contract/access';
import { reviewEndpoints } from '@tutorium/contract/endpoints/reviews';
import { reviewMessages } from '@tutorium/contract/reviews';
import type { FastifyPluginAsync } from 'fastify';
import { requireRole } from '../../platform/authentication';
import type { AppContext } from '../../platform/context';
import { registerEndpoint } from '../../platform/endpoint-route';
import { createReview, listReviews, replyToReview, updateMyReview } from './service';

/** Mounted at /api. */
export const reviewRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerEndpoint(app, reviewEndpoints.list, async (request) => ({
    success: true as const,
    ...(await listReviews(ctx, request.params.courseId, request.user)),
  }));

  registerEndpoint(app, reviewEndpoints.create, async (request) => ({
    success: true as const,
    message: reviewMessages.created,
    data: await createReview(ctx, requireRole(request, studentRoles), request.params.courseId, request.body),
  }));

  registerEndpoint(app, reviewEndpoints.updateMine, async (request) => ({
    success: true as const,
    message: reviewMessages.updated,
    data: await updateMyReview(ctx, requireRole(request, studentRoles), request.params.courseId, request.body),
  }));

  registerEndpoint(app, reviewEndpoints.reply, async (request) => ({
    success: true as const,
    message: reviewMessages.replied,
    data: await replyToReview(ctx, requireRole(request, teacherRoles), request.params.id, request.body.reply),
  }));
};
