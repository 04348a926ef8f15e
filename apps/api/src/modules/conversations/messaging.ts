import type { Pagination } from '@tutorium/contract/api';
import { pageWindow } from '@tutorium/contract/api';
import {
  type ConversationKind,
  type ConversationStatus,
  type ConversationSummary,
  type conversationListQuerySchema,
  conversationMessages,
  type DirectMessage,
  type markReadBodySchema,
  type messageHistoryQuerySchema,
  type sendMessageBodySchema,
  type startConversationBodySchema,
} from '@tutorium/contract/conversations';
import { courseMessages } from '@tutorium/contract/courses';
import type { Language } from '@tutorium/contract/languages';
import { and, count, desc, eq, exists, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import {
  conversationParticipants,
  conversations,
  courses,
  enrolments,
  guardianLinks,
  messageAttachments,
  messages,
  users,
} from '../../db/schema';
import type { AuthUser } from '../../platform/authentication';
import type { AppContext } from '../../platform/context';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import { containsPattern, readPage } from '../../platform/sql-helpers';
import { assertNotRefused, type ConversationRow, loadOwnConversation, pairKeyOf } from './rules';
import { conversationSummary, summaryColumns, summaryRows, toMessages, toSummaries } from './views';

type ListQuery = z.output<typeof conversationListQuerySchema>;
type SendBody = z.output<typeof sendMessageBodySchema>;
type StartBody = z.output<typeof startConversationBodySchema>;
type MarkReadBody = z.output<typeof markReadBodySchema>;
type HistoryQuery = z.output<typeof messageHistoryQuerySchema>;
type MessageRow = typeof messages.$inferSelect;

/**
 * A message's place in its conversation's order (time, then id), read in SQL: a JavaScript Date would
 * drop the microseconds PostgreSQL keeps, and misplace messages sent within one millisecond.
 */
const placeOf = (messageId: string): SQL =>
  sql`(select placed.created_at, placed.id from ${messages} placed where placed.id = ${messageId})`;

interface Delivered {
  message: MessageRow;
  repeated: boolean;
}

/** My conversations, newest activity first; `search` finds names, course titles and message text. */
export async function listConversations(
  ctx: AppContext,
  user: AuthUser,
  query: ListQuery,
  language: Language,
): Promise<{ data: ConversationSummary[]; pagination: Pagination }> {
  const { me, otherUser } = summaryColumns;
  const pattern = query.search ? containsPattern(query.search) : null;
  const matches: SQL | undefined = pattern
    ? or(
        ilike(otherUser.name, pattern),
        ilike(courses.title, pattern),
        exists(
          ctx.db
            .select({ one: sql`1` })
            .from(messages)
            .where(and(eq(messages.conversationId, me.conversationId), ilike(messages.body, pattern))),
        ),
      )
    : undefined;
  const { rows, pagination } = await readPage(pageWindow(query), summaryRows(ctx.db, user.id, matches));
  return { data: await toSummaries(ctx.db, rows, user.id, language), pagination };
}

/** Unread messages over all the user's conversations, and how many conversations hold them. */
export async function unreadTotal(ctx: AppContext, user: AuthUser): Promise<{ unread: number; conversations: number }> {
  const [row] = await ctx.db
    .select({
      unread: sql<number>`coalesce(sum(${conversationParticipants.unreadCount}), 0)::int`,
      conversations: count(),
    })
    .from(conversationParticipants)
    .where(and(eq(conversationParticipants.userId, user.id), sql`${conversationParticipants.unreadCount} > 0`));
  return { unread: row?.unread ?? 0, conversations: row?.conversations ?? 0 };
}

export async function getConversation(
  ctx: AppContext,
  user: AuthUser,
  conversationId: string,
  language: Language,
): Promise<ConversationSummary> {
  const summary = await conversationSummary(ctx.db, conversationId, user.id, language);
  if (!summary) throw notFound(conversationMessages.notFound);
  return summary;
}

/** A page of a conversation's messages, newest first, older than the `before` message when given. */
export async function readMessages(
  db: Database,
  conversationId: string,
  query: HistoryQuery,
  reader: string | null,
  language: Language,
): Promise<{ data: DirectMessage[]; nextCursor: string | null }> {
  let older: SQL | undefined;
  if (query.before) {
    const [cursor] = await db
      .select({ id: messages.id })
      .from(messages)
      .where(and(eq(messages.id, query.before), eq(messages.conversationId, conversationId)));
    if (!cursor) throw notFound(conversationMessages.messageNotFound);
    older = sql`(${messages.createdAt}, ${messages.id}) < ${placeOf(cursor.id)}`;
  }
  const rows = await db
    .select()
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), older))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const nextCursor = rows.length > query.limit ? (page.at(-1)?.id ?? null) : null;
  return { data: await toMessages(db, page, reader, language), nextCursor };
}

