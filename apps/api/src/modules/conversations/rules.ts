import { conversationMessages } from '@tutorium/contract/conversations';
import { and, eq, ne, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { conversationParticipants, conversations, messages, userBlocks } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../platform/errors';

export type ConversationRow = typeof conversations.$inferSelect;

/** The one conversation two people may have: their ids, smaller first. */
export const pairKeyOf = (a: string, b: string): string => (a < b ? `${a}:${b}` : `${b}:${a}`);

/** Whether either of the two blocked the other. */
export async function blockedEitherWay(db: Database, a: string, b: string): Promise<boolean> {
  const [row] = await db
    .select({ blockerId: userBlocks.blockerId })
    .from(userBlocks)
    .where(
      or(
        and(eq(userBlocks.blockerId, a), eq(userBlocks.blockedId, b)),
        and(eq(userBlocks.blockerId, b), eq(userBlocks.blockedId, a)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * The conversation when `userId` takes part in it, locked for the rest of the transaction when asked
 * (sends and status changes in one conversation go one at a time); anyone else gets 404, as if it did
 * not exist.
 */
export async function loadOwnConversation(
  db: Database,
  userId: string,
  conversationId: string,
  lock = false,
): Promise<ConversationRow> {
  const query = db
    .select({ conversation: conversations })
    .from(conversations)
    .innerJoin(
      conversationParticipants,
      and(eq(conversationParticipants.conversationId, conversations.id), eq(conversationParticipants.userId, userId)),
    )
    .where(eq(conversations.id, conversationId));
  const [row] = lock ? await query.for('update', { of: conversations }) : await query;
  if (!row) throw notFound(conversationMessages.notFound);
  return row.conversation;
}

/** The other person of a conversation, or null once they were erased. */
export async function otherParticipant(db: Database, conversationId: string, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: conversationParticipants.userId })
    .from(conversationParticipants)
    .where(
      and(eq(conversationParticipants.conversationId, conversationId), ne(conversationParticipants.userId, userId)),
    );
  return row?.userId ?? null;
}

/**
 * Refuses a message (or a file for one) from `senderId` the conversation does not take now: a block
 * either way or an erased other side (one answer for all, so a blocked sender learns no more), a
 * declined request, or a request's sender writing again before the teacher answers.
 */
export async function assertNotRefused(db: Database, conversation: ConversationRow, senderId: string): Promise<void> {
  const otherId = await otherParticipant(db, conversation.id, senderId);
  if (otherId === null || (await blockedEitherWay(db, senderId, otherId))) {
    throw forbidden(conversationMessages.blocked, 'user_blocked');
  }
  if (conversation.status === 'declined') throw conflict('request_declined', conversationMessages.requestDeclined);
  if (conversation.status === 'request' && conversation.startedBy === senderId) {
    // A request is its first message: nothing more until the teacher accepts.
    const [first] = await db
      .select({ id: messages.id })
      .from(messages)
      .where(eq(messages.conversationId, conversation.id))
      .limit(1);
    if (first) throw conflict('request_pending', conversationMessages.requestPending);
  }
}
