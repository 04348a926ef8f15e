import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Device cookies (OWASP's answer to lock-out by strangers): a client that signed in to an account
 * holds a signed cookie naming that account and a random device id. While the server trusts that
 * device (a `trusted_devices` row, modules/sessions), its later sign-in attempts to that account are
 * counted per device, apart from everyone else's. One cookie per account, sent only to the sign-in endpoint.
 */
const COOKIE_PREFIX = 'tutorium_device_';
const COOKIE_PATH = '/api/auth/login';
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The device id this client holds for the account, when its cookie is signed by us and bound to that account. */
export function trustedDeviceFor(request: FastifyRequest, userId: string): string | null {
  const raw = request.cookies[COOKIE_PREFIX + userId];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return null;
  // The signature covers the value only, so the value repeats the account the name claims.
  const [boundTo, deviceId] = unsigned.value.split('.');
  return boundTo === userId && deviceId ? deviceId : null;
}

/** Gives the client the device cookie for the account it just signed in to (renewed for another year). */
export function issueDeviceCookie(reply: FastifyReply, userId: string, deviceId: string, secure: boolean): void {
  reply.setCookie(COOKIE_PREFIX + userId, `${userId}.${deviceId}`, {
    signed: true,
    httpOnly: true,
    sameSite: 'strict',
    secure,
    path: COOKIE_PATH,
    maxAge: MAX_AGE_SECONDS,
  });
}
