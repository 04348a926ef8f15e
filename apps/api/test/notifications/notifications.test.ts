import type { AddressInfo } from 'node:net';
import type { NotificationListResponse } from '@tutorium/contract/notifications';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifyUser, notifyUsers } from '../../src/platform/notifications';
import { createCourse, enrolIn } from '../helpers/courses';
import { eventReader } from '../helpers/event-stream';
import {
  createSignedInUsers,
  createTestApp,
  json,
  send,
  type TestUser,
  useSignedInUsers,
  useTestApp,
} from '../helpers/test-app';

const t = useTestApp();
const { student, other } = useSignedInUsers(t, { student: 'student', other: 'teacher' });
// Runs before the app closes (after-hooks run last first). The fetch client may leave connections it
// opened but never sent a request on (aborted streams).
afterAll(() => {
  if (t.app.server.listening) t.app.server.closeAllConnections();
});

const note = (userId: string, title: string) => ({
  userId,
  kind: 'class_scheduled' as const,
  title,
  body: `${title}, body`,
  link: '/student/live-classes',
});
const list = async (user: TestUser, query = '') => {
  const response = await send(t, 'GET', `/api/notifications${query}`, { as: user });
  expect(response.statusCode).toBe(200);
  return json<NotificationListResponse>(response);
};

describe('the notification list', () => {
  it('shows only my own, newest first, paged, with the unread count', async () => {
    await notifyUser(t.db, note(student.id, 'First'));
    await notifyUsers(t.db, [note(student.id, 'Second'), note(other.id, 'Not yours')]);
    const all = await list(student, '?pageSize=1');
    expect(all.unread).toBe(2);
    expect(all.pagination).toMatchObject({ page: 1, pageSize: 1, total: 2, pages: 2 });
    expect(all.data).toHaveLength(1);
    const both = await list(student);
    expect(both.data.map((item) => item.title).sort()).toEqual(['First', 'Second']);
    expect(both.data[0]).toMatchObject({ kind: 'class_scheduled', link: '/student/live-classes', readAt: null });
    expect((await list(other)).data.map((item) => item.title)).toEqual(['Not yours']);
  });

  it('filters by unread, and refuses a bad filter or page', async () => {
    const [first] = (await list(student)).data;
    await send(t, 'POST', `/api/notifications/${first?.id}/read`, { as: student });
    expect((await list(student, '?unread=true')).data).toHaveLength(1);
    expect((await list(student, '?unread=false')).data.map((item) => item.id)).toEqual([first?.id]);
    for (const query of ['?unread=maybe', '?page=0', '?pageSize=1000']) {
      const response = await send(t, 'GET', `/api/notifications${query}`, { as: student });
      expect(response.statusCode).toBe(400);
    }
  });

  it('refuses visitors', async () => {
    for (const [method, url] of [
      ['GET', '/api/notifications'],
      ['GET', '/api/notifications/stream'],
      ['POST', '/api/notifications/read-all'],
      ['POST', `/api/notifications/${crypto.randomUUID()}/read`],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode, url).toBe(401);
    }
  });
});

