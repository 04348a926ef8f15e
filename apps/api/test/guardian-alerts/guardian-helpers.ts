import type { GuardianLinkState } from '@tutorium/contract/guardians';
import { and, asc, eq } from 'drizzle-orm';
import { emailOutbox, enrolments, guardianLinks } from '../../src/db/schema';
import { enrolIn } from '../helpers/courses';
import type { TestApp, TestUser } from '../helpers/test-app';

/**
 * Links a guardian to a student as the guardians module leaves it once accepted (and approved where
 * needed): written directly, so these tests do not depend on how a link is made.
 */
export async function linkGuardian(
  t: TestApp,
  student: { id: string },
  guardian: { id: string; email: string },
  state: Exclude<GuardianLinkState, 'invited'> = 'active',
): Promise<void> {
  await t.db
    .insert(guardianLinks)
    .values({ studentId: student.id, guardianId: guardian.id, invitedEmail: guardian.email, state });
}

/** Enrols the student through the API, dated `since` so every record after it counts. */
export async function enrolSince(t: TestApp, student: TestUser, courseId: string, since: Date): Promise<void> {
  const response = await enrolIn(t, student, courseId);
  if (response.statusCode !== 201) throw new Error(`enrolment refused: ${response.body}`);
  await t.db
    .update(enrolments)
    .set({ enrolledAt: since })
    .where(and(eq(enrolments.courseId, courseId), eq(enrolments.studentId, student.id)));
}

/** The emails queued to an address, oldest first (what the outbox will deliver). */
export function emailsTo(t: TestApp, address: string) {
  return t.db
    .select({ subject: emailOutbox.subject, body: emailOutbox.body })
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, address))
    .orderBy(asc(emailOutbox.createdAt), asc(emailOutbox.id));
}

/** The token of the unsubscribe link an email ends with. */
export function unsubscribeTokenIn(body: string): string {
  const last = body.trimEnd().split('\n').at(-1) ?? '';
  const match = /\/guardian-unsubscribe\?token=(\S+)$/.exec(last);
  if (!match?.[1]) throw new Error(`no unsubscribe link at the end of:\n${body}`);
  return decodeURIComponent(match[1]);
}
