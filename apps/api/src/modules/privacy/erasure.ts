import { publishedCourseStatuses } from '@tutorium/contract/courses';
import { privacyMessages } from '@tutorium/contract/privacy';
import { userMessages } from '@tutorium/contract/users';
import { and, asc, count, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import {
  anonymisedAttendance,
  assignmentFiles,
  attendanceRecords,
  contactMessages,
  conversationParticipants,
  conversations,
  courses,
  emailOutbox,
  enrolments,
  guardianLinks,
  invoices,
  messageAttachments,
  messages,
  resources,
  users,
} from '../../db/schema';
import type { AuthUser } from '../../platform/authentication';
import type { AppContext } from '../../platform/context';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import { deleteEmailsOf } from '../../platform/outbox';
import { verifySecret } from '../../platform/passwords';
import { guardAdminChange } from '../accounts/public';
import { sameEnrolment, sinceEnrolment } from '../attendance/public';
import { fillFreedSeats, lockCoursesSeats } from '../courses/public';
import { recordAudit } from './audit';

/** A student, teacher or guardian deletes their own account, confirming with their password. */
export async function eraseOwnAccount(ctx: AppContext, user: AuthUser, password: string, ip: string): Promise<void> {
  if (user.role === 'admin') throw forbidden(privacyMessages.adminSelfErase, 'admin_self_erase');
  const [row] = await ctx.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.id));
  if (!row) throw notFound(userMessages.userNotFound);
  const attempt = await ctx.limiter.reserve('password-confirm', ip, user.id);
  if (!(await verifySecret(row.passwordHash, password))) {
    throw badRequest(privacyMessages.passwordWrong, { password: privacyMessages.passwordWrong });
  }
  await attempt.release();
  await eraseAccount(ctx, user, user.id);
}

/** An administrator deletes any other account the same way. */
export async function eraseUserAsAdmin(ctx: AppContext, admin: AuthUser, userId: string): Promise<void> {
  if (admin.id === userId) throw badRequest(userMessages.notYourself);
  await eraseAccount(ctx, admin, userId);
}

/**
 * Deletes an account and every row that says something about its holder, in one transaction:
 * - a teacher still running published courses is refused (409, naming them); closed courses and
 *   uploaded library files stay for their students and visitors, handed to the institute (the admin
 *   erasing the account, or for a self-erasure the longest-standing active admin);
 * - the student's counted attendance is folded into anonymous per-course, per-date, per-status counts,
 *   so every course's attendance figures stay the same;
 * - contact messages they sent (by their address too once it is verified), and every email to or from
 *   their address in the outbox, are deleted; everything else keyed to them (sessions, enrolments,
 *   scores, reviews, completions, exports...) goes with the account by its foreign keys.
 * The user row is locked first (after the admin rows, when an admin erases), so enrolments, marks and
 * uploads for them wait for the outcome.
 */