describe('marking read', () => {
  it('marks one of mine read and answers the new unread count; again changes nothing', async () => {
    await notifyUser(t.db, note(student.id, 'Third'));
    const before = await list(student, '?unread=true');
    const target = before.data[0];
    const first = await send(t, 'POST', `/api/notifications/${target?.id}/read`, { as: student });
    expect(first.statusCode).toBe(200);
    const body = json<{ data: { readAt: string }; unread: number }>(first);
    expect(body.unread).toBe(before.unread - 1);
    const again = json<{ data: { readAt: string } }>(
      await send(t, 'POST', `/api/notifications/${target?.id}/read`, { as: student }),
    );
    expect(again.data.readAt).toBe(body.data.readAt);
  });

  it("answers 404 for someone else's notification and leaves it unread, 400 for a bad id", async () => {
    const [theirs] = (await list(other)).data;
    const response = await send(t, 'POST', `/api/notifications/${theirs?.id}/read`, { as: student });
    expect(response.statusCode).toBe(404);
    expect(json(response)).toMatchObject({ success: false, message: 'Notification not found' });
    expect((await list(other)).unread).toBe(1);
    const unknown = await send(t, 'POST', `/api/notifications/${crypto.randomUUID()}/read`, { as: student });
    expect(unknown.statusCode).toBe(404);
    const bad = await send(t, 'POST', '/api/notifications/not-an-id/read', { as: student });
    expect(bad.statusCode).toBe(400);
  });

  it('marks all of mine read, and nobody else’s', async () => {
    await notifyUser(t.db, note(student.id, 'Fourth'));
    const response = await send(t, 'POST', '/api/notifications/read-all', { as: student });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({ success: true, marked: 2, unread: 0 });
    expect((await list(student)).unread).toBe(0);
    expect((await list(other)).unread).toBe(1);
  });
});

describe('the live stream', () => {
  let base: string;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  const open = (user: TestUser, signal?: AbortSignal) =>
    fetch(`${base}/api/notifications/stream`, { headers: user.headers, ...(signal ? { signal } : {}) });

  it('tells me when a notification of mine is committed, not when one is rolled back or is someone else’s', async () => {
    const response = await open(student);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const events = eventReader(response);
    await events.next('ready');

    await t.db
      .transaction(async (tx) => {
        await notifyUser(tx, note(student.id, 'Rolled back'));
        throw new Error('undo');
      })
      .catch(() => {});
    await notifyUser(t.db, note(other.id, 'Theirs'));
    await notifyUser(t.db, note(student.id, 'Live'));
    await events.next('changed');
    const titles = (await list(student)).data.map((item) => item.title);
    expect(titles).toContain('Live');
    expect(titles).not.toContain('Rolled back');
    await events.cancel();
  });

  it('tells every stream which course’s seats changed when an enrolment or a waitlist join commits', async () => {
    const response = await open(student);
    const events = eventReader(response);
    await events.next('ready');
    const course = await createCourse(t, other, { maxStudents: 1 });
    const [first, second] = await createSignedInUsers(t, 'student', 2);
    if (!first || !second) throw new Error('no students');
    expect((await enrolIn(t, first, course.id)).statusCode).toBe(201);
    expect(JSON.parse(await events.next('seats'))).toEqual({ courseId: course.id });
    expect((await send(t, 'POST', `/api/courses/${course.id}/waitlist`, { as: second })).statusCode).toBe(201);
    expect(JSON.parse(await events.next('seats'))).toEqual({ courseId: course.id });
    await events.cancel();
  });

  it('caps streams per user and frees a slot when a client hangs up', async () => {
    const controllers = Array.from({ length: 5 }, () => new AbortController());
    const streams = await Promise.all(controllers.map((controller) => open(other, controller.signal)));
    expect(streams.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
    const refused = await open(other);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ success: false, message: expect.stringMatching(/Too many/) });
    controllers[0]?.abort();
    await expect.poll(() => t.app.notificationHub.openStreams()).toBe(4);
    const again = await open(other);
    expect(again.status).toBe(200);
    for (const controller of controllers) controller.abort();
    await again.body?.cancel();
    await expect.poll(() => t.app.notificationHub.openStreams()).toBe(0);
  });

  it('ends open streams when the server closes, without waiting for the client', async () => {
    // An instance of its own: other tests' clients leave connections that are not this test's subject.
    const instance = await createTestApp({}, { sharing: t });
    await instance.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (instance.app.server.address() as AddressInfo).port;
    const events = eventReader(
      await fetch(`http://127.0.0.1:${port}/api/notifications/stream`, { headers: student.headers }),
    );
    await events.next('ready');
    const started = Date.now();
    await Promise.all([instance.close(), events.ended()]);
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
