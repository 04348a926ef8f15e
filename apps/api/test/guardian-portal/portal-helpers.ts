import type { GuardianLinkState } from '@tutorium/contract/guardians';
import { and, eq } from 'drizzle-orm';
import { enrolments, guardianLinks } from '../../src/db/schema';
import { enrolIn } from '../helpers/courses';
import { DAY } from '../helpers/dates';
import type { TestApp, TestUser } from '../helpers/test-app';

/**
 * A link as the guardians module leaves it once accepted (and approved where needed), written
 * directly so these tests do not depend on how links are made: the link's id.
 */
export async function linkAsGuardian(
  t: TestApp,
  student: { id: string },
  guardian: { id: string; email: string },
  {
    state = 'active',
    relationship = '',
  }: { state?: Exclude<GuardianLinkState, 'invited'>; relationship?: string } = {},
): Promise<string> {
  const [link] = await t.db
    .insert(guardianLinks)
    .values({ studentId: student.id, guardianId: guardian.id, invitedEmail: guardian.email, relationship, state })
    .returning({ id: guardianLinks.id });
  if (!link) throw new Error('guardian link not inserted');
  return link.id;
}

/** Enrols the student through the API, then dates the enrolment `days` days back, so older records count. */
export async function enrolDaysAgo(t: TestApp, student: TestUser, courseId: string, days: number): Promise<void> {
  const response = await enrolIn(t, student, courseId);
  if (response.statusCode !== 201) throw new Error(`enrolment refused: ${response.body}`);
  await t.db
    .update(enrolments)
    .set({ enrolledAt: new Date(Date.now() - days * DAY) })
    .where(and(eq(enrolments.courseId, courseId), eq(enrolments.studentId, student.id)));
}
