import { analyticsEndpoints } from '@tutorium/contract/endpoints/analytics';
import { dashboardEndpoints } from '@tutorium/contract/endpoints/dashboard';
import { stringify } from 'csv-stringify/sync';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';
import { sendCsv } from '../../platform/csv-reply';
import { ok, registerEndpoints } from '../../platform/endpoint-route';
import { languageOf, translate } from '../../platform/language';
import { localDateTime } from '../../platform/local-time';
import { pagination } from '../../platform/sql-helpers';
import { emailAtRiskList } from './at-risk-alerts';
import { atRiskPage } from './at-risk-page';
import { studentDashboard, teacherDashboard } from './dashboards';
import { performanceRows } from './performance';
import { profileStats } from './profile-stats';
import { teacherAnalyticsJson } from './teacher-analytics';

const EXPORT_LIMIT = 100_000;

/** Dashboards, analytics and profile figures, registered from their contract endpoints; mounted at /api. */
export const analyticsRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerEndpoints(app, dashboardEndpoints, {
    teacher: async (request) => ok({ data: await teacherDashboard(ctx, request.user) }),

    student: async (request) => ok({ data: await studentDashboard(ctx, request.user) }),

    profileStats: async (request) => ok({ data: await profileStats(ctx, request.user) }),
  });

  registerEndpoints(app, analyticsEndpoints, {
    teacher: async (request, reply) => {
      const json = await teacherAnalyticsJson(ctx, request.user, request.query);
      // Already serialised (and checked against the schema) when computed: Fastify sends a string as it is.
      return reply.type('application/json; charset=utf-8').send(json);
    },

    atRisk: async (request) => {
      const { page, pageSize } = request.query;
      const list = await atRiskPage(ctx, request.user, page, pageSize);
      return ok({ data: list.rows, pagination: pagination(page, pageSize, list.total), since: list.since });
    },

    emailAtRisk: async (request) => {
      const { message, ...data } = await emailAtRiskList(ctx, request.user, request.ip);
      return ok({ message, data });
    },

    performance: async (request) => {
      const { page, pageSize, ...filter } = request.query;
      const { rows, total } = await performanceRows(ctx.db, request.user, {
        ...filter,
        limit: pageSize,
        offset: (page - 1) * pageSize,
      });
      return ok({ data: rows, pagination: pagination(page, pageSize, total) });
    },

    performanceExport: async (request, reply) => {
      const { timeZone, ...query } = request.query;
      const { rows } = await performanceRows(ctx.db, request.user, {
        ...query,
        limit: EXPORT_LIMIT,
        offset: 0,
      });
      // Headings in the requester's language; the figures stay as a spreadsheet reads them.
      const language = languageOf(request);
      const t = (text: string) => translate(language, text);
      const csv = stringify([
        [
          t(/*i18n*/ 'Student'),
          t(/*i18n*/ 'Email'),
          t(/*i18n*/ 'Course'),
          t(/*i18n*/ 'Attendance'),
          t(/*i18n*/ 'Attendance records'),
          t(/*i18n*/ 'Progress'),
          t(/*i18n*/ 'Score'),
          t(/*i18n*/ 'Grade'),
          translate(language, /*i18n*/ 'Last activity ({timeZone})', { timeZone }),
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
      return sendCsv(reply, 'student-performance.csv', csv);
    },
  });
};
