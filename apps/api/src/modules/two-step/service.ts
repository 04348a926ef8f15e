import type { Passkey, SecurityOverview, SecuritySettings, stepUpBodySchema } from '@tutorium/contract/two-step';
import { and, asc, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { authChallenges, passkeys, recoveryCodes, securitySettings, totpAuthenticators, users } from '../../db/schema';
import type { AuthUser } from '../../platform/authentication';
import type { AppContext } from '../../platform/context';
import { badRequest, conflict, isUniqueViolation, notFound, unauthenticated } from '../../platform/errors';
import { verifySecret } from '../../platform/passwords';
import { recordAudit } from '../privacy/public';
import { issueRecoveryCodes, newTotpSecret, secondFactorsOf, staffRoles, totpStepOf, useTotpCode } from './factors';
import { twoStepMessages } from './sign-in';
import { registrationOptions, spendPasskeyChallenge, verifyRegistration } from './webauthn';

const REGISTRATION_TTL_MS = 5 * 60 * 1000;

const toPasskey = (row: typeof passkeys.$inferSelect): Passkey => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

export async function requireTwoStepForStaff(ctx: AppContext): Promise<boolean> {
  const [row] = await ctx.db.select().from(securitySettings);
  return row?.requireTwoStepForStaff ?? false;
}

export async function securityOverview(ctx: AppContext, user: AuthUser): Promise<SecurityOverview> {
  const [totp] = await ctx.db
    .select({ confirmedAt: totpAuthenticators.confirmedAt })
    .from(totpAuthenticators)
    .where(and(eq(totpAuthenticators.userId, user.id), isNotNull(totpAuthenticators.confirmedAt)));
  const [codes] = await ctx.db
    .select({ left: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, user.id), isNull(recoveryCodes.usedAt)));
  const keys = await ctx.db
    .select()
    .from(passkeys)
    .where(eq(passkeys.userId, user.id))
    .orderBy(asc(passkeys.createdAt), asc(passkeys.id));
  const hasFactor = Boolean(totp?.confirmedAt) || keys.length > 0;
  return {
    totp: totp?.confirmedAt ? { enabledAt: totp.confirmedAt.toISOString() } : null,
    recoveryCodesLeft: codes?.left ?? 0,
    passkeys: keys.map(toPasskey),
    setupRequired: !hasFactor && staffRoles.includes(user.role) && (await requireTwoStepForStaff(ctx)),
  };
}

/** A new secret for an app being set up; replaces one not yet confirmed. An app already on must be removed first. */
export async function startTotpSetup(ctx: AppContext, user: AuthUser): Promise<{ secret: string; otpauthUrl: string }> {
  const [account] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, user.id));
  if (!account) throw unauthenticated();
  const setup = newTotpSecret(account.email);
  const written = await ctx.db
    .insert(totpAuthenticators)
    .values({ userId: user.id, secret: setup.secret })
    .onConflictDoUpdate({
      target: totpAuthenticators.userId,
      set: { secret: setup.secret, lastUsedStep: null, createdAt: sql`now()` },
      // A confirmed app is never replaced here: the conflict then updates nothing.
      setWhere: isNull(totpAuthenticators.confirmedAt),
    })
    .returning({ userId: totpAuthenticators.userId });
  if (written.length === 0)
    throw conflict('totp_already_on', /*i18n*/ 'An authenticator app is already on. Remove it first.');
  return setup;
}

/**
 * Turns the app on once a first code proves it holds the secret. The account's first second factor
 * also gets its recovery codes (shown once, in this answer).
 */
export async function confirmTotp(ctx: AppContext, user: AuthUser, code: string): Promise<string[] | null> {
  return ctx.db.transaction(async (tx) => {
    const [pending] = await tx
      .select()
      .from(totpAuthenticators)
      .where(eq(totpAuthenticators.userId, user.id))
      .for('update');
    if (!pending) throw conflict('totp_not_set_up', /*i18n*/ 'Start setting up the authenticator app first.');
    if (pending.confirmedAt) throw conflict('totp_already_on', /*i18n*/ 'The authenticator app is already on.');
    const step = totpStepOf(pending.secret, code, ctx.now());
    if (step === null) {
      throw badRequest(twoStepMessages.wrongCode, { code: twoStepMessages.wrongCode });
    }
    await tx
      .update(totpAuthenticators)
      .set({ confirmedAt: sql`now()`, lastUsedStep: step })
      .where(eq(totpAuthenticators.userId, user.id));
    return issueCodesIfNone(tx, user.id);
  });
}

type Tx = Parameters<Parameters<AppContext['db']['transaction']>[0]>[0];

async function issueCodesIfNone(tx: Tx, userId: string): Promise<string[] | null> {
  const [codes] = await tx
    .select({ left: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return (codes?.left ?? 0) > 0 ? null : issueRecoveryCodes(tx, userId);
}

type StepUp = z.output<typeof stepUpBodySchema>;

/**
 * Confirms a change to the account's second factors with its password or a current app code,
 * counted like every password confirmation (docs/security.md), so a stolen session cannot guess.
 */
async function confirmStepUp(ctx: AppContext, user: AuthUser, body: StepUp, ip: string): Promise<void> {
  const attempt = await ctx.limiter.reserve('password-confirm', ip, user.id);
  if ('password' in body) {
    const [account] = await ctx.db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, user.id));
    if (!account || !(await verifySecret(account.passwordHash, body.password))) {
      throw badRequest(/*i18n*/ 'Your password is not right', { password: /*i18n*/ 'Your password is not right' });
    }
  } else {
    const result = await useTotpCode(ctx.db, user.id, body.code, ctx.now());
    if (result !== 'ok') {
      const message = result === 'replayed' ? twoStepMessages.codeUsed : twoStepMessages.wrongCode;
      throw badRequest(message, { code: message });
    }
  }
  await attempt.release();
}

