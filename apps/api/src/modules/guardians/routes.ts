import { guardianLinkEndpoints } from '@tutorium/contract/endpoints/guardians';
import { guardianMessages } from '@tutorium/contract/guardians';
import { sentence } from '@tutorium/contract/text-with';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';
import { ok, registerEndpoints } from '../../platform/endpoint-route';
import { languageOf } from '../../platform/language';
import { signedInReply, startSignedInSession } from '../sessions/public';
import { acceptInvitation } from './accept';
import { approveLink } from './approve';
import { endLink } from './end-link';
import { readInvitation } from './invitation';
import { inviteForStudent, inviteMine } from './invite';
import { myGuardians, studentGuardians } from './lists';
import { acceptAsNewAccount } from './new-account';

const invitedMessage = (email: string) => sentence(guardianMessages.invited, { email });

/** Mounted at /api: linking students and guardians (docs/product.md, "Guardians"). */
export const guardianLinkRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerEndpoints(app, guardianLinkEndpoints, {
    myGuardians: async (request) => ok({ data: await myGuardians(ctx, request.user) }),

    inviteMine: async (request) => {
      const data = await inviteMine(ctx, request.user, request.body, request.ip, languageOf(request));
      return ok({ message: invitedMessage(data.invitedEmail), data });
    },

    studentGuardians: async (request) =>
      ok({ data: await studentGuardians(ctx, request.user, request.params.studentId) }),

    inviteForStudent: async (request) => {
      const { user, params, body } = request;
      const data = await inviteForStudent(ctx, user, params.studentId, body, request.ip, languageOf(request));
      return ok({ message: invitedMessage(data.invitedEmail), data });
    },

    invitation: async (request) => ok({ data: await readInvitation(ctx, request.params.token, request.ip) }),

    acceptAsNewAccount: async (request, reply) => {
      const { row, message } = await acceptAsNewAccount(ctx, request.params.token, request.body, request.ip);
      const client = { ip: request.ip, userAgent: request.headers['user-agent'] };
      const signedIn = await startSignedInSession(ctx, row, client, null, request.body.timeZone);
      return { ...signedInReply(ctx, request, reply, signedIn), message };
    },

    accept: async (request) =>
      ok({ message: await acceptInvitation(ctx, request.user, request.params.token, request.ip) }),

    approve: async (request) =>
      ok({ message: guardianMessages.approved, data: await approveLink(ctx, request.user, request.params.id) }),

    end: async (request) => {
      const state = await endLink(ctx, request.user, request.params.id);
      return ok({ message: state === 'invited' ? guardianMessages.withdrawn : guardianMessages.ended });
    },
  });
};
