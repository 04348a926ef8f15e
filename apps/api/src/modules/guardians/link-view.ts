import type { GuardianLink } from '@tutorium/contract/guardians';
import { desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { guardianLinks, users } from '../../db/schema';
import { mayApprove, mayEnd, type Party } from './rules';

const guardians = alias(users, 'guardians');
const inviters = alias(users, 'inviters');

/**
 * The links `where` picks, newest first, as `caller` sees them: with what they may do with each
 * (`studentAdult`: whether the links' student is an adult now; every caller reads one student's links).
 */
export async function linksAsSeenBy(
  db: Pick<Database, 'select'>,
  caller: Party,
  where: SQL,
  studentAdult: boolean,
): Promise<GuardianLink[]> {
  const rows = await db
    .select({
      link: guardianLinks,
      guardianName: guardians.name,
      guardianEmail: guardians.email,
      inviterName: inviters.name,
      inviterRole: inviters.role,
    })
    .from(guardianLinks)
    .leftJoin(guardians, eq(guardians.id, guardianLinks.guardianId))
    .leftJoin(inviters, eq(inviters.id, guardianLinks.invitedById))
    .where(where)
    .orderBy(desc(guardianLinks.createdAt), desc(guardianLinks.id));
  return rows.map(({ link, guardianName, guardianEmail, inviterName, inviterRole }) => ({
    id: link.id,
    state: link.state,
    guardian:
      link.guardianId !== null && guardianName !== null && guardianEmail !== null
        ? { id: link.guardianId, name: guardianName, email: guardianEmail }
        : null,
    invitedEmail: link.invitedEmail,
    relationship: link.relationship,
    invitedBy:
      link.invitedById !== null && inviterName !== null && inviterRole !== null
        ? { id: link.invitedById, name: inviterName, role: inviterRole }
        : null,
    createdAt: link.createdAt.toISOString(),
    canEnd: mayEnd(caller, link, studentAdult),
    canApprove: mayApprove(caller, link),
  }));
}

/** One link as `caller` sees it, after a change: it exists, the change has just written it. */
export async function linkAsSeenBy(
  db: Pick<Database, 'select'>,
  caller: Party,
  linkId: string,
  studentAdult: boolean,
): Promise<GuardianLink> {
  const [link] = await linksAsSeenBy(db, caller, eq(guardianLinks.id, linkId), studentAdult);
  if (!link) throw new Error(`guardian link ${linkId} vanished`);
  return link;
}
