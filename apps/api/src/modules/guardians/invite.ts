import {
  GUARDIAN_INVITATION_TTL_DAYS,
  type GuardianLink,
  type guardianInviteBodySchema,
} from '@tutorium/contract/guardians';
import { isLanguage, type Language } from '@tutorium/contract/languages';
import { screenPaths } from '@tutorium/contract/screen-paths';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { guardianLinks, users } from '../../db/schema';
import type { AuthUser } from '../../platform/authentication';
import type { AppContext } from '../../platform/context';
import { conflict, notFound } from '../../platform/errors';
import { translate } from '../../platform/language';
import { enqueueEmail } from '../../platform/outbox';
import { digestToken, newSessionToken } from '../../platform/tokens';
import { recordAudit } from '../privacy/public';
import { linkAsSeenBy } from './link-view';
import { isAdultNow, loadStudent, loadTaughtStudent, type Student } from './rules';

type InviteBody = z.output<typeof guardianInviteBodySchema>;

/** Who sent an invitation, as its email names them. */
interface Inviter {
  id: string;
  name: string;
  email: string;
}

function invitationMail(
  ctx: AppContext,
  to: string,
  token: string,
  student: Student,
  inviter: Inviter,
  relationship: string,
  language: Language,
) {
  const link = `${ctx.config.publicUrl}${screenPaths['site.guardianInvitation']}?${new URLSearchParams({ token })}`;
  const bySelf = inviter.id === student.id;
  return {
    to,
    subject: translate(language, /*i18n*/ 'Follow {student} on Tutorium', { student: student.name }),
    text: [
      bySelf
        ? translate(language, /*i18n*/ '{student} invited you to follow their classes on Tutorium as their guardian.', {
            student: student.name,
          })
        : translate(
            language,
            /*i18n*/ '{inviter} invited you to follow the classes of {student} on Tutorium as their guardian.',
            { inviter: inviter.name, student: student.name },
          ),
      ...(relationship === '' ? [] : [translate(language, /*i18n*/ 'Relationship: {relationship}', { relationship })]),
      '',
      translate(
        language,
        /*i18n*/ 'As their guardian you see their attendance, classes, homework, test results, grades and announcements, and you can turn off the emails about them at any time.',
      ),
      '',
      translate(language, /*i18n*/ 'To accept, open this link:'),
      link,
      '',
      translate(language, /*i18n*/ 'The link works once, for {days} days.', { days: GUARDIAN_INVITATION_TTL_DAYS }),
      translate(
        language,
        /*i18n*/ 'If you do not know {student}, ignore this email: nothing happens unless you accept.',
        { student: student.name },
      ),
    ].join('\n'),
  };
}

/** Refuses an invitation to the student's own address or the inviter's. */
function refuseOwnAddress(student: Student, inviter: Inviter, email: string): void {
  if (email === student.email) {
    throw conflict(
      'cannot_guard_yourself',
      inviter.id === student.id
        ? /*i18n*/ 'You cannot be your own guardian: invite the email address of a parent or guardian'
        : /*i18n*/ 'That is the student’s own email address: invite the email address of their parent or guardian',
    );
  }
  if (email === inviter.email) {
    throw conflict(
      'cannot_guard_yourself',
      /*i18n*/ 'You cannot invite your own email address: invite the email address of the student’s parent or guardian',
    );
  }
}

/**
 * Invites a guardian of `student` by email, as the student themself (`inviteMine`) or a teacher of
 * theirs or an admin (`inviteForStudent`). One open invitation per student and address: inviting the
 * same address again replaces it (new token and expiry, emailed again), decided by the partial unique
 * index guardian_links_open_invitation_idx, so two invitations at once leave one row. Counted per IP
 * and per invited address, so the form cannot flood an inbox. The email goes out in the language of
 * the account that holds the address, if it chose one, else in the inviter's (`language`). A teacher's or
 * an admin's invitation is recorded in the audit log as `guardian.invited`.
 */
async function invite(
  ctx: AppContext,
  caller: AuthUser,
  student: Student,
  body: InviteBody,
  ip: string,
  language: Language,
): Promise<GuardianLink> {
  const [inviter] = await ctx.db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, caller.id));
  if (!inviter) throw notFound();
  refuseOwnAddress(student, inviter, body.email);
  await ctx.limiter.consume('guardian-invite', ip, body.email);
  const token = newSessionToken();
  return ctx.db.transaction(async (tx) => {
    const [linked] = await tx
      .select({ id: guardianLinks.id })
      .from(guardianLinks)
      .innerJoin(users, eq(users.id, guardianLinks.guardianId))
      .where(
        and(eq(guardianLinks.studentId, student.id), eq(users.email, body.email), ne(guardianLinks.state, 'invited')),
      );
    if (linked) {
      throw conflict(
        'guardian_already_linked',
        /*i18n*/ 'The account with this email address is already linked to the student',
      );
    }
    const fields = {
      relationship: body.relationship,
      inviteTokenHash: digestToken(token),
      inviteExpiresAt: sql`now() + make_interval(days => ${GUARDIAN_INVITATION_TTL_DAYS})`,
      invitedById: inviter.id,
    };
    const [link] = await tx
      .insert(guardianLinks)
      .values({ studentId: student.id, invitedEmail: body.email, state: 'invited', ...fields })
      .onConflictDoUpdate({
        target: [guardianLinks.studentId, guardianLinks.invitedEmail],
        targetWhere: sql`state = 'invited'`,
        set: { ...fields, createdAt: sql`now()` },
      })
      .returning({ id: guardianLinks.id });
    if (!link) throw new Error('guardian invitation not written');
    // Staff acting for a student is audited (by them, about the student); a student's own invitation is not.
    if (caller.id !== student.id) await recordAudit(tx, 'guardian.invited', caller, student);
    const [holder] = await tx.select({ language: users.language }).from(users).where(eq(users.email, body.email));
    const saved = holder?.language;
    const mailLanguage = isLanguage(saved) ? saved : language;
    await enqueueEmail(tx, invitationMail(ctx, body.email, token, student, inviter, body.relationship, mailLanguage));
    return linkAsSeenBy(tx, caller, link.id, isAdultNow(ctx, student));
  });
}

/** The signed-in student invites a guardian for themself. */
export async function inviteMine(
  ctx: AppContext,
  student: AuthUser,
  body: InviteBody,
  ip: string,
  language: Language,
): Promise<GuardianLink> {
  return invite(ctx, student, await loadStudent(ctx.db, student.id), body, ip, language);
}

/** A teacher of the student, or an admin, invites a guardian for them. */
export async function inviteForStudent(
  ctx: AppContext,
  user: AuthUser,
  studentId: string,
  body: InviteBody,
  ip: string,
  language: Language,
): Promise<GuardianLink> {
  return invite(ctx, user, await loadTaughtStudent(ctx.db, user, studentId), body, ip, language);
}