export async function history(
  ctx: AppContext,
  user: AuthUser,
  conversationId: string,
  query: HistoryQuery,
  language: Language,
): Promise<{ data: DirectMessage[]; nextCursor: string | null }> {
  await loadOwnConversation(ctx.db, user.id, conversationId);
  return readMessages(ctx.db, conversationId, query, user.id, language);
}

/** Whether the sender may write in the conversation now; a teacher's reply to a request accepts it. */
async function assertMaySend(tx: Database, conversation: ConversationRow, senderId: string): Promise<void> {
  await assertNotRefused(tx, conversation, senderId);
  if (conversation.status === 'request' && conversation.startedBy !== senderId) {
    await tx.update(conversations).set({ status: 'active' }).where(eq(conversations.id, conversation.id));
  }
}

/** The message this sender already stored under this client id, when it belongs to this conversation. */
async function storedMessage(tx: Database, conversationId: string, senderId: string, clientId: string) {
  const [row] = await tx
    .select()
    .from(messages)
    .where(and(eq(messages.senderId, senderId), eq(messages.clientId, clientId)));
  if (row && row.conversationId !== conversationId) throw conflict('client_id_used', conversationMessages.clientIdUsed);
  return row ?? null;
}

/**
 * Writes a message into a conversation locked by the caller's transaction: once per (sender, clientId),
 * whatever the number of retries — a repeat answers the stored message and writes nothing. Moves the
 * conversation up both lists, counts it unread for the other side, and marks it read up to here for
 * the sender. The messages trigger announces it to both (db/sql/conversations.sql).
 */
async function deliver(
  tx: Database,
  conversation: ConversationRow,
  senderId: string,
  body: Pick<SendBody, 'text' | 'clientId'> & { attachmentIds: readonly string[] },
): Promise<Delivered> {
  const stored = await storedMessage(tx, conversation.id, senderId, body.clientId);
  if (stored) return { message: stored, repeated: true };
  await assertMaySend(tx, conversation, senderId);
  const [message] = await tx
    .insert(messages)
    .values({ conversationId: conversation.id, senderId, clientId: body.clientId, body: body.text })
    .onConflictDoNothing({ target: [messages.senderId, messages.clientId] })
    .returning();
  if (!message) {
    // Another request with the same client id committed first.
    const again = await storedMessage(tx, conversation.id, senderId, body.clientId);
    if (again) return { message: again, repeated: true };
    throw conflict('client_id_used', conversationMessages.clientIdUsed);
  }
  if (body.attachmentIds.length > 0) {
    const attached = await tx
      .update(messageAttachments)
      .set({ messageId: message.id })
      .where(
        and(
          inArray(messageAttachments.id, [...body.attachmentIds]),
          eq(messageAttachments.conversationId, conversation.id),
          eq(messageAttachments.uploadedBy, senderId),
          isNull(messageAttachments.messageId),
        ),
      )
      .returning({ id: messageAttachments.id });
    if (attached.length !== new Set(body.attachmentIds).size) {
      throw badRequest(conversationMessages.attachmentUnknown, {
        attachmentIds: conversationMessages.attachmentUnknown,
      });
    }
  }
  await tx.update(conversations).set({ lastMessageAt: message.createdAt }).where(eq(conversations.id, conversation.id));
  await tx
    .update(conversationParticipants)
    .set({
      lastActivityAt: message.createdAt,
      // Writing in a conversation reads it: the sender's unread count starts again from nothing.
      unreadCount: sql`case when ${conversationParticipants.userId} = ${senderId} then 0 else ${conversationParticipants.unreadCount} + 1 end`,
      lastReadMessageId: sql`case when ${conversationParticipants.userId} = ${senderId} then ${message.id}::uuid else ${conversationParticipants.lastReadMessageId} end`,
      lastReadAt: sql`case when ${conversationParticipants.userId} = ${senderId} then now() else ${conversationParticipants.lastReadAt} end`,
    })
    .where(eq(conversationParticipants.conversationId, conversation.id));
  return { message, repeated: false };
}

