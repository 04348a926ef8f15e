import { performanceQuerySchema } from './analytics';
import { catalogueQuerySchema, instructorCoursesQuerySchema } from './courses';
import { auditLogQuerySchema } from './privacy';
import { resourceListQuerySchema } from './resources';
import { studentListQuerySchema, teacherListQuerySchema, userListQuerySchema } from './users';

/*
 * The search parameters of each screen whose filters the address bar keeps: the query schema of the
 * endpoint the screen lists from, so a link, the filters shown and the list fetched agree. Apart from
 * screen-paths.ts so that the paths stay free of zod (the landing page links with them); its keys are
 * screen keys of screen-paths.ts.
 */
export const screenSearchSchemas = {
  'site.courses': catalogueQuerySchema,
  'site.teachers': teacherListQuerySchema,
  'site.resources': resourceListQuerySchema,
  'teacher.courses': instructorCoursesQuerySchema,
  'teacher.students': studentListQuerySchema,
  'teacher.enrollments': studentListQuerySchema,
  'teacher.resources': resourceListQuerySchema,
  'teacher.users': userListQuerySchema,
  'teacher.auditLog': auditLogQuerySchema,
  'teacher.performance': performanceQuerySchema,
  'student.exploreCourses': catalogueQuerySchema,
  'student.exploreTeachers': teacherListQuerySchema,
} as const;
