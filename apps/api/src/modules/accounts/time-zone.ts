import { and, eq, isNull } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import type { UserRow } from './user-dto';

/**
 * Keeps the browser's zone, sent at sign-in, as the account's own when it has none yet; a zone the
 * user already has (chosen in Settings or kept earlier) is never replaced by a browser's.
 */
export async function adoptTimeZone(ctx: AppContext, row: UserRow, timeZone: string): Promise<UserRow> {
  const [updated] = await ctx.db
    .update(users)
    .set({ timeZone })
    .where(and(eq(users.id, row.id), isNull(users.timeZone)))
    .returning();
  return updated ?? row;
}
