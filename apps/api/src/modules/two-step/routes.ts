import { twoStepEndpoints as endpoints } from '@tutorium/contract/endpoints/two-step';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context';
import { ok, registerEndpoints } from '../../platform/endpoint-route';
import type { UserRow } from '../accounts/public';
import { knownDevice, signedInReply, startSignedInSession } from '../sessions/public';
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

  registerEndpoints(app, endpoints, {
    completeTwoStep: async (request, reply) =>
      signedInReply(ctx, request, reply, await completeTwoStep(ctx, request.body, request.ip, finishSignIn(request))),

    passkeySignInOptions: async (request) => ok({ data: await startPasskeySignIn(ctx, request.body.role, request.ip) }),

    passkeySignIn: async (request, reply) =>
      signedInReply(ctx, request, reply, await signInWithPasskey(ctx, request.body, request.ip, finishSignIn(request))),

    overview: async (request) => ok({ data: await securityOverview(ctx, request.user) }),

    startTotpSetup: async (request) => ok({ data: await startTotpSetup(ctx, request.user) }),

    confirmTotp: async (request) =>
      ok({
        message: /*i18n*/ 'The authenticator app is on.',
        recoveryCodes: await confirmTotp(ctx, request.user, request.body.code),
      }),

    removeTotp: async (request) => {
      await removeTotp(ctx, request.user, request.body, request.ip);
      return ok({ message: /*i18n*/ 'The authenticator app is off.' });
    },

    regenerateRecoveryCodes: async (request) =>
      ok({
        message: /*i18n*/ 'New recovery codes made; the old ones no longer work.',
        recoveryCodes: await regenerateRecoveryCodes(ctx, request.user, request.body, request.ip),
      }),

    passkeyRegistrationOptions: async (request) =>
      ok({ data: { options: await startPasskeyRegistration(ctx, request.user) } }),

    addPasskey: async (request) => {
      const added = await addPasskey(ctx, request.user, request.body);
      return ok({ message: /*i18n*/ 'Passkey added.', data: added.passkey, recoveryCodes: added.recoveryCodes });
    },

    renamePasskey: async (request) =>
      ok({
        message: /*i18n*/ 'Passkey renamed.',
        data: await renamePasskey(ctx, request.user, request.params.id, request.body.name),
      }),

    removePasskey: async (request) => {
      await removePasskey(ctx, request.user, request.params.id);
      return ok({ message: /*i18n*/ 'Passkey removed.' });
    },

    securitySettings: async () => ok({ data: { requireTwoStepForStaff: await requireTwoStepForStaff(ctx) } }),

    updateSecuritySettings: async (request) =>
      ok({ data: await updateSecuritySettings(ctx, request.user, request.body) }),
  });
};
