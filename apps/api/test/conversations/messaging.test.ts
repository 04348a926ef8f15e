import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { ConversationSummary, DirectMessage } from '@tutorium/contract/conversations';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationParticipants, conversations, messages } from '../../src/db/schema';
import { createCourseWithStudents } from '../helpers/courses';
import { eventReader } from '../helpers/event-stream';
import { json, send, type TestUser, useSignedInUsers, useTestApp } from '../helpers/test-app';

const t = useTestApp();
const { teacher, student, outsider, admin } = useSignedInUsers(t, {
  teacher: ['teacher', { name: 'Tara Teacher', phone: '+91 98765 43210', avatar: 'https://img.example.test/t.png' }],
  student: ['student', { name: 'Sam Student', phone: '+91 91234 56789' }],
  outsider: ['student', { name: 'Olly Outsider' }],
  admin: ['admin', { name: 'Ada Admin' }],
});
let courseId = '';
beforeAll(async () => {
  courseId = (await createCourseWithStudents(t, teacher, [student])).id;
});
afterAll(() => {
  if (t.app.server.listening) t.app.server.closeAllConnections();
});

interface Started {
  data: ConversationSummary;
  message: DirectMessage;
  repeated: boolean;
}

const start = (as: TestUser, payload: object) => send(t, 'POST', '/api/conversations', { as, payload });
const say = (as: TestUser, conversationId: string, text: string, clientId: string = randomUUID()) =>
  send(t, 'POST', `/api/conversations/${conversationId}/messages`, { as, payload: { text, clientId } });
const summaryOf = async (as: TestUser, conversationId: string) =>
  json<{ data: ConversationSummary }>(await send(t, 'GET', `/api/conversations/${conversationId}`, { as })).data;
const unreadOf = async (as: TestUser) =>
  json<{ unread: number; conversations: number }>(await send(t, 'GET', '/api/conversations/unread', { as }));
const rowsOf = (conversationId: string) =>
  t.db.select().from(messages).where(eq(messages.conversationId, conversationId));

let courseConversation = '';

