import { studentRoles, teacherRoles } from '@tutorium/contract/access';
import { attendanceMessages } from '@tutorium/contract/attendance';
import { attendanceEndpoints } from '@tutorium/contract/endpoints/attendance';
import type { FastifyPluginAsync } from 'fastify';
import { requireRole } from '../../platform/authentication';
import type { AppContext } from '../../platform/context';
import { registerEndpoint } from '../../platform/endpoint-route';
import { attendanceCsv, csvFileName } from './csv';
import { attendanceForExport, courseAttendance, courseStats, markAttendance, studentAttendance } from './service';

/** A course's register (docs/product.md §5), registered from its contract endpoints. */
export const attendanceRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerEndpoint(app, attendanceEndpoints.mark, async (request) => {
    const data = await markAttendance(ctx, requireRole(request, teacherRoles), request.body);
    return { success: true as const, message: attendanceMessages.marked, data };
  });

  registerEndpoint(app, attendanceEndpoints.course, async (request) => ({
    success: true as const,
    ...(await courseAttendance(ctx, requireRole(request, teacherRoles), request.params.courseId, request.query.date)),
  }));

  registerEndpoint(app, attendanceEndpoints.stats, async (request) => ({
    success: true as const,
    data: await courseStats(ctx, requireRole(request, teacherRoles), request.params.courseId, request.query),
  }));

  registerEndpoint(app, attendanceEndpoints.export, async (request, reply) => {
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
  });

  registerEndpoint(app, attendanceEndpoints.student, async (request) => {
    const result = await studentAttendance(ctx, requireRole(request, studentRoles), request.query);
    const message = result.data.length === 0 ? attendanceMessages.noRecords : 'Attendance records found';
    return { success: true as const, message, ...result };
  });
};
