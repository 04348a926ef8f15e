import type { User } from '@tutorium/contract/users';
import { sessions } from '../../db/schema';
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
