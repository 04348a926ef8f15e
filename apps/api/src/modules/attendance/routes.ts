import { attendanceMessages } from '@tutorium/contract/attendance';
import { attendanceEndpoints } from '@tutorium/contract/endpoints/attendance';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';
import { sendCsv } from '../../platform/csv-reply';
import { ok, registerEndpoints } from '../../platform/endpoint-route';
import { languageOf } from '../../platform/language';
import { attendanceCsv, csvFileName } from './csv';
import { attendanceForExport, courseAttendance, courseStats, markAttendance, studentAttendance } from './service';

/** A course's register (docs/product.md §5), registered from its contract endpoints. */
export const attendanceRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerEndpoints(app, attendanceEndpoints, {
    mark: async (request) => {
      const data = await markAttendance(ctx, request.user, request.body);
      return ok({ message: attendanceMessages.marked, data });
    },

    course: async (request) =>
      ok(await courseAttendance(ctx, request.user, request.params.courseId, request.query.date)),

    stats: async (request) =>
      ok({ data: await courseStats(ctx, request.user, request.params.courseId, request.query) }),

    export: async (request, reply) => {
      const data = await attendanceForExport(ctx, request.user, request.params.courseId, request.query);
      return sendCsv(reply, csvFileName(data.course.title, request.query), attendanceCsv(data, languageOf(request)));
    },

    student: async (request) => {
      const result = await studentAttendance(ctx, request.user, request.query);
      const message = result.data.length === 0 ? attendanceMessages.noRecords : /*i18n*/ 'Attendance records found';
      return ok({ message, ...result });
    },
  });
};
