import { randomInt } from 'node:crypto';
import type { Role } from '@tutorium/contract/roles';
import { RECOVERY_CODE_COUNT, TOTP_DIGITS } from '@tutorium/contract/two-step';
import { and, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import type { Config } from '../../config';
import type { Database, Transaction } from '../../db/client';
import { passkeys, recoveryCodes, totpAuthenticators } from '../../db/schema';
import { digestToken } from '../../platform/tokens';

const TOTP_PERIOD_SECONDS = 30;
const ISSUER = 'Tutorium';
/** One step either side of now is accepted, for clocks a little apart and codes typed at the turn. */
const TOTP_WINDOW = 1;

const totpFor = (secret: string, label = '') =>
  new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

/** A new 160-bit secret (RFC 4226's recommended length), base32 as authenticator apps take it. */
export function newTotpSecret(email: string): { secret: string; otpauthUrl: string } {
  const secret = new Secret({ size: 20 }).base32;
  return { secret, otpauthUrl: totpFor(secret, email).toString() };
}

/** The time step a code belongs to, if it is right for now (± one step); null if it is not. */
export function totpStepOf(secret: string, code: string, now: Date): number | null {
  const delta = totpFor(secret).validate({ token: code, timestamp: now.getTime(), window: TOTP_WINDOW });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / TOTP_PERIOD_SECONDS) + delta;
}

type Executor = Database | Transaction;

/**
 * Accepts a code from the account's confirmed authenticator app at most once: the step it belongs
 * to must be later than the last one accepted, and the update that records it decides between
 * two requests carrying the same code. 'wrong' for a code that is not right now, 'replayed' for
 * one already used.
 */
export async function useTotpCode(
  db: Executor,
  userId: string,
  code: string,
  now: Date,
): Promise<'ok' | 'wrong' | 'replayed'> {
  const [row] = await db
    .select({ secret: totpAuthenticators.secret })
    .from(totpAuthenticators)
    .where(and(eq(totpAuthenticators.userId, userId), isNotNull(totpAuthenticators.confirmedAt)));
  if (!row) return 'wrong';
  const step = totpStepOf(row.secret, code, now);
  if (step === null) return 'wrong';
  const accepted = await db
    .update(totpAuthenticators)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(totpAuthenticators.userId, userId),
        or(isNull(totpAuthenticators.lastUsedStep), sql`${totpAuthenticators.lastUsedStep} < ${step}`),
      ),
    )
    .returning({ userId: totpAuthenticators.userId });
  return accepted.length > 0 ? 'ok' : 'replayed';
}

/** Readable alphabet: no 0/o, 1/l/i. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Codes as shown (`abcde-fghij`); the contract's field takes them with or without the dash. */
const newRecoveryCode = (): string => {
  const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
};
const recoveryDigest = (code: string) => digestToken(code.replace(/-/g, ''));

/** Replaces every recovery code of the account with new ones; the codes are only ever returned here. */
export async function issueRecoveryCodes(tx: Executor, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx.insert(recoveryCodes).values(codes.map((code) => ({ userId, codeHash: recoveryDigest(code) })));
  return codes;
}

/** Spends one recovery code (normalised by the contract); the update decides between two uses of it. */
export async function useRecoveryCode(db: Executor, userId: string, code: string): Promise<boolean> {
  const spent = await db
    .update(recoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, recoveryDigest(code)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return spent.length > 0;
}

/** Which second factors the account has: a confirmed authenticator app, passkeys. */
export async function secondFactorsOf(db: Executor, userId: string): Promise<{ totp: boolean; passkeys: number }> {
  const [totp] = await db
    .select({ userId: totpAuthenticators.userId })
    .from(totpAuthenticators)
    .where(and(eq(totpAuthenticators.userId, userId), isNotNull(totpAuthenticators.confirmedAt)));
  const [keys] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(passkeys)
    .where(eq(passkeys.userId, userId));
  return { totp: Boolean(totp), passkeys: keys?.count ?? 0 };
}

/** The roles an admin may require two-step sign-in of. */
export const staffRoles: readonly Role[] = ['teacher', 'admin'];

/**
 * The relying party for WebAuthn: the site's host name and origin, from PUBLIC_URL. WebAuthn
 * refuses an IP address as RP ID, so when PUBLIC_URL is a loopback address (the default
 * http://127.0.0.1:3000 of a local run) passkeys work at http://localhost on the same port:
 * the same machine, named the one way browsers accept.
 */
export function relyingParty(config: Config): { rpID: string; origin: string } {
  const url = new URL(config.publicUrl);
  if (url.hostname === '127.0.0.1' || url.hostname === '[::1]') url.hostname = 'localhost';
  return { rpID: url.hostname, origin: url.origin };
}
