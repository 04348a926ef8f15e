import { desc, eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, dataExports, emailOutbox, guardianLinks, guardianPreferences, users } from '../../src/db/schema';
import { invitationMailTo, inviteGuardian, linkGuardian } from '../helpers/guardians';
import { findTraces } from '../helpers/personal-data';
import {
  createSignedInUser,
  json,
  send,
  signIn,
  type TestUser,
  useSignedInUsers,
  useTestApp,
} from '../helpers/test-app';

const t = useTestApp();
const { admin } = useSignedInUsers(t, { admin: ['admin', { name: 'Ada Admin' }] });

const linksOf = (student: TestUser) => t.db.select().from(guardianLinks).where(eq(guardianLinks.studentId, student.id));
const accountOf = (user: TestUser) => t.db.select().from(users).where(eq(users.id, user.id));

/** Asks for the user's export, waits until it is built, and downloads and opens the ZIP. */
async function exportOf(user: TestUser): Promise<{ link: string; read: <T>(name: string) => T }> {
  expect((await send(t, 'POST', '/api/privacy/exports', { as: user })).statusCode).toBe(202);
  await expect
    .poll(
      async () =>
        (
          await t.db
            .select({ status: dataExports.status })
            .from(dataExports)
            .where(eq(dataExports.userId, user.id))
            .orderBy(desc(dataExports.requestedAt))
        )[0]?.status,
      { timeout: 20_000 },
    )
    .toBe('ready');
  const [mail] = await t.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, user.email))
    .orderBy(desc(emailOutbox.createdAt));
  const link = /https?:\/\/\S+export=\S+/.exec(mail?.body ?? '')?.[0] ?? '';
  const token = /export=([A-Za-z0-9_-]+)/.exec(link)?.[1] ?? '';
  const download = await send(t, 'GET', `/api/privacy/exports/download?token=${token}`, { as: user });
  expect(download.statusCode).toBe(200);
  const files = unzipSync(new Uint8Array(download.rawPayload));
  return { link, read: <T>(name: string) => JSON.parse(strFromU8(files[name] ?? new Uint8Array())) as T };
}

describe('the personal-data export', () => {
  let kira: TestUser;
  let mona: TestUser;
  let leo: TestUser;

  beforeAll(async () => {
    kira = await createSignedInUser(t, 'student', { name: 'Kira Child' });
    leo = await createSignedInUser(t, 'student', { name: 'Leo Child' });
    mona = await createSignedInUser(t, 'guardian', { name: 'Mona Mother' });
    await linkGuardian(t, kira, kira, mona);
    await inviteGuardian(t, admin, kira, { email: 'kira.aunt@example.test', relationship: 'Aunt' });
    // Leo invites Mona too: an invitation to her (verified) address, not accepted yet.
    await inviteGuardian(t, leo, leo, { email: mona.email, relationship: 'Godmother' });
    await t.db.insert(guardianPreferences).values({ guardianId: mona.id, absences: false });
  });

  it('gives a student who follows them, invitations included, with relationship and dates', async () => {
    const { read } = await exportOf(kira);
    const rows = read<Record<string, unknown>[]>('guardians.json');
    expect(rows).toEqual([
      expect.objectContaining({
        state: 'active',
        guardianId: mona.id,
        guardianName: 'Mona Mother',
        invitedEmail: mona.email,
        relationship: 'Parent',
        invitedById: kira.id,
        acceptedAt: expect.any(String),
        approvedAt: null,
      }),
      expect.objectContaining({
        state: 'invited',
        guardianId: null,
        guardianName: null,
        invitedEmail: 'kira.aunt@example.test',
        relationship: 'Aunt',
        invitedById: admin.id,
      }),
    ]);
    expect(read<unknown[]>('children_followed.json')).toEqual([]);
    expect(read<unknown[]>('guardian_email_preferences.json')).toEqual([]);
  });

  it('gives a guardian whom they follow, invitations to their address, and their email choices', async () => {
    const { link, read } = await exportOf(mona);
    expect(link).toContain(`${t.config.publicUrl}/guardian/settings?export=`);
    expect(read<Record<string, unknown>[]>('children_followed.json')).toEqual([
      expect.objectContaining({
        state: 'active',
        studentId: kira.id,
        studentName: 'Kira Child',
        relationship: 'Parent',
        acceptedAt: expect.any(String),
      }),
      expect.objectContaining({
        state: 'invited',
        studentId: leo.id,
        studentName: 'Leo Child',
        relationship: 'Godmother',
      }),
    ]);
    expect(read<unknown[]>('guardian_email_preferences.json')).toEqual([
      { absences: false, atRisk: true, weeklySummary: true },
    ]);
    expect(read<unknown[]>('guardians.json')).toEqual([]);
  });
});

