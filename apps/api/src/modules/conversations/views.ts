import {
  type ConversationParty,
  type ConversationSummary,
  conversationMessages,
  type DirectMessage,
  type MessageAttachment,
} from '@tutorium/contract/conversations';
import type { Language } from '@tutorium/contract/languages';
import type { Role } from '@tutorium/contract/roles';
import { and, asc, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  conversationParticipants,
  conversations,
  courses,
  messageAttachments,
  messages,
  userBlocks,
  users,
} from '../../db/schema';
import { translate } from '../../platform/language';

/** How many characters of the last message a list shows. */
const PREVIEW_LENGTH = 140;

interface PartyRow {
  id: string | null;
  name: string | null;
  role: Role | null;
  avatar: string | null;
}

/** A person as the other side sees them: public fields only, or "Former member" once erased. */
export function toParty(row: PartyRow, language: Language): ConversationParty {
  if (row.id === null || row.name === null) {
    return { id: null, name: translate(language, conversationMessages.formerMember), role: null, avatar: '' };
  }
  return { id: row.id, name: row.name, role: row.role, avatar: row.avatar ?? '' };
}

const attachmentUrl = (conversationId: string, attachmentId: string): string =>
  `/api/conversations/${conversationId}/attachments/${attachmentId}`;

type AttachmentRow = typeof messageAttachments.$inferSelect;

export const toAttachment = (row: AttachmentRow): MessageAttachment => ({
  id: row.id,
  fileName: row.fileName,
  mimeType: row.mimeType,
  fileSize: row.sizeBytes,
  downloadUrl: attachmentUrl(row.conversationId, row.id),
});

const sender = alias(users, 'sender');

/**
 * Messages as `reader` sees them (null: an admin reviewing a report, who sent none), in the order of
 * the rows given, each with its sender's public fields and its attachments.
 */
export async function toMessages(
  db: Database,
  rows: (typeof messages.$inferSelect)[],
  reader: string | null,
  language: Language,
): Promise<DirectMessage[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const senderIds = [...new Set(rows.flatMap((row) => (row.senderId ? [row.senderId] : [])))];
  const [senders, attachments] = await Promise.all([
    senderIds.length === 0
      ? []
      : db
          .select({ id: sender.id, name: sender.name, role: sender.role, avatar: sender.avatar })
          .from(sender)
          .where(inArray(sender.id, senderIds)),
    db
      .select()
      .from(messageAttachments)
      .where(inArray(messageAttachments.messageId, ids))
      .orderBy(asc(messageAttachments.createdAt), asc(messageAttachments.id)),
  ]);
  const senderById = new Map(senders.map((row) => [row.id, row]));
  return rows.map((row) => ({
    id: row.id,
    conversationId: row.conversationId,
    clientId: row.clientId,
    sender: toParty(
      (row.senderId && senderById.get(row.senderId)) || { id: null, name: null, role: null, avatar: null },
      language,
    ),
    mine: reader !== null && row.senderId === reader,
    text: row.body,
    attachments: attachments.filter((attachment) => attachment.messageId === row.id).map(toAttachment),
    createdAt: row.createdAt.toISOString(),
  }));
}

const me = alias(conversationParticipants, 'me');
const other = alias(conversationParticipants, 'other');
const otherUser = alias(users, 'other_user');

/**
 * The reader's side of their conversations, with the other person and the course, filtered by `where`
 * (which may use `me`, `otherUser`, `courses` and `conversations`). Build a list or one summary from it.
 */
