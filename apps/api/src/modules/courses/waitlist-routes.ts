import { waitlistMessages } from '@tutorium/contract/courses';
import { waitlistEndpoints } from '@tutorium/contract/endpoints/waitlist';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';
import { ok, registerEndpoints } from '../../platform/endpoint-route';
import { getCourse } from './course-detail';
import { listStudentWaitlist } from './course-lists';
import { joinWaitlist, leaveWaitlist, listWaitlist } from './waitlist';

/** A full course's waitlist (docs/product.md §4), registered from its contract endpoints. */
export const waitlistRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerEndpoints(app, waitlistEndpoints, {
    join: async (request) => {
      const student = request.user;
      await joinWaitlist(ctx, student, request.params.id);
      const data = await getCourse(ctx, request.params.id, student);
      return ok({ data, message: waitlistMessages.joined });
    },

    leave: async (request) => {
      const student = request.user;
      await leaveWaitlist(ctx, student, request.params.id);
      const data = await getCourse(ctx, request.params.id, student, { afterUnenrol: true });
      return ok({ data, message: waitlistMessages.left });
    },

    studentPlaces: async (request) => ok({ data: await listStudentWaitlist(ctx, request.user) }),

    list: async (request) => ok({ data: await listWaitlist(ctx, request.user, request.params.id) }),
  });
};
