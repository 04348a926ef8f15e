import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { auditLog, users } from '../../src/db/schema';
import { buildExportZip } from '../../src/modules/privacy/export-archive';
import { createSignedInUser, json, send, type TestUser, useSignedInUsers, useTestApp } from '../helpers/test-app';

const t = useTestApp();
const { admin, teacher, student } = useSignedInUsers(t, {
  admin: ['admin', { name: 'Ada Admin' }],
  teacher: ['teacher', { name: 'Tariq Teacher' }],
  student: ['student', { name: 'Sam Student' }],
});

/** Every audit entry about an account, oldest first. */
const entriesAbout = (subjectId: string) =>
  t.db.select().from(auditLog).where(eq(auditLog.subjectId, subjectId)).orderBy(auditLog.createdAt);
const entryCount = async () => (await t.db.select({ id: auditLog.id }).from(auditLog)).length;

const change = (by: TestUser | null, id: string, payload: Record<string, unknown>) =>
  send(t, 'PUT', `/api/users/${id}`, { ...(by ? { as: by } : {}), payload });

describe('role and status changes', () => {
  it('a role change writes one entry with the admin as actor and the change from → to', async () => {
    const asha = await createSignedInUser(t, 'student', { name: 'Asha Rao' });
    const response = await change(admin, asha.id, { role: 'teacher' });
    expect(response.statusCode).toBe(200);
    const entries = await entriesAbout(asha.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'account.role_changed',
      actorId: admin.id,
      actorRole: 'admin',
      subjectRole: 'teacher',
      change: { from: 'student', to: 'teacher' },
    });
  });

  it('suspension and reactivation each write one status entry', async () => {
    const ben = await createSignedInUser(t, 'student');
    expect((await change(admin, ben.id, { status: 'suspended' })).statusCode).toBe(200);
    expect((await change(admin, ben.id, { status: 'active' })).statusCode).toBe(200);
    const entries = await entriesAbout(ben.id);
    expect(entries.map((entry) => [entry.action, entry.actorId, entry.change])).toEqual([
      ['account.status_changed', admin.id, { from: 'active', to: 'suspended' }],
      ['account.status_changed', admin.id, { from: 'suspended', to: 'active' }],
    ]);
  });

  it('a change to the value the account already has writes nothing', async () => {
    const cleo = await createSignedInUser(t, 'student');
    expect((await change(admin, cleo.id, { role: 'student', status: 'active' })).statusCode).toBe(200);
    expect(await entriesAbout(cleo.id)).toEqual([]);
  });

  it('refuses a visitor, a student, a teacher, bad input and the admin themself, and writes no entry', async () => {
    const before = await entryCount();
    expect((await change(null, student.id, { role: 'admin' })).statusCode).toBe(401);
    expect((await change(student, student.id, { role: 'admin' })).statusCode).toBe(403);
    expect((await change(teacher, student.id, { role: 'admin' })).statusCode).toBe(403);
    const bad = await change(admin, student.id, { role: 'owner' });
    expect(bad.statusCode).toBe(400);
    const self = await change(admin, admin.id, { role: 'student' });
    expect(self.statusCode).toBe(400);
    const missing = await change(admin, '00000000-0000-4000-8000-000000000000', { role: 'teacher' });
    expect(missing.statusCode).toBe(404);
    expect(await entryCount()).toBe(before);
    const [row] = await t.db.select({ role: users.role }).from(users).where(eq(users.id, student.id));
    expect(row?.role).toBe('student');
  });

  it('an admin demoted since their session began is refused and writes no entry', async () => {
    const former = await createSignedInUser(t, 'admin');
    await t.db.update(users).set({ role: 'teacher' }).where(eq(users.id, former.id));
    const before = await entryCount();
    expect((await change(former, student.id, { role: 'teacher' })).statusCode).toBe(403);
    expect(await entryCount()).toBe(before);
  });
});

