import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, emailOutbox, guardianLinks, users } from '../../src/db/schema';
import { isUniqueViolation } from '../../src/platform/errors';
import { digestToken } from '../../src/platform/tokens';
import { invitationMailTo, inviteGuardian } from '../helpers/guardians';
import { expectRetryWithin } from '../helpers/rate-limits';
import { createSignedInUser, json, send, useTestApp } from '../helpers/test-app';

const t = useTestApp();

const mailsTo = (address: string) => t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address));

describe('races, decided by the database', () => {
  it('keeps one open invitation when the same address is invited many times at once', async () => {
    const student = await createSignedInUser(t, 'student', { name: 'Rhea Racer' });
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => inviteGuardian(t, student, student, { email: 'rhea.mum@example.test' })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(201));
    const rows = await t.db.select().from(guardianLinks).where(eq(guardianLinks.studentId, student.id));
    expect(rows).toHaveLength(1);
    const mails = await mailsTo('rhea.mum@example.test');
    expect(mails).toHaveLength(8);
    // Exactly one of the emailed links is the one kept.
    const tokens = mails.map((mail) => /token=([A-Za-z0-9_-]+)/.exec(mail.body)?.[1] ?? '');
    expect(tokens.filter((token) => digestToken(token) === rows[0]?.inviteTokenHash)).toHaveLength(1);
  });

  it('accepts an invitation once when it is accepted twice at once, with one audit entry', async () => {
    const student = await createSignedInUser(t, 'student', { name: 'Ravi Racer' });
    const guardian = await createSignedInUser(t, 'guardian', { name: 'Ravi Parent' });
    await inviteGuardian(t, student, student, { email: guardian.email });
    const { token } = await invitationMailTo(t, guardian.email);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => send(t, 'POST', `/api/guardian-invitations/${token}/accept`, { as: guardian })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 410, 410, 410]);
    const rows = await t.db.select().from(guardianLinks).where(eq(guardianLinks.studentId, student.id));
    expect(rows.map((row) => [row.state, row.guardianId])).toEqual([['active', guardian.id]]);
    expect(await t.db.select().from(auditLog).where(eq(auditLog.subjectId, student.id))).toHaveLength(1);
  });

  it('makes one account when a new account is asked for twice at once', async () => {
    const student = await createSignedInUser(t, 'student', { name: 'Rosa Racer' });
    await inviteGuardian(t, student, student, { email: 'rosa.dad@example.test' });
    const { token } = await invitationMailTo(t, 'rosa.dad@example.test');
    const body = { name: 'Rosa Dad', password: 'correct horse battery' };
    const answers = await Promise.all(
      Array.from({ length: 3 }, () =>
        send(t, 'POST', `/api/guardian-invitations/${token}/new-account`, { payload: body }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 410, 410]);
    expect(await t.db.select().from(users).where(eq(users.email, 'rosa.dad@example.test'))).toHaveLength(1);
    const rows = await t.db.select().from(guardianLinks).where(eq(guardianLinks.studentId, student.id));
    expect(rows.map((row) => row.state)).toEqual(['active']);
  });

  it('refuses a second link between the same two by the pair index, the backstop accepting relies on', async () => {
    const student = await createSignedInUser(t, 'student', { name: 'Pia Pair' });
    const guardian = await createSignedInUser(t, 'guardian', { name: 'Pia Parent' });
    const link = { studentId: student.id, guardianId: guardian.id, state: 'active' as const };
    await t.db.insert(guardianLinks).values({ ...link, invitedEmail: guardian.email });
    const refusal = await t.db
      .insert(guardianLinks)
      .values({ ...link, invitedEmail: 'other@example.test' })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(isUniqueViolation(refusal, 'guardian_links_pair_idx')).toBe(true);
  });
});

describe('the invitation limit', () => {
  const limited = useTestApp({ RATE_LIMIT_REQUESTS_PER_ACCOUNT: '2' });

  it('counts invitations per invited address: past the limit, 429 with nothing written or sent', async () => {
    const student = await createSignedInUser(limited, 'student', { name: 'Lena Limited' });
    for (let i = 0; i < 2; i++) {
      expect((await inviteGuardian(limited, student, student, { email: 'flooded@example.test' })).statusCode).toBe(201);
    }
    const refused = await inviteGuardian(limited, student, student, { email: 'flooded@example.test' });
    expectRetryWithin(refused, 15 * 60);
    expect(json(refused)).toMatchObject({ code: 'too_many_requests' });
    const [row] = await limited.db.select().from(guardianLinks).where(eq(guardianLinks.studentId, student.id));
    const mails = await limited.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'flooded@example.test'))
      .orderBy(asc(emailOutbox.createdAt));
    expect(mails).toHaveLength(2);
    expect(row?.inviteTokenHash).toBe(digestToken(/token=([A-Za-z0-9_-]+)/.exec(mails[1]?.body ?? '')?.[1] ?? ''));
  });
});
