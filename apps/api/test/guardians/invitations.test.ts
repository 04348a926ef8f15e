import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, emailOutbox, guardianLinks, sessions, users } from '../../src/db/schema';
import { translate } from '../../src/platform/language';
import { digestToken } from '../../src/platform/tokens';
import { createCourseWithStudents } from '../helpers/courses';
import { bornYearsAgo, invitationMailTo, inviteGuardian, linkGuardian } from '../helpers/guardians';
import {
  bearer,
  createSignedInUser,
  expectRefusal,
  json,
  send,
  statusesFor,
  type TestUser,
  useSignedInUsers,
  useTestApp,
} from '../helpers/test-app';

const t = useTestApp();
const cast = useSignedInUsers(t, {
  teacher: ['teacher', { name: 'Meera Teacher' }],
  otherTeacher: ['teacher', { name: 'Omar Teacher' }],
  admin: ['admin', { name: 'Ada Admin' }],
  asha: ['student', { name: 'Asha Rao', dateOfBirth: bornYearsAgo(12) }],
  bela: ['student', { name: 'Bela Singh', dateOfBirth: bornYearsAgo(30) }],
  chen: ['student', { name: 'Chen Li' }],
  // A teacher who is also a parent, reading Hindi.
  priya: ['teacher', { name: 'Priya Parent', language: 'hi' }],
  gail: ['guardian', { name: 'Gail Guardian' }],
});
const { teacher, otherTeacher, admin, asha, bela, chen, priya, gail } = cast;

beforeAll(async () => {
  await createCourseWithStudents(t, teacher, [asha, bela], { title: 'Geometry' });
});

interface LinkAnswer {
  id: string;
  state: string;
  guardian: { id: string; name: string; email: string } | null;
  invitedEmail: string;
  relationship: string;
  invitedBy: { id: string; name: string; role: string } | null;
  createdAt: string;
  canEnd: boolean;
  canApprove: boolean;
}

const linkRow = async (id: string) => (await t.db.select().from(guardianLinks).where(eq(guardianLinks.id, id)))[0];
const linksOf = (student: TestUser) => t.db.select().from(guardianLinks).where(eq(guardianLinks.studentId, student.id));
const mailsTo = (address: string) => t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address));
const linkedEntries = (student: TestUser) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'guardian.linked'), eq(auditLog.subjectId, student.id)));
/** The audit entries of invitations made for `student` by a teacher or an admin. */
const invitedEntries = (student: TestUser) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'guardian.invited'), eq(auditLog.subjectId, student.id)));
const readInvitation = (token: string) => send(t, 'GET', `/api/guardian-invitations/${token}`);
const accept = (token: string, as?: TestUser) =>
  send(t, 'POST', `/api/guardian-invitations/${token}/accept`, as ? { as } : {});
const newAccount = (token: string, payload: object) =>
  send(t, 'POST', `/api/guardian-invitations/${token}/new-account`, { payload });
const newGuardian = { name: 'Gita Guardian', password: 'correct horse battery', timeZone: 'Asia/Kolkata' };

