import { conversationMessages, MESSAGE_DIGEST_QUIET_MINUTES } from '@tutorium/contract/conversations';
import type { Role } from '@tutorium/contract/roles';
import { type ScreenKey, screenPaths } from '@tutorium/contract/screen-paths';
import { and, eq, gt, inArray, isNotNull, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { conversationParticipants, users } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { translate } from '../../platform/language';
import { enqueueEmail } from '../../platform/outbox';
import { readerLanguage } from '../../platform/reader-language';
import { startRecurringCheck } from '../../platform/recurring-check';
import { removeUnsentAttachments } from './attachments';

/** How often each instance looks for people to tell; the claim (digested_at) makes each digest go once. */
const CHECK_MS = 5 * 60_000;

/** A participant row holds messages the digest has not told its person about yet. */
const undigested = and(
  gt(conversationParticipants.unreadCount, 0),
  or(
    isNull(conversationParticipants.digestedAt),
    lt(conversationParticipants.digestedAt, conversationParticipants.lastActivityAt),
  ),
);

/** The Messages screen of each role's portal, which the digest links to. */
const messagesScreen = {
  student: 'student.messages',
  guardian: 'guardian.messages',
  teacher: 'teacher.messages',
  admin: 'teacher.messages',
} as const satisfies Record<Role, ScreenKey>;

const other = alias(conversationParticipants, 'other');
const otherUser = alias(users, 'other_user');

/**
 * One email per person with unread messages, once their conversations have been quiet for
 * MESSAGE_DIGEST_QUIET_MINUTES: it lists each conversation with unread messages (who, how many), in
 * the reader's language, through the outbox; never one email per message. Only people who take
 * emails (users.notify_email) with a confirmed address. Each person's rows are claimed by setting
 * `digested_at` in the transaction that queues the email, so however many instances run this, a
 * person hears once about the same messages; new messages after it make a new digest later.
 * Returns how many people were emailed.
 */
export async function sendMessageDigests(ctx: AppContext): Promise<number> {
  const quietSince = new Date(ctx.now().getTime() - MESSAGE_DIGEST_QUIET_MINUTES * 60_000);
  const people = await ctx.db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      language: users.language,
      role: users.role,
    })
    .from(users)
    .innerJoin(conversationParticipants, eq(conversationParticipants.userId, users.id))
    .where(and(eq(users.status, 'active'), eq(users.notifyEmail, true), isNotNull(users.emailVerifiedAt), undigested))
    .groupBy(users.id)
    // Quiet: nothing new in any of the person's unread conversations for the whole quiet period.
    .having(lte(sql`max(${conversationParticipants.lastActivityAt})`, quietSince));
  let emailed = 0;
  for (const person of people) {
    const sent = await ctx.db.transaction(async (tx) => {
      const claimed = await tx
        .update(conversationParticipants)
        .set({ digestedAt: ctx.now() })
        .where(and(eq(conversationParticipants.userId, person.id), undigested))
        .returning({
          conversationId: conversationParticipants.conversationId,
          unread: conversationParticipants.unreadCount,
        });
      if (claimed.length === 0) return false;
      const names = await tx
        .select({ conversationId: other.conversationId, name: otherUser.name })
        .from(other)
        .innerJoin(otherUser, eq(otherUser.id, other.userId))
        .where(
          and(
            inArray(
              other.conversationId,
              claimed.map((row) => row.conversationId),
            ),
            ne(other.userId, person.id),
          ),
        );
      const language = readerLanguage(person.language);
      const nameOf = new Map(names.map((row) => [row.conversationId, row.name]));
      const total = claimed.reduce((sum, row) => sum + row.unread, 0);
      const link = `${ctx.config.publicUrl}${screenPaths[messagesScreen[person.role]]}`;
      await enqueueEmail(tx, {
        to: person.email,
        subject: translate(
          language,
          /*i18n*/ '{count, plural, one {# unread message} other {# unread messages}} on Tutorium',
          { count: total },
        ),
        text: [
          translate(language, /*i18n*/ 'Hi {name},', { name: person.name }),
          '',
          translate(language, /*i18n*/ 'You have unread messages on Tutorium:'),
          '',
          ...claimed.map((row) =>
            translate(
              language,
              /*i18n*/ '- {name}: {count, plural, one {# unread message} other {# unread messages}}',
              {
                name: nameOf.get(row.conversationId) ?? translate(language, conversationMessages.formerMember),
                count: row.unread,
              },
            ),
          ),
          '',
          translate(language, /*i18n*/ 'Read and answer them in Tutorium: {link}', { link }),
          '',
          translate(
            language,
            /*i18n*/ 'You get this email because email notifications are on in your Settings; turn them off there.',
          ),
        ].join('\n'),
      });
      return true;
    });
    if (sent) emailed += 1;
  }
  return emailed;
}

/** The messages' recurring work: digests of unread messages, and removing uploads never sent. */
async function messagesCheck(ctx: AppContext): Promise<void> {
  await sendMessageDigests(ctx);
  await removeUnsentAttachments(ctx);
}

/**
 * Runs the messages check at start and every five minutes; safe in every instance at once. The
 * returned stop waits for a check in progress.
 */
export function startMessageChecks(ctx: AppContext): Promise<() => Promise<void>> {
  return startRecurringCheck(ctx, messagesCheck, CHECK_MS, 'direct message digests failed');
}
