import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactMessages } from '../../src/db/schema';
import { createTestApp, json, useSignedInUsers, useTestApp } from '../helpers/test-app';

const t = useTestApp();
const { admin, teacher, student } = useSignedInUsers(t, { admin: 'admin', teacher: 'teacher', student: 'student' });

const message = {
  name: 'Vera Visitor',
  email: 'Vera@Example.test',
  subject: 'Group discount',
  message: 'Do you offer group rates?',
};
const send = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/contact', payload, headers });

describe('POST /api/contact', () => {
  it('stores a visitor message and answers with it', async () => {
    const response = await send(message);
    expect(response.statusCode).toBe(201);
    expect(json(response)).toMatchObject({
      success: true,
      message: 'Message sent successfully!',
      data: { name: 'Vera Visitor', email: 'vera@example.test', subject: 'Group discount', read: false },
    });
    const rows = await t.db.select().from(contactMessages).where(eq(contactMessages.subject, 'Group discount'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.senderId).toBeNull();
  });

  it('remembers the signed-in sender', async () => {
    await send({ ...message, subject: 'From a student' }, student.headers);
    const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.subject, 'From a student'));
    expect(row?.senderId).toBe(student.id);
  });

  it.each([
    [{ name: '' }, 'name'],
    [{ email: 'nope' }, 'email'],
    [{ subject: '' }, 'subject'],
    [{ message: '' }, 'message'],
    [{ message: 'x'.repeat(5001) }, 'message'],
  ])('refuses %o with 400 and stores nothing', async (change, field) => {
    const before = (await t.db.select().from(contactMessages)).length;
    const response = await send({ ...message, ...change });
    expect(response.statusCode).toBe(400);
    expect(json<{ errors: Record<string, string> }>(response).errors).toHaveProperty(field);
    expect(await t.db.select().from(contactMessages)).toHaveLength(before);
  });

  it('is rate limited per IP', async () => {
    const limited = await createTestApp({ RATE_LIMIT_REQUESTS: '2' });
    try {
      const post = () => limited.app.inject({ method: 'POST', url: '/api/contact', payload: message });
      expect((await post()).statusCode).toBe(201);
      expect((await post()).statusCode).toBe(201);
      const third = await post();
      expect(third.statusCode).toBe(429);
      expect(await limited.db.select().from(contactMessages)).toHaveLength(2);
    } finally {
      await limited.close();
    }
  });
});

describe('the admin inbox', () => {
  it('lists submissions newest first with the unread count, to admins only', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/contact', headers: admin.headers });
    expect(response.statusCode).toBe(200);
    const body = json<{ data: { subject: string }[]; unreadCount: number }>(response);
    expect(body.data[0]?.subject).toBe('From a student');
    expect(body.unreadCount).toBe(2);
    for (const [headers, status] of [
      [teacher.headers, 403],
      [student.headers, 403],
      [{}, 401],
    ] as const) {
      const refused = await t.app.inject({ method: 'GET', url: '/api/contact', headers });
      expect(refused.statusCode).toBe(status);
      expect(refused.body).not.toContain('Group discount');
    }
  });

  it('marks read and unread, filters, and deletes', async () => {
    const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.subject, 'Group discount'));
    const id = row?.id ?? '';
    const read = await t.app.inject({
      method: 'PUT',
      url: `/api/contact/${id}`,
      headers: admin.headers,
      payload: { read: true },
    });
    expect(json(read)).toMatchObject({ data: { read: true } });
    const unread = await t.app.inject({ method: 'GET', url: '/api/contact?unread=true', headers: admin.headers });
    expect(json<{ data: { id: string }[] }>(unread).data.map((m) => m.id)).not.toContain(id);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/contact/${id}`,
          headers: teacher.headers,
          payload: { read: false },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/contact/${id}`, headers: student.headers })).statusCode,
    ).toBe(403);
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/contact/${id}`, headers: admin.headers });
    expect(removed.statusCode).toBe(200);
    expect(await t.db.select().from(contactMessages).where(eq(contactMessages.id, id))).toHaveLength(0);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/contact/${id}`, headers: admin.headers })).statusCode,
    ).toBe(404);
  });
});
