import { z } from 'zod';

/** Where a sign-in comes from: read from its browser's User-Agent and its address (never the address itself). */
const originFields = {
  id: z.string(),
  /** "Chrome 131", or "" when the browser did not say. */
  browser: z.string(),
  /** "macOS", or "". */
  os: z.string(),
  /** The country of the address, "This network" / "Local network", or "" when unknown. */
  place: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
};

/** One session: a sign-in that has not ended. `current` marks the one asking. */
export const signInSessionSchema = z.object({ ...originFields, current: z.boolean() });
export type SignInSession = z.infer<typeof signInSessionSchema>;

/**
 * A browser trusted for sign-in (docs/security.md): its failed attempts are counted on their own.
 * `current` marks the device the asking session signed in from. `lastSeenAt` is its last sign-in.
 */
export const trustedDeviceSchema = z.object({ ...originFields, current: z.boolean() });
export type TrustedDevice = z.infer<typeof trustedDeviceSchema>;

export const signInsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ sessions: z.array(signInSessionSchema), devices: z.array(trustedDeviceSchema) }),
});
export type SignIns = z.infer<typeof signInsResponseSchema>['data'];

export const signOutOthersResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** Sessions ended and devices no longer trusted. */
  sessionsEnded: z.number(),
  devicesRevoked: z.number(),
});

export const sessionMessages = {
  sessionEnded: /*i18n*/ 'Session ended: that browser is signed out',
  sessionNotFound: /*i18n*/ 'Session not found',
  deviceRevoked: /*i18n*/ 'Device removed: its next sign-in is checked like a new browser’s',
  deviceNotFound: /*i18n*/ 'Device not found',
  othersEnded: /*i18n*/ 'Signed out everywhere else',
} as const;