export function summaryRows(db: Database, readerId: string, where?: SQL) {
  return db
    .select({
      conversation: conversations,
      unread: me.unreadCount,
      lastActivityAt: me.lastActivityAt,
      otherId: otherUser.id,
      otherName: otherUser.name,
      otherRole: otherUser.role,
      otherAvatar: otherUser.avatar,
      otherReadMessageId: other.lastReadMessageId,
      otherReadAt: other.lastReadAt,
      courseTitle: courses.title,
      blockedByMe: sql<boolean>`exists (select 1 from ${userBlocks} where ${userBlocks.blockerId} = ${me.userId} and ${userBlocks.blockedId} = ${other.userId})`,
      blockedMe: sql<boolean>`exists (select 1 from ${userBlocks} where ${userBlocks.blockerId} = ${other.userId} and ${userBlocks.blockedId} = ${me.userId})`,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(me)
    .innerJoin(conversations, eq(conversations.id, me.conversationId))
    .leftJoin(other, and(eq(other.conversationId, me.conversationId), ne(other.userId, me.userId)))
    .leftJoin(otherUser, eq(otherUser.id, other.userId))
    .leftJoin(courses, eq(courses.id, conversations.courseId))
    .where(and(eq(me.userId, readerId), where))
    .orderBy(desc(me.lastActivityAt), desc(conversations.id));
}

export const summaryColumns = { me, otherUser };

type SummaryRow = Awaited<ReturnType<typeof summaryRows>>[number];

/** The newest message of each conversation, with whether it carries files. */
async function lastMessages(db: Database, conversationIds: string[]) {
  if (conversationIds.length === 0) return new Map<string, typeof messages.$inferSelect & { files: boolean }>();
  const rows = await db
    .selectDistinctOn([messages.conversationId], {
      message: messages,
      files: sql<boolean>`exists (select 1 from ${messageAttachments} where ${messageAttachments.messageId} = ${messages.id})`,
    })
    .from(messages)
    .where(inArray(messages.conversationId, conversationIds))
    .orderBy(messages.conversationId, desc(messages.createdAt), desc(messages.id));
  return new Map(rows.map((row) => [row.message.conversationId, { ...row.message, files: row.files }]));
}

/** The summaries of the rows, in their order, as `readerId` sees them. */
export async function toSummaries(
  db: Database,
  rows: SummaryRow[],
  readerId: string,
  language: Language,
): Promise<ConversationSummary[]> {
  const last = await lastMessages(
    db,
    rows.map((row) => row.conversation.id),
  );
  return rows.map((row) => {
    const { conversation } = row;
    const startedByMe = conversation.startedBy === readerId;
    const lastMessage = last.get(conversation.id);
    const blocked = row.blockedByMe || row.blockedMe;
    const canSend =
      row.otherId !== null &&
      !blocked &&
      (conversation.status === 'active' || (conversation.status === 'request' && !startedByMe));
    return {
      id: conversation.id,
      kind: conversation.kind,
      status: conversation.status,
      course: conversation.courseId && row.courseTitle ? { id: conversation.courseId, title: row.courseTitle } : null,
      startedByMe,
      otherParty: toParty(
        { id: row.otherId, name: row.otherName, role: row.otherRole, avatar: row.otherAvatar },
        language,
      ),
      lastMessage: lastMessage
        ? {
            id: lastMessage.id,
            preview: Array.from(lastMessage.body).slice(0, PREVIEW_LENGTH).join(''),
            mine: lastMessage.senderId === readerId,
            hasAttachments: lastMessage.files,
            createdAt: lastMessage.createdAt.toISOString(),
          }
        : null,
      unread: row.unread,
      lastActivityAt: row.lastActivityAt.toISOString(),
      blockedByMe: row.blockedByMe,
      blockedMe: row.blockedMe,
      canSend,
      otherReadUpTo:
        row.otherReadMessageId && row.otherReadAt
          ? { messageId: row.otherReadMessageId, at: row.otherReadAt.toISOString() }
          : null,
    };
  });
}

/** One conversation's summary for a participant, or null when they are not in it. */
export async function conversationSummary(
  db: Database,
  conversationId: string,
  readerId: string,
  language: Language,
): Promise<ConversationSummary | null> {
  const rows = await summaryRows(db, readerId, eq(conversations.id, conversationId));
  const [summary] = await toSummaries(db, rows, readerId, language);
  return summary ?? null;
}
