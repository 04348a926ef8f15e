import { messages } from '@tutorium/contract/messages';
import { rolesAllowedInPortal, wrongPortalMessage } from '@tutorium/contract/role-rules';
import type { Role } from '@tutorium/contract/roles';
import {
  type passkeySignInBodySchema,
  type SecondFactorMethod,
  TWO_STEP_MAX_TRIES,
  type twoStepBodySchema,
} from '@tutorium/contract/two-step';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { authChallenges, passkeys, users } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { forbidden, unauthenticated } from '../../platform/errors';
import type { UserRow } from '../accounts/public';
import type { SignedIn } from '../sessions/public';
import { secondFactorsOf, useRecoveryCode, useTotpCode } from './factors';
import { authenticationOptions, spendPasskeyChallenge, verifyAuthentication } from './webauthn';

/** How long the second step (and a passkey challenge) may take after it started. */
const CHALLENGE_TTL_MS = 5 * 60 * 1000;

/**
 * Starts the session once every check has passed (the auth module's, so a sign-in ends one way
 * however it began), from the device whose cookie the password step saw, if any.
 */
type FinishSignIn = (user: UserRow, cookieDevice: string | null) => Promise<SignedIn>;

export const twoStepMessages = {
  needed: /*i18n*/ 'Enter the code from your authenticator app to finish signing in.',
  expired: /*i18n*/ 'This sign-in has expired. Please sign in again.',
  wrongCode: /*i18n*/ 'That code is not right. Please try again.',
  codeUsed: /*i18n*/ 'That code has already been used. Wait for the next one.',
  passkeyNotRecognised: /*i18n*/ 'That passkey is not recognised here.',
  setupRequired:
    /*i18n*/ 'Your administrator requires two-step sign-in. Set up an authenticator app or a passkey first.',
};

export interface PendingTwoStep {
  challengeId: string;
  expiresAt: string;
  methods: SecondFactorMethod[];
  passkeyOptions: Record<string, unknown> | null;
}

/**
 * After a right password: if the account has a second factor, stores a single-use challenge for the
 * second step (any instance can finish it) and answers what it needs; otherwise null, and the
 * sign-in is done as before.
 */
export async function startTwoStep(
  ctx: AppContext,
  user: UserRow,
  portal: Role,
  trustedDevice: string | null,
): Promise<PendingTwoStep | null> {
  const factors = await secondFactorsOf(ctx.db, user.id);
  if (!factors.totp && factors.passkeys === 0) return null;
  const keys = factors.passkeys > 0 ? await ctx.db.select().from(passkeys).where(eq(passkeys.userId, user.id)) : [];
  const options = keys.length > 0 ? await authenticationOptions(ctx, keys) : null;
  const expiresAt = new Date(ctx.now().getTime() + CHALLENGE_TTL_MS);
  const [challenge] = await ctx.db
    .insert(authChallenges)
    .values({
      purpose: 'two-step',
      userId: user.id,
      portal,
      webauthnChallenge: options?.challenge ?? null,
      trustedDevice,
      expiresAt,
    })
    .returning({ id: authChallenges.id });
  if (!challenge) throw new Error('challenge not stored');
  const methods: SecondFactorMethod[] = [];
  if (factors.totp) methods.push('totp');
  if (keys.length > 0) methods.push('passkey');
  methods.push('recovery-code');
  return {
    challengeId: challenge.id,
    expiresAt: expiresAt.toISOString(),
    methods,
    passkeyOptions: options ? { ...options } : null,
  };
}

const expired = () => unauthenticated(twoStepMessages.expired, 'two_step_expired');

function assertMaySignIn(row: UserRow, portal: Role): void {
  if (row.status !== 'active') {
    throw row.status === 'suspended'
      ? forbidden(messages.login.suspended, 'account_suspended')
      : forbidden(messages.login.notActive, 'account_not_active');
  }
  if (!rolesAllowedInPortal(portal).includes(row.role)) {
    throw forbidden(wrongPortalMessage(portal, row.role), 'wrong_portal');
  }
}

type TwoStepBody = z.output<typeof twoStepBodySchema>;

/**
 * The second step. Each try counts twice, both before anything is checked: against the sign-in
 * limits (as a failed sign-in of that account, on the device the password came from) and against
 * the challenge's own tries, in one atomic update; a right answer gives the sign-in count back and
 * deletes the challenge, and only the request whose delete found it gets a session.
 */
