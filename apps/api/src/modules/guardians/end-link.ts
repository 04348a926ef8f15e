import { ADULT_AGE_YEARS, type GuardianLinkState } from '@tutorium/contract/guardians';
import { textWith } from '@tutorium/contract/text-with';
import { eq } from 'drizzle-orm';
import { guardianLinks } from '../../db/schema';
import type { AuthUser } from '../../platform/authentication';
import type { AppContext } from '../../platform/context';
import { forbidden, notFound } from '../../platform/errors';
import { recordAudit } from '../privacy/public';
import { isAdultNow, linkNotFound, mayEnd, studentOfLink, teachesStudent } from './rules';

/**
 * Ends a link (deletes it), or withdraws an invitation not accepted yet, by the rules of `mayEnd`.
 * Someone who may see the link but not end it (a teacher of the student, a minor student, whoever
 * invited once it is accepted) is refused with 403; anyone else learns nothing (404). Ending an
 * accepted link is audited ('guardian.link_ended', by the caller, about the student). Answers the
 * state the link had, so the caller can say "ended" or "withdrawn".
 */
export async function endLink(ctx: AppContext, user: AuthUser, linkId: string): Promise<GuardianLinkState> {
  return ctx.db.transaction(async (tx) => {
    const [link] = await tx.select().from(guardianLinks).where(eq(guardianLinks.id, linkId)).for('update');
    if (!link) throw notFound(linkNotFound);
    const student = await studentOfLink(tx, link.studentId);
    if (!mayEnd(user, link, isAdultNow(ctx, student))) {
      const maySee =
        user.id === link.studentId || user.id === link.invitedById || (await teachesStudent(tx, user, link.studentId));
      if (!maySee) throw notFound(linkNotFound);
      throw forbidden(
        user.id === link.studentId
          ? textWith(/*i18n*/ 'Only your guardian or an administrator can end this link until you are {age}', {
              age: ADULT_AGE_YEARS,
            })
          : /*i18n*/ 'Only the guardian, the student once an adult, or an administrator can end this link',
        'cannot_end_link',
      );
    }
    await tx.delete(guardianLinks).where(eq(guardianLinks.id, link.id));
    if (link.state !== 'invited') await recordAudit(tx, 'guardian.link_ended', user, student);
    return link.state;
  });
}