export async function sendMessage(
  ctx: AppContext,
  user: AuthUser,
  conversationId: string,
  body: SendBody,
  language: Language,
): Promise<{ data: DirectMessage; repeated: boolean }> {
  await ctx.limiter.consumeMessaging('message-send', user.id);
  const { message, repeated } = await ctx.db.transaction(async (tx) => {
    const conversation = await loadOwnConversation(tx, user.id, conversationId, true);
    return deliver(tx, conversation, user.id, body);
  });
  const [data] = await toMessages(ctx.db, [message], user.id, language);
  if (!data) throw new Error('a delivered message is missing');
  return { data, repeated };
}

interface Opening {
  kind: ConversationKind;
  status: ConversationStatus;
  courseId: string | null;
}

/** A course of one of the two that the other is enrolled in (the given one, or any), or null. */
async function sharedCourse(db: Database, a: string, b: string, courseId?: string): Promise<string | null> {
  const [row] = await db
    .select({ id: courses.id })
    .from(courses)
    .innerJoin(enrolments, eq(enrolments.courseId, courses.id))
    .where(
      and(
        courseId ? eq(courses.id, courseId) : undefined,
        or(
          and(eq(courses.instructorId, a), eq(enrolments.studentId, b)),
          and(eq(courses.instructorId, b), eq(enrolments.studentId, a)),
        ),
      ),
    )
    .orderBy(desc(enrolments.enrolledAt))
    .limit(1);
  return row?.id ?? null;
}

/**
 * An active course taught by `teacherId` (the given one, or any) that a child `guardianId` follows
 * is enrolled in, or null. Only an active guardian link counts: not an invitation, not a link waiting
 * for an adult student's approval (docs/product.md, "Guardian portal").
 */
async function childsCourse(
  db: Database,
  guardianId: string,
  teacherId: string,
  courseId?: string,
): Promise<string | null> {
  const [row] = await db
    .select({ id: courses.id })
    .from(courses)
    .innerJoin(enrolments, eq(enrolments.courseId, courses.id))
    .innerJoin(
      guardianLinks,
      and(
        eq(guardianLinks.studentId, enrolments.studentId),
        eq(guardianLinks.guardianId, guardianId),
        eq(guardianLinks.state, 'active'),
      ),
    )
    .where(
      and(
        courseId ? eq(courses.id, courseId) : undefined,
        eq(courses.instructorId, teacherId),
        eq(courses.status, 'active'),
      ),
    )
    .orderBy(desc(enrolments.enrolledAt))
    .limit(1);
  return row?.id ?? null;
}

/**
 * Why the two may talk (docs/product.md, "Direct messages"), or the refusal. A guardian writes to a
 * teacher of their child's active course about that course; a guardian account writes to nobody else.
 */
async function openingFor(
  db: Database,
  user: AuthUser,
  recipient: { id: string; role: string },
  courseId: string | undefined,
): Promise<Opening> {
  const guardianAccount = user.role === 'guardian';
  if (courseId) {
    const [course] = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId));
    if (!course) throw notFound(courseMessages.notFound);
    const shared =
      (await sharedCourse(db, user.id, recipient.id, courseId)) ??
      (await childsCourse(db, user.id, recipient.id, courseId));
    if (shared) return { kind: 'course', status: 'active', courseId: shared };
    // A guardian account has no public profile to write through instead: plainly refused.
    if (guardianAccount) throw forbidden(conversationMessages.cannotMessage, 'cannot_message');
    throw forbidden(conversationMessages.notEnrolled, 'not_enrolled');
  }
  if (user.role === 'admin') return { kind: 'admin', status: 'active', courseId: null };
  const shared = (await sharedCourse(db, user.id, recipient.id)) ?? (await childsCourse(db, user.id, recipient.id));
  if (shared) return { kind: 'course', status: 'active', courseId: shared };
  if (recipient.role === 'teacher' && !guardianAccount) return { kind: 'contact', status: 'request', courseId: null };
  throw forbidden(conversationMessages.cannotMessage, 'cannot_message');
}

