import { z } from 'zod';
import { adminRoles } from '../access';
import { messageResponseSchema } from '../api';
import { defineEndpoint } from '../endpoint';
import {
  auditLogQuerySchema,
  auditLogResponseSchema,
  dataExportResponseSchema,
  eraseAccountBodySchema,
  exportDownloadQuerySchema,
  latestDataExportResponseSchema,
} from '../privacy';
import type { Role } from '../roles';

/** Who may erase their own account: anyone but an administrator. */
const accountHolderRoles = ['student', 'teacher', 'guardian'] as const satisfies readonly Role[];

/** A user's own data export and erasure, and the admins' audit log of both. */
export const privacyEndpoints = {
  requestExport: defineEndpoint({
    method: 'POST',
    path: '/privacy/exports',
    summary: 'Ask for a ZIP of everything Tutorium holds about you; the download link arrives by email',
    fallbackMessage: /*i18n*/ 'Failed to ask for a copy of your data',
    tags: ['privacy'],
    access: 'signed-in',
    status: 202,
    response: dataExportResponseSchema,
    rules: ['export_pending', 'too_many_requests'],
  }),
  latestExport: defineEndpoint({
    method: 'GET',
    path: '/privacy/exports/latest',
    summary: 'Your most recent data export and its state',
    fallbackMessage: /*i18n*/ 'Failed to load your data export',
    tags: ['privacy'],
    access: 'signed-in',
    status: 200,
    response: latestDataExportResponseSchema,
    rules: [],
  }),
  /** Answers the ZIP itself, not JSON: the API keeps it a plain route and the web downloads this URL. */
  downloadExport: defineEndpoint({
    method: 'GET',
    path: '/privacy/exports/download',
    summary: 'The ZIP behind an emailed download token: only for its owner, for 24 hours after it is ready',
    fallbackMessage: /*i18n*/ 'Failed to download your data',
    tags: ['privacy'],
    access: 'signed-in',
    query: exportDownloadQuerySchema,
    status: 200,
    response: z.unknown(),
    produces: ['application/zip'],
    rules: ['not_found', 'export_not_ready', 'export_failed', 'export_expired'],
  }),
  eraseAccount: defineEndpoint({
    method: 'DELETE',
    path: '/privacy/account',
    summary: 'Delete your own account and personal data, confirmed with your password',
    fallbackMessage: /*i18n*/ 'Failed to delete your account',
    invalidates: [],
    tags: ['privacy'],
    access: accountHolderRoles,
    body: eraseAccountBodySchema,
    status: 200,
    response: messageResponseSchema,
    rules: ['not_found', 'admin_self_erase', 'teacher_has_active_courses', 'no_administrator', 'too_many_requests'],
  }),
  auditLog: defineEndpoint({
    method: 'GET',
    path: '/privacy/audit-log',
    summary: 'Data exports and account erasures, newest first (admins only)',
    fallbackMessage: /*i18n*/ 'Failed to load the audit log',
    tags: ['privacy'],
    access: adminRoles,
    query: auditLogQuerySchema,
    status: 200,
    response: auditLogResponseSchema,
    rules: [],
  }),
};
