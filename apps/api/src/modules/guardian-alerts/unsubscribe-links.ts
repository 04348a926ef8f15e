import { createHmac, timingSafeEqual } from 'node:crypto';
import { type GuardianAlertKind, guardianAlertKindSchema } from '@tutorium/contract/guardians';
import { screenPaths } from '@tutorium/contract/screen-paths';
import { eq } from 'drizzle-orm';
import { guardianPreferences, users } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { badRequest } from '../../platform/errors';
import { existingSecret, storedSecret } from '../../platform/server-secrets';

/*
 * An email's unsubscribe link carries "<guardian id>.<kind>.<signature>": the signature is an HMAC of
 * the guardian and the kind under a server secret kept in the database (shared by every instance), so
 * the link needs no row of its own, never expires, and cannot be made for another guardian or kind.
 */

const SECRET_NAME = 'guardian-unsubscribe';

const signatureOf = (secret: string, guardianId: string, kind: GuardianAlertKind): string =>
  createHmac('sha256', secret).update(`guardian-unsubscribe:${guardianId}:${kind}`).digest('base64url');

const tokenOf = (secret: string, guardianId: string, kind: GuardianAlertKind): string =>
  `${guardianId}.${kind}.${signatureOf(secret, guardianId, kind)}`;

/** The guardian and kind a token names, when its signature is the server's; null for anything else. */
function readToken(secret: string | null, token: string): { guardianId: string; kind: GuardianAlertKind } | null {
  const [guardianId = '', kindText, signature, ...rest] = token.split('.');
  const kind = guardianAlertKindSchema.safeParse(kindText);
  // No secret yet: no link was ever sent.
  if (secret === null || !kind.success || signature === undefined || rest.length > 0) return null;
  const given = Buffer.from(signature);
  const expected = Buffer.from(signatureOf(secret, guardianId, kind.data));
  // Compared in constant time, so a forger learns nothing from how long a refusal takes.
  return given.length === expected.length && timingSafeEqual(given, expected) ? { guardianId, kind: kind.data } : null;
}

/** Builds the unsubscribe links of one check's emails. */
export interface UnsubscribeLinks {
  linkFor(guardianId: string, kind: GuardianAlertKind): string;
}

/**
 * Reads the secret once for a check's emails; call it before the check opens its transactions (an
 * embedded database has one connection, which a read outside an open transaction would wait for).
 */
export async function unsubscribeLinks(ctx: AppContext): Promise<UnsubscribeLinks> {
  const secret = await storedSecret(ctx.db, SECRET_NAME);
  return {
    linkFor: (guardianId, kind) =>
      `${ctx.config.publicUrl}${screenPaths['site.guardianUnsubscribe']}?token=${encodeURIComponent(tokenOf(secret, guardianId, kind))}`,
  };
}

const invalidLink = () =>
  badRequest(/*i18n*/ 'This unsubscribe link is not valid', undefined, 'invalid_unsubscribe_link');

const preferenceOff = {
  absences: { absences: false },
  at_risk: { atRisk: false },
  weekly_summary: { weeklySummary: false },
} as const satisfies Record<GuardianAlertKind, Partial<typeof guardianPreferences.$inferInsert>>;

/**
 * Turns off the kind an email's link names, for its guardian, without signing in: counted per IP first
 * (every request, so guessing costs as much as any other public form). A token that is not the server's,
 * or whose guardian is gone, is refused and writes nothing.
 */
export async function unsubscribe(ctx: AppContext, token: string, ip: string): Promise<GuardianAlertKind> {
  await ctx.limiter.consume('guardian-unsubscribe', ip);
  const named = readToken(await existingSecret(ctx.db, SECRET_NAME), token);
  if (!named) throw invalidLink();
  const done = await ctx.db.transaction(async (tx) => {
    // Held until commit, so the account cannot be erased between this read and the write below.
    const [guardian] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, named.guardianId))
      .for('key share');
    if (!guardian) return false;
    await tx
      .insert(guardianPreferences)
      .values({ guardianId: guardian.id, ...preferenceOff[named.kind] })
      .onConflictDoUpdate({ target: guardianPreferences.guardianId, set: preferenceOff[named.kind] });
    return true;
  });
  if (!done) throw invalidLink();
  return named.kind;
}
