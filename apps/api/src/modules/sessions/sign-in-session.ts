import type { User } from '@tutorium/contract/users';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { sessions, users } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { digestToken, newSessionToken } from '../../platform/tokens';
import { adoptTimeZone, toUserDto, type UserRow } from '../accounts/public';
import { type ClientOrigin, clientOrigin } from './client-origin';
import { findTrustedDevice, trustDevice } from './service';

/** Where a new session comes from, for "Where you're signed in"; a session may have no trusted device. */
interface SessionSource {
  origin: ClientOrigin;
  trustedDeviceId: string | null;
}

/**
 * The one place a session starts. The account's first one stamps `first_signed_in_at` in the same
 * transaction, so both carry the same `now()` (the transaction's start): the profile tells the first
 * session from later ones by that equality, and the teacher directory lists a teacher from then on.
 */
async function createSession(
  ctx: AppContext,
  userId: string,
  source: SessionSource,
): Promise<{ token: string; firstSignedInAt: Date | null }> {
  const token = newSessionToken();
  return ctx.db.transaction(async (tx) => {
    await tx.insert(sessions).values({
      userId,
      tokenHash: digestToken(token),
      expiresAt: new Date(Date.now() + ctx.config.sessionTtlMs),
      ...source.origin,
      trustedDeviceId: source.trustedDeviceId,
    });
    const [stamped] = await tx
      .update(users)
      .set({ firstSignedInAt: sql`now()` })
      .where(and(eq(users.id, userId), isNull(users.firstSignedInAt)))
      .returning({ firstSignedInAt: users.firstSignedInAt });
    return { token, firstSignedInAt: stamped?.firstSignedInAt ?? null };
  });
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
  const { token, firstSignedInAt } = await createSession(ctx, row.id, { origin, trustedDeviceId: device.rowId });
  const adopted = timeZone && row.timeZone === null ? await adoptTimeZone(ctx, row, timeZone) : row;
  const user = { ...adopted, firstSignedInAt: firstSignedInAt ?? adopted.firstSignedInAt };
  return {
    token,
    user: { ...toUserDto(user, ctx.config.timeZone), firstSession: firstSignedInAt !== null },
    deviceId: device.deviceId,
  };
}
