import { emailVerificationMessages } from '@tutorium/contract/email-verification';
import { emailVerificationEndpoints } from '@tutorium/contract/endpoints/email-verification';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { ok, registerEndpoints } from '../../platform/endpoint-route';
import {
  cancelEmailChange,
  confirmWithCode,
  confirmWithLink,
  emailVerificationState,
  resendConfirmation,
} from './email-verification';

/** Confirming an address by code or link, resending, and cancelling a change (docs/security.md). */
export function registerEmailVerificationRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoints(app, emailVerificationEndpoints, {
    state: async (request) =>
      ok({ message: /*i18n*/ 'Email confirmation', data: await emailVerificationState(ctx, request.user.id) }),

    resend: async (request) =>
      ok({ message: emailVerificationMessages.sent, data: await resendConfirmation(ctx, request.user.id, request.ip) }),

    confirmCode: async (request) => {
      const { user, message } = await confirmWithCode(ctx, request.user.id, request.body.code, request.ip);
      return ok({ message, data: user });
    },

    confirmLink: async (request) =>
      ok({
        message: emailVerificationMessages.confirmed,
        data: await confirmWithLink(ctx, request.body.token, request.ip),
      }),

    cancelChange: async (request) =>
      ok({ message: emailVerificationMessages.changeCancelled, data: await cancelEmailChange(ctx, request.user.id) }),
  });
}
