import { lessonEndpoints } from '@tutorium/contract/endpoints/lessons';
import { lessonMessages } from '@tutorium/contract/lessons';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';
import { ok, registerEndpoints } from '../../platform/endpoint-route';
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
  registerEndpoints(app, lessonEndpoints, {
    list: async (request) => ok(await listLessons(ctx, request.user, request.params.courseId)),

    outline: async (request) => ok({ data: await listOutline(ctx, request.params.courseId, request.user) }),

    create: async (request) =>
      ok({
        message: lessonMessages.created,
        data: await createLesson(ctx, request.user, request.params.courseId, request.body),
      }),

    reorder: async (request) => {
      await reorderLessons(ctx, request.user, request.params.courseId, request.body.lessonIds);
      return ok({ message: lessonMessages.reordered });
    },

    update: async (request) =>
      ok({
        message: lessonMessages.updated,
        data: await updateLesson(ctx, request.user, request.params.id, request.body),
      }),

    delete: async (request) => {
      await deleteLesson(ctx, request.user, request.params.id);
      return ok({ message: lessonMessages.deleted });
    },

    completion: async (request) => {
      const result = await setCompletion(ctx, request.user, request.params.id, request.body.completed);
      const message = request.body.completed ? lessonMessages.completed : lessonMessages.uncompleted;
      return ok({ message, ...result });
    },
  });
};