async function eraseAccount(ctx: AppContext, actor: AuthUser, targetId: string): Promise<void> {
  const byOwner = actor.id === targetId;
  let messageFiles: { storedName: string }[] = [];
  let assignmentFileNames: { storedName: string }[] = [];
  const erased = await ctx.db.transaction(async (tx) => {
    // An admin deleting an account takes the admin lock first, like every change that can take
    // away an admin, and must still be one.
    if (!byOwner) await guardAdminChange(tx, actor.id, { targetId, removesAdmin: true });
    const [target] = await tx
      .select({
        id: users.id,
        role: users.role,
        name: users.name,
        email: users.email,
        emailVerifiedAt: users.emailVerifiedAt,
      })
      .from(users)
      .where(eq(users.id, targetId))
      .for('update');
    if (!target) throw notFound(userMessages.userNotFound);
    // The role read at sign-in may be stale: an account made admin meanwhile cannot erase itself either.
    if (byOwner && target.role === 'admin') throw forbidden(privacyMessages.adminSelfErase, 'admin_self_erase');
    // The seats the account holds go to the first students waiting, once it is gone (docs/product.md §4).
    const seats = await tx
      .select({ courseId: enrolments.courseId })
      .from(enrolments)
      .where(eq(enrolments.studentId, targetId));
    const freedCourseIds = seats.map((seat) => seat.courseId);
    await lockCoursesSeats(tx, freedCourseIds);

    const taught = await tx
      .select({ title: courses.title, status: courses.status })
      .from(courses)
      .where(eq(courses.instructorId, targetId))
      .orderBy(asc(courses.title));
    const running = taught.filter((course) => publishedCourseStatuses.includes(course.status));
    if (running.length > 0) {
      throw conflict(
        'teacher_has_active_courses',
        `${privacyMessages.teacherHasActiveCourses} ${running.map((course) => course.title).join(', ')}`,
      );
    }
    const [uploads] = await tx.select({ value: count() }).from(resources).where(eq(resources.uploadedBy, targetId));
    if (taught.length > 0 || (uploads?.value ?? 0) > 0) {
      const heir = byOwner ? await longestStandingAdmin(tx, targetId) : actor.id;
      if (!heir) throw conflict('no_administrator', privacyMessages.noAdministrator);
      await tx
        .update(courses)
        .set({ instructorId: heir, updatedAt: sql`now()` })
        .where(eq(courses.instructorId, targetId));
      await tx
        .update(resources)
        .set({ uploadedBy: heir, updatedAt: sql`now()` })
        .where(eq(resources.uploadedBy, targetId));
    }

    await tx
      .insert(anonymisedAttendance)
      .select(
        tx
          .select({
            courseId: attendanceRecords.courseId,
            date: attendanceRecords.date,
            status: attendanceRecords.status,
            count: sql<number>`count(*)::int`.as('count'),
          })
          .from(attendanceRecords)
          .innerJoin(enrolments, sameEnrolment)
          .where(and(eq(attendanceRecords.studentId, targetId), sinceEnrolment))
          .groupBy(attendanceRecords.courseId, attendanceRecords.date, attendanceRecords.status),
      )
      .onConflictDoUpdate({
        target: [anonymisedAttendance.courseId, anonymisedAttendance.date, anonymisedAttendance.status],
        set: { count: sql`${anonymisedAttendance.count} + excluded.count` },
      });

    // Messages sent from the address count as the account's only once it is verified (as in the export):
    // an unverified holder may not be the person who wrote them.
    await tx
      .delete(contactMessages)
      .where(
        target.emailVerifiedAt === null
          ? eq(contactMessages.senderId, targetId)
          : or(eq(contactMessages.senderId, targetId), eq(contactMessages.email, target.email)),
      );
    await deleteEmailsOf(tx, target.email);
    // Their invoices stay with the ledger, unnamed (the student's reference goes null with the account,
    // as does `recorded_by` on the entries a staff member recorded: the ledger's one allowed change).
    // What was still owed on a running invoice is owed by nobody now.
    await tx
      .update(invoices)
      .set({ cancelledAt: sql`now()`, seatHeldUntil: null })
      .where(
        and(
          eq(invoices.studentId, targetId),
          isNull(invoices.cancelledAt),
          lt(invoices.paidMinor, invoices.totalMinor),
        ),
      );
    await eraseGuardianTraces(tx, target);
    // Direct messages: what they sent is theirs and goes, with every file they uploaded; the other
    // side keeps its own messages, and the conversation shows the erased person as "Former member".
    // In a conversation of two, everything the other side had not read came from them.
    const theirFiles = await tx
      .delete(messageAttachments)
      .where(eq(messageAttachments.uploadedBy, targetId))
      .returning({ storedName: messageAttachments.storedName });
    await tx.delete(messages).where(eq(messages.senderId, targetId));
    await tx
      .update(conversationParticipants)
      .set({ unreadCount: 0 })
      .where(
        and(
          ne(conversationParticipants.userId, targetId),
          inArray(
            conversationParticipants.conversationId,
            tx
              .select({ id: conversationParticipants.conversationId })
              .from(conversationParticipants)
              .where(eq(conversationParticipants.userId, targetId)),
          ),
        ),
      );
    const alone = tx
      .select({ id: conversationParticipants.conversationId })
      .from(conversationParticipants)
      .where(eq(conversationParticipants.userId, targetId))
      .except(
        tx
          .select({ id: conversationParticipants.conversationId })
          .from(conversationParticipants)
          .where(ne(conversationParticipants.userId, targetId)),
      );
    const orphanedFiles = await tx
      .select({ storedName: messageAttachments.storedName })
      .from(messageAttachments)
      .where(inArray(messageAttachments.conversationId, alone));
    await tx.delete(conversations).where(inArray(conversations.id, alone));
    // The pair key names both people; the survivor's conversation keeps a key that names nobody.
    await tx
      .update(conversations)
      .set({ pairKey: sql`'erased:' || ${conversations.id}` })
      .where(sql`${conversations.pairKey} like ${`%${targetId}%`}`);
    messageFiles = [...theirFiles, ...orphanedFiles];
    // Their hand-ins, grades and uploaded files' rows go with the account by foreign keys; the files too, below.
    assignmentFileNames = await tx
      .select({ storedName: assignmentFiles.storedName })
      .from(assignmentFiles)
      .where(eq(assignmentFiles.studentId, targetId));
    await recordAudit(tx, byOwner ? 'account.erased' : 'account.erased_by_admin', actor, target);
    await tx.delete(users).where(eq(users.id, targetId));
    for (const courseId of freedCourseIds) await fillFreedSeats(ctx, tx, courseId);
    return target;
  });
  // The message attachments' folder (modules/conversations/attachments.ts); a file left behind by a
  // storage failure names nobody once its row is gone.
  for (const { storedName } of messageFiles) {
    await ctx.storage
      .delete(`messages/${storedName}`)
      .catch((error: unknown) =>
        ctx.log.warn({ err: error }, 'a message attachment of an erased account was not removed'),
      );
  }
  // The submission files' folder (modules/assignments/rules.ts).
  for (const { storedName } of assignmentFileNames) {
    await ctx.storage
      .delete(`assignments/${storedName}`)
      .catch((error: unknown) =>
        ctx.log.warn({ err: error }, 'an assignment file of an erased account was not removed'),
      );
  }
  // The account is gone whatever happens here: counters the store cannot drop now (Redis unreachable)
  // end with their window, so the erasure is not reported as failed for them.
  await ctx.limiter
    .forgetAccount(erased.email, erased.id)
    .catch((error: unknown) =>
      ctx.log.warn({ err: error }, 'rate-limit counters of an erased account were not dropped'),
    );
}