describe('a student and the teacher of their course', () => {
  it('start an active conversation at once, shown to each with the other’s public fields only', async () => {
    const response = await start(student, {
      recipientId: teacher.id,
      text: 'Is the class at 6 tomorrow?',
      clientId: randomUUID(),
    });
    expect(response.statusCode).toBe(201);
    const started = json<Started>(response);
    courseConversation = started.data.id;
    expect(started).toMatchObject({
      repeated: false,
      data: {
        kind: 'course',
        status: 'active',
        course: { id: courseId, title: 'Algebra Foundations' },
        startedByMe: true,
        otherParty: { id: teacher.id, name: 'Tara Teacher', role: 'teacher', avatar: 'https://img.example.test/t.png' },
        unread: 0,
        canSend: true,
        blockedByMe: false,
        blockedMe: false,
      },
      message: { text: 'Is the class at 6 tomorrow?', mine: true, sender: { id: student.id, name: 'Sam Student' } },
    });
    // Neither side's email nor phone travels in any answer.
    const list = await send(t, 'GET', '/api/conversations', { as: teacher });
    for (const body of [response.body, list.body]) {
      for (const secret of [teacher.email, student.email, '98765', '91234']) expect(body).not.toContain(secret);
    }
    const [summary] = json<{ data: ConversationSummary[] }>(list).data;
    expect(summary).toMatchObject({
      id: courseConversation,
      startedByMe: false,
      unread: 1,
      otherParty: { id: student.id, name: 'Sam Student', role: 'student' },
      lastMessage: { preview: 'Is the class at 6 tomorrow?', mine: false, hasAttachments: false },
    });
    expect(await unreadOf(teacher)).toEqual({ success: true, unread: 1, conversations: 1 });
    expect(await unreadOf(student)).toEqual({ success: true, unread: 0, conversations: 0 });
  });

  it('stores a retried message once: the repeat answers the stored one', async () => {
    const clientId = randomUUID();
    const first = await say(teacher, courseConversation, 'Yes, 6 pm.', clientId);
    expect(first.statusCode).toBe(201);
    const again = await say(teacher, courseConversation, 'Yes, 6 pm.', clientId);
    expect(again.statusCode).toBe(201);
    expect(json<{ repeated: boolean; data: DirectMessage }>(again)).toMatchObject({
      repeated: true,
      data: { id: json<{ data: DirectMessage }>(first).data.id, clientId, mine: true },
    });
    expect((await rowsOf(courseConversation)).filter((row) => row.clientId === clientId)).toHaveLength(1);
    expect(await unreadOf(student)).toMatchObject({ unread: 1 });
    // The same id from the same sender in another conversation is refused, and nothing is written.
    const other = json<Started>(await start(admin, { recipientId: teacher.id, text: 'Hello', clientId: randomUUID() }));
    const reused = await say(teacher, other.data.id, 'Reused', clientId);
    expect(reused.statusCode).toBe(409);
    expect(json(reused)).toMatchObject({ code: 'client_id_used' });
    expect(await rowsOf(other.data.id)).toHaveLength(1);
    // Another sender may use the same id.
    expect((await say(student, courseConversation, 'Thanks', clientId)).statusCode).toBe(201);
  });

  it('pages the history newest first with a cursor', async () => {
    for (const text of ['one', 'two', 'three'])
      expect((await say(student, courseConversation, text)).statusCode).toBe(201);
    const texts: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `?limit=2&before=${cursor}` : '?limit=2';
      const response = await send(t, 'GET', `/api/conversations/${courseConversation}/messages${query}`, {
        as: teacher,
      });
      expect(response.statusCode).toBe(200);
      const page = json<{ data: DirectMessage[]; nextCursor: string | null }>(response);
      expect(page.data.length).toBeLessThanOrEqual(2);
      texts.push(...page.data.map((message) => message.text));
      cursor = page.nextCursor;
    } while (cursor);
    expect(texts).toEqual(['three', 'two', 'one', 'Thanks', 'Yes, 6 pm.', 'Is the class at 6 tomorrow?']);
    const unknown = await send(t, 'GET', `/api/conversations/${courseConversation}/messages?before=${randomUUID()}`, {
      as: teacher,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('marks read up to a message, never backwards, and shows the receipt to the other side', async () => {
    const page = json<{ data: DirectMessage[] }>(
      await send(t, 'GET', `/api/conversations/${courseConversation}/messages`, { as: teacher }),
    );
    const [newest, second] = page.data;
    // Four from the student here, and the admin's hello elsewhere.
    expect(await unreadOf(teacher)).toMatchObject({ unread: 5, conversations: 2 });
    const partly = await send(t, 'POST', `/api/conversations/${courseConversation}/read`, {
      as: teacher,
      payload: { messageId: second?.id },
    });
    expect(json(partly)).toMatchObject({ unread: 2, conversations: 2 });
    expect((await summaryOf(student, courseConversation)).otherReadUpTo?.messageId).toBe(second?.id);
    const all = await send(t, 'POST', `/api/conversations/${courseConversation}/read`, { as: teacher, payload: {} });
    expect(json(all)).toMatchObject({ unread: 1, conversations: 1 });
    // A stale tab marking an older message read changes nothing.
    await send(t, 'POST', `/api/conversations/${courseConversation}/read`, {
      as: teacher,
      payload: { messageId: second?.id },
    });
    expect((await summaryOf(student, courseConversation)).otherReadUpTo?.messageId).toBe(newest?.id);
    expect(await summaryOf(teacher, courseConversation)).toMatchObject({ unread: 0 });
    expect(await unreadOf(teacher)).toMatchObject({ unread: 1 });
  });

  it('searches within my own conversations only', async () => {
    const found = json<{ data: ConversationSummary[] }>(
      await send(t, 'GET', '/api/conversations?search=6%20tomorrow', { as: student }),
    );
    expect(found.data.map((summary) => summary.id)).toEqual([courseConversation]);
    const byName = json<{ data: ConversationSummary[] }>(
      await send(t, 'GET', '/api/conversations?search=tara', { as: student }),
    );
    expect(byName.data).toHaveLength(1);
    const stranger = json<{ data: ConversationSummary[] }>(
      await send(t, 'GET', '/api/conversations?search=tomorrow', { as: outsider }),
    );
    expect(stranger.data).toEqual([]);
  });
});

describe('a contact request through the public profile', () => {
  it('refuses a course the student is not enrolled in, writing nothing', async () => {
    const before = await t.db.select().from(conversations);
    const response = await start(outsider, { recipientId: teacher.id, courseId, text: 'Hi', clientId: randomUUID() });
    expect(response.statusCode).toBe(403);
    expect(json(response)).toMatchObject({ code: 'not_enrolled' });
    expect(await t.db.select().from(conversations)).toHaveLength(before.length);
  });

  it('is a request: its sender waits, the teacher’s reply accepts it', async () => {
    const response = await start(outsider, {
      recipientId: teacher.id,
      text: 'Do you teach calculus?',
      clientId: randomUUID(),
    });
    expect(response.statusCode, response.body).toBe(201);
    const started = json<Started>(response);
    expect(started.data).toMatchObject({ kind: 'contact', status: 'request', canSend: false, course: null });
    expect(await summaryOf(teacher, started.data.id)).toMatchObject({ status: 'request', canSend: true, unread: 1 });
    const again = await say(outsider, started.data.id, 'Hello?');
    expect(again.statusCode).toBe(409);
    expect(json(again)).toMatchObject({ code: 'request_pending' });
    expect(await rowsOf(started.data.id)).toHaveLength(1);
    expect((await say(teacher, started.data.id, 'Yes, I do.')).statusCode).toBe(201);
    expect(await summaryOf(outsider, started.data.id)).toMatchObject({ status: 'active', canSend: true, unread: 1 });
    expect((await say(outsider, started.data.id, 'Great!')).statusCode).toBe(201);
  });

  it('refuses a student writing to another student, themselves, or an unknown person', async () => {
    const toStudent = await start(outsider, { recipientId: student.id, text: 'Hi', clientId: randomUUID() });
    expect(json(toStudent)).toMatchObject({ code: 'cannot_message' });
    const toSelf = await start(outsider, { recipientId: outsider.id, text: 'Hi', clientId: randomUUID() });
    expect(json(toSelf)).toMatchObject({ code: 'cannot_message' });
    const unknown = await start(outsider, { recipientId: randomUUID(), text: 'Hi', clientId: randomUUID() });
    expect(unknown.statusCode).toBe(404);
    const empty = await start(outsider, { recipientId: teacher.id, text: '   ', clientId: randomUUID() });
    expect(empty.statusCode).toBe(400);
  });

  it('lets an admin write to anyone, active at once', async () => {
    const started = json<Started>(
      await start(admin, { recipientId: outsider.id, text: 'Welcome', clientId: randomUUID() }),
    );
    expect(started.data).toMatchObject({ kind: 'admin', status: 'active' });
    expect(await summaryOf(outsider, started.data.id)).toMatchObject({ canSend: true });
  });
});

describe('refusals', () => {
  it('refuses visitors on every endpoint', async () => {
    const id = randomUUID();
    for (const [method, url] of [
      ['GET', '/api/conversations'],
      ['GET', '/api/conversations/unread'],
      ['POST', '/api/conversations'],
      ['GET', `/api/conversations/${id}`],
      ['GET', `/api/conversations/${id}/messages`],
      ['POST', `/api/conversations/${id}/messages`],
      ['POST', `/api/conversations/${id}/read`],
    ] as const) {
      expect((await t.app.inject({ method, url, payload: {} })).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('answers 404 to someone not in the conversation, and writes nothing', async () => {
    const before = await rowsOf(courseConversation);
    const [participant] = await t.db
      .select()
      .from(conversationParticipants)
      .where(eq(conversationParticipants.conversationId, courseConversation));
    for (const caller of [outsider, admin]) {
      for (const [method, url, payload] of [
        ['GET', `/api/conversations/${courseConversation}`, undefined],
        ['GET', `/api/conversations/${courseConversation}/messages`, undefined],
        ['POST', `/api/conversations/${courseConversation}/messages`, { text: 'Sneaky', clientId: randomUUID() }],
        ['POST', `/api/conversations/${courseConversation}/read`, {}],
      ] as const) {
        const response = await send(t, method, url, { as: caller, ...(payload ? { payload } : {}) });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(json(response)).toMatchObject({ code: 'not_found', message: 'Conversation not found' });
      }
    }
    expect(await rowsOf(courseConversation)).toHaveLength(before.length);
    const [after] = await t.db
      .select()
      .from(conversationParticipants)
      .where(eq(conversationParticipants.conversationId, courseConversation));
    expect(after).toEqual(participant);
  });
});

describe('live delivery', () => {
  let base = '';
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });

  it('tells every open tab of both sides about a new message and a read, with the conversation id only', async () => {
    const open = (user: TestUser) => fetch(`${base}/api/notifications/stream`, { headers: user.headers });
    const [teacherTab, otherTeacherTab, studentTab, outsiderTab] = (
      await Promise.all([open(teacher), open(teacher), open(student), open(outsider)])
    ).map(eventReader);
    if (!teacherTab || !otherTeacherTab || !studentTab || !outsiderTab) throw new Error('streams missing');
    await Promise.all([teacherTab, otherTeacherTab, studentTab, outsiderTab].map((tab) => tab.next('ready')));

    expect((await say(student, courseConversation, 'Live one')).statusCode).toBe(201);
    const expected = { conversationId: courseConversation };
    expect(JSON.parse(await teacherTab.next('messages'))).toEqual(expected);
    expect(JSON.parse(await otherTeacherTab.next('messages'))).toEqual(expected);
    expect(JSON.parse(await studentTab.next('messages'))).toEqual(expected);

    await send(t, 'POST', `/api/conversations/${courseConversation}/read`, { as: teacher, payload: {} });
    expect(JSON.parse(await studentTab.next('messages'))).toEqual(expected);

    // A block changes who may send: both sides hear of it, and of the unblock.
    expect((await send(t, 'PUT', `/api/blocks/${student.id}`, { as: teacher })).statusCode).toBe(200);
    expect(JSON.parse(await studentTab.next('messages'))).toEqual(expected);
    expect((await send(t, 'DELETE', `/api/blocks/${student.id}`, { as: teacher })).statusCode).toBe(200);
    expect(JSON.parse(await studentTab.next('messages'))).toEqual(expected);

    // The outsider's tab heard nothing of it: the next event it gets is about their own conversation.
    const own = json<Started>(await start(admin, { recipientId: outsider.id, text: 'Ping', clientId: randomUUID() }));
    expect(JSON.parse(await outsiderTab.next('messages'))).toEqual({ conversationId: own.data.id });
    await Promise.all([teacherTab, otherTeacherTab, studentTab, outsiderTab].map((tab) => tab.cancel()));
  });
});
