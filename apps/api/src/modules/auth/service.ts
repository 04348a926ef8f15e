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
import { type ClientOrigin, clientOrigin } from '../sessions/client-origin';
import { findTrustedDevice, trustDevice } from '../sessions/service';
import { type PendingTwoStep, startTwoStep } from '../two-step/sign-in';
import { adoptTimeZone } from '../users/time-zone';
import { toUserDto, type UserRow } from '../users/user-dto';
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
          timeZone: body.timeZone ?? null,
        })
        .returning();
      if (!row) throw new Error('insert returned no row');
      await storeConfirmation(ctx, tx, row);
      return toUserDto(row, ctx.config.timeZone);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_unique')) throw conflict('email_taken', messages.register.duplicate);
    throw error;
  }
}

/** Where a new session comes from, for "Where you're signed in"; a session may have no trusted device. */
interface SessionSource {
  origin: ClientOrigin;
  trustedDeviceId: string | null;
}

async function createSession(ctx: AppContext, userId: string, source?: SessionSource): Promise<string> {
  const token = newSessionToken();
  await ctx.db.insert(sessions).values({
    userId,
    tokenHash: digestToken(token),
    expiresAt: new Date(Date.now() + ctx.config.sessionTtlMs),
    ...source?.origin,
    trustedDeviceId: source?.trustedDeviceId ?? null,
  });
  return token;
}

/** A device whose cookie the server still trusts for an account. */
export interface KnownDevice {
  rowId: string;
  deviceId: string;
}

/**
 * The trusted device a sign-in comes from. A cookie counts only while its device is trusted: a revoked
 * one (password changed, signed out everywhere) gets no guesses of its own, and is counted with every
 * other untrusted client.
 */
export async function knownDevice(
  ctx: AppContext,
  userId: string,
  cookieDevice: string | null,
): Promise<KnownDevice | null> {
  const rowId = cookieDevice ? await findTrustedDevice(ctx, userId, cookieDevice) : null;
  return cookieDevice && rowId ? { rowId, deviceId: cookieDevice } : null;
}

/** A finished sign-in: the session token, the user, and the device id for the device cookie. */
export interface SignedIn {
  token: string;
  user: User;
  deviceId: string;
}

/**
 * A sign-in whose every check passed (password, and the second step where the account has one): the
 * device is trusted (again) and a session starts from it. A browser's zone becomes the account's when
 * it has none yet.
 */
export async function startSignedInSession(
  ctx: AppContext,
  row: UserRow,
  client: { ip: string; userAgent: string | undefined },
  known: KnownDevice | null,
  timeZone?: string,
): Promise<SignedIn> {
  const origin = await clientOrigin(client.ip, client.userAgent);
  const device = await trustDevice(ctx, row.id, known, origin);
  const token = await createSession(ctx, row.id, { origin, trustedDeviceId: device.rowId });
  const user = timeZone && row.timeZone === null ? await adoptTimeZone(ctx, row, timeZone) : row;
  return { token, user: toUserDto(user, ctx.config.timeZone), deviceId: device.deviceId };
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
    throw forbidden(messages.login.wrongPortal[body.role === 'student' ? 'student' : 'teacher'], 'wrong_portal');
  }
  // An account with a second factor gets no session yet: the second step finishes the sign-in.
  const twoStep = await startTwoStep(ctx, row, body.role, known?.deviceId ?? null);
  if (twoStep) return { twoStep };
  return startSignedInSession(ctx, row, client, known, body.timeZone);
}

export async function logout(ctx: AppContext, sessionId: string): Promise<void> {
  await ctx.db.delete(sessions).where(eq(sessions.id, sessionId));
}
