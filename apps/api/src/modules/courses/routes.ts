import { courseMessages } from '@tutorium/contract/courses';
import { courseEndpoints } from '@tutorium/contract/endpoints/courses';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';
import { ok, registerEndpoints } from '../../platform/endpoint-route';
import { getCourse } from './course-detail';
import { listCatalogue, listCatalogueCategories, listInstructorCourses, listStudentCourses } from './course-lists';
import { courseDependents, createCourse, deleteCourse, updateCourse } from './course-writes';
import { enrol, unenrol } from './enrolment';
import { waitlistRoutes } from './waitlist-routes';

/** Courses and enrolments, registered from their contract endpoints. */
export const courseRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  await app.register(waitlistRoutes, { ctx });

  registerEndpoints(app, courseEndpoints, {
    catalogue: async (request) => ok(await listCatalogue(ctx, request.query, request.user)),

    categories: async () => ok({ data: await listCatalogueCategories(ctx) }),

    create: async (request) =>
      ok({ data: await createCourse(ctx, request.user, request.body), message: courseMessages.created }),

    instructorCourses: async (request) => ok(await listInstructorCourses(ctx, request.user, request.query)),

    studentCourses: async (request) => ok({ data: await listStudentCourses(ctx, request.user) }),

    detail: async (request) =>
      ok({ data: await getCourse(ctx, request.params.id, request.user), message: courseMessages.found }),

    update: async (request) =>
      ok({
        data: await updateCourse(ctx, request.user, request.params.id, request.body),
        message: courseMessages.updated,
      }),

    dependents: async (request) => ok({ data: await courseDependents(ctx, request.user, request.params.id) }),

    delete: async (request) => {
      await deleteCourse(ctx, request.user, request.params.id);
      return ok({ message: courseMessages.deleted });
    },

    enrol: async (request) => {
      await enrol(ctx, request.user, request.params.id);
      const data = await getCourse(ctx, request.params.id, request.user);
      return ok({ data, message: courseMessages.enrolled });
    },

    unenrol: async (request) => {
      await unenrol(ctx, request.user, request.params.id);
      const data = await getCourse(ctx, request.params.id, request.user, { afterUnenrol: true });
      return ok({ data, message: courseMessages.unenrolled });
    },
  });
};
