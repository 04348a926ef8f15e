import { teacherRoles } from '@tutorium/contract/access';
import { scoreEndpoints } from '@tutorium/contract/endpoints/scores';
import { scoreMessages } from '@tutorium/contract/grades';
import type { FastifyPluginAsync } from 'fastify';
import { requireRole } from '../../platform/authentication';
import type { AppContext } from '../../platform/context';
import { registerEndpoint } from '../../platform/endpoint-route';
import { courseScoreSheet, recordScore } from './service';

/** Mounted at /api/courses. */
export const scoreRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerEndpoint(app, scoreEndpoints.sheet, async (request) => ({
    success: true as const,
    data: await courseScoreSheet(ctx, requireRole(request, teacherRoles), request.params.courseId),
  }));

  registerEndpoint(app, scoreEndpoints.record, async (request) => ({
    success: true as const,
    message: scoreMessages.saved,
    data: await recordScore(
      ctx,
      requireRole(request, teacherRoles),
      request.params.courseId,
      request.params.studentId,
      request.body.score,
    ),
  }));
};
