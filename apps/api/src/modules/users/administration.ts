import { type Pagination, pageWindow } from '@tutorium/contract/api';
import type { Language } from '@tutorium/contract/languages';
import { RESET_CODE_TTL_MINUTES } from '@tutorium/contract/limits';
import type { Role } from '@tutorium/contract/roles';
import {
  type adminCreateUserSchema,
  type adminUserUpdateSchema,
  type User,
  type userListQuerySchema,
  userMessages,
} from '@tutorium/contract/users';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { users } from '../../db/schema';
import type { AuthUser } from '../../platform/authentication';
import type { AppContext } from '../../platform/context';
import { badRequest, conflict, forbidden, isUniqueViolation, notFound } from '../../platform/errors';
import { translate } from '../../platform/language';
import { hashSecret } from '../../platform/passwords';
import { readPage, totalRows } from '../../platform/sql-helpers';
import { newSessionToken } from '../../platform/tokens';
import { guardAdminChange, toUserDto } from '../accounts/public';
import { type CodeMail, prepareResetCode } from '../auth/public';
import { createdByAdmin, eraseUserAsAdmin, recordAudit } from '../privacy/public';
import { signOutEverywhere } from '../sessions/public';
import { nameOrEmailContains } from './search';

type UserListQuery = z.output<typeof userListQuerySchema>;
type AdminUserUpdate = z.output<typeof adminUserUpdateSchema>;
type AdminCreateUser = z.output<typeof adminCreateUserSchema>;

export async function listUsers(
  ctx: AppContext,
  query: UserListQuery,
): Promise<{ data: User[]; pagination: Pagination }> {
  const { rows, pagination } = await readPage(
    pageWindow(query),
    ctx.db
      .select({ user: users, total: totalRows() })
      .from(users)
      .where(
        and(
          query.role ? eq(users.role, query.role) : undefined,
          query.status ? eq(users.status, query.status) : undefined,
          nameOrEmailContains(query.search),
        ),
      )
      .orderBy(asc(users.name), asc(users.id)),
  );
  return { data: rows.map((row) => toUserDto(row.user, ctx.config.timeZone)), pagination };
}

const refuseSelf = (admin: AuthUser, userId: string) => {
  if (admin.id === userId) throw badRequest(userMessages.notYourself);
};

/**
 * Changes another account's status or role; anything but active ends its sessions, streams and device
 * trust at once. Each field that really changes is audited, with what it was and what it became, in the
 * same transaction: an entry exists exactly when the change does.
 */
export async function updateUser(
  ctx: AppContext,
  admin: AuthUser,
  userId: string,
  body: AdminUserUpdate,
): Promise<User> {
  refuseSelf(admin, userId);
  return ctx.db.transaction(async (tx) => {
    const removesAdmin = (body.role !== undefined && body.role !== 'admin') || (body.status ?? 'active') !== 'active';
    await guardAdminChange(tx, admin.id, { targetId: userId, removesAdmin });
    const [before] = await tx
      .select({ role: users.role, status: users.status })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!before) throw notFound(userMessages.userNotFound);
    const [row] = await tx
      .update(users)
      .set({ ...body, updatedAt: sql`now()` })
      .where(eq(users.id, userId))
      .returning();
    if (!row) throw notFound(userMessages.userNotFound);
    const subject = { id: row.id, role: row.role };
    if (row.role !== before.role) {
      await recordAudit(tx, 'account.role_changed', admin, subject, { from: before.role, to: row.role });
    }
    if (row.status !== before.status) {
      await recordAudit(tx, 'account.status_changed', admin, subject, { from: before.status, to: row.status });
    }
    if (row.status !== 'active') await signOutEverywhere(tx, userId);
    return toUserDto(row, ctx.config.timeZone);
  });
}

/** Deleting an account is an erasure: the same rules and audit entry as when its holder deletes it. */
export async function deleteUser(ctx: AppContext, admin: AuthUser, userId: string): Promise<void> {
  await eraseUserAsAdmin(ctx, admin, userId);
}

const signInPage = (role: Role) => (role === 'student' ? '/student-signin' : '/admin-signin');
const setPasswordLink = (ctx: AppContext, email: string) =>
  `${ctx.config.publicUrl}/reset-password?${new URLSearchParams({ email })}`;

const HOUR_MS = 60 * 60 * 1000;

/** INVITATION_TTL_HOURS as the email says it: "3 days", "36 hours". */
const invitationLifetime = (ttlMs: number, language: Language): string => {
  const hours = Math.round(ttlMs / HOUR_MS);
  if (hours % 24 === 0)
    return translate(language, /*i18n*/ '{count, plural, one {# day} other {# days}}', { count: hours / 24 });
  return translate(language, /*i18n*/ '{count, plural, one {# hour} other {# hours}}', { count: hours });
};

