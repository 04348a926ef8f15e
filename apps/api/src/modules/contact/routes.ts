import { adminRoles } from '@tutorium/contract/access';
import { messageResponseSchema } from '@tutorium/contract/api';
import {
  contactCreatedSchema,
  contactInputSchema,
  contactListQuerySchema,
  contactListResponseSchema,
  contactMessages,
  contactUpdateSchema,
} from '@tutorium/contract/contact';
import { idParamsSchema } from '@tutorium/contract/fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context';
import { failureResponses } from '../../platform/route-schemas';
import { deleteSubmission, listSubmissions, markSubmission, submitContact } from './service';

const failures = failureResponses(400, 401, 403, 404, 429);

export const contactRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/',
    {
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the Tutorium team (rate limited per IP)',
        body: contactInputSchema,
        response: { 201: contactCreatedSchema, ...failures },
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const data = await submitContact(ctx, request.body, request.user, request.ip);
      return reply.status(201).send({ success: true, message: contactMessages.sent, data });
    },
  );

  app.get(
    '/',
    {
      schema: {
        tags: ['contact'],
        summary: 'Contact submissions, newest first (admins only)',
        querystring: contactListQuerySchema,
        response: { 200: contactListResponseSchema, ...failures },
      },
      config: { access: adminRoles },
    },
    async (request) => {
      return {
        success: true as const,
        message: contactMessages.fetched,
        ...(await listSubmissions(ctx, request.query)),
      };
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        tags: ['contact'],
        summary: 'Mark a submission read or unread (admins only)',
        params: idParamsSchema,
        body: contactUpdateSchema,
        response: { 200: contactCreatedSchema, ...failures },
      },
      config: { access: adminRoles },
    },
    async (request) => {
      const data = await markSubmission(ctx, request.params.id, request.body.read);
      return { success: true as const, message: contactMessages.updated, data };
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags: ['contact'],
        summary: 'Delete a submission (admins only)',
        params: idParamsSchema,
        response: { 200: messageResponseSchema, ...failures },
      },
      config: { access: adminRoles },
    },
    async (request) => {
      await deleteSubmission(ctx, request.params.id);
      return { success: true as const, message: contactMessages.deleted };
    },
  );
};
