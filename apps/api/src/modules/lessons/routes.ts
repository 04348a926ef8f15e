import { teacherRoles } from '@tutorium/contract/access';
import { messageResponseSchema } from '@tutorium/contract/api';
import { idParamsSchema } from '@tutorium/contract/fields';
import {
  lessonCompletionSchema,
  lessonInputSchema,
  lessonListSchema,
  lessonMessages,
  lessonOrderSchema,
  lessonOutlineSchema,
  lessonResponseSchema,
} from '@tutorium/contract/lessons';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRole, requireUser } from '../../platform/authentication';
import type { AppContext } from '../../platform/context';
import { courseIdParams, failureResponses } from '../../platform/route-schemas';
import {
  createLesson,
  deleteLesson,
  listLessons,
  listOutline,
  reorderLessons,
  setCompletion,
  updateLesson,
} from './service';

const failures = failureResponses(400, 401, 403, 404);

/** Mounted at /api: course-scoped paths under /courses/:courseId/lessons, lesson paths under /lessons. */
export const lessonRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/courses/:courseId/lessons',
    {
      schema: {
        tags: ['lessons'],
        summary: "A course's lessons in order (its teacher, admins, enrolled students with their completions)",
        params: courseIdParams,
        response: { 200: lessonListSchema, ...failures },
      },
      config: { access: 'signed-in' },
    },
    async (request) => ({
      success: true as const,
      ...(await listLessons(ctx, requireUser(request), request.params.courseId)),
    }),
  );

  app.get(
    '/courses/:courseId/outline',
    {
      schema: {
        tags: ['lessons'],
        summary: "A course's lesson titles in order (public, for the course page before enrolling)",
        params: courseIdParams,
        response: { 200: lessonOutlineSchema, ...failures },
      },
      config: { access: 'public' },
    },
    async (request) => ({
      success: true as const,
      data: await listOutline(ctx, request.params.courseId, request.user),
    }),
  );

  app.post(
    '/courses/:courseId/lessons',
    {
      schema: {
        tags: ['lessons'],
        summary: 'Add a lesson at the end (the course teacher or an admin)',
        params: courseIdParams,
        body: lessonInputSchema,
        response: { 201: lessonResponseSchema, ...failures },
      },
      config: { access: teacherRoles },
    },
    async (request, reply) => {
      const data = await createLesson(ctx, requireRole(request, teacherRoles), request.params.courseId, request.body);
      return reply.status(201).send({ success: true, message: lessonMessages.created, data });
    },
  );

  app.put(
    '/courses/:courseId/lessons/order',
    {
      schema: {
        tags: ['lessons'],
        summary: 'Reorder the lessons: send every lesson id once, in the new order',
        params: courseIdParams,
        body: lessonOrderSchema,
        response: { 200: messageResponseSchema, ...failures },
      },
      config: { access: teacherRoles },
    },
    async (request) => {
      await reorderLessons(ctx, requireRole(request, teacherRoles), request.params.courseId, request.body.lessonIds);
      return { success: true as const, message: lessonMessages.reordered };
    },
  );

  app.put(
    '/lessons/:id',
    {
      schema: {
        tags: ['lessons'],
        summary: 'Edit a lesson',
        params: idParamsSchema,
        body: lessonInputSchema,
        response: { 200: lessonResponseSchema, ...failures },
      },
      config: { access: teacherRoles },
    },
    async (request) => ({
      success: true as const,
      message: lessonMessages.updated,
      data: await updateLesson(ctx, requireRole(request, teacherRoles), request.params.id, request.body),
    }),
  );

  app.delete(
    '/lessons/:id',
    {
      schema: {
        tags: ['lessons'],
        summary: 'Delete a lesson; the rest close up',
        params: idParamsSchema,
        response: { 200: messageResponseSchema, ...failures },
      },
      config: { access: teacherRoles },
    },
    async (request) => {
      await deleteLesson(ctx, requireRole(request, teacherRoles), request.params.id);
      return { success: true as const, message: lessonMessages.deleted };
    },
  );

  app.put(
    '/lessons/:id/completion',
    {
      schema: {
        tags: ['lessons'],
        summary: 'An enrolled student marks a lesson complete or not; answers the updated lessons and progress',
        params: idParamsSchema,
        body: lessonCompletionSchema,
        response: { 200: lessonListSchema.extend({ message: z.string() }), ...failures },
      },
      config: { access: 'signed-in' },
    },
    async (request) => {
      const result = await setCompletion(ctx, requireUser(request), request.params.id, request.body.completed);
      const message = request.body.completed ? lessonMessages.completed : lessonMessages.uncompleted;
      return { success: true as const, message, ...result };
    },
  );
};
