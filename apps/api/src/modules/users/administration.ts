import { type Pagination, pageWindow } from '@tutorium/contract/api';
import {
  type adminUserUpdateSchema,
  type User,
  type userListQuerySchema,
  userMessages,
} from '@tutorium/contract/users';
import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { sessions, users } from '../../db/schema';
import type { AuthUser } from '../../platform/authentication';
import type { AppContext } from '../../platform/context';
import { badRequest, notFound } from '../../platform/errors';
import { containsPattern, pagination, totalRows } from '../../platform/sql-helpers';
import { eraseUserAsAdmin } from '../privacy/erasure';
import { toUserDto } from './user-dto';

type UserListQuery = z.output<typeof userListQuerySchema>;
type AdminUserUpdate = z.output<typeof adminUserUpdateSchema>;

export async function listUsers(
  ctx: AppContext,
  query: UserListQuery,
): Promise<{ data: User[]; pagination: Pagination }> {
  const { page, pageSize } = pageWindow(query);
  const pattern = query.search ? containsPattern(query.search) : null;
  const rows = await ctx.db
    .select({ user: users, total: totalRows() })
    .from(users)
    .where(
      and(
        query.role ? eq(users.role, query.role) : undefined,
        query.status ? eq(users.status, query.status) : undefined,
        pattern ? or(ilike(users.name, pattern), ilike(users.email, pattern)) : undefined,
      ),
    )
    .orderBy(asc(users.name), asc(users.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return {
    data: rows.map((row) => toUserDto(row.user)),
    pagination: pagination(page, pageSize, rows[0]?.total ?? 0),
  };
}

const refuseSelf = (admin: AuthUser, userId: string) => {
  if (admin.id === userId) throw badRequest(userMessages.notYourself);
};

/** Changes another account's status or role; anything but active ends its sessions at once. */
export async function updateUser(
  ctx: AppContext,
  admin: AuthUser,
  userId: string,
  body: AdminUserUpdate,
): Promise<User> {
  refuseSelf(admin, userId);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ ...body, updatedAt: sql`now()` })
      .where(eq(users.id, userId))
      .returning();
    if (!row) throw notFound(userMessages.userNotFound);
    if (row.status !== 'active') await tx.delete(sessions).where(eq(sessions.userId, userId));
    return toUserDto(row);
  });
}

/** Deleting an account is an erasure: the same rules and audit entry as when its holder deletes it. */
export async function deleteUser(ctx: AppContext, admin: AuthUser, userId: string): Promise<void> {
  await eraseUserAsAdmin(ctx, admin, userId);
}