/**
 * Starts the conversation of the two (or finds the one they have) and sends the first message in it.
 * A request declined or waiting becomes active when the two now share a course, or an admin writes.
 */
export async function startConversation(
  ctx: AppContext,
  user: AuthUser,
  body: StartBody,
  language: Language,
): Promise<{ data: ConversationSummary; message: DirectMessage; repeated: boolean }> {
  if (body.recipientId === user.id) throw forbidden(conversationMessages.cannotMessage, 'cannot_message');
  await ctx.limiter.consumeMessaging('conversation-start', user.id);
  const [recipient] = await ctx.db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(and(eq(users.id, body.recipientId), eq(users.status, 'active')));
  if (!recipient) throw notFound(conversationMessages.recipientNotFound);
  const opening = await openingFor(ctx.db, user, recipient, body.courseId);
  const pairKey = pairKeyOf(user.id, recipient.id);

  const delivered = await ctx.db.transaction(async (tx) => {
    const locked = () => tx.select().from(conversations).where(eq(conversations.pairKey, pairKey)).for('update');
    let [conversation] = await locked();
    if (!conversation) {
      const [created] = await tx
        .insert(conversations)
        .values({ ...opening, pairKey, startedBy: user.id })
        .onConflictDoNothing({ target: conversations.pairKey })
        .returning();
      if (created) {
        await tx.insert(conversationParticipants).values([
          { conversationId: created.id, userId: user.id },
          { conversationId: created.id, userId: recipient.id },
        ]);
        conversation = created;
      } else {
        // Both started it at once: the other start created it.
        [conversation] = await locked();
      }
    }
    if (!conversation) throw new Error('a conversation is missing after its insert');
    if (opening.status === 'active' && conversation.status !== 'active') {
      [conversation] = await tx
        .update(conversations)
        .set({ kind: opening.kind, status: 'active', courseId: opening.courseId })
        .where(eq(conversations.id, conversation.id))
        .returning();
      if (!conversation) throw new Error('a conversation is missing after its update');
    }
    return {
      conversationId: conversation.id,
      ...(await deliver(tx, conversation, user.id, { ...body, attachmentIds: [] })),
    };
  });
  const [summary, [message]] = await Promise.all([
    conversationSummary(ctx.db, delivered.conversationId, user.id, language),
    toMessages(ctx.db, [delivered.message], user.id, language),
  ]);
  if (!summary || !message) throw new Error('a started conversation is missing');
  return { data: summary, message, repeated: delivered.repeated };
}

/**
 * Marks the conversation read up to a message (default: the newest) for the reader: never backwards,
 * and what arrived after it stays unread. The participants trigger announces the receipt.
 */
export async function markRead(
  ctx: AppContext,
  user: AuthUser,
  conversationId: string,
  body: MarkReadBody,
): Promise<{ unread: number; conversations: number }> {
  await ctx.db.transaction(async (tx) => {
    await loadOwnConversation(tx, user.id, conversationId, true);
    const [target] = await tx
      .select({ id: messages.id })
      .from(messages)
      .where(
        and(eq(messages.conversationId, conversationId), body.messageId ? eq(messages.id, body.messageId) : undefined),
      )
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(1);
    if (!target) {
      if (body.messageId) throw notFound(conversationMessages.messageNotFound);
      return;
    }
    await tx
      .update(conversationParticipants)
      .set({
        lastReadMessageId: target.id,
        lastReadAt: sql`now()`,
        unreadCount: sql`(select count(*)::int from ${messages} m where m.conversation_id = ${conversationId}
          and m.sender_id is distinct from ${user.id} and (m.created_at, m.id) > ${placeOf(target.id)})`,
      })
      .where(
        and(
          eq(conversationParticipants.conversationId, conversationId),
          eq(conversationParticipants.userId, user.id),
          // Never backwards: a stale tab marking an older message read changes nothing.
          sql`not exists (select 1 from ${messages} read_up_to where read_up_to.id = ${conversationParticipants.lastReadMessageId}
            and (read_up_to.created_at, read_up_to.id) > ${placeOf(target.id)})`,
        ),
      );
  });
  return unreadTotal(ctx, user);
}
