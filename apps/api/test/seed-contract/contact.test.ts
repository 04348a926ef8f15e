import { describe, expect, it } from 'vitest';
import { contactMessages } from '../../src/db/schema';
import { createSignedInUser, json, useSignedInUsers, useTestApp } from '../helpers/test-app';
import { seedCall } from './seed-client';

/** The seed's contact calls, with its payload and the fields it reads. */
const t = useTestApp();
const { admin } = useSignedInUsers(t, { admin: 'admin' });

const message = (i: number) => ({
  name: `Visitor ${i}`,
  email: `visitor${i}@example.test`,
  subject: 'Question',
  message: 'Do you offer evening classes?',
});

describe('POST /contact (name, email, subject, message → success, message, data)', () => {
  it('stores the message and says "Message sent successfully!"', async () => {
    const response = await seedCall(t, 'POST', '/contact', { payload: message(0) });
    expect(response.statusCode).toBe(201);
    expect(json(response)).toMatchObject({
      success: true,
      message: 'Message sent successfully!',
      data: { name: 'Visitor 0', email: 'visitor0@example.test', subject: 'Question' },
    });
  });
});

describe('GET /contact (admin → success, message, data)', () => {
  it('answers every submission in data, not a first page of 12', async () => {
    await t.db.insert(contactMessages).values(Array.from({ length: 13 }, (_, i) => message(i + 1)));
    const response = await seedCall(t, 'GET', '/contact', { as: admin });
    expect(response.statusCode).toBe(200);
    const answer = json<{ success: boolean; message: string; data: unknown[]; pagination: { total: number } }>(
      response,
    );
    expect(answer).toMatchObject({ success: true, message: expect.any(String) });
    expect(answer.data).toHaveLength(14);
    expect(answer.pagination.total).toBe(14);
  });

  it('refuses a teacher, a student and a visitor', async () => {
    for (const role of ['teacher', 'student'] as const) {
      const caller = await createSignedInUser(t, role);
      expect((await seedCall(t, 'GET', '/contact', { as: caller })).statusCode).toBe(403);
    }
    expect((await seedCall(t, 'GET', '/contact')).statusCode).toBe(401);
  });
});
