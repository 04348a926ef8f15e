import type { Pagination } from '@tutorium/contract/api';
import {
  type MailTransport,
  type OutboxMessage,
  type outboxListQuerySchema,
  outboxMessages,
} from '@tutorium/contract/outbox';
import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { emailOutbox } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { conflict, notFound } from '../../platform/errors';
import { readPage, totalRows } from '../../platform/sql-helpers';

/** Every column but the body, which may hold a reset code and is never shown. */
const listed = {
  id: emailOutbox.id,
  toAddress: emailOutbox.toAddress,
  subject: emailOutbox.subject,
  status: emailOutbox.status,
  attempts: emailOutbox.attempts,
  lastError: emailOutbox.lastError,
  nextAttemptAt: emailOutbox.nextAttemptAt,
  createdAt: emailOutbox.createdAt,
  sentAt: emailOutbox.sentAt,
};
type OutboxRow = { [K in keyof typeof listed]: (typeof emailOutbox.$inferSelect)[K] };

const toMessage = (row: OutboxRow): OutboxMessage => ({
  id: row.id,
  to: row.toAddress,
  subject: row.subject,
  status: row.status,
  attempts: row.attempts,
  lastError: row.lastError,
  nextAttemptAt: row.nextAttemptAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
});

/** Outbox messages newest first; by default the ones not yet delivered, which is what needs attention. */
export async function listOutbox(
  ctx: AppContext,
  query: z.output<typeof outboxListQuerySchema>,
): Promise<{
  data: OutboxMessage[];
  pagination: Pagination;
  counts: Record<'pending' | 'sending' | 'failed', number>;
  transport: MailTransport;
}> {
  const [{ rows, pagination }, byStatus] = await Promise.all([
    readPage(
      query,
      ctx.db
        .select({ ...listed, total: totalRows() })
        .from(emailOutbox)
        .where(query.status ? eq(emailOutbox.status, query.status) : ne(emailOutbox.status, 'sent'))
        .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id)),
    ),
    ctx.db
      .select({ status: emailOutbox.status, value: count() })
      .from(emailOutbox)
      .where(ne(emailOutbox.status, 'sent'))
      .groupBy(emailOutbox.status),
  ]);
  const countOf = (status: string) => byStatus.find((row) => row.status === status)?.value ?? 0;
  return {
    data: rows.map(toMessage),
    pagination,
    counts: { pending: countOf('pending'), sending: countOf('sending'), failed: countOf('failed') },
    // The app's mailer is SMTP exactly when SMTP_URL is set (createMailer, main.ts); otherwise it logs.
    transport: ctx.config.smtpUrl ? 'smtp' : 'log',
  };
}

/** Puts a failed message back in the queue with a fresh set of attempts. */
export async function retryOutboxMessage(ctx: AppContext, id: string): Promise<OutboxMessage> {
  const [row] = await ctx.db
    .update(emailOutbox)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()` })
    .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'failed')))
    .returning(listed);
  if (row) return toMessage(row);
  const [exists] = await ctx.db.select({ id: emailOutbox.id }).from(emailOutbox).where(eq(emailOutbox.id, id));
  throw exists ? conflict('email_not_failed', outboxMessages.notFailed) : notFound(outboxMessages.notFound);
}
