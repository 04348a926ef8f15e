import { studentRoles, teacherRoles } from '@tutorium/contract/access';
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
import { failureResponses } from '../../platform/route-schemas';
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
import { waitlistRoutes } from './waitlist-routes';

const failures = failureResponses(400, 401, 403, 404, 409);

export const courseRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  await app.register(waitlistRoutes, { ctx });

  app.get(
    '/',
    {
      schema: {
        tags: ['courses'],
        summary: 'The public catalogue: active and upcoming courses, searchable, filterable, sorted and paged',
        querystring: catalogueQuerySchema,
        response: { 200: courseListResponseSchema, 400: errorResponseSchema },
      },
      config: { access: 'public' },
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
        body: courseInputSchema,
        response: { 201: courseResponseSchema, ...failures },
      },
      config: { access: teacherRoles },
    },
    async (request, reply) => {
      const data = await createCourse(ctx, requireRole(request, teacherRoles), request.body);
      return reply.status(201).send({ success: true, data, message: courseMessages.created });
    },
  );

  app.get(
    '/instructor/courses',
    {
      schema: {
        tags: ['courses'],
        summary: "The signed-in teacher's courses (every course for an admin)",
        querystring: instructorCoursesQuerySchema,
        response: { 200: courseListResponseSchema, ...failures },
      },
      config: { access: teacherRoles },
    },
    async (request) => ({
      success: true as const,
      ...(await listInstructorCourses(ctx, requireRole(request, teacherRoles), request.query)),
    }),
  );

  app.get(
    '/student/courses',
    {
      schema: {
        tags: ['courses'],
        summary: "The signed-in student's enrolled courses",
        response: { 200: z.object({ success: z.literal(true), data: z.array(courseSchema) }), ...failures },
      },
      config: { access: studentRoles, signInMessage: courseMessages.enrolledLoginRequired },
    },
    async (request) => {
      return { success: true as const, data: await listStudentCourses(ctx, requireRole(request, studentRoles)) };
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
      config: { access: 'public' },
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
        params: idParamsSchema,
        body: courseInputSchema,
        response: { 200: courseResponseSchema, ...failures },
      },
      config: { access: teacherRoles },
    },
    async (request) => ({
      success: true as const,
      data: await updateCourse(ctx, requireRole(request, teacherRoles), request.params.id, request.body),
      message: courseMessages.updated,
    }),
  );

  app.get(
    '/:id/dependents',
    {
      schema: {
        tags: ['courses'],
        summary: 'What deleting the course would remove with it',
        params: idParamsSchema,
        response: { 200: courseDependentsSchema, ...failures },
      },
      config: { access: teacherRoles },
    },
    async (request) => ({
      success: true as const,
      data: await courseDependents(ctx, requireRole(request, teacherRoles), request.params.id),
    }),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags: ['courses'],
        summary: 'Delete a course with its enrolments (its teacher or an admin)',
        params: idParamsSchema,
        response: { 200: messageResponseSchema, ...failures },
      },
      config: { access: teacherRoles },
    },
    async (request) => {
      await deleteCourse(ctx, requireRole(request, teacherRoles), request.params.id);
      return { success: true as const, message: courseMessages.deleted };
    },
  );

  app.post(
    '/:id/enroll',
    {
      schema: {
        tags: ['enrolments'],
        summary: 'Enrol the signed-in student (409 when full or already enrolled)',
        params: idParamsSchema,
        response: { 201: courseResponseSchema, ...failures },
      },
      config: { access: studentRoles, signInMessage: courseMessages.enrolLoginRequired },
    },
    async (request, reply) => {
      const student = requireRole(request, studentRoles);
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
        summary: 'Unenrol the signed-in student; answers the course as they now see it',
        params: idParamsSchema,
        response: { 200: courseResponseSchema, ...failures },
      },
      config: { access: studentRoles },
    },
    async (request) => {
      const student = requireRole(request, studentRoles);
      await unenrol(ctx, student, request.params.id);
      const data = await getCourse(ctx, request.params.id, student, { afterUnenrol: true });
      return { success: true as const, data, message: courseMessages.unenrolled };
    },
  );
};
