import {
  EMAIL_VERIFICATION_MAX_TRIES,
  EMAIL_VERIFICATION_TTL_HOURS,
  type EmailVerificationState,
  emailVerificationMessages,
} from '@tutorium/contract/email-verification';
import type { Language } from '@tutorium/contract/languages';
import { messages } from '@tutorium/contract/messages';
import type { User } from '@tutorium/contract/users';
import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { emailVerifications, passwordResets, users } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { badRequest, conflict, isUniqueViolation, notFound } from '../../platform/errors';
import { translate } from '../../platform/language';
import { enqueueEmail } from '../../platform/outbox';
import { hashSecret } from '../../platform/passwords';
import { readerLanguage } from '../../platform/reader-language';
import { digestToken, newResetCode, newSessionToken } from '../../platform/tokens';
import { toUserDto } from '../accounts/public';
import { claimedCodeColumns, isOpenCode, matchClaimedCode, oneTryTaken } from './claimed-code';

/*
 * An address counts as its holder's only once they have shown they read mail sent to it
 * (docs/security.md, "Verified addresses"): a new account's own address, and the new address of an
 * email change, which replaces the old one only then. One open confirmation per account
 * (email_verifications.user_id is unique): a resend or a new change replaces it.
 */

const invalidCode = () =>
  badRequest(emailVerificationMessages.invalidCode, { code: emailVerificationMessages.invalidCode });

/** Who the confirmation is for, as the emails name them. */
interface Holder {
  id: string;
  name: string;
  email: string;
}

/** The holder of an account that exists already: its emails go out in its saved language (users.language). */
interface SavedHolder extends Holder {
  language: string | null;
}

/** A fresh code and link token, hashed before any transaction opens (hashing the code takes a while). */
async function newSecrets() {
  const code = newResetCode();
  const token = newSessionToken();
  return { code, token, codeHash: await hashSecret(code), linkTokenHash: digestToken(token) };
}
type Secrets = Awaited<ReturnType<typeof newSecrets>>;

function confirmationMail(ctx: AppContext, holder: Holder, address: string, secrets: Secrets, language: Language) {
  const change = address !== holder.email;
  const link = `${ctx.config.publicUrl}/verify-email?${new URLSearchParams({ token: secrets.token })}`;
  return {
    to: address,
    subject: change
      ? translate(language, /*i18n*/ 'Confirm your new email address for Tutorium')
      : translate(language, /*i18n*/ 'Confirm your email address for Tutorium'),
    text: [
      // The code comes first: it is what people (and the browser tests) look for.
      translate(language, /*i18n*/ 'Your Tutorium confirmation code is {code}.', { code: secrets.code }),
      '',
      change
        ? translate(
            language,
            /*i18n*/ 'Enter it in Settings to make {address} the email address of the Tutorium account of {name}, or open this link:',
            { address, name: holder.name },
          )
        : translate(
            language,
            /*i18n*/ 'Enter it in the banner after signing in, or open this link to confirm {address}:',
            { address },
          ),
      link,
      '',
      translate(language, /*i18n*/ 'The code and the link work once, for {hours} hours.', {
        hours: EMAIL_VERIFICATION_TTL_HOURS,
      }),
      change
        ? translate(
            language,
            /*i18n*/ 'If you did not ask for this, ignore this email: the address is not used until it is confirmed.',
          )
        : translate(
            language,
            /*i18n*/ 'If you did not create a Tutorium account with this address, ignore this email: nothing of yours is shared with that account unless the address is confirmed.',
          ),
    ].join('\n'),
  };
}

/** Tells the address being replaced, so a change made with a stolen password does not go unnoticed. */
function changeNoticeMail(holder: Holder, newAddress: string, language: Language) {
  return {
    to: holder.email,
    subject: translate(language, /*i18n*/ 'Your Tutorium email address is being changed'),
    text: [
      translate(
        language,
        /*i18n*/ 'Someone signed in to the Tutorium account of {name} asked to change its email address to {address}.',
        { name: holder.name, address: newAddress },
      ),
      translate(language, /*i18n*/ 'Nothing changes until that address is confirmed with the code we sent it.'),
      '',
      translate(language, /*i18n*/ 'If this was not you, change your password and cancel the change in Settings.'),
    ].join('\n'),
  };
}