/**
 * Guardian links (docs/product.md, "Guardians"): the erased person's links go by their foreign keys
 * (as student or guardian; an invitation they sent stays for the student, its sender unnamed). Here
 * goes what names them beyond those rows, before the links are gone: the emails to the other side
 * of their links that name them (invitations, and a child's absence and summary emails to their
 * guardians), and invitations still waiting at their address once it is verified (as contact
 * messages: an unverified holder may not be the person invited).
 */
async function eraseGuardianTraces(
  tx: Transaction,
  target: { id: string; name: string; email: string; emailVerifiedAt: Date | null },
): Promise<void> {
  const otherSide = tx
    .select({ address: guardianLinks.invitedEmail })
    .from(guardianLinks)
    .where(or(eq(guardianLinks.studentId, target.id), eq(guardianLinks.invitedById, target.id)))
    .union(
      tx
        .select({ address: users.email })
        .from(guardianLinks)
        .innerJoin(users, eq(users.id, guardianLinks.guardianId))
        .where(eq(guardianLinks.studentId, target.id)),
    );
  // An empty name is in every text: match nothing rather than everything.
  if (target.name !== '') {
    await tx
      .delete(emailOutbox)
      .where(
        and(
          inArray(sql`lower(${emailOutbox.toAddress})`, otherSide),
          or(
            sql`strpos(${emailOutbox.subject}, ${target.name}) > 0`,
            sql`strpos(${emailOutbox.body}, ${target.name}) > 0`,
          ),
        ),
      );
  }
  if (target.emailVerifiedAt !== null) {
    await tx
      .delete(guardianLinks)
      .where(and(eq(guardianLinks.state, 'invited'), eq(guardianLinks.invitedEmail, target.email)));
  }
}

async function longestStandingAdmin(tx: Transaction, exceptId: string): Promise<string | null> {
  const [admin] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.status, 'active'), ne(users.id, exceptId)))
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(1);
  return admin?.id ?? null;
}
