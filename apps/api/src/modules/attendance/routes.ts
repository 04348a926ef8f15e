import { studentRoles, teacherRoles } from '@tutorium/contract/access';
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
} from '@tutorium/contract/attendance';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRole } from '../../platform/authentication';
import type { AppContext } from '../../platform/context';
import { courseIdParams, failureResponses } from '../../platform/route-schemas';
import { attendanceCsv, csvFileName } from './csv';
import { attendanceForExport, courseAttendance, courseStats, markAttendance, studentAttendance } from './service';

const failures = failureResponses(400, 401, 403, 404);

export const attendanceRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/',
    {
      schema: {
        tags: ['attendance'],
        summary: "Save a date's attendance for a course (its teacher or an admin); re-saving updates in place",
        body: markAttendanceSchema,
        response: { 200: markAttendanceResponseSchema, ...failures },
      },
      config: { access: teacherRoles },
    },
    async (request) => {
      const data = await markAttendance(ctx, requireRole(request, teacherRoles), request.body);
      return { success: true as const, message: attendanceMessages.marked, data };
    },
  );

  app.get(
    '/course/:courseId',
    {
      schema: {
        tags: ['attendance'],
        summary:
          "A course's records on a date with the marking sheet (its students enrolled by then), or without a date every record of the course",
        params: courseIdParams,
        querystring: courseAttendanceQuerySchema,
        response: { 200: courseAttendanceResponseSchema, ...failures },
      },
      config: { access: teacherRoles },
    },
    async (request) => ({
      success: true as const,
      ...(await courseAttendance(ctx, requireRole(request, teacherRoles), request.params.courseId, request.query.date)),
    }),
  );

  app.get(
    '/stats/:courseId',
    {
      schema: {
        tags: ['attendance'],
        summary:
          "The course's attendance totals (also under `overall`) and each enrolled student's, over an optional date range",
        params: courseIdParams,
        querystring: dateRangeQuerySchema,
        response: { 200: courseStatsResponseSchema, ...failures },
      },
      config: { access: teacherRoles },
    },
    async (request) => ({
      success: true as const,
      data: await courseStats(ctx, requireRole(request, teacherRoles), request.params.courseId, request.query),
    }),
  );

  app.get(
    '/export/:courseId',
    {
      schema: {
        tags: ['attendance'],
        summary: "CSV of a course's attendance: one row per student per date, then a per-student summary",
        params: courseIdParams,
        querystring: dateRangeQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string(), ...failures },
      },
      config: { access: teacherRoles },
    },
    async (request, reply) => {
      const data = await attendanceForExport(
        ctx,
        requireRole(request, teacherRoles),
        request.params.courseId,
        request.query,
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${csvFileName(data.course.title, request.query)}"`)
        .send(attendanceCsv(data));
    },
  );

  app.get(
    '/student',
    {
      schema: {
        tags: ['attendance'],
        summary: "The signed-in student's own records with totals, filterable by course and dates",
        querystring: studentAttendanceQuerySchema,
        response: { 200: studentAttendanceResponseSchema, ...failures },
      },
      config: { access: studentRoles },
    },
    async (request) => {
      const result = await studentAttendance(ctx, requireRole(request, studentRoles), request.query);
      const message = result.data.length === 0 ? attendanceMessages.noRecords : 'Attendance records found';
      return { success: true as const, message, ...result };
    },
  );
};
