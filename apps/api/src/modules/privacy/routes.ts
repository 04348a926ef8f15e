import { privacyEndpoints } from '@tutorium/contract/endpoints/privacy';
import { privacyMessages } from '@tutorium/contract/privacy';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context';
import { ok, registerEndpoints } from '../../platform/endpoint-route';
import { listAuditLog } from './audit';
import { eraseOwnAccount } from './erasure';
import { downloadExport, latestExport, requestExport } from './exports';

/** Mounted at /api/privacy: a user's own data export and erasure, and the admins' audit log. */
export const privacyRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerEndpoints(app, privacyEndpoints, {
    requestExport: async (request) =>
      ok({ message: privacyMessages.exportRequested, data: await requestExport(ctx, request.user) }),

    latestExport: async (request) => ok({ data: await latestExport(ctx, request.user) }),

    // The answer is the ZIP's bytes with its file name, not JSON.
    downloadExport: async (request, reply) => {
      const { archive, requestedAt } = await downloadExport(ctx, request.user, request.query.token);
      const day = requestedAt.toISOString().slice(0, 10);
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="tutorium-data-${day}.zip"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(archive));
    },

    eraseAccount: async (request) => {
      await eraseOwnAccount(ctx, request.user, request.body.password, request.ip);
      return ok({ message: privacyMessages.accountErased });
    },

    auditLog: async (request) => ok(await listAuditLog(ctx, request.query)),
  });
};
