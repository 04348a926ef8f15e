import { studentRoles, teacherRoles } from '@tutorium/contract/access';
import {
  analyticsQuerySchema,
  performanceExportQuerySchema,
  performanceQuerySchema,
  performanceResponseSchema,
  teacherAnalyticsSchema,
} from '@tutorium/contract/analytics';
import { atRiskEmailResponseSchema, atRiskQuerySchema, atRiskResponseSchema } from '@tutorium/contract/at-risk';
import { profileStatsSchema, studentDashboardSchema, teacherDashboardSchema } from '@tutorium/contract/dashboard';
import { stringify } from 'csv-stringify/sync';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRole, requireUser } from '../../platform/authentication';
import type { AppContext } from '../../platform/context';
import { localDateTime } from '../../platform/local-time';
import { failureResponses } from '../../platform/route-schemas';
import { pagination } from '../../platform/sql-helpers';
import { emailAtRiskList } from './at-risk-alerts';
import { atRiskPage } from './at-risk-page';
import { studentDashboard, teacherDashboard } from './dashboards';
import { performanceRows } from './performance';
import { profileStats } from './profile-stats';
import { teacherAnalyticsJson } from './teacher-analytics';

const failures = failureResponses(400, 401, 403);
const EXPORT_LIMIT = 100_000;

/** Mounted at /api. */
export const analyticsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/dashboard/teacher',
    {
      schema: {
        tags: ['dashboards'],
        summary: "The teacher dashboard's cards and most recently active students",
        response: { 200: teacherDashboardSchema, ...failures },
      },
      config: { access: teacherRoles },
    },
    async (request) => ({
      success: true as const,
      data: await teacherDashboard(ctx, requireRole(request, teacherRoles)),
    }),
  );

  app.get(
    '/dashboard/student',
    {
      schema: {
        tags: ['dashboards'],
        summary: "The student dashboard's cards, recent courses, next classes and attendance summary",
        response: { 200: studentDashboardSchema, ...failures },
      },
      config: { access: studentRoles },
    },
    async (request) => ({
      success: true as const,
      data: await studentDashboard(ctx, requireRole(request, studentRoles)),
    }),
  );

  app.get(
    '/analytics/teacher',
    {
      schema: {
        tags: ['analytics'],
        summary: "Enrolments, attendance, status mix, completion and at-risk students over the teacher's courses",
        querystring: analyticsQuerySchema,
        response: { 200: teacherAnalyticsSchema, ...failures },
      },
      config: { access: teacherRoles },
    },
    async (request, reply) => {
      const json = await teacherAnalyticsJson(ctx, requireRole(request, teacherRoles), request.query);
      // Already serialised (and checked against the schema) when computed: Fastify sends a string as it is.
      return reply.type('application/json; charset=utf-8').send(json as never);
    },
  );

  app.get(
    '/analytics/at-risk',
    {
      schema: {
        tags: ['analytics'],
        summary: "The at-risk students of the teacher's active courses (every course for an admin), most at risk first",
        querystring: atRiskQuerySchema,
        response: { 200: atRiskResponseSchema, ...failures },
      },
      config: { access: teacherRoles },
    },
    async (request) => {
      const { page, pageSize } = request.query;
      const list = await atRiskPage(ctx, requireRole(request, teacherRoles), page, pageSize);
      return {
        success: true as const,
        data: list.rows,
        pagination: pagination(page, pageSize, list.total),
        since: list.since,
      };
    },
  );

  app.post(
    '/analytics/at-risk/email',
    {
      schema: {
        tags: ['analytics'],
        summary: 'Emails the signed-in teacher their at-risk list (rate-limited per account)',
        response: { 200: atRiskEmailResponseSchema, ...failureResponses(401, 403, 429) },
      },
      config: { access: teacherRoles },
    },
    async (request) => {
      const { message, ...data } = await emailAtRiskList(ctx, requireRole(request, teacherRoles), request.ip);
      return { success: true as const, message, data };
    },
  );

  app.get(
    '/analytics/performance',
    {
      schema: {
        tags: ['analytics'],
        summary: "Every student of the teacher's courses with attendance, progress, score and last activity",
        querystring: performanceQuerySchema,
        response: { 200: performanceResponseSchema, ...failures },
      },
      config: { access: teacherRoles },
    },
    async (request) => {
      const { page, pageSize, ...filter } = request.query;
      const { rows, total } = await performanceRows(ctx.db, requireRole(request, teacherRoles), {
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
        querystring: performanceExportQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string(), ...failures },
      },
      config: { access: teacherRoles },
    },
    async (request, reply) => {
      const { timeZone, ...query } = request.query;
      const { rows } = await performanceRows(ctx.db, requireRole(request, teacherRoles), {
        ...query,
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
          `Last activity (${timeZone})`,
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
          row.lastActivity === null ? '' : localDateTime(row.lastActivity, timeZone),
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
        response: { 200: profileStatsSchema, ...failures },
      },
      config: { access: 'signed-in' },
    },
    async (request) => ({ success: true as const, data: await profileStats(ctx, requireUser(request)) }),
  );
};
