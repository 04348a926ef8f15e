import type { Language } from '@tutorium/contract/languages';
import { RESET_CODE_MAX_TRIES, RESET_CODE_TTL_MINUTES } from '@tutorium/contract/limits';
import { messages } from '@tutorium/contract/messages';
import { and, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { emailVerifications, passwordResets, users } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { badRequest } from '../../platform/errors';
import { translate } from '../../platform/language';
import { enqueueEmail } from '../../platform/outbox';
import { hashSecret } from '../../platform/passwords';
import { readerLanguage } from '../../platform/reader-language';
import { newResetCode } from '../../platform/tokens';
import { signOutEverywhere } from '../sessions/public';
import { claimedCodeColumns, isOpenCode, matchClaimedCode, oneTryTaken } from './claimed-code';

/** Wrong, expired, spent or out of tries: the client shows it under the code it asked for. */
const invalidCode = () => badRequest(messages.reset.invalidCode, undefined, 'invalid_reset_code');

/** What a code is sent for: the user's own "forgot password", or an administrator acting for them. */
export type CodeMail = (code: string, language: Language) => { subject: string; text: string };

const forgotPasswordMail: CodeMail = (code, language) => ({
  subject: translate(language, /*i18n*/ 'Your Tutorium verification code'),
  text: [
    translate(language, /*i18n*/ 'Your Tutorium verification code is {code}.', { code }),
    '',
    translate(language, /*i18n*/ 'It expires in {minutes} minutes and works once.', {
      minutes: RESET_CODE_TTL_MINUTES,
    }),
    translate(language, /*i18n*/ 'If you did not ask to reset your password, you can ignore this email.'),
  ].join('\n'),
});

/** The account a code is written for; its email goes out in the account's language (users.language). */
interface CodeHolder {
  id: string;
  email: string;
  language: string | null;
}

/** Writes a prepared code for an account, in the caller's transaction. */
export type ResetCodeWriter = (tx: Transaction, user: CodeHolder) => Promise<void>;

/**
 * A fresh code, hashed before any transaction opens, ready to be stored for an account, replacing any
 * earlier one, with its email queued in the same transaction for the outbox worker: the same code and
 * tries whoever asked for it. It expires after RESET_CODE_TTL_MINUTES unless the caller gives longer
 * (an invitation, which may wait for days).
 */
export async function prepareResetCode(
  mail: CodeMail,
  ttlMs: number = RESET_CODE_TTL_MINUTES * 60_000,
): Promise<ResetCodeWriter> {
  const code = newResetCode();
  const codeHash = await hashSecret(code);
  return async (tx, user) => {
    const expiresAt = new Date(Date.now() + ttlMs);
    await tx
      .insert(passwordResets)
      .values({ userId: user.id, codeHash, expiresAt })
      .onConflictDoUpdate({
        target: passwordResets.userId,
        set: { codeHash, expiresAt, failedTries: 0, verifiedAt: null, createdAt: sql`now()` },
      });
    await enqueueEmail(tx, { to: user.email, ...mail(code, readerLanguage(user.language)) });
  };
}

/** Stores a fresh code for the account and queues its email, in one transaction of its own. */
async function issueResetCode(ctx: AppContext, user: CodeHolder, mail: CodeMail, ttlMs?: number): Promise<void> {
  const write = await prepareResetCode(mail, ttlMs);
  await ctx.db.transaction((tx) => write(tx, user));
}

/**
 * Sends a fresh code to a known, active account, replacing any earlier one. Unknown emails get the
 * same answer after the same hashing work, and the mail is queued for the outbox worker, so neither the
 * text nor the timing tells whether an account exists.
 */
export async function requestPasswordReset(ctx: AppContext, email: string, ip: string): Promise<void> {
  await ctx.limiter.consume('reset-request', ip, email);
  const [user] = await ctx.db
    .select({ id: users.id, status: users.status, language: users.language })
    .from(users)
    .where(eq(users.email, email));
  if (user?.status !== 'active') {
    await hashSecret(newResetCode());
    return;
  }
  await issueResetCode(ctx, { id: user.id, email, language: user.language }, forgotPasswordMail);
}

/**
 * Checks a code against the account's live reset. Each check first takes one of the code's tries in
 * the database, so parallel guesses cannot exceed the limit; a correct code gives its try back, and the
 * last wrong try deletes the code.
 */
async function checkCode(
  ctx: AppContext,
  email: string,
  code: string,
): Promise<{ resetId: string; userId: string; verified: boolean }> {
  const [reset] = await ctx.db
    .update(passwordResets)
    .set(oneTryTaken(passwordResets))
    .from(users)
    .where(
      and(
        eq(passwordResets.userId, users.id),
        eq(users.email, email),
        isOpenCode(passwordResets, RESET_CODE_MAX_TRIES),
      ),
    )
    .returning({
      ...claimedCodeColumns(passwordResets),
      userId: passwordResets.userId,
      verifiedAt: passwordResets.verifiedAt,
    });
  const matched = await matchClaimedCode(ctx.db, passwordResets, reset, code, RESET_CODE_MAX_TRIES);
  if (!matched) throw invalidCode();
  await ctx.db
    .update(passwordResets)
    .set({ failedTries: sql`${passwordResets.failedTries} - 1` })
    .where(eq(passwordResets.id, matched.id));
  return { resetId: matched.id, userId: matched.userId, verified: matched.verifiedAt !== null };
}

/**
 * Each code check is counted per IP and per account (the email typed) before the code is looked at,
 * so guesses spread over many addresses stay capped for the account; a right code gives its count back.
 */
function reserveCodeCheck(ctx: AppContext, email: string, ip: string) {
  return ctx.limiter.reserve('reset-attempt', ip, email);
}

export async function verifyResetCode(ctx: AppContext, email: string, code: string, ip: string): Promise<void> {
  const attempt = await reserveCodeCheck(ctx, email, ip);
  const { resetId } = await checkCode(ctx, email, code);
  await attempt.release();
  await ctx.db.update(passwordResets).set({ verifiedAt: sql`now()` }).where(eq(passwordResets.id, resetId));
}

/**
 * Sets the new password, spends the code, signs the account out everywhere and forgets its devices, in
 * one transaction. The code was emailed to the account's address, so using it proves the address: an
 * invited account, or one whose owner was never asked to confirm, is verified here too.
 */
export async function resetPassword(
  ctx: AppContext,
  email: string,
  code: string,
  password: string,
  ip: string,
): Promise<void> {
  const attempt = await reserveCodeCheck(ctx, email, ip);
  const { resetId, userId, verified } = await checkCode(ctx, email, code);
  await attempt.release();
  if (!verified) throw badRequest(messages.reset.verifyFirst);
  const passwordHash = await hashSecret(password);
  await ctx.db.transaction(async (tx) => {
    const spent = await tx
      .delete(passwordResets)
      .where(eq(passwordResets.id, resetId))
      .returning({ id: passwordResets.id });
    if (spent.length === 0) throw invalidCode();
    const [user] = await tx
      .update(users)
      .set({ passwordHash, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, updatedAt: sql`now()` })
      .where(eq(users.id, userId))
      .returning({ email: users.email });
    // The confirmation of that same address is done with; a change to another address still waits.
    if (user) {
      await tx
        .delete(emailVerifications)
        .where(and(eq(emailVerifications.userId, userId), eq(emailVerifications.email, user.email)));
    }
    await signOutEverywhere(tx, userId);
  });
}
