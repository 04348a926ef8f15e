import { teacherRoles } from '@tutorium/contract/access';
import { courseScoresResponseSchema, scoreInputSchema, scoreMessages } from '@tutorium/contract/grades';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRole } from '../../platform/authentication';
import type { AppContext } from '../../platform/context';
import { failureResponses } from '../../platform/route-schemas';
import { courseScoreSheet, recordScore } from './service';

const failures = failureResponses(400, 401, 403, 404);

/** Mounted at /api/courses. */
export const scoreRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/:courseId/scores',
    {
      schema: {
        tags: ['scores'],
        summary: "The course's students with score, grade and progress (its teacher or an admin)",
        params: z.object({ courseId: z.uuid('Not a valid course id') }),
        response: { 200: courseScoresResponseSchema, ...failures },
      },
      config: { access: teacherRoles },
    },
    async (request) => ({
      success: true as const,
      data: await courseScoreSheet(ctx, requireRole(request, teacherRoles), request.params.courseId),
    }),
  );

  app.put(
    '/:courseId/scores/:studentId',
    {
      schema: {
        tags: ['scores'],
        summary: "Record a student's score 0-100 in the course",
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
      config: { access: teacherRoles },
    },
    async (request) => ({
      success: true as const,
      message: scoreMessages.saved,
      data: await recordScore(
        ctx,
        requireRole(request, teacherRoles),
        request.params.courseId,
        request.params.studentId,
        request.body.score,
      ),
    }),
  );
};
