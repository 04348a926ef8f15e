import { type GuardianLinkState, guardianMessages } from '@tutorium/contract/guardians';
import { sentence } from '@tutorium/contract/text-with';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { guardianLinks } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { conflict, gone, isUniqueViolation } from '../../platform/errors';
import { digestToken } from '../../platform/tokens';
import { recordAudit } from '../privacy/public';
import { isAdultNow, type LinkRow, type Party, type Student, studentOfLink } from './rules';

export const invitationInvalid = () =>
  gone('invitation_invalid', /*i18n*/ 'This invitation link is not valid or has expired: ask for a new invitation');

const alreadyLinked = () =>
  conflict('guardian_already_linked', /*i18n*/ 'Your account is already linked to this student');

/** The open, unexpired invitation behind an emailed token, locked until the transaction ends: 410 otherwise. */
export async function lockOpenInvitation(tx: Transaction, token: string): Promise<LinkRow> {
  const [link] = await tx
    .select()
    .from(guardianLinks)
    .where(
      and(
        eq(guardianLinks.inviteTokenHash, digestToken(token)),
        eq(guardianLinks.state, 'invited'),
        gt(guardianLinks.inviteExpiresAt, sql`now()`),
      ),
    )
    .for('update');
  if (!link) throw invitationInvalid();
  return link;
}

/**
 * `guardian` accepts the locked invitation: the link names them, its token and expiry are cleared,
 * and it becomes active, or waits for the student's approval when someone else made it and the
 * student is an adult now. A link that becomes active is audited ('guardian.linked', by the guardian).
 * The unique index guardian_links_pair_idx refuses a second link between the same two, however the
 * requests interleave.
 */
export async function acceptLink(
  ctx: AppContext,
  tx: Transaction,
  link: LinkRow,
  guardian: Party,
): Promise<{ state: GuardianLinkState; student: Student }> {
  const student = await studentOfLink(tx, link.studentId);
  if (guardian.id === student.id) {
    throw conflict('cannot_guard_yourself', /*i18n*/ 'You cannot be your own guardian');
  }
  const [existing] = await tx
    .select({ id: guardianLinks.id })
    .from(guardianLinks)
    .where(and(eq(guardianLinks.studentId, student.id), eq(guardianLinks.guardianId, guardian.id)));
  if (existing) throw alreadyLinked();
  const state = link.invitedById !== student.id && isAdultNow(ctx, student) ? 'awaiting_approval' : 'active';
  try {
    await tx
      .update(guardianLinks)
      .set({ guardianId: guardian.id, state, inviteTokenHash: null, inviteExpiresAt: null, acceptedAt: sql`now()` })
      .where(eq(guardianLinks.id, link.id));
  } catch (error) {
    if (isUniqueViolation(error, 'guardian_links_pair_idx')) throw alreadyLinked();
    throw error;
  }
  if (state === 'active') await recordAudit(tx, 'guardian.linked', guardian, student);
  return { state, student };
}

/** What the new guardian is told: they follow the student now, or once the student approves. */
export const acceptedMessage = (state: GuardianLinkState, student: Student): string =>
  sentence(state === 'active' ? guardianMessages.accepted : guardianMessages.acceptedAwaitingApproval, {
    name: student.name,
  });
