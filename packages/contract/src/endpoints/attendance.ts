import { z } from 'zod';
import { studentRoles, teacherRoles } from '../access';
import {
  attendanceMessages,
  courseAttendanceQuerySchema,
  courseAttendanceResponseSchema,
  courseStatsResponseSchema,
  dateRangeQuerySchema,
  markAttendanceResponseSchema,
  markAttendanceSchema,
  studentAttendanceQuerySchema,
  studentAttendanceResponseSchema,
} from '../attendance';
import { defineEndpoint } from '../endpoint';
import { courseIdParamsSchema } from '../fields';

/** A course's register (docs/product.md §5): the teacher marks and reads it; a student reads their own records. */
export const attendanceEndpoints = {
  mark: defineEndpoint({
    method: 'POST',
    path: '/attendance',
    summary: "Save a date's attendance for a course (its teacher or an admin); re-saving updates in place",
    fallbackMessage: /*i18n*/ 'Failed to save attendance',
    tags: ['attendance'],
    access: teacherRoles,
    body: markAttendanceSchema,
    status: 200,
    response: markAttendanceResponseSchema,
    rules: ['not_found', 'not_your_course'],
  }),
  course: defineEndpoint({
    method: 'GET',
    path: '/attendance/course/:courseId',
    summary:
      "A course's records on a date with the marking sheet (its students enrolled by then), or without a date every record of the course",
    fallbackMessage: /*i18n*/ 'Failed to fetch attendance records',
    tags: ['attendance'],
    access: teacherRoles,
    params: courseIdParamsSchema,
    query: courseAttendanceQuerySchema,
    status: 200,
    response: courseAttendanceResponseSchema,
    rules: ['not_found', 'not_your_course'],
  }),
  stats: defineEndpoint({
    method: 'GET',
    path: '/attendance/stats/:courseId',
    summary:
      "The course's attendance totals (also under `overall`) and each enrolled student's, over an optional date range",
    fallbackMessage: /*i18n*/ 'Failed to fetch attendance statistics',
    tags: ['attendance'],
    access: teacherRoles,
    params: courseIdParamsSchema,
    query: dateRangeQuerySchema,
    status: 200,
    response: courseStatsResponseSchema,
    rules: ['not_found', 'not_your_course'],
  }),
  export: defineEndpoint({
    method: 'GET',
    path: '/attendance/export/:courseId',
    summary: "CSV of a course's attendance: one row per student per date, then a per-student summary",
    fallbackMessage: /*i18n*/ 'Failed to export attendance',
    tags: ['attendance'],
    access: teacherRoles,
    params: courseIdParamsSchema,
    query: dateRangeQuerySchema,
    status: 200,
    response: z.string(),
    produces: ['text/csv'],
    rules: ['not_found', 'not_your_course'],
  }),
  student: defineEndpoint({
    method: 'GET',
    path: '/attendance/student',
    summary: "The signed-in student's own records with totals, filterable by course and dates",
    fallbackMessage: attendanceMessages.loadError,
    tags: ['attendance'],
    access: studentRoles,
    query: studentAttendanceQuerySchema,
    status: 200,
    response: studentAttendanceResponseSchema,
    rules: [],
  }),
};
