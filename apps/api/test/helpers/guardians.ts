import { desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { emailOutbox } from '../../src/db/schema';
import { json, send, type TestApp, type TestUser } from './test-app';

/** A date of birth `years` years before today (UTC), YYYY-MM-DD: 10 for a child, 30 for an adult. */
export const bornYearsAgo = (years: number): string => {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  return date.toISOString().slice(0, 10);
};

/**
 * Invites `email` as a guardian of `student`: as the student themself when `as` is the student (the
 * student's own endpoint), else as a teacher of theirs or an admin.
 */
export function inviteGuardian(
  t: TestApp,
  as: TestUser,
  student: TestUser,
  payload: { email: string; relationship?: string },
): Promise<LightMyRequestResponse> {
  const url = as.id === student.id ? '/api/students/me/guardians' : `/api/students/${student.id}/guardians`;
  return send(t, 'POST', url, { as, payload });
}

/** The latest invitation emailed to `address`: its subject, text, and the token of its link. */
export async function invitationMailTo(t: TestApp, address: string) {
  const [mail] = await t.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, address))
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id));
  const token = mail ? /\/guardian-invitation\?token=([A-Za-z0-9_-]+)/.exec(mail.body)?.[1] : undefined;
  if (!mail || !token) throw new Error(`no guardian invitation emailed to ${address}`);
  return { subject: mail.subject, text: mail.body, token };
}

/** Invites `guardian`'s address for `student` (as `by`) and accepts it signed in: the link's id. */
export async function linkGuardian(t: TestApp, by: TestUser, student: TestUser, guardian: TestUser): Promise<string> {
  const invited = await inviteGuardian(t, by, student, { email: guardian.email, relationship: 'Parent' });
  if (invited.statusCode !== 201) throw new Error(`invitation refused: ${invited.body}`);
  const { token } = await invitationMailTo(t, guardian.email);
  const accepted = await send(t, 'POST', `/api/guardian-invitations/${token}/accept`, { as: guardian });
  if (accepted.statusCode !== 200) throw new Error(`acceptance refused: ${accepted.body}`);
  return json<{ data: { id: string } }>(invited).data.id;
}
