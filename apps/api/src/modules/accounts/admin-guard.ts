import { userMessages } from '@tutorium/contract/users';
import { and, asc, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { users } from '../../db/schema';
import { conflict, forbidden } from '../../platform/errors';

/**
 * The rule that keeps Tutorium administered, taken inside the transaction of every change an admin
 * makes to another account (role, status, deletion). Every active admin row is locked first, always
 * in id order, so any two such changes are decided one after the other by the database, never
 * side by side: with two admins, A deleting B while B demotes A ends with one of them refused.
 * Under that lock it checks that
 * - a change that takes away an active admin leaves at least one (409 `last_admin`);
 * - the actor is still an active admin: the access check ran before the transaction, and another
 *   admin may have demoted, suspended or deleted them since (403 `no_longer_admin`).
 */
export async function guardAdminChange(
  tx: Transaction,
  actorId: string,
  change: { targetId: string; removesAdmin: boolean },
): Promise<void> {
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.status, 'active')))
    .orderBy(asc(users.id))
    .for('update');
  const ids = new Set(admins.map((admin) => admin.id));
  if (change.removesAdmin && ids.has(change.targetId) && ids.size <= 1) {
    throw conflict('last_admin', userMessages.lastAdmin);
  }
  if (!ids.has(actorId)) throw forbidden(userMessages.noLongerAdmin, 'no_longer_admin');
}