describe('a student invites a guardian (POST /api/students/me/guardians)', () => {
  it('stores only the digest of a random token, with a 14-day expiry, and emails the link naming the student', async () => {
    const before = Date.now();
    const response = await inviteGuardian(t, asha, asha, { email: ' Mum.Rao@Example.test ', relationship: 'Mother' });
    expect(response.statusCode).toBe(201);
    const body = json<{ message: string; data: LinkAnswer }>(response);
    expect(body.message).toBe('Invitation sent to mum.rao@example.test');
    expect(body.data).toMatchObject({
      state: 'invited',
      guardian: null,
      invitedEmail: 'mum.rao@example.test',
      relationship: 'Mother',
      invitedBy: { id: asha.id, name: 'Asha Rao', role: 'student' },
      canEnd: true,
      canApprove: false,
    });
    const row = await linkRow(body.data.id);
    const mail = await invitationMailTo(t, 'mum.rao@example.test');
    expect(row).toMatchObject({ studentId: asha.id, state: 'invited', guardianId: null, invitedById: asha.id });
    expect(row?.inviteTokenHash).toBe(digestToken(mail.token));
    expect(mail.token.length).toBeGreaterThanOrEqual(43);
    const expiresIn = (row?.inviteExpiresAt?.getTime() ?? 0) - before;
    expect(expiresIn).toBeGreaterThan(14 * 86_400_000 - 60_000);
    expect(expiresIn).toBeLessThan(14 * 86_400_000 + 60_000);
    expect(mail.subject).toBe('Follow Asha Rao on Tutorium');
    expect(mail.text).toContain('Asha Rao invited you to follow their classes on Tutorium as their guardian.');
    expect(mail.text).toContain('Relationship: Mother');
    expect(mail.text).toContain(`${t.config.publicUrl}/guardian-invitation?token=${mail.token}`);
    expect(mail.text).toContain('The link works once, for 14 days.');
    // A student's own invitation is not audited.
    expect(await invitedEntries(asha)).toEqual([]);
  });

  it('replaces an open invitation to the same address: one row, a new token and expiry, emailed again', async () => {
    const first = json<{ data: LinkAnswer }>(
      await inviteGuardian(t, chen, chen, { email: 'dad.li@example.test', relationship: 'Dad' }),
    ).data;
    const oldToken = (await invitationMailTo(t, 'dad.li@example.test')).token;
    await t.db
      .update(guardianLinks)
      .set({ inviteExpiresAt: new Date(Date.now() + 60_000) })
      .where(eq(guardianLinks.id, first.id));
    const again = await inviteGuardian(t, chen, chen, { email: 'dad.li@example.test', relationship: 'Father' });
    expect(again.statusCode).toBe(201);
    const newToken = (await invitationMailTo(t, 'dad.li@example.test')).token;
    expect(newToken).not.toBe(oldToken);
    const rows = await linksOf(chen);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: first.id, relationship: 'Father', inviteTokenHash: digestToken(newToken) });
    expect((rows[0]?.inviteExpiresAt?.getTime() ?? 0) - Date.now()).toBeGreaterThan(13 * 86_400_000);
    expect(await mailsTo('dad.li@example.test')).toHaveLength(2);
    expectRefusal(
      await readInvitation(oldToken),
      410,
      'invitation_invalid',
      'This invitation link is not valid or has expired: ask for a new invitation',
    );
    expect((await readInvitation(newToken)).statusCode).toBe(200);
  });

  it('refuses a visitor, staff, the student’s own address and bad input, writing nothing', async () => {
    const payload = { email: 'someone@example.test' };
    expect(await statusesFor(t, 'POST', '/api/students/me/guardians', [null, teacher, admin, gail], payload)).toEqual([
      401, 403, 403, 403,
    ]);
    expectRefusal(
      await inviteGuardian(t, asha, asha, { email: asha.email.toUpperCase() }),
      409,
      'cannot_guard_yourself',
      'You cannot be your own guardian: invite the email address of a parent or guardian',
    );
    const badEmail = await inviteGuardian(t, asha, asha, { email: 'not-an-email' });
    expect(badEmail.statusCode).toBe(400);
    expect(json(badEmail)).toMatchObject({
      code: 'validation_failed',
      errors: { email: 'Please enter a valid email address' },
    });
    const longRelationship = await inviteGuardian(t, asha, asha, {
      email: 'x@example.test',
      relationship: 'x'.repeat(51),
    });
    expect(json(longRelationship)).toMatchObject({
      code: 'validation_failed',
      errors: { relationship: 'Relationship must be at most 50 characters' },
    });
    const missing = await send(t, 'POST', '/api/students/me/guardians', { as: asha, payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(
      await t.db.select().from(guardianLinks).where(eq(guardianLinks.invitedEmail, 'someone@example.test')),
    ).toEqual([]);
    expect(await t.db.select().from(guardianLinks).where(eq(guardianLinks.invitedEmail, 'x@example.test'))).toEqual([]);
    expect(await mailsTo(asha.email)).toEqual([]);
    expect(await mailsTo('someone@example.test')).toEqual([]);
  });

  it('refuses an address whose account is already linked to the student, waiting or active', async () => {
    const student = await createSignedInUser(t, 'student', { name: 'Dev Student' });
    const guardian = await createSignedInUser(t, 'guardian', { name: 'Dev Parent' });
    await inviteGuardian(t, student, student, { email: guardian.email });
    expect((await accept((await invitationMailTo(t, guardian.email)).token, guardian)).statusCode).toBe(200);
    const mailsBefore = await mailsTo(guardian.email);
    expectRefusal(
      await inviteGuardian(t, student, student, { email: guardian.email }),
      409,
      'guardian_already_linked',
      'The account with this email address is already linked to the student',
    );
    expect(await linksOf(student)).toHaveLength(1);
    expect(await mailsTo(guardian.email)).toHaveLength(mailsBefore.length);
  });

  it('writes the email in the language the account holding the address chose', async () => {
    await inviteGuardian(t, asha, asha, { email: priya.email });
    const mail = await invitationMailTo(t, priya.email);
    expect(mail.subject).toBe(translate('hi', 'Follow {student} on Tutorium', { student: 'Asha Rao' }));
    expect(mail.text).toContain(
      translate('hi', '{student} invited you to follow their classes on Tutorium as their guardian.', {
        student: 'Asha Rao',
      }),
    );
  });
});

