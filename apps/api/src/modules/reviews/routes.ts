import { reviewEndpoints } from '@tutorium/contract/endpoints/reviews';
import { reviewMessages } from '@tutorium/contract/reviews';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';
import { ok, registerEndpoints } from '../../platform/endpoint-route';
import { createReview, listReviews, replyToReview, updateMyReview } from './service';

/** Mounted at /api. */
export const reviewRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerEndpoints(app, reviewEndpoints, {
    list: async (request) => ok(await listReviews(ctx, request.params.courseId, request.user)),

    create: async (request) =>
      ok({
        message: reviewMessages.created,
        data: await createReview(ctx, request.user, request.params.courseId, request.body),
      }),

    updateMine: async (request) =>
      ok({
        message: reviewMessages.updated,
        data: await updateMyReview(ctx, request.user, request.params.courseId, request.body),
      }),

    reply: async (request) =>
      ok({
        message: reviewMessages.replied,
        data: await replyToReview(ctx, request.user, request.params.id, request.body.reply),
      }),
  });
};
