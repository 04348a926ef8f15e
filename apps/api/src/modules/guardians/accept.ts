import { eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { AuthUser } from '../../platform/authentication';
import type { AppContext } from '../../platform/context';
import { forbidden, notFound } from '../../platform/errors';
import { acceptedMessage, acceptLink, lockOpenInvitation } from './acceptance';

/**
 * The signed-in account accepts an invitation sent to its own address, whatever its role (a teacher
 * who is also a parent keeps their role and follows the child in the guardian portal). The token came
 * to that mailbox, so accepting proves the address as a reset code does (docs/security.md, "Verified
 * addresses"). Counted per IP and account; the token's 256 bits need no tries of their own.
 */
export async function acceptInvitation(ctx: AppContext, user: AuthUser, token: string, ip: string): Promise<string> {
  await ctx.limiter.consume('guardian-invitation', ip, user.id);
  return ctx.db.transaction(async (tx) => {
    const link = await lockOpenInvitation(tx, token);
    const [account] = await tx.select({ email: users.email }).from(users).where(eq(users.id, user.id));
    if (!account) throw notFound();
    if (account.email !== link.invitedEmail) {
      throw forbidden(
        /*i18n*/ 'This invitation was sent to another email address: sign in with the account that has that address',
        'invitation_for_another_account',
      );
    }
    const { state, student } = await acceptLink(ctx, tx, link, user);
    await tx
      .update(users)
      .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
      .where(eq(users.id, user.id));
    return acceptedMessage(state, student);
  });
}
