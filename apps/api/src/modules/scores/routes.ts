import { courseScoresResponseSchema, scoreInputSchema, scoreMessages } from '@tutorium/contract/grades';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRole } from '../../platform/authentication';
import type { AppContext } from '../../platform/context';
import { failureResponses, secured } from '../../platform/route-schemas';
import { courseScoreSheet, recordScore } from './service';

const failures = failureResponses(400, 401, 403, 404);
const teachers = ['teacher', 'admin'] as const;

/** Mounted at /api/courses. */
export const scoreRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/:courseId/scores',
    {
      schema: {
        tags: ['scores'],
        summary: "The course's students with score, grade and progress (its teacher or an admin)",
        ...secured,
        params: z.object({ courseId: z.uuid('Not a valid course id') }),
        response: { 200: courseScoresResponseSchema, ...failures },
      },
    },
    async (request) => ({
      success: true as const,
      data: await courseScoreSheet(ctx, requireRole(request, teachers), request.params.courseId),
    }),
  );

  app.put(
    '/:courseId/scores/:studentId',
    {
      schema: {
        tags: ['scores'],
        summary: "Record a student's score 0-100 in the course",
        ...secured,
        params: z.object({ courseId: z.uuid('Not a valid course id'), studentId: z.uuid('Not a valid student id') }),
        body: scoreInputSchema,
        response: {
          200: z.object({
            success: z.literal(true),
            message: z.string(),
            data: z.object({ score: z.number(), grade: z.string() }),
          }),
          ...failures,
        },
      },
    },
    async (request) => ({
      success: true as const,
      message: scoreMessages.saved,
      data: await recordScore(
        ctx,
        requireRole(request, teachers),
        request.params.courseId,
        request.params.studentId,
        request.body.score,
      ),
    }),
  );
};
