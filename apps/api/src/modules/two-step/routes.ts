import { twoStepEndpoints as endpoints } from '@tutorium/contract/endpoints/two-step';
import { messages } from '@tutorium/contract/messages';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context';
import { issueDeviceCookie } from '../../platform/device-cookies';
import { registerEndpoints } from '../../platform/endpoint-route';
import { servedOverHttps } from '../../platform/http-edge';
import type { UserRow } from '../accounts/public';
import { knownDevice, type SignedIn, startSignedInSession } from '../sessions/public';
import {
  addPasskey,
  confirmTotp,
  regenerateRecoveryCodes,
  removePasskey,
  removeTotp,
  renamePasskey,
  requireTwoStepForStaff,
  securityOverview,
  startPasskeyRegistration,
  startTotpSetup,
  updateSecuritySettings,
} from './service';
import { completeTwoStep, signInWithPasskey, startPasskeySignIn } from './sign-in';

/** Second factors, the second step of a sign-in, passkey sign-in, and the staff rule (docs/security.md). */
export const twoStepRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const finishSignIn = (request: FastifyRequest) => async (user: UserRow, cookieDevice: string | null) =>
    startSignedInSession(
      ctx,
      user,
      { ip: request.ip, userAgent: request.headers['user-agent'] },
      await knownDevice(ctx, user.id, cookieDevice),
    );

  /** The answer to a finished sign-in: the device cookie, then the session token and the user. */
  const signedIn = (request: FastifyRequest, reply: FastifyReply, { token, user, deviceId }: SignedIn) => {
    issueDeviceCookie(reply, user.id, deviceId, servedOverHttps(request, ctx.config));
    return { success: true as const, message: messages.login.success, token, user };
  };

  registerEndpoints(app, endpoints, {
    completeTwoStep: async (request, reply) =>
      signedIn(request, reply, await completeTwoStep(ctx, request.body, request.ip, finishSignIn(request))),

    passkeySignInOptions: async (request) => ({
      success: true as const,
      data: await startPasskeySignIn(ctx, request.body.role, request.ip),
    }),

    passkeySignIn: async (request, reply) =>
      signedIn(request, reply, await signInWithPasskey(ctx, request.body, request.ip, finishSignIn(request))),

    overview: async (request) => ({
      success: true as const,
      data: await securityOverview(ctx, request.user),
    }),

    startTotpSetup: async (request) => ({
      success: true as const,
      data: await startTotpSetup(ctx, request.user),
    }),

    confirmTotp: async (request) => ({
      success: true as const,
      message: 'The authenticator app is on.',
      recoveryCodes: await confirmTotp(ctx, request.user, request.body.code),
    }),

    removeTotp: async (request) => {
      await removeTotp(ctx, request.user, request.body, request.ip);
      return { success: true as const, message: 'The authenticator app is off.' };
    },

    regenerateRecoveryCodes: async (request) => ({
      success: true as const,
      message: 'New recovery codes made; the old ones no longer work.',
      recoveryCodes: await regenerateRecoveryCodes(ctx, request.user, request.body, request.ip),
    }),

    passkeyRegistrationOptions: async (request) => ({
      success: true as const,
      data: { options: await startPasskeyRegistration(ctx, request.user) },
    }),

    addPasskey: async (request) => {
      const added = await addPasskey(ctx, request.user, request.body);
      return {
        success: true as const,
        message: 'Passkey added.',
        data: added.passkey,
        recoveryCodes: added.recoveryCodes,
      };
    },

    renamePasskey: async (request) => ({
      success: true as const,
      message: 'Passkey renamed.',
      data: await renamePasskey(ctx, request.user, request.params.id, request.body.name),
    }),

    removePasskey: async (request) => {
      await removePasskey(ctx, request.user, request.params.id);
      return { success: true as const, message: 'Passkey removed.' };
    },

    securitySettings: async () => ({
      success: true as const,
      data: { requireTwoStepForStaff: await requireTwoStepForStaff(ctx) },
    }),

    updateSecuritySettings: async (request) => ({
      success: true as const,
      data: await updateSecuritySettings(ctx, request.user, request.body),
    }),
  });
};
