import { errorResponseSchema, messageResponseSchema } from '@tutorium/contract/api';
import {
  forgotPasswordBodySchema,
  loginBodySchema,
  loginResponseSchema,
  registerBodySchema,
  registerResponseSchema,
  resetPasswordBodySchema,
  verifyResetCodeBodySchema,
} from '@tutorium/contract/auth';
import { messages } from '@tutorium/contract/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/authentication';
import type { AppContext } from '../../platform/context';
import { issueDeviceCookie, trustedDeviceFor } from '../../platform/device-cookies';
import { servedOverHttps } from '../../platform/http-edge';
import { failureResponses } from '../../platform/route-schemas';
import { requestPasswordReset, resetPassword, verifyResetCode } from './password-reset';
import { login, logout, register } from './service';

const failures = failureResponses(400, 401, 403, 409, 429);

export const authRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/register',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create a student or teacher account',
        body: registerBodySchema,
        response: { 201: registerResponseSchema, ...failures },
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const user = await register(ctx, request.body, request.ip);
      return reply.status(201).send({ success: true, message: messages.register.success, user });
    },
  );

  app.post(
    '/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in to the teacher (role admin or teacher) or student portal',
        body: loginBodySchema,
        response: { 200: loginResponseSchema, ...failures },
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const { token, user } = await login(ctx, request.body, {
        ip: request.ip,
        trustedDevice: (userId) => trustedDeviceFor(request, userId),
      });
      issueDeviceCookie(reply, user.id, servedOverHttps(request, ctx.config));
      return { success: true as const, message: messages.login.success, token, user };
    },
  );

  app.post(
    '/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'End this session',
        response: { 200: messageResponseSchema, 401: errorResponseSchema },
      },
      config: { access: 'signed-in' },
    },
    async (request) => {
      await logout(ctx, requireUser(request).sessionId);
      return { success: true as const, message: messages.logout.success };
    },
  );

  app.post(
    '/forgot-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Email a 6-digit verification code (same answer whether or not the account exists)',
        body: forgotPasswordBodySchema,
        response: { 200: messageResponseSchema, ...failures },
      },
      config: { access: 'public' },
    },
    async (request) => {
      await requestPasswordReset(ctx, request.body.email, request.ip);
      return { success: true as const, message: messages.reset.codeSent };
    },
  );

  app.post(
    '/verify-reset-code',
    {
      schema: {
        tags: ['auth'],
        summary: 'Check a verification code before choosing a new password',
        body: verifyResetCodeBodySchema,
        response: { 200: messageResponseSchema, ...failures },
      },
      config: { access: 'public' },
    },
    async (request) => {
      await verifyResetCode(ctx, request.body.email, request.body.verificationCode, request.ip);
      return { success: true as const, message: messages.reset.codeValidated };
    },
  );

  app.post(
    '/reset-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a verified code; signs the account out everywhere',
        body: resetPasswordBodySchema,
        response: { 200: messageResponseSchema, ...failures },
      },
      config: { access: 'public' },
    },
    async (request) => {
      const { email, verificationCode, password } = request.body;
      await resetPassword(ctx, email, verificationCode, password, request.ip);
      return { success: true as const, message: messages.reset.success };
    },
  );
};
