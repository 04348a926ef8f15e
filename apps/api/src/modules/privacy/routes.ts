import { adminRoles } from '@tutorium/contract/access';
import { messageResponseSchema } from '@tutorium/contract/api';
import {
  auditLogQuerySchema,
  auditLogResponseSchema,
  dataExportResponseSchema,
  eraseAccountBodySchema,
  exportDownloadQuerySchema,
  latestDataExportResponseSchema,
  privacyMessages,
} from '@tutorium/contract/privacy';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRole, requireUser } from '../../platform/authentication';
import type { AppContext } from '../../platform/context';
import { failureResponses } from '../../platform/route-schemas';
import { listAuditLog } from './audit';
import { eraseOwnAccount } from './erasure';
import { downloadExport, latestExport, requestExport } from './exports';

const failures = failureResponses(400, 401, 403, 404, 409, 410, 429);
const accountHolders = ['student', 'teacher'] as const;

/** Mounted at /api/privacy: a user's own data export and erasure, and the admins' audit log. */
export const privacyRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/exports',
    {
      schema: {
        tags: ['privacy'],
        summary: 'Ask for a ZIP of everything Tutorium holds about you; the download link arrives by email',
        response: { 202: dataExportResponseSchema, ...failures },
      },
      config: { access: 'signed-in' },
    },
    async (request, reply) => {
      const data = await requestExport(ctx, requireUser(request));
      return reply.status(202).send({ success: true, message: privacyMessages.exportRequested, data });
    },
  );

  app.get(
    '/exports/latest',
    {
      schema: {
        tags: ['privacy'],
        summary: 'Your most recent data export and its state',
        response: { 200: latestDataExportResponseSchema, ...failures },
      },
      config: { access: 'signed-in' },
    },
    async (request) => ({ success: true as const, data: await latestExport(ctx, requireUser(request)) }),
  );

  app.get(
    '/exports/download',
    {
      schema: {
        tags: ['privacy'],
        summary: 'The ZIP behind an emailed download token: only for its owner, for 24 hours after it is ready',
        querystring: exportDownloadQuerySchema,
        produces: ['application/zip'],
        response: { 200: z.unknown(), ...failures },
      },
      config: { access: 'signed-in' },
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

  app.delete(
    '/account',
    {
      schema: {
        tags: ['privacy'],
        summary: 'Delete your own account and personal data, confirmed with your password',
        body: eraseAccountBodySchema,
        response: { 200: messageResponseSchema, ...failures },
      },
      config: { access: accountHolders },
    },
    async (request) => {
      await eraseOwnAccount(ctx, requireRole(request, accountHolders), request.body.password, request.ip);
      return { success: true as const, message: privacyMessages.accountErased };
    },
  );

  app.get(
    '/audit-log',
    {
      schema: {
        tags: ['privacy'],
        summary: 'Data exports and account erasures, newest first (admins only)',
        querystring: auditLogQuerySchema,
        response: { 200: auditLogResponseSchema, ...failures },
      },
      config: { access: adminRoles },
    },
    async (request) => {
      requireRole(request, adminRoles);
      return { success: true as const, ...(await listAuditLog(ctx, request.query)) };
    },
  );
};
