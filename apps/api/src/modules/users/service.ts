import type { changePasswordBodySchema } from '@tutorium/contract/auth';
import { messages } from '@tutorium/contract/messages';
import type { NotificationSettings, profileUpdateSchema, User } from '@tutorium/contract/users';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { sessions, users } from '../../db/schema';
import type { AuthUser } from '../../platform/authentication';
import type { AppContext } from '../../platform/context';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { hashSecret, verifySecret } from '../../platform/passwords';
import { toUserDto, type UserRow } from '../accounts/public';
import { prepareEmailChange } from '../auth/public';
import { signOutEverywhere } from '../sessions/public';

type ProfileUpdate = z.output<typeof profileUpdateSchema>;
type ChangePassword = z.output<typeof changePasswordBodySchema>;

async function findUser(ctx: AppContext, userId: string): Promise<UserRow> {
  const [row] = await ctx.db.select().from(users).where(eq(users.id, userId));
  if (!row) throw notFound(messages.profile.fetchFailed);
  return row;
}

/** The signed-in user's own account, and whether this session is their first (see createSession). */
export async function getProfile(ctx: AppContext, user: AuthUser): Promise<User> {
  const [row] = await ctx.db
    .select({ user: users, firstSession: sql<boolean>`${sessions.createdAt} = ${users.firstSignedInAt}` })
    .from(users)
    .innerJoin(sessions, eq(sessions.id, user.sessionId))
    .where(eq(users.id, user.id));
  if (!row) throw notFound(messages.profile.fetchFailed);
  return { ...toUserDto(row.user, ctx.config.timeZone), firstSession: row.firstSession === true };
}

/**
 * Saves the profile. A new email address is not written to the account: it waits, with a code sent to
 * it (and a notice to the current one), until it is confirmed (docs/security.md, "Verified addresses").
 */
export async function updateProfile(
  ctx: AppContext,
  user: AuthUser,
  body: ProfileUpdate,
  ip: string,
): Promise<{ user: User; pendingEmail: string | null }> {
  const current = await findUser(ctx, user.id);
  const { currentPassword, email, ...fields } = body;
  const newEmail = email !== undefined && email !== current.email ? email : null;
  let storeChange: Awaited<ReturnType<typeof prepareEmailChange>> | null = null;
  if (newEmail !== null) {
    const attempt = await ctx.limiter.reserve('password-confirm', ip, user.id);
    const confirmed = currentPassword !== undefined && (await verifySecret(current.passwordHash, currentPassword));
    if (!confirmed) {
      throw badRequest(/*i18n*/ 'Enter your current password to change your email address', {
        currentPassword: currentPassword ? messages.password.currentWrong : /*i18n*/ 'Current password is required',
      });
    }
    await attempt.release();
    // Said at once when it is already so; when the address is taken meanwhile, the swap's unique constraint says it.
    const [holder] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, newEmail));
    if (holder) throw conflict('email_taken', messages.profile.emailTaken);
    storeChange = await prepareEmailChange(ctx, user.id, newEmail, ip);
  }
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ ...fields, updatedAt: sql`now()` })
      .where(eq(users.id, user.id))
      .returning();
    if (!row) throw notFound(messages.profile.fetchFailed);
    if (storeChange) await storeChange(tx, row);
    return { user: toUserDto(row, ctx.config.timeZone), pendingEmail: newEmail };
  });
}

/** Keeps this session and its device, and signs out and stops trusting every other one, as a changed password should. */
export async function changePassword(ctx: AppContext, user: AuthUser, body: ChangePassword, ip: string): Promise<void> {
  const current = await findUser(ctx, user.id);
  const attempt = await ctx.limiter.reserve('password-confirm', ip, user.id);
  if (!(await verifySecret(current.passwordHash, body.currentPassword))) {
    throw badRequest(messages.password.currentWrong, { currentPassword: messages.password.currentWrong });
  }
  await attempt.release();
  const passwordHash = await hashSecret(body.newPassword);
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, user.id));
    await signOutEverywhere(tx, user.id, user.sessionId);
  });
}

export async function getSettings(ctx: AppContext, userId: string): Promise<NotificationSettings> {
  const row = await findUser(ctx, userId);
  return { emailNotifications: row.notifyEmail };
}

export async function updateSettings(
  ctx: AppContext,
  userId: string,
  settings: NotificationSettings,
): Promise<NotificationSettings> {
  await ctx.db
    .update(users)
    .set({ notifyEmail: settings.emailNotifications, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
  return getSettings(ctx, userId);
}
