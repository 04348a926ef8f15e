import { teacherRoles } from '@tutorium/contract/access';
import { errorResponseSchema, messageResponseSchema } from '@tutorium/contract/api';
import {
  catalogueCategoriesSchema,
  catalogueQuerySchema,
  courseDependentsSchema,
  courseInputSchema,
  courseListResponseSchema,
  courseMessages,
  courseResponseSchema,
  courseSchema,
  instructorCoursesQuerySchema,
} from '@tutorium/contract/courses';
import { idParamsSchema } from '@tutorium/contract/fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRole } from '../../platform/authentication';
import type { AppContext } from '../../platform/context';
import { unauthenticated } from '../../platform/errors';
import { failureResponses, secured } from '../../platform/route-schemas';
import {
  courseDependents,
  createCourse,
  deleteCourse,
  enrol,
  getCourse,
  listCatalogue,
  listCatalogueCategories,
  listInstructorCourses,
  listStudentCourses,
  unenrol,
  updateCourse,
} from './service';

const failures = failureResponses(400, 401, 403, 404, 409);
const teachers = ['teacher', 'admin'] as const;
const students = ['student'] as const;

export const courseRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['courses'],
        summary: 'The public catalogue: active and upcoming courses, searchable, filterable, sorted and paged',
        querystring: catalogueQuerySchema,
        response: { 200: courseListResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => ({ success: true as const, ...(await listCatalogue(ctx, request.query, request.user)) }),
  );

  app.get(
    '/categories',
    {
      schema: {
        tags: ['courses'],
        summary: 'The categories that have published courses, with their counts',
        response: { 200: catalogueCategoriesSchema },
      },
      config: { access: 'public' },
    },
    async () => ({ success: true as const, data: await listCatalogueCategories(ctx) }),
  );

  app.post(
    '/',
    {
      schema: {
        tags: ['courses'],
        summary: 'Create a course (teachers and admins)',
        ...secured,
        body: courseInputSchema,
        response: { 201: courseResponseSchema, ...failures },
      },
      config: { access: teacherRoles },
    },
    async (request, reply) => {
      const data = await createCourse(ctx, requireRole(request, teachers), request.body);
      return reply.status(201).send({ success: true, data, message: courseMessages.created });
    },
  );

  app.get(
    '/instructor/courses',
    {
      schema: {
        tags: ['courses'],
        summary: "The signed-in teacher's courses (every course for an admin)",
        ...secured,
        querystring: instructorCoursesQuerySchema,
        response: { 200: courseListResponseSchema, ...failures },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await listInstructorCourses(ctx, requireRole(request, teachers), request.query)),
    }),
  );

  app.get(
    '/student/courses',
    {
      schema: {
        tags: ['courses'],
        summary: "The signed-in student's enrolled courses",
        ...secured,
        response: { 200: z.object({ success: z.literal(true), data: z.array(courseSchema) }), ...failures },
      },
    },
    async (request) => {
      if (!request.user) throw unauthenticated(courseMessages.enrolledLoginRequired);
      return { success: true as const, data: await listStudentCourses(ctx, requireRole(request, students)) };
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['courses'],
        summary: 'One course',
        params: idParamsSchema,
        response: { 200: courseResponseSchema, ...failures },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getCourse(ctx, request.params.id, request.user),
      message: courseMessages.found,
    }),
  );

  app.put(
    '/:id',
    {
      schema: {
        tags: ['courses'],
        summary: 'Update a course (its teacher or an admin)',
        ...secured,
        params: idParamsSchema,
        body: courseInputSchema,
        response: { 200: courseResponseSchema, ...failures },
      },
    },
    async (request) => ({
      success: true as const,
      data: await updateCourse(ctx, requireRole(request, teachers), request.params.id, request.body),
      message: courseMessages.updated,
    }),
  );

  app.get(
    '/:id/dependents',
    {
      schema: {
        tags: ['courses'],
        summary: 'What deleting the course would remove with it',
        ...secured,
        params: idParamsSchema,
        response: { 200: courseDependentsSchema, ...failures },
      },
    },
    async (request) => ({
      success: true as const,
      data: await courseDependents(ctx, requireRole(request, teachers), request.params.id),
    }),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags: ['courses'],
        summary: 'Delete a course with its enrolments (its teacher or an admin)',
        ...secured,
        params: idParamsSchema,
        response: { 200: messageResponseSchema, ...failures },
      },
    },
    async (request) => {
      await deleteCourse(ctx, requireRole(request, teachers), request.params.id);
      return { success: true as const, message: courseMessages.deleted };
    },
  );

  app.post(
    '/:id/enroll',
    {
      schema: {
        tags: ['enrolments'],
        summary: 'Enrol the signed-in student (409 when full or already enrolled)',
        ...secured,
        params: idParamsSchema,
        response: { 201: courseResponseSchema, ...failures },
      },
    },
    async (request, reply) => {
      if (!request.user) throw unauthenticated(courseMessages.enrolLoginRequired);
      const student = requireRole(request, students);
      await enrol(ctx, student, request.params.id);
      const data = await getCourse(ctx, request.params.id, student);
      return reply.status(201).send({ success: true, data, message: courseMessages.enrolled });
    },
  );

  app.delete(
    '/:id/enroll',
    {
      schema: {
        tags: ['enrolments'],
        summary: 'Unenrol the signed-in student',
        ...secured,
        params: idParamsSchema,
        response: { 200: messageResponseSchema, ...failures },
      },
    },
    async (request) => {
      await unenrol(ctx, requireRole(request, students), request.params.id);
      return { success: true as const, message: courseMessages.unenrolled };
    },
  );
};
