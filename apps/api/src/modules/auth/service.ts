import type { loginBodySchema, registerBodySchema } from '@tutorium/contract/auth';
import { messages } from '@tutorium/contract/messages';
import { rolesAllowedInPortal } from '@tutorium/contract/role-rules';
import type { Role } from '@tutorium/contract/roles';
import type { User } from '@tutorium/contract/users';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { sessions, users } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { conflict, forbidden, isUniqueViolation, unauthenticated } from '../../platform/errors';
import { hashSecret, verifyAgainstNothing, verifySecret } from '../../platform/passwords';
import { digestToken, newSessionToken } from '../../platform/tokens';
import { toUserDto } from '../users/user-dto';
import { prepareAccountConfirmation } from './email-verification';

type ParsedRegister = z.output<typeof registerBodySchema>;
type ParsedLogin = z.output<typeof loginBodySchema>;

/** Sign-up through the teacher portal makes a teacher; admins are only ever made by the CLI. */
const accountRoleFor = (portal: Role): Role => (portal === 'student' ? 'student' : 'teacher');

/** The account starts unverified; its confirmation email is queued in the transaction that creates it. */
export async function register(ctx: AppContext, body: ParsedRegister, ip: string): Promise<User> {
  await ctx.limiter.consume('register', ip);
  const role = accountRoleFor(body.role);
  const passwordHash = await hashSecret(body.password);
  const storeConfirmation = await prepareAccountConfirmation();
  try {
    return await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          name: body.name,
          email: body.email,
          phone: body.phone,
          specialization: role === 'teacher' ? body.specialization : '',
          subjects: role === 'teacher' && body.specialization ? [body.specialization] : [],
          passwordHash,
          role,
        })
        .returning();
      if (!row) throw new Error('insert returned no row');
      await storeConfirmation(ctx, tx, row);
      return toUserDto(row);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_unique')) throw conflict('email_taken', messages.register.duplicate);
    throw error;
  }
}

export async function createSession(ctx: AppContext, userId: string): Promise<string> {
  const token = newSessionToken();
  await ctx.db.insert(sessions).values({
    userId,
    tokenHash: digestToken(token),
    expiresAt: new Date(Date.now() + ctx.config.sessionTtlMs),
  });
  return token;
}

/** Where a sign-in comes from: its address, and the device it trusts for an account, if any. */
export interface SignInClient {
  ip: string;
  trustedDevice(userId: string): string | null;
}

/**
 * Unknown email and wrong password answer the same 401, after the same work, and both count towards
 * the failed sign-in limits. The failure is counted before the password is checked and handed back
 * only when the password is right, so a parallel burst checks no more passwords than the limit allows.
 * Only a correct password learns more: that the account is not active, or that it belongs to the
 * other portal (a 403 naming it, so the user can go there); someone guessing learns nothing from either.
 */
export async function login(
  ctx: AppContext,
  body: ParsedLogin,
  client: SignInClient,
): Promise<{ token: string; user: User }> {
  const [row] = await ctx.db.select().from(users).where(eq(users.email, body.email));
  const reservation = await ctx.limiter.reserveSignIn({
    ip: client.ip,
    account: body.email,
    trustedDevice: row ? client.trustedDevice(row.id) : null,
  });
  const passwordOk = row
    ? await verifySecret(row.passwordHash, body.password)
    : await verifyAgainstNothing(body.password);
  if (!row || !passwordOk) {
    throw unauthenticated(messages.login.invalidCredentials, 'invalid_credentials');
  }
  await reservation.release();
  if (row.status !== 'active') {
    throw row.status === 'suspended'
      ? forbidden(messages.login.suspended, 'account_suspended')
      : forbidden(messages.login.notActive, 'account_not_active');
  }
  if (!rolesAllowedInPortal(body.role).includes(row.role)) {
    throw forbidden(messages.login.wrongPortal[body.role === 'student' ? 'student' : 'teacher'], 'wrong_portal');
  }
  return { token: await createSession(ctx, row.id), user: toUserDto(row) };
}

export async function logout(ctx: AppContext, sessionId: string): Promise<void> {
  await ctx.db.delete(sessions).where(eq(sessions.id, sessionId));
}
