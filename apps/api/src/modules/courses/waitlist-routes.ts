import { studentRoles, teacherRoles } from '@tutorium/contract/access';
import { courseResponseSchema, waitlistMessages, waitlistResponseSchema } from '@tutorium/contract/courses';
import { idParamsSchema } from '@tutorium/contract/fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRole } from '../../platform/authentication';
import type { AppContext } from '../../platform/context';
import { failureResponses } from '../../platform/route-schemas';
import { getCourse } from './service';
import { joinWaitlist, leaveWaitlist, listWaitlist } from './waitlist';

const failures = failureResponses(400, 401, 403, 404, 409);

/** A full course's waitlist (docs/product.md §4): students join and leave it; the teacher reads it. */
export const waitlistRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/:id/waitlist',
    {
      schema: {
        tags: ['enrolments'],
        summary: 'Join a full course’s waitlist (409 when not full, off, enrolled or already waiting)',
        params: idParamsSchema,
        response: { 201: courseResponseSchema, ...failures },
      },
      config: { access: studentRoles, signInMessage: waitlistMessages.loginRequired },
    },
    async (request, reply) => {
      const student = requireRole(request, studentRoles);
      await joinWaitlist(ctx, student, request.params.id);
      const data = await getCourse(ctx, request.params.id, student);
      return reply.status(201).send({ success: true, data, message: waitlistMessages.joined });
    },
  );

  app.delete(
    '/:id/waitlist',
    {
      schema: {
        tags: ['enrolments'],
        summary: 'Leave the course’s waitlist; answers the course as the student now sees it',
        params: idParamsSchema,
        response: { 200: courseResponseSchema, ...failures },
      },
      config: { access: studentRoles },
    },
    async (request) => {
      const student = requireRole(request, studentRoles);
      await leaveWaitlist(ctx, student, request.params.id);
      const data = await getCourse(ctx, request.params.id, student, { afterUnenrol: true });
      return { success: true as const, data, message: waitlistMessages.left };
    },
  );

  app.get(
    '/:id/waitlist',
    {
      schema: {
        tags: ['enrolments'],
        summary: 'The students waiting for a seat, in order (the course’s teacher or an admin)',
        params: idParamsSchema,
        response: { 200: waitlistResponseSchema, ...failures },
      },
      config: { access: teacherRoles },
    },
    async (request) => ({
      success: true as const,
      data: await listWaitlist(ctx, requireRole(request, teacherRoles), request.params.id),
    }),
  );
};
