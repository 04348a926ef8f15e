import { randomBytes } from 'node:crypto';
import { type SignIns, sessionMessages } from '@tutorium/contract/sessions';
import { and, desc, eq, gt, lt, ne, notInArray, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { sessions, trustedDevices } from '../../db/schema';
import type { AuthUser } from '../../platform/authentication';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { digestToken } from '../../platform/tokens';
import type { ClientOrigin } from './client-origin';

/** A device cookie outlives no trust: rows unseen for longer than the cookie lives are dropped. */
const DEVICE_TRUST_DAYS = 365;
/**
 * The most recently seen devices an account keeps trusted. Clients that keep no cookie (scripts) make a
 * new device at every sign-in; past this, the least recently seen is forgotten (it would sign in as
 * an untrusted client once, and be trusted again).
 */
export const MAX_TRUSTED_DEVICES = 20;

/**
 * The trusted device a cookie names, if the server still trusts it for this account: a revoked device
 * (row deleted) or another account's id is no device at all.
 */
export async function findTrustedDevice(ctx: AppContext, userId: string, deviceId: string): Promise<string | null> {
  const [row] = await ctx.db
    .select({ id: trustedDevices.id })
    .from(trustedDevices)
    .where(and(eq(trustedDevices.deviceIdHash, digestToken(deviceId)), eq(trustedDevices.userId, userId)));
  return row?.id ?? null;
}

/**
 * After a successful sign-in: a trusted device keeps its id and is seen again; any other client becomes
 * a new trusted device with a fresh random id. Answers the device id for the cookie and the row's id.
 */
export async function trustDevice(
  ctx: AppContext,
  userId: string,
  known: { rowId: string; deviceId: string } | null,
  origin: ClientOrigin,
): Promise<{ deviceId: string; rowId: string }> {
  if (known) {
    const [seen] = await ctx.db
      .update(trustedDevices)
      .set({ ...origin, lastSeenAt: sql`now()` })
      .where(eq(trustedDevices.id, known.rowId))
      .returning({ id: trustedDevices.id });
    // Revoked in the meantime: the sign-in itself was good, so it is trusted afresh below.
    if (seen) return { deviceId: known.deviceId, rowId: seen.id };
  }
  const deviceId = randomBytes(16).toString('base64url');
  const [row] = await ctx.db
    .insert(trustedDevices)
    .values({ userId, deviceIdHash: digestToken(deviceId), ...origin })
    .returning({ id: trustedDevices.id });
  if (!row) throw new Error('insert returned no row');
  const kept = ctx.db
    .select({ id: trustedDevices.id })
    .from(trustedDevices)
    .where(eq(trustedDevices.userId, userId))
    .orderBy(desc(trustedDevices.lastSeenAt), desc(trustedDevices.id))
    .limit(MAX_TRUSTED_DEVICES);
  await ctx.db
    .delete(trustedDevices)
    .where(
      and(
        eq(trustedDevices.userId, userId),
        or(
          lt(trustedDevices.lastSeenAt, sql`now() - make_interval(days => ${DEVICE_TRUST_DAYS})`),
          notInArray(trustedDevices.id, kept),
        ),
      ),
    );
  return { deviceId, rowId: row.id };
}

/**
 * Ends every session of the account but `keepSessionId`, and revokes the trust of every device but the
 * one that session signed in from. Each ended session announces itself (db/sql/announcements.sql), so its live
 * streams close on every instance once the transaction commits. For a password change or reset, a
 * suspension and "sign out everywhere else" (docs/security.md, "Ending sessions").
 */
export async function signOutEverywhere(
  db: Database | Transaction,
  userId: string,
  keepSessionId?: string,
): Promise<{ sessionsEnded: number; devicesRevoked: number }> {
  const [kept] = keepSessionId
    ? await db
        .select({ deviceId: sessions.trustedDeviceId })
        .from(sessions)
        .where(and(eq(sessions.id, keepSessionId), eq(sessions.userId, userId)))
    : [];
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), keepSessionId ? ne(sessions.id, keepSessionId) : undefined))
    .returning({ id: sessions.id });
  const revoked = await db
    .delete(trustedDevices)
    .where(and(eq(trustedDevices.userId, userId), kept?.deviceId ? ne(trustedDevices.id, kept.deviceId) : undefined))
    .returning({ id: trustedDevices.id });
  return { sessionsEnded: ended.length, devicesRevoked: revoked.length };
}

/** The caller's live sessions and trusted devices, most recently seen first. */
export async function listSignIns(ctx: AppContext, user: AuthUser): Promise<SignIns> {
  const origin = {
    browser: sessions.browser,
    os: sessions.os,
    place: sessions.place,
    createdAt: sessions.createdAt,
    lastSeenAt: sessions.lastSeenAt,
  };
  const [live, devices] = await Promise.all([
    ctx.db
      .select({ id: sessions.id, deviceId: sessions.trustedDeviceId, ...origin })
      .from(sessions)
      .where(and(eq(sessions.userId, user.id), gt(sessions.expiresAt, sql`now()`)))
      .orderBy(desc(sessions.lastSeenAt), desc(sessions.id)),
    ctx.db
      .select()
      .from(trustedDevices)
      .where(eq(trustedDevices.userId, user.id))
      .orderBy(desc(trustedDevices.lastSeenAt), desc(trustedDevices.id)),
  ]);
  const currentDevice = live.find((session) => session.id === user.sessionId)?.deviceId ?? null;
  const dates = (row: { createdAt: Date; lastSeenAt: Date }) => ({
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
  });
  return {
    sessions: live.map(({ deviceId: _device, ...session }) => ({
      ...session,
      ...dates(session),
      current: session.id === user.sessionId,
    })),
    devices: devices.map((device) => ({
      id: device.id,
      browser: device.browser,
      os: device.os,
      place: device.place,
      ...dates(device),
      current: device.id === currentDevice,
    })),
  };
}

/** Deletes the caller's own session or trusted device `rowId`; 404 with `notFoundMessage` for anyone else's. */
async function deleteOwnRow(
  ctx: AppContext,
  table: typeof sessions | typeof trustedDevices,
  user: AuthUser,
  rowId: string,
  notFoundMessage: string,
): Promise<void> {
  const deleted = await ctx.db
    .delete(table)
    .where(and(eq(table.id, rowId), eq(table.userId, user.id)))
    .returning({ id: table.id });
  if (deleted.length === 0) throw notFound(notFoundMessage);
}

/** Ends one of the caller's sessions (this one too: that is signing out). Someone else's is not found. */
export async function endSession(ctx: AppContext, user: AuthUser, sessionId: string): Promise<void> {
  await deleteOwnRow(ctx, sessions, user, sessionId, sessionMessages.sessionNotFound);
}

/** Stops trusting one of the caller's devices; its sessions go on until ended themselves. */
export async function revokeDevice(ctx: AppContext, user: AuthUser, deviceRowId: string): Promise<void> {
  await deleteOwnRow(ctx, trustedDevices, user, deviceRowId, sessionMessages.deviceNotFound);
}