export async function completeTwoStep(
  ctx: AppContext,
  body: TwoStepBody,
  ip: string,
  finishSignIn: FinishSignIn,
): Promise<SignedIn> {
  const now = ctx.now();
  const [found] = await ctx.db
    .select({ challenge: authChallenges, user: users })
    .from(authChallenges)
    .innerJoin(users, eq(users.id, authChallenges.userId))
    .where(
      and(
        eq(authChallenges.id, body.challengeId),
        eq(authChallenges.purpose, 'two-step'),
        gt(authChallenges.expiresAt, now),
      ),
    );
  if (!found) throw expired();
  const { challenge, user } = found;
  const reservation = await ctx.limiter.reserveSignIn({
    ip,
    account: user.email,
    trustedDevice: challenge.trustedDevice,
  });
  const [counted] = await ctx.db
    .update(authChallenges)
    .set({ failedTries: sql`${authChallenges.failedTries} + 1` })
    .where(
      and(
        eq(authChallenges.id, challenge.id),
        lt(authChallenges.failedTries, TWO_STEP_MAX_TRIES),
        gt(authChallenges.expiresAt, now),
      ),
    )
    .returning({ id: authChallenges.id });
  if (!counted) throw expired();

  if ('code' in body) {
    const result = await useTotpCode(ctx.db, user.id, body.code, now);
    if (result === 'replayed') throw unauthenticated(twoStepMessages.codeUsed, 'code_already_used');
    if (result === 'wrong') throw unauthenticated(twoStepMessages.wrongCode, 'invalid_two_step_code');
  } else if ('recoveryCode' in body) {
    if (!(await useRecoveryCode(ctx.db, user.id, body.recoveryCode))) {
      throw unauthenticated(twoStepMessages.wrongCode, 'invalid_two_step_code');
    }
  } else {
    const [key] = await ctx.db
      .select()
      .from(passkeys)
      .where(and(eq(passkeys.userId, user.id), eq(passkeys.credentialId, body.passkey.id)));
    const ok =
      key !== undefined &&
      challenge.webauthnChallenge !== null &&
      (await verifyAuthentication(ctx, body.passkey, key, challenge.webauthnChallenge, false));
    if (!ok) throw unauthenticated(twoStepMessages.passkeyNotRecognised, 'passkey_not_recognised');
  }

  const used = await ctx.db
    .delete(authChallenges)
    .where(eq(authChallenges.id, challenge.id))
    .returning({ id: authChallenges.id });
  if (used.length === 0) throw expired();
  await reservation.release();
  // Read again: the account may have been suspended while the second step was under way.
  const [current] = await ctx.db.select().from(users).where(eq(users.id, user.id));
  if (!current) throw expired();
  assertMaySignIn(current, challenge.portal ?? 'student');
  return finishSignIn(current, challenge.trustedDevice);
}

/** A WebAuthn challenge for any passkey of this site (discoverable credentials), stored for 5 minutes. */
export async function startPasskeySignIn(
  ctx: AppContext,
  portal: Role,
  ip: string,
): Promise<{ challengeId: string; options: Record<string, unknown> }> {
  // Each challenge is a row: counted like a request that sends nothing, so nobody can fill the table.
  await ctx.limiter.consume('passkey-options', ip);
  const options = await authenticationOptions(ctx, null);
  const [challenge] = await ctx.db
    .insert(authChallenges)
    .values({
      purpose: 'passkey-sign-in',
      portal,
      webauthnChallenge: options.challenge,
      expiresAt: new Date(ctx.now().getTime() + CHALLENGE_TTL_MS),
    })
    .returning({ id: authChallenges.id });
  if (!challenge) throw new Error('challenge not stored');
  return { challengeId: challenge.id, options: { ...options } };
}

type PasskeySignInBody = z.output<typeof passkeySignInBodySchema>;

/**
 * Signing in with a passkey alone. The challenge is deleted before anything is checked, so each is
 * tried once; failures count towards the sign-in limits of the address and of the account the
 * passkey names. The portal rules apply as after a password.
 */
export async function signInWithPasskey(
  ctx: AppContext,
  body: PasskeySignInBody,
  ip: string,
  finishSignIn: FinishSignIn,
): Promise<SignedIn> {
  const challenge = await spendPasskeyChallenge(ctx, 'passkey-sign-in', eq(authChallenges.id, body.challengeId));
  if (!challenge) throw expired();
  const [found] = await ctx.db
    .select({ key: passkeys, user: users })
    .from(passkeys)
    .innerJoin(users, eq(users.id, passkeys.userId))
    .where(eq(passkeys.credentialId, body.passkey.id));
  const reservation = await ctx.limiter.reserveSignIn({
    ip,
    account: found?.user.email ?? `passkey:${body.passkey.id}`,
    trustedDevice: null,
  });
  const ok =
    found !== undefined &&
    (await verifyAuthentication(ctx, body.passkey, found.key, challenge.webauthnChallenge, true));
  if (!found || !ok) throw unauthenticated(twoStepMessages.passkeyNotRecognised, 'passkey_not_recognised');
  await reservation.release();
  assertMaySignIn(found.user, challenge.portal ?? 'student');
  return finishSignIn(found.user, null);
}
