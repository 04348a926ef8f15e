import type { GuardianLink } from '@tutorium/contract/guardians';
import { and, eq, sql } from 'drizzle-orm';
import { guardianLinks } from '../../db/schema';
import type { AuthUser } from '../../platform/authentication';
import type { AppContext } from '../../platform/context';
import { conflict, notFound } from '../../platform/errors';
import { recordAudit } from '../privacy/public';
import { linkAsSeenBy } from './link-view';
import { isAdultNow, linkNotFound, loadStudent } from './rules';

/**
 * The student approves a link someone else made, which waits for them since they are an adult: it
 * becomes active, audited as 'guardian.linked' by the student. The update claims the waiting state,
 * so two approvals at once make one change and one entry.
 */
export async function approveLink(ctx: AppContext, user: AuthUser, linkId: string): Promise<GuardianLink> {
  const student = await loadStudent(ctx.db, user.id);
  return ctx.db.transaction(async (tx) => {
    const ofStudent = and(eq(guardianLinks.id, linkId), eq(guardianLinks.studentId, student.id));
    const [approved] = await tx
      .update(guardianLinks)
      .set({ state: 'active', approvedAt: sql`now()` })
      .where(and(ofStudent, eq(guardianLinks.state, 'awaiting_approval')))
      .returning({ id: guardianLinks.id });
    if (!approved) {
      const [link] = await tx.select({ id: guardianLinks.id }).from(guardianLinks).where(ofStudent);
      if (!link) throw notFound(linkNotFound);
      throw conflict('approval_not_needed', /*i18n*/ 'This guardian link is not waiting for your approval');
    }
    await recordAudit(tx, 'guardian.linked', user, student);
    return linkAsSeenBy(tx, user, approved.id, isAdultNow(ctx, student));
  });
}