/**
 * Stores a confirmation for `address` (replacing the account's earlier one) and queues its email, and
 * for a change a notice to the current address, in the caller's transaction, both in `language`.
 */
async function storeConfirmation(
  ctx: AppContext,
  tx: Database,
  holder: Holder,
  address: string,
  secrets: Secrets,
  language: Language,
): Promise<void> {
  const expiresAt = new Date(Date.now() + EMAIL_VERIFICATION_TTL_HOURS * 3_600_000);
  const fields = { email: address, codeHash: secrets.codeHash, linkTokenHash: secrets.linkTokenHash, expiresAt };
  await tx
    .insert(emailVerifications)
    .values({ userId: holder.id, ...fields })
    .onConflictDoUpdate({
      target: emailVerifications.userId,
      set: { ...fields, failedTries: 0, createdAt: sql`now()` },
    });
  await enqueueEmail(tx, confirmationMail(ctx, holder, address, secrets, language));
  if (address !== holder.email) await enqueueEmail(tx, changeNoticeMail(holder, address, language));
}

/**
 * A new account's first confirmation, written in the transaction that creates the account. It has no
 * saved language yet: its email is in `language`, the one the person signed up in.
 */
export async function prepareAccountConfirmation() {
  const secrets = await newSecrets();
  return (ctx: AppContext, tx: Database, holder: Holder, language: Language) =>
    storeConfirmation(ctx, tx, holder, holder.email, secrets, language);
}

/**
 * An email change waiting for its new address to be confirmed, written in the transaction that saves
 * the rest of the profile. Counted like a resend, so the form cannot be used to flood an inbox.
 */
export async function prepareEmailChange(ctx: AppContext, userId: string, newAddress: string, ip: string) {
  await ctx.limiter.consume('email-verify-send', ip, userId);
  const secrets = await newSecrets();
  return (tx: Database, holder: SavedHolder) =>
    storeConfirmation(ctx, tx, holder, newAddress, secrets, readerLanguage(holder.language));
}

async function holderOf(ctx: AppContext, userId: string) {
  const [row] = await ctx.db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      language: users.language,
      emailVerifiedAt: users.emailVerifiedAt,
      pendingEmail: emailVerifications.email,
      expiresAt: emailVerifications.expiresAt,
    })
    .from(users)
    .leftJoin(emailVerifications, eq(emailVerifications.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) throw notFound(messages.profile.fetchFailed);
  return row;
}

export async function emailVerificationState(ctx: AppContext, userId: string): Promise<EmailVerificationState> {
  const row = await holderOf(ctx, userId);
  const pendingEmail = row.pendingEmail !== null && row.pendingEmail !== row.email ? row.pendingEmail : null;
  const open = pendingEmail !== null || (row.pendingEmail !== null && row.emailVerifiedAt === null);
  return {
    email: row.email,
    emailVerified: row.emailVerifiedAt !== null,
    pendingEmail,
    codeExpiresAt: open ? (row.expiresAt?.toISOString() ?? null) : null,
  };
}

/**
 * A new code and link for what is waiting: the new address of a change, else the account's own
 * unverified address. Counted per account and per IP before anything is sent.
 */
export async function resendConfirmation(ctx: AppContext, userId: string, ip: string): Promise<EmailVerificationState> {
  await ctx.limiter.consume('email-verify-send', ip, userId);
  const row = await holderOf(ctx, userId);
  const address = row.pendingEmail !== null && row.pendingEmail !== row.email ? row.pendingEmail : row.email;
  if (address === row.email && row.emailVerifiedAt !== null) {
    throw conflict('email_already_verified', emailVerificationMessages.nothingToConfirm);
  }
  const secrets = await newSecrets();
  await ctx.db.transaction((tx) => storeConfirmation(ctx, tx, row, address, secrets, readerLanguage(row.language)));
  return emailVerificationState(ctx, userId);
}

