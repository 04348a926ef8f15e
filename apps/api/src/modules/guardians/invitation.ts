import { and, eq, gt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { guardianLinks, users } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { digestToken } from '../../platform/tokens';
import { invitationInvalid } from './acceptance';

const students = alias(users, 'students');
const inviters = alias(users, 'inviters');

/**
 * What an emailed invitation is for, for whoever holds its link (no sign-in: the link is the
 * secret). Counted per IP, like the email confirmation link.
 */
export async function readInvitation(ctx: AppContext, token: string, ip: string) {
  await ctx.limiter.consume('guardian-invitation', ip);
  const [invitation] = await ctx.db
    .select({
      studentName: students.name,
      invitedEmail: guardianLinks.invitedEmail,
      invitedByName: inviters.name,
      relationship: guardianLinks.relationship,
      expiresAt: guardianLinks.inviteExpiresAt,
      accountExists: sql<boolean>`exists (select 1 from ${users} where ${users.email} = ${guardianLinks.invitedEmail})`,
    })
    .from(guardianLinks)
    .innerJoin(students, eq(students.id, guardianLinks.studentId))
    .leftJoin(inviters, eq(inviters.id, guardianLinks.invitedById))
    .where(
      and(
        eq(guardianLinks.inviteTokenHash, digestToken(token)),
        eq(guardianLinks.state, 'invited'),
        gt(guardianLinks.inviteExpiresAt, sql`now()`),
      ),
    );
  if (!invitation?.expiresAt) throw invitationInvalid();
  return { ...invitation, expiresAt: invitation.expiresAt.toISOString() };
}
