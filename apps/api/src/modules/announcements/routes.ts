import { announcementMessages } from '@tutorium/contract/announcements';
import { announcementEndpoints } from '@tutorium/contract/endpoints/announcements';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';
import { ok, registerEndpoints } from '../../platform/endpoint-route';
import {
  addComment,
  createAnnouncement,
  deleteAnnouncement,
  deleteComment,
  latestAnnouncements,
  listAnnouncements,
  updateAnnouncement,
} from './service';

/** Mounted at /api: course-scoped paths under /courses/:courseId/announcements, the rest under /announcements. */
export const announcementRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerEndpoints(app, announcementEndpoints, {
    list: async (request) => ok({ data: await listAnnouncements(ctx, request.user, request.params.courseId) }),

    latest: async (request) => ok({ data: await latestAnnouncements(ctx, request.user) }),

    create: async (request) => {
      const { data, scheduled } = await createAnnouncement(ctx, request.user, request.params.courseId, request.body);
      return ok({ message: scheduled ? announcementMessages.scheduled : announcementMessages.posted, data });
    },

    update: async (request) =>
      ok({
        message: announcementMessages.updated,
        data: await updateAnnouncement(ctx, request.user, request.params.id, request.body),
      }),

    delete: async (request) => {
      await deleteAnnouncement(ctx, request.user, request.params.id);
      return ok({ message: announcementMessages.deleted });
    },

    comment: async (request) =>
      ok({
        message: announcementMessages.commentAdded,
        data: await addComment(ctx, request.user, request.params.id, request.body),
      }),

    deleteComment: async (request) => {
      await deleteComment(ctx, request.user, request.params.id);
      return ok({ message: announcementMessages.commentDeleted });
    },
  });
};