/**
 * Spends the confirmation and gives its address to the account, verified, in one transaction. Another
 * account may have taken the address since the change was asked for: the unique constraint on
 * users.email decides, and the change stays waiting (to be cancelled) with a 409.
 */
async function applyConfirmation(ctx: AppContext, confirmationId: string): Promise<{ user: User; changed: boolean }> {
  try {
    return await ctx.db.transaction(async (tx) => {
      const [spent] = await tx
        .delete(emailVerifications)
        .where(eq(emailVerifications.id, confirmationId))
        .returning({ userId: emailVerifications.userId, email: emailVerifications.email });
      if (!spent) throw invalidCode();
      const [before] = await tx
        .select({ email: users.email })
        .from(users)
        .where(eq(users.id, spent.userId))
        .for('update');
      const [row] = await tx
        .update(users)
        .set({ email: spent.email, emailVerifiedAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(users.id, spent.userId))
        .returning();
      if (!before || !row) throw notFound(messages.profile.fetchFailed);
      const changed = before.email !== spent.email;
      // A reset code went to the old address; it must not take over the account once the address moved on.
      if (changed) await tx.delete(passwordResets).where(eq(passwordResets.userId, spent.userId));
      return { user: toUserDto(row, ctx.config.timeZone), changed };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_unique')) throw conflict('email_taken', messages.profile.emailTaken);
    throw error;
  }
}

/**
 * The signed-in user's code, checked against their own confirmation only. Each check first takes one
 * of the code's tries in the database (so parallel guesses cannot exceed them) and one of the
 * account's attempts per window; a right code gives the attempt back, the last wrong try kills the code.
 */
export async function confirmWithCode(
  ctx: AppContext,
  userId: string,
  code: string,
  ip: string,
): Promise<{ user: User; message: string }> {
  const attempt = await ctx.limiter.reserve('email-verify-attempt', ip, userId);
  const [open] = await ctx.db
    .update(emailVerifications)
    .set(oneTryTaken(emailVerifications))
    .where(and(eq(emailVerifications.userId, userId), isOpenCode(emailVerifications, EMAIL_VERIFICATION_MAX_TRIES)))
    .returning(claimedCodeColumns(emailVerifications));
  const matched = await matchClaimedCode(ctx.db, emailVerifications, open, code, EMAIL_VERIFICATION_MAX_TRIES);
  if (!matched) throw invalidCode();
  await attempt.release();
  const { user, changed } = await applyConfirmation(ctx, matched.id);
  return { user, message: changed ? emailVerificationMessages.changed : emailVerificationMessages.confirmed };
}

/** The emailed link: its token has 256 random bits, so it needs no tries of its own, only the per-IP limit. */
export async function confirmWithLink(ctx: AppContext, token: string, ip: string): Promise<{ email: string }> {
  await ctx.limiter.consume('email-verify-attempt', ip);
  const [open] = await ctx.db
    .select({ id: emailVerifications.id })
    .from(emailVerifications)
    .where(and(eq(emailVerifications.linkTokenHash, digestToken(token)), gt(emailVerifications.expiresAt, sql`now()`)));
  if (!open) throw badRequest(emailVerificationMessages.invalidLink);
  const { user } = await applyConfirmation(ctx, open.id);
  return { email: user.email };
}

/** Drops a change waiting for its code; an unverified account's own confirmation stays. */
export async function cancelEmailChange(ctx: AppContext, userId: string): Promise<EmailVerificationState> {
  await ctx.db
    .delete(emailVerifications)
    .where(
      and(
        eq(emailVerifications.userId, userId),
        ne(emailVerifications.email, sql`(select ${users.email} from ${users} where ${users.id} = ${userId})`),
      ),
    );
  return emailVerificationState(ctx, userId);
}
