import { studentRoles, teacherRoles } from '@tutorium/contract/access';
import { courseMessages } from '@tutorium/contract/courses';
import { courseEndpoints } from '@tutorium/contract/endpoints/courses';
import type { FastifyPluginAsync } from 'fastify';
import { requireRole } from '../../platform/authentication';
import type { AppContext } from '../../platform/context';
import { registerEndpoint } from '../../platform/endpoint-route';
import { getCourse } from './course-detail';
import { listCatalogue, listCatalogueCategories, listInstructorCourses, listStudentCourses } from './course-lists';
import { courseDependents, createCourse, deleteCourse, updateCourse } from './course-writes';
import { enrol, unenrol } from './enrolment';
import { waitlistRoutes } from './waitlist-routes';

/** Courses and enrolments, registered from their contract endpoints. */
export const courseRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  await app.register(waitlistRoutes, { ctx });

  registerEndpoint(app, courseEndpoints.catalogue, async (request) => ({
    success: true as const,
    ...(await listCatalogue(ctx, request.query, request.user)),
  }));

  registerEndpoint(app, courseEndpoints.categories, async () => ({
    success: true as const,
    data: await listCatalogueCategories(ctx),
  }));

  registerEndpoint(app, courseEndpoints.create, async (request) => ({
    success: true as const,
    data: await createCourse(ctx, requireRole(request, teacherRoles), request.body),
    message: courseMessages.created,
  }));

  registerEndpoint(app, courseEndpoints.instructorCourses, async (request) => ({
    success: true as const,
    ...(await listInstructorCourses(ctx, requireRole(request, teacherRoles), request.query)),
  }));

  registerEndpoint(app, courseEndpoints.studentCourses, async (request) => ({
    success: true as const,
    data: await listStudentCourses(ctx, requireRole(request, studentRoles)),
  }));

  registerEndpoint(app, courseEndpoints.detail, async (request) => ({
    success: true as const,
    data: await getCourse(ctx, request.params.id, request.user),
    message: courseMessages.found,
  }));

  registerEndpoint(app, courseEndpoints.update, async (request) => ({
    success: true as const,
    data: await updateCourse(ctx, requireRole(request, teacherRoles), request.params.id, request.body),
    message: courseMessages.updated,
  }));

  registerEndpoint(app, courseEndpoints.dependents, async (request) => ({
    success: true as const,
    data: await courseDependents(ctx, requireRole(request, teacherRoles), request.params.id),
  }));

  registerEndpoint(app, courseEndpoints.delete, async (request) => {
    await deleteCourse(ctx, requireRole(request, teacherRoles), request.params.id);
    return { success: true as const, message: courseMessages.deleted };
  });

  registerEndpoint(app, courseEndpoints.enrol, async (request) => {
    const student = requireRole(request, studentRoles);
    await enrol(ctx, student, request.params.id);
    const data = await getCourse(ctx, request.params.id, student);
    return { success: true as const, data, message: courseMessages.enrolled };
  });

  registerEndpoint(app, courseEndpoints.unenrol, async (request) => {
    const student = requireRole(request, studentRoles);
    await unenrol(ctx, student, request.params.id);
    const data = await getCourse(ctx, request.params.id, student, { afterUnenrol: true });
    return { success: true as const, data, message: courseMessages.unenrolled };
  });
};
