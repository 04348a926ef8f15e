import type { acceptInvitationNewAccountSchema } from '@tutorium/contract/guardians';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { users } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { conflict, isUniqueViolation } from '../../platform/errors';
import { hashSecret } from '../../platform/passwords';
import type { UserRow } from '../accounts/public';
import { acceptedMessage, acceptLink, lockOpenInvitation } from './acceptance';

type NewAccount = z.output<typeof acceptInvitationNewAccountSchema>;

const signInToAccept = () =>
  conflict(
    'sign_in_to_accept',
    /*i18n*/ 'An account with this email address already exists: sign in to it to accept the invitation',
  );

/**
 * Accepts an invitation with a new guardian account for the invited address, made in the same
 * transaction: active, and verified at once (the emailed link proves the mailbox). An address that
 * already has an account is refused: its holder signs in and accepts (the users' unique email decides
 * when a registration races this). The caller starts the new account's session.
 */
export async function acceptAsNewAccount(
  ctx: AppContext,
  token: string,
  body: NewAccount,
  ip: string,
): Promise<{ row: UserRow; message: string }> {
  await ctx.limiter.consume('guardian-invitation', ip);
  const passwordHash = await hashSecret(body.password);
  try {
    return await ctx.db.transaction(async (tx) => {
      const link = await lockOpenInvitation(tx, token);
      const [holder] = await tx.select({ id: users.id }).from(users).where(eq(users.email, link.invitedEmail));
      if (holder) throw signInToAccept();
      const [row] = await tx
        .insert(users)
        .values({
          name: body.name,
          email: link.invitedEmail,
          passwordHash,
          role: 'guardian',
          status: 'active',
          emailVerifiedAt: new Date(),
          timeZone: body.timeZone ?? null,
        })
        .returning();
      if (!row) throw new Error('guardian account not created');
      const { state, student } = await acceptLink(ctx, tx, link, row);
      return { row, message: acceptedMessage(state, student) };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_unique')) throw signInToAccept();
    throw error;
  }
}
