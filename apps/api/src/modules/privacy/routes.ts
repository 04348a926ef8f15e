import { privacyEndpoints } from '@tutorium/contract/endpoints/privacy';
import { privacyMessages } from '@tutorium/contract/privacy';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRole, requireUser } from '../../platform/authentication';
import type { AppContext } from '../../platform/context';
import { endpointRoutePath, registerEndpoint } from '../../platform/endpoint-route';
import { failureResponses } from '../../platform/route-schemas';
import { listAuditLog } from './audit';
import { eraseOwnAccount } from './erasure';
import { downloadExport, latestExport, requestExport } from './exports';

/** Mounted at /api/privacy: a user's own data export and erasure, and the admins' audit log. */
export const privacyRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerEndpoint(app, privacyEndpoints.requestExport, async (request) => ({
    success: true as const,
    message: privacyMessages.exportRequested,
    data: await requestExport(ctx, requireUser(request)),
  }));

  registerEndpoint(app, privacyEndpoints.latestExport, async (request) => ({
    success: true as const,
    data: await latestExport(ctx, requireUser(request)),
  }));

  // A plain route: the answer is the ZIP's bytes with its file name, not JSON.
  const download = privacyEndpoints.downloadExport;
  app.get(
    endpointRoutePath(app, download),
    {
      schema: {
        tags: [...download.tags],
        summary: download.summary,
        querystring: download.query,
        produces: ['application/zip'],
        response: { [download.status]: download.response, ...failureResponses(...download.failures) },
      },
      config: { access: download.access },
    },
    async (request, reply) => {
      const { archive, requestedAt } = await downloadExport(ctx, requireUser(request), request.query.token);
      const day = requestedAt.toISOString().slice(0, 10);
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="tutorium-data-${day}.zip"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(archive));
    },
  );

  registerEndpoint(app, privacyEndpoints.eraseAccount, async (request) => {
    const user = requireRole(request, privacyEndpoints.eraseAccount.access);
    await eraseOwnAccount(ctx, user, request.body.password, request.ip);
    return { success: true as const, message: privacyMessages.accountErased };
  });

  registerEndpoint(app, privacyEndpoints.auditLog, async (request) => {
    requireRole(request, privacyEndpoints.auditLog.access);
    return { success: true as const, ...(await listAuditLog(ctx, request.query)) };
  });
};
