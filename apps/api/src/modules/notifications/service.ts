import { pageWindow } from '@tutorium/contract/api';
import {
  type Notification,
  type NotificationListResponse,
  type notificationListQuerySchema,
  notificationMessages,
} from '@tutorium/contract/notifications';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { notifications } from '../../db/schema';
import type { AuthUser } from '../../platform/authentication';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { readPage, totalRows } from '../../platform/sql-helpers';
import { unreadFilter } from '../../platform/unread-filter';

type ListQuery = z.output<typeof notificationListQuerySchema>;
type NotificationRow = typeof notifications.$inferSelect;

const toNotification = (row: NotificationRow): Notification => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  body: row.body,
  link: row.link,
  readAt: row.readAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

async function unreadCount(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.value ?? 0;
}

/** The user's own notifications, newest first, with how many are unread in all. */
export async function listNotifications(
  ctx: AppContext,
  user: AuthUser,
  query: ListQuery,
): Promise<Omit<NotificationListResponse, 'success'>> {
  const [{ rows, pagination }, unread] = await Promise.all([
    readPage(
      pageWindow(query),
      ctx.db
        .select({ notification: notifications, total: totalRows() })
        .from(notifications)
        .where(and(eq(notifications.userId, user.id), unreadFilter(notifications.readAt, query.unread)))
        .orderBy(desc(notifications.createdAt), desc(notifications.id)),
    ),
    unreadCount(ctx.db, user.id),
  ]);
  return {
    data: rows.map((row) => toNotification(row.notification)),
    pagination,
    unread,
  };
}

/** Marks one of the user's own notifications read (again is harmless); anyone else's is not found. */
export async function markRead(
  ctx: AppContext,
  user: AuthUser,
  id: string,
): Promise<{ data: Notification; unread: number }> {
  const [row] = await ctx.db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, user.id)))
    .returning();
  if (!row) throw notFound(notificationMessages.notFound);
  return { data: toNotification(row), unread: await unreadCount(ctx.db, user.id) };
}

/** Marks every unread notification of the user read; one that arrives meanwhile stays unread and counted. */
export async function markAllRead(ctx: AppContext, user: AuthUser): Promise<{ marked: number; unread: number }> {
  const marked = await ctx.db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, user.id), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return { marked: marked.length, unread: await unreadCount(ctx.db, user.id) };
}
