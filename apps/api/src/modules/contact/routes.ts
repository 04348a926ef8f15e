import { contactMessages } from '@tutorium/contract/contact';
import { contactEndpoints } from '@tutorium/contract/endpoints/contact';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';
import { ok, registerEndpoints } from '../../platform/endpoint-route';
import { deleteSubmission, listSubmissions, markSubmission, submitContact } from './service';

/** The contact form and the admins' Inbox, registered from their contract endpoints. */
export const contactRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerEndpoints(app, contactEndpoints, {
    send: async (request) => {
      const data = await submitContact(ctx, request.body, request.user, request.ip);
      return ok({ message: contactMessages.sent, data });
    },

    list: async (request) => ok({ message: contactMessages.fetched, ...(await listSubmissions(ctx, request.query)) }),

    mark: async (request) => {
      const data = await markSubmission(ctx, request.params.id, request.body.read);
      return ok({ message: contactMessages.updated, data });
    },

    remove: async (request) => {
      await deleteSubmission(ctx, request.params.id);
      return ok({ message: contactMessages.deleted });
    },
  });
};
