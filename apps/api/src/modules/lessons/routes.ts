import { teacherRoles } from '@tutorium/contract/access';
import { lessonEndpoints } from '@tutorium/contract/endpoints/lessons';
import { lessonMessages } from '@tutorium/contract/lessons';
import type { FastifyPluginAsync } from 'fastify';
import { requireRole, requireUser } from '../../platform/authentication';
import type { AppContext } from '../../platform/context';
import { registerEndpoint } from '../../platform/endpoint-route';
import {
  createLesson,
  deleteLesson,
  listLessons,
  listOutline,
  reorderLessons,
  setCompletion,
  updateLesson,
} from './service';

/** Mounted at /api: course-scoped paths under /courses/:courseId/lessons, lesson paths under /lessons. */
export const lessonRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerEndpoint(app, lessonEndpoints.list, async (request) => ({
    success: true as const,
    ...(await listLessons(ctx, requireUser(request), request.params.courseId)),
  }));

  registerEndpoint(app, lessonEndpoints.outline, async (request) => ({
    success: true as const,
    data: await listOutline(ctx, request.params.courseId, request.user),
  }));

  registerEndpoint(app, lessonEndpoints.create, async (request) => ({
    success: true as const,
    message: lessonMessages.created,
    data: await createLesson(ctx, requireRole(request, teacherRoles), request.params.courseId, request.body),
  }));

  registerEndpoint(app, lessonEndpoints.reorder, async (request) => {
    await reorderLessons(ctx, requireRole(request, teacherRoles), request.params.courseId, request.body.lessonIds);
    return { success: true as const, message: lessonMessages.reordered };
  });

  registerEndpoint(app, lessonEndpoints.update, async (request) => ({
    success: true as const,
    message: lessonMessages.updated,
    data: await updateLesson(ctx, requireRole(request, teacherRoles), request.params.id, request.body),
  }));

  registerEndpoint(app, lessonEndpoints.delete, async (request) => {
    await deleteLesson(ctx, requireRole(request, teacherRoles), request.params.id);
    return { success: true as const, message: lessonMessages.deleted };
  });

  registerEndpoint(app, lessonEndpoints.completion, async (request) => {
    const result = await setCompletion(ctx, requireUser(request), request.params.id, request.body.completed);
    const message = request.body.completed ? lessonMessages.completed : lessonMessages.uncompleted;
    return { success: true as const, message, ...result };
  });
};
