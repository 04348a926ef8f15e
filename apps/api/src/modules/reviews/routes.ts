import { studentRoles, teacherRoles } from '@tutorium/contract/access';
import { idParamsSchema } from '@tutorium/contract/fields';
import {
  replyInputSchema,
  reviewInputSchema,
  reviewListSchema,
  reviewMessages,
  reviewResponseSchema,
} from '@tutorium/contract/reviews';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRole } from '../../platform/authentication';
import type { AppContext } from '../../platform/context';
import { courseIdParams, failureResponses } from '../../platform/route-schemas';
import { createReview, listReviews, replyToReview, updateMyReview } from './service';

const failures = failureResponses(400, 401, 403, 404, 409);

/** Mounted at /api. */
export const reviewRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/courses/:courseId/reviews',
    {
      schema: {
        tags: ['reviews'],
        summary: "A course's reviews with the rating summary (public)",
        params: courseIdParams,
        response: { 200: reviewListSchema, ...failures },
      },
      config: { access: 'public' },
    },
    async (request) => ({ success: true as const, ...(await listReviews(ctx, request.params.courseId, request.user)) }),
  );

  app.post(
    '/courses/:courseId/reviews',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Rate a course 1-5 (enrolled students who completed a lesson or attended a class; once)',
        params: courseIdParams,
        body: reviewInputSchema,
        response: { 201: reviewResponseSchema, ...failures },
      },
      config: { access: studentRoles },
    },
    async (request, reply) => {
      const data = await createReview(ctx, requireRole(request, studentRoles), request.params.courseId, request.body);
      return reply.status(201).send({ success: true, message: reviewMessages.created, data });
    },
  );

  app.put(
    '/courses/:courseId/reviews/mine',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Edit your own review',
        params: courseIdParams,
        body: reviewInputSchema,
        response: { 200: reviewResponseSchema, ...failures },
      },
      config: { access: studentRoles },
    },
    async (request) => ({
      success: true as const,
      message: reviewMessages.updated,
      data: await updateMyReview(ctx, requireRole(request, studentRoles), request.params.courseId, request.body),
    }),
  );

  app.post(
    '/reviews/:id/reply',
    {
      schema: {
        tags: ['reviews'],
        summary: "The course's teacher replies to a review, once",
        params: idParamsSchema,
        body: replyInputSchema,
        response: { 200: reviewResponseSchema, ...failures },
      },
      config: { access: teacherRoles },
    },
    async (request) => ({
      success: true as const,
      message: reviewMessages.replied,
      data: await replyToReview(ctx, requireRole(request, teacherRoles), request.params.id, request.body.reply),
    }),
  );
};