describe('accounts created and invited by an admin', () => {
  it('creating an account writes one entry naming the admin', async () => {
    const response = await send(t, 'POST', '/api/users', {
      as: admin,
      payload: { name: 'Ivy Invited', email: 'ivy@example.test', role: 'teacher' },
    });
    expect(response.statusCode).toBe(201);
    const id = json<{ data: { id: string; firstSignedInAt: string | null } }>(response).data.id;
    const entries = await entriesAbout(id);
    expect(entries.map((entry) => [entry.action, entry.actorId, entry.subjectRole, entry.change])).toEqual([
      ['account.created_by_admin', admin.id, 'teacher', null],
    ]);
  });

  it('a refused creation (email taken, a teacher asking) writes nothing', async () => {
    const before = await entryCount();
    const taken = await send(t, 'POST', '/api/users', {
      as: admin,
      payload: { name: 'Again', email: student.email, role: 'student' },
    });
    expect(taken.statusCode).toBe(409);
    const byTeacher = await send(t, 'POST', '/api/users', {
      as: teacher,
      payload: { name: 'Nope', email: 'nope@example.test', role: 'student' },
    });
    expect(byTeacher.statusCode).toBe(403);
    expect(await entryCount()).toBe(before);
  });

  it('a code to an invited account never signed in re-sends the invitation, audited; to any other account, not', async () => {
    const created = await send(t, 'POST', '/api/users', {
      as: admin,
      payload: { name: 'Rex Resent', email: 'rex@example.test', role: 'student' },
    });
    const id = json<{ data: { id: string } }>(created).data.id;
    expect((await send(t, 'POST', `/api/users/${id}/reset-code`, { as: admin })).statusCode).toBe(200);
    expect((await entriesAbout(id)).map((entry) => [entry.action, entry.actorId])).toEqual([
      ['account.created_by_admin', admin.id],
      ['account.invited', admin.id],
    ]);
    const used = await createSignedInUser(t, 'student');
    expect((await send(t, 'POST', `/api/users/${used.id}/reset-code`, { as: admin })).statusCode).toBe(200);
    expect(await entriesAbout(used.id)).toEqual([]);
    // A self-registered account that has not signed in yet was never invited: an ordinary reset code.
    const registered = await send(t, 'POST', '/api/auth/register', {
      payload: { name: 'Reg Istered', email: 'reg@example.test', password: 'long enough pass', role: 'student' },
    });
    expect(registered.statusCode).toBe(201);
    const [self] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'reg@example.test'));
    expect((await send(t, 'POST', `/api/users/${self?.id}/reset-code`, { as: admin })).statusCode).toBe(200);
    expect(await entriesAbout(self?.id ?? '')).toEqual([]);
  });
});

describe('the audit screen and the export', () => {
  it('GET /api/privacy/audit-log answers each entry with its change', async () => {
    const dan = await createSignedInUser(t, 'student', { name: 'Dan Demoted' });
    await change(admin, dan.id, { role: 'teacher' });
    const response = await send(t, 'GET', '/api/privacy/audit-log?action=account.role_changed', { as: admin });
    expect(response.statusCode).toBe(200);
    const entries = json<{ data: { subject: { name: string }; change: unknown }[] }>(response).data;
    expect(entries.find((entry) => entry.subject.name === 'Dan Demoted')?.change).toEqual({
      from: 'student',
      to: 'teacher',
    });
  });

  it("the user's export holds the change of entries about them and when they first signed in", async () => {
    const eve = await createSignedInUser(t, 'student');
    await change(admin, eve.id, { status: 'suspended' });
    const files = unzipSync(await buildExportZip(t.db, eve.id));
    const entries = JSON.parse(strFromU8(files['audit_log.json'] ?? new Uint8Array())) as { change: string }[];
    expect(entries.map((entry) => JSON.parse(entry.change))).toEqual([{ from: 'active', to: 'suspended' }]);
    expect(strFromU8(files['audit_log.csv'] ?? new Uint8Array())).toContain('suspended');
    const profile = JSON.parse(strFromU8(files['profile.json'] ?? new Uint8Array())) as Record<string, unknown>;
    expect(profile.firstSignedInAt).toEqual(expect.any(String));
  });
});

describe('instructorId on the course list', () => {
  it('is an admin-only filter: a teacher asking for it is refused, bad ids are 400', async () => {
    const url = `/api/courses/instructor/courses?instructorId=${teacher.id}`;
    expect((await send(t, 'GET', url, { as: admin })).statusCode).toBe(200);
    const refused = await send(t, 'GET', url, { as: teacher });
    expect(refused.statusCode).toBe(403);
    expect(json(refused).message).toBe('Only administrators can list courses by teacher');
    const bad = await send(t, 'GET', '/api/courses/instructor/courses?instructorId=nobody', { as: admin });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).message).toContain('Choose a teacher from the list');
  });
});
