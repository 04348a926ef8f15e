import type { loginBodySchema, registerBodySchema } from '@tutorium/contract/auth';
import type { Language } from '@tutorium/contract/languages';
import { messages } from '@tutorium/contract/messages';
import { rolesAllowedInPortal, wrongPortalMessage } from '@tutorium/contract/role-rules';
import type { Role } from '@tutorium/contract/roles';
import type { User } from '@tutorium/contract/users';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { sessions, users } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { conflict, forbidden, isUniqueViolation, unauthenticated } from '../../platform/errors';
import { hashSecret, verifyAgainstNothing, verifySecret } from '../../platform/passwords';
import { toUserDto } from '../accounts/public';
import { knownDevice, type SignedIn, startSignedInSession } from '../sessions/public';
import { type PendingTwoStep, startTwoStep } from '../two-step/public';
import { prepareAccountConfirmation } from './email-verification';

type ParsedRegister = z.output<typeof registerBodySchema>;
type ParsedLogin = z.output<typeof loginBodySchema>;

/** Sign-up through the teacher portal makes a teacher; admins are only ever made by the CLI. */
const accountRoleFor = (portal: Role): Role => (portal === 'student' ? 'student' : 'teacher');

/**
 * The account starts unverified; its confirmation email is queued in the transaction that creates it,
 * in `language`, the one the sign-up was made in.
 */
export async function register(ctx: AppContext, body: ParsedRegister, ip: string, language: Language): Promise<User> {
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
          timeZone: body.timeZone ?? null,
        })
        .returning();
      if (!row) throw new Error('insert returned no row');
      await storeConfirmation(ctx, tx, row, language);
      return toUserDto(row, ctx.config.timeZone);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_unique')) throw conflict('email_taken', messages.register.duplicate);
    throw error;
  }
}

/**
 * Where a sign-in comes from: its address and User-Agent, and the device id its cookie holds for an
 * account, if any (signed by us; whether the server still trusts it is checked here).
 */
export interface SignInClient {
  ip: string;
  userAgent: string | undefined;
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
): Promise<SignedIn | { twoStep: PendingTwoStep }> {
  const [row] = await ctx.db.select().from(users).where(eq(users.email, body.email));
  const known = row ? await knownDevice(ctx, row.id, client.trustedDevice(row.id)) : null;
  const reservation = await ctx.limiter.reserveSignIn({
    ip: client.ip,
    account: body.email,
    trustedDevice: known?.deviceId ?? null,
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
    throw forbidden(wrongPortalMessage(body.role, row.role), 'wrong_portal');
  }
  // An account with a second factor gets no session yet: the second step finishes the sign-in.
  const twoStep = await startTwoStep(ctx, row, body.role, known?.deviceId ?? null);
  if (twoStep) return { twoStep };
  return startSignedInSession(ctx, row, client, known, body.timeZone);
}

export async function logout(ctx: AppContext, sessionId: string): Promise<void> {
  await ctx.db.delete(sessions).where(eq(sessions.id, sessionId));
}
