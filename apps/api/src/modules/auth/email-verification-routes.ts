import { emailVerificationMessages } from '@tutorium/contract/email-verification';
import { emailVerificationEndpoints } from '@tutorium/contract/endpoints/email-verification';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../platform/authentication';
import type { AppContext } from '../../platform/context';
import { registerEndpoint } from '../../platform/endpoint-route';
import {
  cancelEmailChange,
  confirmWithCode,
  confirmWithLink,
  emailVerificationState,
  resendConfirmation,
} from './email-verification';

/** Confirming an address by code or link, resending, and cancelling a change (docs/security.md). */
export function registerEmailVerificationRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, emailVerificationEndpoints.state, async (request) => ({
    success: true as const,
    message: 'Email confirmation',
    data: await emailVerificationState(ctx, requireUser(request).id),
  }));

  registerEndpoint(app, emailVerificationEndpoints.resend, async (request) => ({
    success: true as const,
    message: emailVerificationMessages.sent,
    data: await resendConfirmation(ctx, requireUser(request).id, request.ip),
  }));

  registerEndpoint(app, emailVerificationEndpoints.confirmCode, async (request) => {
    const { user, message } = await confirmWithCode(ctx, requireUser(request).id, request.body.code, request.ip);
    return { success: true as const, message, data: user };
  });

  registerEndpoint(app, emailVerificationEndpoints.confirmLink, async (request) => ({
    success: true as const,
    message: emailVerificationMessages.confirmed,
    data: await confirmWithLink(ctx, request.body.token, request.ip),
  }));

  registerEndpoint(app, emailVerificationEndpoints.cancelChange, async (request) => ({
    success: true as const,
    message: emailVerificationMessages.changeCancelled,
    data: await cancelEmailChange(ctx, requireUser(request).id),
  }));
}
