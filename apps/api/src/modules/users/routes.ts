import { errorResponseSchema, messageResponseSchema } from '@tutorium/contract/api';
import { changePasswordBodySchema } from '@tutorium/contract/auth';
import { messages } from '@tutorium/contract/messages';
import { profileUpdateSchema, userEnvelopeSchema, userUpdatedSchema } from '@tutorium/contract/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/authentication';
import type { AppContext } from '../../platform/context';
import { changePassword, getProfile, updateProfile } from './service';

const failures = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

export const userRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/profile',
    {
      schema: {
        tags: ['users'],
        summary: 'The signed-in user',
        security: [{ bearer: [] }],
        response: { 200: userEnvelopeSchema, ...failures },
      },
    },
    async (request) => ({ success: true as const, data: await getProfile(ctx, requireUser(request).id) }),
  );

  app.put(
    '/profile',
    {
      schema: {
        tags: ['users'],
        summary: 'Update the signed-in user; a new email needs the current password',
        security: [{ bearer: [] }],
        body: profileUpdateSchema,
        response: { 200: userUpdatedSchema, ...failures },
      },
    },
    async (request) => {
      const data = await updateProfile(ctx, requireUser(request), request.body);
      return { success: true as const, data, message: messages.profile.updated };
    },
  );

  app.put(
    '/password',
    {
      schema: {
        tags: ['users'],
        summary: 'Change password (current + new); other sessions are signed out',
        security: [{ bearer: [] }],
        body: changePasswordBodySchema,
        response: { 200: messageResponseSchema, ...failures },
      },
    },
    async (request) => {
      await changePassword(ctx, requireUser(request), request.body);
      return { success: true as const, message: messages.password.changed };
    },
  );
};
