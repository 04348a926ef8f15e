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
import { courseIdParams, failureResponses, secured } from '../../platform/route-schemas';
import { attendanceCsv, csvFileName } from './csv';
import { attendanceForExport, courseAttendance, courseStats, markAttendance, studentAttendance } from './service';

const failures = failureResponses(400, 401, 403, 404);
const teachers = ['teacher', 'admin'] as const;

export const attendanceRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/',
    {
      schema: {
        tags: ['attendance'],
        summary: "Save a date's attendance for a course (its teacher or an admin); re-saving updates in place",
        ...secured,
        body: markAttendanceSchema,
        response: { 200: markAttendanceResponseSchema, ...failures },
      },
    },
    async (request) => {
      const data = await markAttendance(ctx, requireRole(request, teachers), request.body);
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
        ...secured,
        params: courseIdParams,
        querystring: courseAttendanceQuerySchema,
        response: { 200: courseAttendanceResponseSchema, ...failures },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await courseAttendance(ctx, requireRole(request, teachers), request.params.courseId, request.query.date)),
    }),
  );

  app.get(
    '/stats/:courseId',
    {
      schema: {
        tags: ['attendance'],
        summary:
          "The course's attendance totals (also under `overall`) and each enrolled student's, over an optional date range",
        ...secured,
        params: courseIdParams,
        querystring: dateRangeQuerySchema,
        response: { 200: courseStatsResponseSchema, ...failures },
      },
    },
    async (request) => ({
      success: true as const,
      data: await courseStats(ctx, requireRole(request, teachers), request.params.courseId, request.query),
    }),
  );

  app.get(
    '/export/:courseId',
    {
      schema: {
        tags: ['attendance'],
        summary: "CSV of a course's attendance: one row per student per date, then a per-student summary",
        ...secured,
        params: courseIdParams,
        querystring: dateRangeQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string(), ...failures },
      },
    },
    async (request, reply) => {
      const data = await attendanceForExport(
        ctx,
        requireRole(request, teachers),
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
        ...secured,
        querystring: studentAttendanceQuerySchema,
        response: { 200: studentAttendanceResponseSchema, ...failures },
      },
    },
    async (request) => {
      const result = await studentAttendance(ctx, requireRole(request, ['student']), request.query);
      const message = result.data.length === 0 ? attendanceMessages.noRecords : 'Attendance records found';
      return { success: true as const, message, ...result };
    },
  );
};
