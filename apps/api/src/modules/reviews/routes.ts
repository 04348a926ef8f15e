import { reviewEndpoints } from '@tutorium/contract/endpoints/reviews';
import { reviewMessages } from '@tutorium/contract/reviews';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';
import { registerEndpoints } from '../../platform/endpoint-route';
import { createReview, listReviews, replyToReview, updateMyReview } from './service';

/** Mounted at /api. */
export const reviewRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerEndpoints(app, reviewEndpoints, {
    list: async (request) => ({
      success: true as const,
      ...(await listReviews(ctx, request.params.courseId, request.user)),
    }),

    create: async (request) => ({
      success: true as const,
      message: reviewMessages.created,
      data: await createReview(ctx, request.user, request.params.courseId, request.body),
    }),

    updateMine: async (request) => ({
      success: true as const,
      message: reviewMessages.updated,
      data: await updateMyReview(ctx, request.user, request.params.courseId, request.body),
    }),

    reply: async (request) => ({
      success: true as const,
      message: reviewMessages.replied,
      data: await replyToReview(ctx, request.user, request.params.id, request.body.reply),
    }),
  });
};