describe('a teacher or an admin invites for a student (POST /api/students/:studentId/guardians)', () => {
  it('lets a teacher of the student invite, naming the teacher, in the teacher’s language for a new address', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/students/${asha.id}/guardians`,
      headers: { ...teacher.headers, 'accept-language': 'hi' },
      payload: { email: 'aunt.rao@example.test', relationship: 'Aunt' },
    });
    expect(response.statusCode).toBe(201);
    const link = json<{ data: LinkAnswer }>(response).data;
    expect(link).toMatchObject({
      state: 'invited',
      invitedBy: { id: teacher.id, name: 'Meera Teacher', role: 'teacher' },
      canEnd: true,
      canApprove: false,
    });
    expect((await linkRow(link.id))?.invitedById).toBe(teacher.id);
    expect((await invitedEntries(asha)).map((entry) => [entry.actorId, entry.actorRole, entry.subjectRole])).toEqual([
      [teacher.id, 'teacher', 'student'],
    ]);
    const mail = await invitationMailTo(t, 'aunt.rao@example.test');
    expect(mail.text).toContain(
      translate('hi', '{inviter} invited you to follow the classes of {student} on Tutorium as their guardian.', {
        inviter: 'Meera Teacher',
        student: 'Asha Rao',
      }),
    );
  });

  it('lets an admin invite for any student', async () => {
    const response = await inviteGuardian(t, admin, chen, { email: 'chen.parent@example.test' });
    expect(response.statusCode).toBe(201);
    const mail = await invitationMailTo(t, 'chen.parent@example.test');
    expect(mail.text).toContain(
      'Ada Admin invited you to follow the classes of Chen Li on Tutorium as their guardian.',
    );
    expect((await invitedEntries(chen)).map((entry) => [entry.actorId, entry.actorRole, entry.subjectRole])).toEqual([
      [admin.id, 'admin', 'student'],
    ]);
    // The admins' audit log lists it, newest first.
    const log = await send(t, 'GET', '/api/privacy/audit-log?action=guardian.invited', { as: admin });
    expect(log.statusCode, log.body).toBe(200);
    expect(
      json<{ data: { action: string; actor: { name: string }; subject: { name: string } }[] }>(log).data.map(
        (entry) => [entry.action, entry.actor.name, entry.subject.name],
      ),
    ).toEqual([
      ['guardian.invited', 'Ada Admin', 'Chen Li'],
      ['guardian.invited', 'Meera Teacher', 'Asha Rao'],
    ]);
  });

  it('refuses a visitor, a student, a guardian, another teacher, an unknown or non-student id and bad input, writing nothing', async () => {
    const payload = { email: 'nobody.new@example.test' };
    const entriesBefore = await invitedEntries(asha);
    expect(
      await statusesFor(t, 'POST', `/api/students/${asha.id}/guardians`, [null, bela, asha, gail], payload),
    ).toEqual([401, 403, 403, 403]);
    // Not even the guardian of the student, for a second guardian.
    const child = await createSignedInUser(t, 'student', { name: 'Kai Child' });
    const follower = await createSignedInUser(t, 'guardian', { name: 'Kai Parent' });
    await linkGuardian(t, child, child, follower);
    expect(await statusesFor(t, 'POST', `/api/students/${child.id}/guardians`, [follower], payload)).toEqual([403]);
    expectRefusal(
      await inviteGuardian(t, otherTeacher, asha, payload),
      403,
      'not_your_student',
      'This student is not enrolled in any of your courses',
    );
    // Chen is in none of Meera's courses.
    expect((await inviteGuardian(t, teacher, chen, payload)).statusCode).toBe(403);
    const unknown = await send(t, 'POST', '/api/students/00000000-0000-4000-8000-000000000000/guardians', {
      as: admin,
      payload,
    });
    expectRefusal(unknown, 404, 'not_found', 'Student not found');
    expect((await send(t, 'POST', `/api/students/${teacher.id}/guardians`, { as: admin, payload })).statusCode).toBe(
      404,
    );
    expect((await send(t, 'POST', '/api/students/not-a-uuid/guardians', { as: admin, payload })).statusCode).toBe(400);
    expectRefusal(
      await inviteGuardian(t, teacher, asha, { email: asha.email }),
      409,
      'cannot_guard_yourself',
      'That is the student’s own email address: invite the email address of their parent or guardian',
    );
    expectRefusal(
      await inviteGuardian(t, teacher, asha, { email: teacher.email }),
      409,
      'cannot_guard_yourself',
      'You cannot invite your own email address: invite the email address of the student’s parent or guardian',
    );
    expect(await t.db.select().from(guardianLinks).where(eq(guardianLinks.invitedEmail, payload.email))).toEqual([]);
    expect(await mailsTo(payload.email)).toEqual([]);
    expect(await mailsTo(teacher.email)).toEqual([]);
    expect(await invitedEntries(asha)).toEqual(entriesBefore);
    expect(await invitedEntries(child)).toEqual([]);
  });
});

describe('reading an invitation (GET /api/guardian-invitations/:token)', () => {
  it('tells anyone holding the link whom it is for, and whether the address has an account', async () => {
    await inviteGuardian(t, teacher, bela, { email: 'bela.mum@example.test', relationship: 'Mother' });
    const { token } = await invitationMailTo(t, 'bela.mum@example.test');
    const response = await readInvitation(token);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({
      success: true,
      data: {
        studentName: 'Bela Singh',
        invitedEmail: 'bela.mum@example.test',
        invitedByName: 'Meera Teacher',
        relationship: 'Mother',
        expiresAt: expect.any(String),
        accountExists: false,
      },
    });
    await inviteGuardian(t, bela, bela, { email: otherTeacher.email });
    const forAccount = await readInvitation((await invitationMailTo(t, otherTeacher.email)).token);
    expect(json<{ data: { accountExists: boolean } }>(forAccount).data.accountExists).toBe(true);
  });

  it('answers 410 for an unknown, an expired and an accepted invitation', async () => {
    expectRefusal(
      await readInvitation('no-such-token'),
      410,
      'invitation_invalid',
      'This invitation link is not valid or has expired: ask for a new invitation',
    );
    const link = json<{ data: LinkAnswer }>(await inviteGuardian(t, chen, chen, { email: 'late@example.test' })).data;
    const { token } = await invitationMailTo(t, 'late@example.test');
    await t.db
      .update(guardianLinks)
      .set({ inviteExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(guardianLinks.id, link.id));
    expect((await readInvitation(token)).statusCode).toBe(410);
    expect((await accept(token, otherTeacher)).statusCode).toBe(410);
    expect((await newAccount(token, newGuardian)).statusCode).toBe(410);
    expect(await t.db.select().from(users).where(eq(users.email, 'late@example.test'))).toEqual([]);
    expect((await linkRow(link.id))?.state).toBe('invited');
  });
});

describe('accepting with a new guardian account (POST /api/guardian-invitations/:token/new-account)', () => {
  it('makes a verified, active guardian account, links it at once for a minor, and signs it in', async () => {
    const link = json<{ data: LinkAnswer }>(
      await inviteGuardian(t, teacher, asha, { email: 'gita@example.test', relationship: 'Mother' }),
    ).data;
    const { token } = await invitationMailTo(t, 'gita@example.test');
    const response = await newAccount(token, newGuardian);
    expect(response.statusCode).toBe(201);
    const body = json<{ message: string; token: string; user: Record<string, unknown> }>(response);
    expect(body).toMatchObject({
      success: true,
      message: 'You now follow Asha Rao in Tutorium',
      user: {
        name: 'Gita Guardian',
        email: 'gita@example.test',
        accountRole: 'guardian',
        status: 'active',
        emailVerified: true,
        timeZone: 'Asia/Kolkata',
        dateOfBirth: null,
      },
    });
    const [account] = await t.db.select().from(users).where(eq(users.email, 'gita@example.test'));
    expect(account).toMatchObject({ role: 'guardian', status: 'active', timeZone: 'Asia/Kolkata' });
    expect(account?.emailVerifiedAt).toBeInstanceOf(Date);
    expect(await linkRow(link.id)).toMatchObject({
      guardianId: account?.id,
      state: 'active',
      inviteTokenHash: null,
      inviteExpiresAt: null,
      acceptedAt: expect.any(Date),
      approvedAt: null,
    });
    expect((await linkedEntries(asha)).map((entry) => [entry.actorId, entry.actorRole, entry.subjectRole])).toEqual([
      [account?.id, 'guardian', 'student'],
    ]);
    expect(
      await t.db
        .select()
        .from(sessions)
        .where(eq(sessions.userId, account?.id ?? '')),
    ).toHaveLength(1);
    const profile = await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(body.token) });
    expect(json<{ data: { id: string } }>(profile).data.id).toBe(account?.id);
    // The link worked once.
    expect((await newAccount(token, { ...newGuardian, name: 'Someone Else' })).statusCode).toBe(410);
  });

  it('waits for an adult student’s approval when someone else invited', async () => {
    const link = json<{ data: LinkAnswer }>(
      await inviteGuardian(t, teacher, bela, { email: 'bela.dad@example.test' }),
    ).data;
    const response = await newAccount((await invitationMailTo(t, 'bela.dad@example.test')).token, newGuardian);
    expect(response.statusCode).toBe(201);
    expect(json(response).message).toBe('Invitation accepted: you can follow Bela Singh once they approve it');
    expect((await linkRow(link.id))?.state).toBe('awaiting_approval');
    expect(await linkedEntries(bela)).toEqual([]);
  });

  it('refuses an address that has an account, and bad input, writing nothing', async () => {
    const link = json<{ data: LinkAnswer }>(await inviteGuardian(t, asha, asha, { email: otherTeacher.email })).data;
    const { token } = await invitationMailTo(t, otherTeacher.email);
    const usersBefore = await t.db.select({ id: users.id }).from(users);
    expectRefusal(
      await newAccount(token, newGuardian),
      409,
      'sign_in_to_accept',
      'An account with this email address already exists: sign in to it to accept the invitation',
    );
    const other = await inviteGuardian(t, chen, chen, { email: 'fresh.parent@example.test' });
    const freshToken = (await invitationMailTo(t, 'fresh.parent@example.test')).token;
    const short = await newAccount(freshToken, { ...newGuardian, password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(json(short)).toMatchObject({ errors: { password: 'Password must be at least 8 characters' } });
    expect((await newAccount(freshToken, { password: 'correct horse battery' })).statusCode).toBe(400);
    expect(await t.db.select({ id: users.id }).from(users)).toHaveLength(usersBefore.length);
    expect((await linkRow(link.id))?.state).toBe('invited');
    expect((await linkRow(json<{ data: LinkAnswer }>(other).data.id))?.state).toBe('invited');
  });
});

describe('accepting signed in (POST /api/guardian-invitations/:token/accept)', () => {
  it('lets any role accept an invitation to its own address: a teacher keeps their role and follows the child', async () => {
    const link = json<{ data: LinkAnswer }>(await inviteGuardian(t, teacher, asha, { email: priya.email })).data;
    const { token } = await invitationMailTo(t, priya.email);
    expectRefusal(await accept(token), 401, 'sign_in_required', 'Please sign in to continue');
    const response = await accept(token, priya);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({
      success: true,
      message: translate('hi', 'You now follow {name} in Tutorium', { name: 'Asha Rao' }),
    });
    expect(await linkRow(link.id)).toMatchObject({ guardianId: priya.id, state: 'active', inviteTokenHash: null });
    expect((await t.db.select().from(users).where(eq(users.id, priya.id)))[0]?.role).toBe('teacher');
    const entries = (await linkedEntries(asha)).filter((entry) => entry.actorId === priya.id);
    expect(entries.map((entry) => entry.actorRole)).toEqual(['teacher']);
  });

  it('proves an unverified address, as a reset code does', async () => {
    const unverified = await createSignedInUser(t, 'guardian', { name: 'Uma Unverified', emailVerifiedAt: null });
    await inviteGuardian(t, chen, chen, { email: unverified.email });
    expect((await accept((await invitationMailTo(t, unverified.email)).token, unverified)).statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, unverified.id));
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
  });

  it('makes an adult’s link made by someone else wait, and one they made themself active', async () => {
    const byTeacher = await createSignedInUser(t, 'guardian', { name: 'Tara Guardian' });
    const byBela = await createSignedInUser(t, 'guardian', { name: 'Bina Guardian' });
    const first = json<{ data: LinkAnswer }>(await inviteGuardian(t, teacher, bela, { email: byTeacher.email })).data;
    const second = json<{ data: LinkAnswer }>(await inviteGuardian(t, bela, bela, { email: byBela.email })).data;
    const waiting = await accept((await invitationMailTo(t, byTeacher.email)).token, byTeacher);
    expect(json(waiting).message).toBe('Invitation accepted: you can follow Bela Singh once they approve it');
    expect((await accept((await invitationMailTo(t, byBela.email)).token, byBela)).statusCode).toBe(200);
    expect((await linkRow(first.id))?.state).toBe('awaiting_approval');
    expect((await linkRow(second.id))?.state).toBe('active');
    expect((await linkedEntries(bela)).map((entry) => entry.actorId)).toEqual([byBela.id]);
  });

  it('refuses another account, the student themself, and an account already linked, changing nothing', async () => {
    const student = await createSignedInUser(t, 'student', { name: 'Ivo Student' });
    const guardian = await createSignedInUser(t, 'guardian', { name: 'Ivo Parent' });
    const link = json<{ data: LinkAnswer }>(
      await inviteGuardian(t, student, student, { email: 'ivo.home@example.test' }),
    ).data;
    const { token } = await invitationMailTo(t, 'ivo.home@example.test');
    expectRefusal(
      await accept(token, guardian),
      403,
      'invitation_for_another_account',
      'This invitation was sent to another email address: sign in with the account that has that address',
    );
    // The student took the invited address as their own meanwhile.
    await t.db.update(users).set({ email: 'ivo.home@example.test' }).where(eq(users.id, student.id));
    expectRefusal(await accept(token, student), 409, 'cannot_guard_yourself', 'You cannot be your own guardian');
    await t.db
      .update(users)
      .set({ email: `ivo-${student.id}@example.test` })
      .where(eq(users.id, student.id));
    // The guardian is linked through another invitation, then takes the invited address.
    await inviteGuardian(t, student, student, { email: guardian.email });
    expect((await accept((await invitationMailTo(t, guardian.email)).token, guardian)).statusCode).toBe(200);
    await t.db.update(users).set({ email: 'ivo.home@example.test' }).where(eq(users.id, guardian.id));
    expectRefusal(
      await accept(token, guardian),
      409,
      'guardian_already_linked',
      'Your account is already linked to this student',
    );
    expect(await linkRow(link.id)).toMatchObject({
      state: 'invited',
      guardianId: null,
      inviteTokenHash: digestToken(token),
    });
    expect(await linksOf(student)).toHaveLength(2);
  });
});
