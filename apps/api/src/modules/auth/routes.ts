import { authEndpoints } from '@tutorium/contract/endpoints/auth';
import { messages } from '@tutorium/contract/messages';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';
import { trustedDeviceFor } from '../../platform/device-cookies';
import { ok, registerEndpoints } from '../../platform/endpoint-route';
import { languageOf } from '../../platform/language';
import { signedInReply } from '../sessions/public';
import { twoStepMessages } from '../two-step/public';
import { registerEmailVerificationRoutes } from './email-verification-routes';
import { requestPasswordReset, resetPassword, verifyResetCode } from './password-reset';
import { login, logout, register } from './service';

/** Registration, signing in and out, and password reset, registered from their contract endpoints. */
export const authRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerEndpoints(app, authEndpoints, {
    register: async (request) => {
      const user = await register(ctx, request.body, request.ip, languageOf(request));
      return ok({ message: messages.register.success, user });
    },

    login: async (request, reply) => {
      const result = await login(ctx, request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        trustedDevice: (userId) => trustedDeviceFor(request, userId),
      });
      if ('twoStep' in result) {
        return ok({ message: twoStepMessages.needed, twoStepRequired: true as const, ...result.twoStep });
      }
      return signedInReply(ctx, request, reply, result);
    },

    logout: async (request) => {
      await logout(ctx, request.user.sessionId);
      return ok({ message: messages.logout.success });
    },

    forgotPassword: async (request) => {
      await requestPasswordReset(ctx, request.body.email, request.ip);
      return ok({ message: messages.reset.codeSent });
    },

    verifyResetCode: async (request) => {
      await verifyResetCode(ctx, request.body.email, request.body.verificationCode, request.ip);
      return ok({ message: messages.reset.codeValidated });
    },

    resetPassword: async (request) => {
      const { email, verificationCode, password } = request.body;
      await resetPassword(ctx, email, verificationCode, password, request.ip);
      return ok({ message: messages.reset.success });
    },
  });

  registerEmailVerificationRoutes(app, ctx);
};
