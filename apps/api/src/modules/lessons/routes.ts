import { lessonEndpoints } from '@tutorium/contract/endpoints/lessons';
import { lessonMessages } from '@tutorium/contract/lessons';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';
import { registerEndpoints } from '../../platform/endpoint-route';
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
    list: async (request) => ({
      success: true as const,
      ...(await listLessons(ctx, request.user, request.params.courseId)),
    }),

    outline: async (request) => ({
      success: true as const,
      data: await listOutline(ctx, request.params.courseId, request.user),
    }),

    create: async (request) => ({
      success: true as const,
      message: lessonMessages.created,
      data: await createLesson(ctx, request.user, request.params.courseId, request.body),
    }),

    reorder: async (request) => {
      await reorderLessons(ctx, request.user, request.params.courseId, request.body.lessonIds);
      return { success: true as const, message: lessonMessages.reordered };
    },

    update: async (request) => ({
      success: true as const,
      message: lessonMessages.updated,
      data: await updateLesson(ctx, request.user, request.params.id, request.body),
    }),

    delete: async (request) => {
      await deleteLesson(ctx, request.user, request.params.id);
      return { success: true as const, message: lessonMessages.deleted };
    },

    completion: async (request) => {
      const result = await setCompletion(ctx, request.user, request.params.id, request.body.completed);
      const message = request.body.completed ? lessonMessages.completed : lessonMessages.uncompleted;
      return { success: true as const, message, ...result };
    },
  });
};
