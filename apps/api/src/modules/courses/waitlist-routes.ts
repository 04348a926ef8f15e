import { studentRoles, teacherRoles } from '@tutorium/contract/access';
import { waitlistMessages } from '@tutorium/contract/courses';
import { waitlistEndpoints } from '@tutorium/contract/endpoints/waitlist';
import type { FastifyPluginAsync } from 'fastify';
import { requireRole } from '../../platform/authentication';
import type { AppContext } from '../../platform/context';
import { registerEndpoint } from '../../platform/endpoint-route';
import { getCourse } from './course-detail';
import { joinWaitlist, leaveWaitlist, listWaitlist } from './waitlist';

/** A full course's waitlist (docs/product.md §4), registered from its contract endpoints. */
export const waitlistRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerEndpoint(app, waitlistEndpoints.join, async (request) => {
    const student = requireRole(request, studentRoles);
    await joinWaitlist(ctx, student, request.params.id);
    const data = await getCourse(ctx, request.params.id, student);
    return { success: true as const, data, message: waitlistMessages.joined };
  });

  registerEndpoint(app, waitlistEndpoints.leave, async (request) => {
    const student = requireRole(request, studentRoles);
    await leaveWaitlist(ctx, student, request.params.id);
    const data = await getCourse(ctx, request.params.id, student, { afterUnenrol: true });
    return { success: true as const, data, message: waitlistMessages.left };
  });

  registerEndpoint(app, waitlistEndpoints.list, async (request) => ({
    success: true as const,
    data: await listWaitlist(ctx, requireRole(request, teacherRoles), request.params.id),
  }));
};
