import { z } from 'zod';
import { pageQuerySchema, paginationSchema } from './api';

export const outboxStatuses = ['pending', 'sending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];

export const outboxListQuerySchema = pageQuerySchema.extend({
  /** Without a status: every message not yet delivered (pending, sending and failed). */
  status: z.enum(outboxStatuses, { error: /*i18n*/ 'Status must be pending, sending, sent or failed' }).optional(),
});

/** One email as the admin sees it: never its body, which may hold a reset code. */
export const outboxMessageSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(outboxStatuses),
  attempts: z.number(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

/** How mail leaves: an SMTP server, or (no SMTP_URL) the server's log, where nothing is sent. */
export const mailTransports = ['smtp', 'log'] as const;
export type MailTransport = (typeof mailTransports)[number];

export const outboxListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(outboxMessageSchema),
  pagination: paginationSchema,
  counts: z.object({ pending: z.number(), sending: z.number(), failed: z.number() }),
  transport: z.enum(mailTransports),
});
export type OutboxListResponse = z.infer<typeof outboxListResponseSchema>;

export const outboxRetryResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: outboxMessageSchema,
});

export const outboxMessages = {
  notFound: /*i18n*/ 'Email not found',
  notFailed: /*i18n*/ 'Only a failed email can be sent again',
  retrying: /*i18n*/ 'The email will be sent again shortly',
} as const;
