import { scoreEndpoints } from '@tutorium/contract/endpoints/scores';
import { scoreMessages } from '@tutorium/contract/grades';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';
import { ok, registerEndpoints } from '../../platform/endpoint-route';
import { courseScoreSheet, recordScore, recordScores } from './service';

/** Mounted at /api/courses. */
export const scoreRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerEndpoints(app, scoreEndpoints, {
    sheet: async (request) => ok({ data: await courseScoreSheet(ctx, request.user, request.params.courseId) }),

    saveSheet: async (request) => {
      const saved = await recordScores(ctx, request.user, request.params.courseId, request.body);
      return ok({ message: scoreMessages.savedMany(saved.length), data: saved });
    },

    record: async (request) =>
      ok({
        message: scoreMessages.saved,
        data: await recordScore(
          ctx,
          request.user,
          request.params.courseId,
          request.params.studentId,
          request.body.score,
        ),
      }),
  });
};