export async function removeTotp(ctx: AppContext, user: AuthUser, body: StepUp, ip: string): Promise<void> {
  const factors = await secondFactorsOf(ctx.db, user.id);
  if (!factors.totp) throw conflict('totp_not_set_up', /*i18n*/ 'No authenticator app is on.');
  await confirmStepUp(ctx, user, body, ip);
  await ctx.db.transaction(async (tx) => {
    await tx.delete(totpAuthenticators).where(eq(totpAuthenticators.userId, user.id));
    await dropRecoveryCodesWithoutFactor(tx, user.id);
  });
}

/** Recovery codes stand in for a second factor; with none left, they would only be a second password. */
async function dropRecoveryCodesWithoutFactor(tx: Tx, userId: string): Promise<void> {
  const factors = await secondFactorsOf(tx, userId);
  if (!factors.totp && factors.passkeys === 0) await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}

export async function regenerateRecoveryCodes(
  ctx: AppContext,
  user: AuthUser,
  body: StepUp,
  ip: string,
): Promise<string[]> {
  const factors = await secondFactorsOf(ctx.db, user.id);
  if (!factors.totp && factors.passkeys === 0) {
    throw conflict('totp_not_set_up', /*i18n*/ 'Set up an authenticator app or a passkey first.');
  }
  await confirmStepUp(ctx, user, body, ip);
  return ctx.db.transaction((tx) => issueRecoveryCodes(tx, user.id));
}

export async function startPasskeyRegistration(ctx: AppContext, user: AuthUser): Promise<Record<string, unknown>> {
  const [account] = await ctx.db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, user.id));
  if (!account) throw unauthenticated();
  const existing = await ctx.db
    .select({ credentialId: passkeys.credentialId, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.userId, user.id));
  const options = await registrationOptions(ctx, account, existing);
  await ctx.db.transaction(async (tx) => {
    // One registration at a time per account: a new one replaces any unfinished one.
    await tx
      .delete(authChallenges)
      .where(and(eq(authChallenges.userId, user.id), eq(authChallenges.purpose, 'passkey-registration')));
    await tx.insert(authChallenges).values({
      purpose: 'passkey-registration',
      userId: user.id,
      webauthnChallenge: options.challenge,
      expiresAt: new Date(ctx.now().getTime() + REGISTRATION_TTL_MS),
    });
  });
  return { ...options };
}

const notRecognised = () =>
  badRequest(/*i18n*/ 'The passkey could not be added. Please try again.', {
    credential: /*i18n*/ 'The passkey could not be added. Please try again.',
  });

export async function addPasskey(
  ctx: AppContext,
  user: AuthUser,
  body: { name: string; credential: Parameters<typeof verifyRegistration>[1] },
): Promise<{ passkey: Passkey; recoveryCodes: string[] | null }> {
  // Spent whatever happens next: a registration challenge is answered once.
  const challenge = await spendPasskeyChallenge(ctx, 'passkey-registration', eq(authChallenges.userId, user.id));
  if (!challenge) throw notRecognised();
  const credential = await verifyRegistration(ctx, body.credential, challenge.webauthnChallenge);
  if (!credential) throw notRecognised();
  try {
    return await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(passkeys)
        .values({
          userId: user.id,
          credentialId: credential.id,
          publicKey: credential.publicKey,
          counter: credential.counter,
          transports: credential.transports ?? [],
          name: body.name,
        })
        .returning();
      if (!row) throw new Error('passkey not stored');
      return { passkey: toPasskey(row), recoveryCodes: await issueCodesIfNone(tx, user.id) };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'passkeys_credential_id_unique')) {
      throw conflict('passkey_exists', /*i18n*/ 'This passkey is already added.');
    }
    throw error;
  }
}

export async function renamePasskey(ctx: AppContext, user: AuthUser, id: string, name: string): Promise<Passkey> {
  const [row] = await ctx.db
    .update(passkeys)
    .set({ name })
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, user.id)))
    .returning();
  if (!row) throw notFound(/*i18n*/ 'Passkey not found');
  return toPasskey(row);
}

export async function removePasskey(ctx: AppContext, user: AuthUser, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const removed = await tx
      .delete(passkeys)
      .where(and(eq(passkeys.id, id), eq(passkeys.userId, user.id)))
      .returning({ id: passkeys.id });
    if (removed.length === 0) throw notFound(/*i18n*/ 'Passkey not found');
    await dropRecoveryCodesWithoutFactor(tx, user.id);
  });
}

export async function updateSecuritySettings(
  ctx: AppContext,
  admin: AuthUser,
  settings: SecuritySettings,
): Promise<SecuritySettings> {
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(securitySettings)
      .values({ id: true, requireTwoStepForStaff: settings.requireTwoStepForStaff })
      .onConflictDoUpdate({
        target: securitySettings.id,
        set: { requireTwoStepForStaff: settings.requireTwoStepForStaff, updatedAt: sql`now()` },
      });
    const self = { id: admin.id, role: admin.role };
    await recordAudit(
      tx,
      settings.requireTwoStepForStaff ? 'settings.two_step_required' : 'settings.two_step_optional',
      self,
      self,
    );
  });
  return settings;
}
