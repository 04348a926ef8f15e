import { z } from 'zod';
import { pageQuerySchema, paginationSchema } from './api';
import { roleSchema } from './roles';

/** How long a finished export can be downloaded, counted from the moment it is ready. */
export const EXPORT_TTL_HOURS = 24;

export const dataExportStatuses = ['pending', 'ready', 'failed'] as const;
export const dataExportStatusSchema = z.enum(dataExportStatuses);
export type DataExportStatus = z.infer<typeof dataExportStatusSchema>;

/** One export as its owner sees it; the download token only ever travels in the email. */
export const dataExportSchema = z.object({
  id: z.string(),
  status: dataExportStatusSchema,
  requestedAt: z.string(),
  readyAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
});
export type DataExport = z.infer<typeof dataExportSchema>;

export const dataExportResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: dataExportSchema,
});

export const latestDataExportResponseSchema = z.object({
  success: z.literal(true),
  data: dataExportSchema.nullable(),
});

export const exportDownloadQuerySchema = z.object({
  token: z
    .string({ error: /*i18n*/ 'The download link is incomplete' })
    .trim()
    .min(1, /*i18n*/ 'The download link is incomplete')
    .max(200),
});
export type ExportDownloadQuery = z.infer<typeof exportDownloadQuerySchema>;

/** Erasing your own account is confirmed with your password. */
export const eraseAccountBodySchema = z.object({
  password: z
    .string({ error: /*i18n*/ 'Enter your password to confirm' })
    .min(1, /*i18n*/ 'Enter your password to confirm')
    .max(1024),
});
export type EraseAccountBody = z.infer<typeof eraseAccountBodySchema>;

/** What the audit log records; each entry names no personal data beyond the accounts' ids. */
export const auditActions = [
  'export.requested',
  'account.erased',
  'account.erased_by_admin',
  'settings.two_step_required',
  'settings.two_step_optional',
  'account.created_by_admin',
  'account.invited',
  'account.role_changed',
  'account.status_changed',
  'announcement.deleted_by_admin',
  'announcement_comment.deleted_by_admin',
  'conversation_report.closed',
  'assignment_grade.changed_by_admin',
  'quiz_mark.changed_by_admin',
  'gradebook.changed_by_admin',
  'guardian.invited',
  'guardian.linked',
  'guardian.link_ended',
  'fee.payment_recorded',
  'fee.entry_corrected',
  'fee.refund_approved',
  'fee.refund_declined',
  'fee.refund_given',
] as const;
export const auditActionSchema = z.enum(auditActions);
export type AuditAction = z.infer<typeof auditActionSchema>;

export const auditActionLabels: Record<AuditAction, string> = {
  'export.requested': /*i18n*/ 'Data export requested',
  'account.erased': /*i18n*/ 'Account deleted by its owner',
  'account.erased_by_admin': /*i18n*/ 'Account deleted by an administrator',
  'settings.two_step_required': /*i18n*/ 'Two-step sign-in required for teachers and admins',
  'settings.two_step_optional': /*i18n*/ 'Two-step sign-in made optional for teachers and admins',
  'account.created_by_admin': /*i18n*/ 'Account created by an administrator',
  'account.invited': /*i18n*/ 'Invitation sent',
  'account.role_changed': /*i18n*/ 'Role changed',
  'account.status_changed': /*i18n*/ 'Status changed',
  'announcement.deleted_by_admin': /*i18n*/ 'Announcement deleted by an administrator',
  'announcement_comment.deleted_by_admin': /*i18n*/ 'Announcement comment removed by an administrator',
  'conversation_report.closed': /*i18n*/ 'Reported conversation reviewed',
  'assignment_grade.changed_by_admin':
    /*i18n*/ "A student's assignment graded, returned or released by an administrator",
  'quiz_mark.changed_by_admin': /*i18n*/ "A student's test answer marked by an administrator",
  'gradebook.changed_by_admin': /*i18n*/ "A course's gradebook setup changed by an administrator",
  'guardian.invited': /*i18n*/ 'Guardian invited for a student',
  'guardian.linked': /*i18n*/ 'Guardian linked to a student',
  'guardian.link_ended': /*i18n*/ 'Guardian link ended',
  'fee.payment_recorded': /*i18n*/ 'Payment recorded at the desk',
  'fee.entry_corrected': /*i18n*/ 'Fee ledger entry corrected',
  'fee.refund_approved': /*i18n*/ 'Refund request approved',
  'fee.refund_declined': /*i18n*/ 'Refund request declined',
  'fee.refund_given': /*i18n*/ 'Payment refunded by an admin',
};

/** What a role or status change changed, kept with its audit entry ("student" → "teacher"). */
export const auditChangeSchema = z.object({ from: z.string(), to: z.string() });
export type AuditChange = z.infer<typeof auditChangeSchema>;

const auditPartySchema = z.object({
  /** Null once the account is erased: the log keeps only its role. */
  id: z.string().nullable(),
  name: z.string().nullable(),
  role: roleSchema,
});

export const auditEntrySchema = z.object({
  id: z.string(),
  action: auditActionSchema,
  actor: auditPartySchema,
  subject: auditPartySchema,
  /** Role and status changes only: what it was and what it became; null for the other actions. */
  change: auditChangeSchema.nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogQuerySchema = pageQuerySchema.extend({
  action: auditActionSchema.optional(),
});
export type AuditLogQuery = z.input<typeof auditLogQuerySchema>;

export const auditLogResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(auditEntrySchema),
  pagination: paginationSchema,
});

export const privacyMessages = {
  exportRequested: /*i18n*/ 'We are preparing your data. A download link will arrive by email in a few minutes.',
  exportPending: /*i18n*/ 'Your data is already being prepared. The download link will arrive by email.',
  exportNotFound: /*i18n*/ 'This download link is not valid for your account',
  exportExpired: /*i18n*/ 'This download link has expired. Request a new export from your settings.',
  exportNotReady: /*i18n*/ 'This export is not ready yet. Wait for the email, then try again.',
  exportFailed: /*i18n*/ 'This export could not be prepared. Request a new one from your settings.',
  passwordWrong: /*i18n*/ 'The password is not correct',
  accountErased: /*i18n*/ 'Your account and personal data have been deleted',
  userErased: /*i18n*/ 'The account and its personal data have been deleted',
  /** Followed by the course titles. */
  teacherHasActiveCourses: /*i18n*/ 'Close or hand over these courses before the account can be deleted:',
  noAdministrator: /*i18n*/ 'There is no active administrator to hand this teacher’s courses and files to.',
  adminSelfErase: /*i18n*/ 'Administrators cannot delete their own account here; ask another administrator.',
} as const;
