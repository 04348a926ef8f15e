import type { changePasswordBodySchema } from '@tutorium/contract/auth';
import { messages } from '@tutorium/contract/messages';
import type { NotificationSettings, profileUpdateSchema, User } from '@tutorium/contract/users';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { users } from '../../db/schema';
import type { AuthUser } from '../../platform/authentication';
import type { AppContext } from '../../platform/context';
import { badRequest, conflict, isUniqueViolation, notFound } from '../../platform/errors';
import { hashSecret, verifySecret } from '../../platform/passwords';
import { signOutEverywhere } from '../sessions/service';
import { toUserDto, type UserRow } from './user-dto';

type ProfileUpdate = z.output<typeof profileUpdateSchema>;
type ChangePassword = z.output<typeof changePasswordBodySchema>;

async function findUser(ctx: AppContext, userId: string): Promise<UserRow> {
  const [row] = await ctx.db.select().from(users).where(eq(users.id, userId));
  if (!row) throw notFound(messages.profile.fetchFailed);
  return row;
}

export async function getProfile(ctx: AppContext, userId: string): Promise<User> {
  return toUserDto(await findUser(ctx, userId), ctx.config.timeZone);
}

export async function updateProfile(ctx: AppContext, user: AuthUser, body: ProfileUpdate, ip: string): Promise<User> {
  const current = await findUser(ctx, user.id);
  if (body.email !== undefined && body.email !== current.email) {
    const attempt = await ctx.limiter.reserve('password-confirm', ip, user.id);
    const confirmed =
      body.currentPassword !== undefined && (await verifySecret(current.passwordHash, body.currentPassword));
    if (!confirmed) {
      throw badRequest('Enter your current password to change your email address', {
        currentPassword: body.currentPassword ? messages.password.currentWrong : 'Current password is required',
      });
    }
    await attempt.release();
  }
  const { currentPassword: _password, ...fields } = body;
  try {
    const [row] = await ctx.db
      .update(users)
      .set({ ...fields, updatedAt: sql`now()` })
      .where(eq(users.id, user.id))
      .returning();
    if (!row) throw notFound(messages.profile.fetchFailed);
    return toUserDto(row, ctx.config.timeZone);
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_unique')) throw conflict('email_taken', messages.profile.emailTaken);
    throw error;
  }
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
