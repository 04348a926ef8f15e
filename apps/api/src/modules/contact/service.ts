import { type Pagination, pageWindow } from '@tutorium/contract/api';
import {
  type ContactSubmission,
  type contactInputSchema,
  type contactListQuerySchema,
  contactMessages as texts,
} from '@tutorium/contract/contact';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { contactMessages, users } from '../../db/schema';
import type { AuthUser } from '../../platform/authentication';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { translate } from '../../platform/language';
import { notifyUsers } from '../../platform/notifications';
import { readerLanguage } from '../../platform/reader-language';
import { readPage, totalRows } from '../../platform/sql-helpers';
import { unreadFilter } from '../../platform/unread-filter';

type ContactInput = z.output<typeof contactInputSchema>;
type ContactListQuery = z.output<typeof contactListQuerySchema>;
type ContactRow = typeof contactMessages.$inferSelect;

const toSubmission = (row: ContactRow): ContactSubmission => ({
  _id: row.id,
  id: row.id,
  name: row.name,
  email: row.email,
  subject: row.subject,
  message: row.message,
  read: row.readAt !== null,
  createdAt: row.createdAt.toISOString(),
});

export async function submitContact(
  ctx: AppContext,
  input: ContactInput,
  sender: AuthUser | null,
  ip: string,
): Promise<ContactSubmission> {
  await ctx.limiter.consume('contact', ip);
  const row = await ctx.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(contactMessages)
      .values({ ...input, senderId: sender?.id ?? null })
      .returning();
    if (!created) throw new Error('insert returned no row');
    await notifyAdmins(tx, created);
    return created;
  });
  return toSubmission(row);
}

/**
 * Every active admin hears of a contact message (docs/product.md §12). The notification names its sender,
 * so it is tied to the message: deleting the message, or erasing its sender, deletes it too.
 */
async function notifyAdmins(tx: Database, message: ContactRow): Promise<void> {
  const admins = await tx
    .select({ id: users.id, language: users.language })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.status, 'active')));
  await notifyUsers(
    tx,
    admins.map((admin) => {
      const language = readerLanguage(admin.language);
      return {
        userId: admin.id,
        kind: 'contact_message' as const,
        title: translate(language, /*i18n*/ 'Contact message: {subject}', { subject: message.subject }),
        body: translate(language, /*i18n*/ 'From {name} ({email}).', { name: message.name, email: message.email }),
        link: '/admin/inbox',
        contactMessageId: message.id,
        aboutUserId: message.senderId,
      };
    }),
  );
}

export async function listSubmissions(
  ctx: AppContext,
  query: ContactListQuery,
): Promise<{ data: ContactSubmission[]; pagination: Pagination; unreadCount: number }> {
  const [{ rows, pagination }, [unread]] = await Promise.all([
    readPage(
      pageWindow(query),
      ctx.db
        .select({ message: contactMessages, total: totalRows() })
        .from(contactMessages)
        .where(unreadFilter(contactMessages.readAt, query.unread))
        .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id)),
    ),
    ctx.db.select({ value: count() }).from(contactMessages).where(isNull(contactMessages.readAt)),
  ]);
  return {
    data: rows.map((row) => toSubmission(row.message)),
    pagination,
    unreadCount: unread?.value ?? 0,
  };
}

export async function markSubmission(ctx: AppContext, id: string, read: boolean): Promise<ContactSubmission> {
  const [row] = await ctx.db
    .update(contactMessages)
    .set({ readAt: read ? sql`coalesce(${contactMessages.readAt}, now())` : null })
    .where(eq(contactMessages.id, id))
    .returning();
  if (!row) throw notFound(texts.notFound);
  return toSubmission(row);
}

export async function deleteSubmission(ctx: AppContext, id: string): Promise<void> {
  const removed = await ctx.db
    .delete(contactMessages)
    .where(eq(contactMessages.id, id))
    .returning({ id: contactMessages.id });
  if (removed.length === 0) throw notFound(texts.notFound);
}
