import {
  analyticsQuerySchema,
  performanceQuerySchema,
  performanceResponseSchema,
  teacherAnalyticsSchema,
} from '@tutorium/contract/analytics';
import { profileStatsSchema, studentDashboardSchema, teacherDashboardSchema } from '@tutorium/contract/dashboard';
import { stringify } from 'csv-stringify/sync';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRole, requireUser } from '../../platform/authentication';
import type { AppContext } from '../../platform/context';
import { failureResponses, secured } from '../../platform/route-schemas';
import { pagination } from '../../platform/sql-helpers';
import { studentDashboard, teacherDashboard } from './dashboards';
import { performanceRows } from './performance';
import { profileStats } from './profile-stats';
import { teacherAnalyticsJson } from './teacher-analytics';

const failures = failureResponses(400, 401, 403);
const teachers = ['teacher', 'admin'] as const;
const EXPORT_LIMIT = 100_000;

/** Mounted at /api. */
export const analyticsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/dashboard/teacher',
    {
      schema: {
        tags: ['dashboards'],
        summary: "The teacher dashboard's cards and most recently active students",
        ...secured,
        response: { 200: teacherDashboardSchema, ...failures },
      },
    },
    async (request) => ({ success: true as const, data: await teacherDashboard(ctx, requireRole(request, teachers)) }),
  );

  app.get(
    '/dashboard/student',
    {
      schema: {
        tags: ['dashboards'],
        summary: "The student dashboard's cards, recent courses, next classes and attendance summary",
        ...secured,
        response: { 200: studentDashboardSchema, ...failures },
      },
    },
    async (request) => ({
      success: true as const,
      data: await studentDashboard(ctx, requireRole(request, ['student'])),
    }),
  );

  app.get(
    '/analytics/teacher',
    {
      schema: {
        tags: ['analytics'],
        summary: "Enrolments, attendance, status mix, completion and at-risk students over the teacher's courses",
        ...secured,
        querystring: analyticsQuerySchema,
        response: { 200: teacherAnalyticsSchema, ...failures },
      },
    },
    async (request, reply) => {
      const json = await teacherAnalyticsJson(ctx, requireRole(request, teachers), request.query);
      // Already serialised (and checked against the schema) when computed: Fastify sends a string as it is.
      return reply.type('application/json; charset=utf-8').send(json as never);
    },
  );

  app.get(
    '/analytics/performance',
    {
      schema: {
        tags: ['analytics'],
        summary: "Every student of the teacher's courses with attendance, progress, score and last activity",
        ...secured,
        querystring: performanceQuerySchema,
        response: { 200: performanceResponseSchema, ...failures },
      },
    },
    async (request) => {
      const { page, pageSize, ...filter } = request.query;
      const { rows, total } = await performanceRows(ctx.db, requireRole(request, teachers), {
        ...filter,
        limit: pageSize,
        offset: (page - 1) * pageSize,
      });
      return { success: true as const, data: rows, pagination: pagination(page, pageSize, total) };
    },
  );

  app.get(
    '/analytics/performance/export',
    {
      schema: {
        tags: ['analytics'],
        summary: 'The performance table as CSV, with the same search and sort',
        ...secured,
        querystring: performanceQuerySchema.omit({ page: true, pageSize: true }),
        produces: ['text/csv'],
        response: { 200: z.string(), ...failures },
      },
    },
    async (request, reply) => {
      const { rows } = await performanceRows(ctx.db, requireRole(request, teachers), {
        ...request.query,
        limit: EXPORT_LIMIT,
        offset: 0,
      });
      const csv = stringify([
        [
          'Student',
          'Email',
          'Course',
          'Attendance',
          'Attendance records',
          'Progress',
          'Score',
          'Grade',
          'Last activity',
        ],
        ...rows.map((row) => [
          row.student.name,
          row.student.email,
          row.course.title,
          row.attendance === null ? '' : `${row.attendance}%`,
          row.attendanceRecords,
          `${row.progress}%`,
          row.score ?? '',
          row.grade ?? '',
          row.lastActivity ?? '',
        ]),
      ]);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="student-performance.csv"')
        .send(csv);
    },
  );

  app.get(
    '/users/profile/stats',
    {
      schema: {
        tags: ['users'],
        summary: "The signed-in user's profile statistics",
        ...secured,
        response: { 200: profileStatsSchema, ...failures },
      },
    },
    async (request) => ({ success: true as const, data: await profileStats(ctx, requireUser(request)) }),
  );
};