describe('erasure', () => {
  it('lets a guardian erase themself: their links go, the child and the child’s other links stay', async () => {
    const child = await createSignedInUser(t, 'student', { name: 'Nia Child' });
    const other = await createSignedInUser(t, 'student', { name: 'Noor Child' });
    const guardian = await createSignedInUser(t, 'guardian', { name: 'Nadia Vanishing' });
    const father = await createSignedInUser(t, 'guardian', { name: 'Nikhil Father' });
    await linkGuardian(t, child, child, guardian);
    await linkGuardian(t, child, child, father);
    await inviteGuardian(t, other, other, { email: guardian.email });
    await t.db.insert(guardianPreferences).values({ guardianId: guardian.id, weeklySummary: false });

    const response = await send(t, 'DELETE', '/api/privacy/account', {
      as: guardian,
      payload: { password: guardian.password },
    });
    expect(response.statusCode).toBe(200);
    expect(await accountOf(guardian)).toEqual([]);
    expect((await linksOf(child)).map((link) => link.guardianId)).toEqual([father.id]);
    // The invitation to her address named her: it went with her.
    expect(await linksOf(other)).toEqual([]);
    expect(
      await t.db.select().from(guardianPreferences).where(eq(guardianPreferences.guardianId, guardian.id)),
    ).toEqual([]);
    expect((await accountOf(child))[0]).toMatchObject({ name: 'Nia Child', status: 'active' });
    const [erased] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'account.erased'));
    expect(erased).toMatchObject({ actorId: null, actorRole: 'guardian', subjectRole: 'guardian' });
    expect(await findTraces(t, [guardian.id, guardian.email, 'Nadia Vanishing'])).toEqual([]);
  });

  it('lets an admin erase a guardian the same way', async () => {
    const child = await createSignedInUser(t, 'student', { name: 'Omi Child' });
    const guardian = await createSignedInUser(t, 'guardian', { name: 'Olga Removable' });
    await linkGuardian(t, child, child, guardian);
    const response = await send(t, 'DELETE', `/api/users/${guardian.id}`, { as: admin });
    expect(response.statusCode).toBe(200);
    expect(await linksOf(child)).toEqual([]);
    expect(await accountOf(child)).toHaveLength(1);
    expect(await findTraces(t, [guardian.id, guardian.email, 'Olga Removable'])).toEqual([]);
  });

  it('erases a student’s links and the emails to their guardians naming them; the guardians stay', async () => {
    const child = await createSignedInUser(t, 'student', { name: 'Pia Vanishing' });
    const guardian = await createSignedInUser(t, 'guardian', { name: 'Pablo Parent' });
    await linkGuardian(t, child, child, guardian);
    await inviteGuardian(t, admin, child, { email: 'pia.aunt@example.test' });
    expect(
      await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'pia.aunt@example.test')),
    ).toHaveLength(1);
    const response = await send(t, 'DELETE', '/api/privacy/account', {
      as: child,
      payload: { password: child.password },
    });
    expect(response.statusCode).toBe(200);
    expect(await linksOf(child)).toEqual([]);
    expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'pia.aunt@example.test'))).toEqual([]);
    expect(await findTraces(t, [child.id, child.email, 'Pia Vanishing'])).toEqual([]);
    expect(await accountOf(guardian)).toHaveLength(1);
    expect((await signIn(t, { email: guardian.email, password: guardian.password }, 'guardian')).statusCode).toBe(200);
  });

  it('keeps an invitation whose sender is erased, for the student, naming no sender', async () => {
    const child = await createSignedInUser(t, 'student', { name: 'Quin Child' });
    const leaving = await createSignedInUser(t, 'admin', { name: 'Quentin Leaving' });
    expect((await inviteGuardian(t, leaving, child, { email: 'quin.mum@example.test' })).statusCode).toBe(201);
    const { token } = await invitationMailTo(t, 'quin.mum@example.test');
    expect((await send(t, 'DELETE', `/api/users/${leaving.id}`, { as: admin })).statusCode).toBe(200);
    const [link] = await linksOf(child);
    expect(link).toMatchObject({ state: 'invited', invitedById: null });
    const invitation = json<{ data: { invitedByName: string | null } }>(
      await send(t, 'GET', `/api/guardian-invitations/${token}`),
    );
    expect(invitation.data.invitedByName).toBeNull();
    expect(await findTraces(t, [leaving.id, leaving.email, 'Quentin Leaving'])).toEqual([]);
  });
});