/** Each role as an invitation names the account ("a Tutorium teacher account"). */
const roleWords: Record<Role, string> = {
  student: /*i18n*/ 'student',
  teacher: /*i18n*/ 'teacher',
  admin: /*i18n*/ 'admin',
  guardian: /*i18n*/ 'guardian',
};

const invitationMail =
  (ctx: AppContext, account: { name: string; email: string; role: Role }): CodeMail =>
  (code, language) => ({
    subject: translate(language, /*i18n*/ 'Your Tutorium account is ready: choose a password'),
    text: [
      translate(language, /*i18n*/ 'Hello {name},', { name: account.name }),
      '',
      translate(language, /*i18n*/ 'An administrator created a Tutorium {role} account for you ({email}).', {
        role: translate(language, roleWords[account.role]),
        email: account.email,
      }),
      translate(language, /*i18n*/ 'To choose your password, open {link} and enter this code: {code}', {
        link: setPasswordLink(ctx, account.email),
        code,
      }),
      '',
      translate(
        language,
        /*i18n*/ 'The code works once, for {lifetime}. If it has expired, choose "Forgot password?"\non {signInLink} to get a new one.',
        {
          lifetime: invitationLifetime(ctx.config.invitationTtlMs, language),
          signInLink: `${ctx.config.publicUrl}${signInPage(account.role)}`,
        },
      ),
    ].join('\n'),
  });

const adminResetMail =
  (ctx: AppContext, email: string): CodeMail =>
  (code, language) => ({
    subject: translate(language, /*i18n*/ 'Your Tutorium verification code'),
    text: [
      translate(
        language,
        /*i18n*/ 'An administrator asked Tutorium to send you a code to choose a new password: {code}',
        { code },
      ),
      '',
      translate(language, /*i18n*/ 'Open {link} and enter it within {minutes} minutes; it works once.', {
        link: setPasswordLink(ctx, email),
        minutes: RESET_CODE_TTL_MINUTES,
      }),
      translate(language, /*i18n*/ 'Your current password keeps working until you choose a new one.'),
    ].join('\n'),
  });

/**
 * Creates an account for someone else, with a random password nobody knows, and emails them a code
 * to choose their own through the password-reset screens.
 */
export async function createUser(ctx: AppContext, admin: AuthUser, body: AdminCreateUser): Promise<User> {
  const passwordHash = await hashSecret(newSessionToken());
  const writeInvitation = await prepareResetCode(invitationMail(ctx, body), ctx.config.invitationTtlMs);
  let row: typeof users.$inferSelect | undefined;
  try {
    row = await ctx.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({
          name: body.name,
          email: body.email,
          role: body.role,
          specialization: body.role === 'student' ? '' : body.specialization,
          subjects: body.role !== 'student' && body.specialization ? [body.specialization] : [],
          passwordHash,
        })
        .returning();
      if (!created) throw new Error('insert returned no row');
      await recordAudit(tx, 'account.created_by_admin', admin, created);
      await writeInvitation(tx, created);
      return created;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_unique')) throw conflict('email_taken', userMessages.emailTaken);
    throw error;
  }
  ctx.log.info({ adminId: admin.id, userId: row.id, role: row.role }, 'an admin created an account');
  return toUserDto(row, ctx.config.timeZone);
}

/**
 * Emails an active account a code to choose a new password, as "Forgot password?" would. An account an
 * admin created that has never signed in is still waiting on its invitation: it gets the invitation
 * again (with the invitation's lifetime), audited as one.
 */
export async function sendResetCode(ctx: AppContext, admin: AuthUser, userId: string, ip: string): Promise<string> {
  refuseSelf(admin, userId);
  const [row] = await ctx.db.select().from(users).where(eq(users.id, userId));
  if (!row) throw notFound(userMessages.userNotFound);
  if (row.status !== 'active') throw forbidden(userMessages.notActive, 'account_not_active');
  await ctx.limiter.consume('reset-request', ip, row.email);
  const invited = row.firstSignedInAt === null && (await createdByAdmin(ctx.db, row.id));
  const writeCode = invited
    ? await prepareResetCode(invitationMail(ctx, row), ctx.config.invitationTtlMs)
    : await prepareResetCode(adminResetMail(ctx, row.email));
  await ctx.db.transaction(async (tx) => {
    if (invited) await recordAudit(tx, 'account.invited', admin, row);
    await writeCode(tx, row);
  });
  return row.email;
}
