import { randomUUID } from 'node:crypto';
import type { ConversationReport, ConversationSummary, DirectMessage } from '@tutorium/contract/conversations';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, conversationReports, conversations, messages, userBlocks } from '../../src/db/schema';
import { MESSAGING_LIMITS } from '../../src/platform/rate-limiter';
import { createCourseWithStudents } from '../helpers/courses';
import {
  createSignedInUser,
  json,
  send,
  statusesFor,
  type TestUser,
  useSignedInUsers,
  useTestApp,
} from '../helpers/test-app';

const t = useTestApp();
const { teacher, student, visitor, admin, bystander } = useSignedInUsers(t, {
  teacher: ['teacher', { name: 'Tara Teacher' }],
  student: ['student', { name: 'Sam Student' }],
  visitor: ['student', { name: 'Vic Visitor' }],
  admin: ['admin', { name: 'Ada Admin' }],
  bystander: ['student', { name: 'Bea Bystander' }],
});

const start = (as: TestUser, payload: object) => send(t, 'POST', '/api/conversations', { as, payload });
const say = (as: TestUser, conversationId: string, text: string) =>
  send(t, 'POST', `/api/conversations/${conversationId}/messages`, {
    as,
    payload: { text, clientId: randomUUID() },
  });
const startWith = async (as: TestUser, recipient: TestUser, text = 'Hello') => {
  const response = await start(as, { recipientId: recipient.id, text, clientId: randomUUID() });
  expect(response.statusCode, response.body).toBe(201);
  return json<{ data: ConversationSummary }>(response).data;
};
const messageCount = async (conversationId: string) =>
  (await t.db.select().from(messages).where(eq(messages.conversationId, conversationId))).length;
const statusOf = async (conversationId: string) =>
  (await t.db.select().from(conversations).where(eq(conversations.id, conversationId)))[0]?.status;

describe('contact requests', () => {
  it('only the teacher it was sent to accepts or declines it, once', async () => {
    const request = await startWith(visitor, teacher, 'May I join your class?');
    const accept = `/api/conversations/${request.id}/accept`;
    // The requester cannot accept their own request; a stranger does not see it.
    expect(json(await send(t, 'POST', accept, { as: visitor }))).toMatchObject({ code: 'not_a_request' });
    expect((await send(t, 'POST', accept, { as: bystander })).statusCode).toBe(404);
    expect((await send(t, 'POST', accept)).statusCode).toBe(401);
    expect(await statusOf(request.id)).toBe('request');
    const accepted = await send(t, 'POST', accept, { as: teacher });
    expect(accepted.statusCode).toBe(200);
    expect(json<{ data: ConversationSummary }>(accepted).data).toMatchObject({ status: 'active', canSend: true });
    expect(json(await send(t, 'POST', `/api/conversations/${request.id}/decline`, { as: teacher }))).toMatchObject({
      code: 'not_a_request',
    });
    expect((await say(visitor, request.id, 'Thank you!')).statusCode).toBe(201);
  });

  it('declined: no more messages from either side, and starting again is refused', async () => {
    const asker = await startWith(bystander, teacher, 'Hi');
    const declined = await send(t, 'POST', `/api/conversations/${asker.id}/decline`, { as: teacher });
    expect(json<{ data: ConversationSummary }>(declined).data).toMatchObject({ status: 'declined', canSend: false });
    for (const [as, response] of [
      [bystander, await say(bystander, asker.id, 'Please?')],
      [teacher, await say(teacher, asker.id, 'No')],
      [bystander, await start(bystander, { recipientId: teacher.id, text: 'Again', clientId: randomUUID() })],
    ] as const) {
      expect(response.statusCode, as.email).toBe(409);
      expect(json(response)).toMatchObject({ code: 'request_declined' });
    }
    expect(await messageCount(asker.id)).toBe(1);
  });
});

describe('blocking', () => {
  it('stops messages and new conversations both ways, with one answer that tells no more', async () => {
    await createCourseWithStudents(t, teacher, [student]);
    const conversation = await startWith(student, teacher, 'Question about homework');
    const blocked = await send(t, 'PUT', `/api/blocks/${student.id}`, { as: teacher });
    expect(blocked.statusCode).toBe(200);
    expect(json(blocked)).toMatchObject({ data: { user: { id: student.id, name: 'Sam Student' } } });
    // Blocking again changes nothing.
    expect((await send(t, 'PUT', `/api/blocks/${student.id}`, { as: teacher })).statusCode).toBe(200);
    expect(
      await t.db
        .select()
        .from(userBlocks)
        .where(and(eq(userBlocks.blockerId, teacher.id), eq(userBlocks.blockedId, student.id))),
    ).toHaveLength(1);

    const before = await messageCount(conversation.id);
    const answers = [
      await say(student, conversation.id, 'Hello?'),
      await say(teacher, conversation.id, 'Hi'),
      await start(student, { recipientId: teacher.id, text: 'New', clientId: randomUUID() }),
      await start(teacher, { recipientId: student.id, text: 'New', clientId: randomUUID() }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(403);
      expect(json(answer)).toEqual({
        success: false,
        code: 'user_blocked',
        message: 'You cannot send messages in this conversation',
      });
    }
    expect(await messageCount(conversation.id)).toBe(before);
    const seenByStudent = json<{ data: ConversationSummary }>(
      await send(t, 'GET', `/api/conversations/${conversation.id}`, { as: student }),
    ).data;
    expect(seenByStudent).toMatchObject({ blockedMe: true, blockedByMe: false, canSend: false });

    const list = json<{ data: { user: { id: string } }[] }>(await send(t, 'GET', '/api/blocks', { as: teacher }));
    expect(list.data.map((block) => block.user.id)).toEqual([student.id]);
    expect(json<{ data: unknown[] }>(await send(t, 'GET', '/api/blocks', { as: student })).data).toEqual([]);

    expect((await send(t, 'DELETE', `/api/blocks/${student.id}`, { as: teacher })).statusCode).toBe(200);
    expect((await send(t, 'DELETE', `/api/blocks/${student.id}`, { as: teacher })).statusCode).toBe(404);
    expect((await say(student, conversation.id, 'Thanks for unblocking')).statusCode).toBe(201);
  });

  it('refuses blocking oneself or nobody, and visitors', async () => {
    expect(json(await send(t, 'PUT', `/api/blocks/${student.id}`, { as: student }))).toMatchObject({
      code: 'cannot_message',
    });
    expect((await send(t, 'PUT', `/api/blocks/${randomUUID()}`, { as: student })).statusCode).toBe(404);
    const id = randomUUID();
    expect(await statusesFor(t, 'GET', '/api/blocks', [null])).toEqual([401]);
    expect(await statusesFor(t, 'PUT', `/api/blocks/${id}`, [null])).toEqual([401]);
    expect(await statusesFor(t, 'DELETE', `/api/blocks/${id}`, [null])).toEqual([401]);
  });
});

describe('reports and their review', () => {
  it('admins see reported conversations only, read them, and close a report once (audit-logged)', async () => {
    const reportedOne = await startWith(admin, visitor, 'Welcome to Tutorium');
    const quiet = await startWith(admin, bystander, 'Nobody reports this one');
    expect((await say(visitor, reportedOne.id, 'Send me your phone number')).statusCode).toBe(201);
    const reportUrl = `/api/conversations/${reportedOne.id}/report`;
    expect((await send(t, 'POST', reportUrl, { as: bystander, payload: { reason: 'spam' } })).statusCode).toBe(404);
    expect((await send(t, 'POST', reportUrl, { payload: { reason: 'spam' } })).statusCode).toBe(401);
    const reported = await send(t, 'POST', reportUrl, {
      as: admin,
      payload: { reason: 'contact_details', details: 'Asked for a phone number' },
    });
    expect(reported.statusCode).toBe(201);
    const report = json<{ data: ConversationReport }>(reported).data;
    expect(report).toMatchObject({
      conversationId: reportedOne.id,
      status: 'open',
      reporter: { id: admin.id },
      reported: { id: visitor.id, name: 'Vic Visitor' },
    });
    const twice = await send(t, 'POST', reportUrl, { as: admin, payload: { reason: 'spam' } });
    expect(json(twice)).toMatchObject({ code: 'already_reported' });
    expect(await t.db.select().from(conversationReports)).toHaveLength(1);

    // Non-admins are refused every admin endpoint.
    for (const [method, url] of [
      ['GET', '/api/conversation-reports'],
      ['GET', `/api/conversation-reports/${report.id}`],
      ['PUT', `/api/conversation-reports/${report.id}`],
    ] as const) {
      expect(await statusesFor(t, method, url, [null, student, teacher], { status: 'resolved' })).toEqual([
        401, 403, 403,
      ]);
    }
    const list = json<{ data: ConversationReport[] }>(await send(t, 'GET', '/api/conversation-reports', { as: admin }));
    expect(list.data.map((item) => item.conversationId)).toEqual([reportedOne.id]);
    const detail = json<{ messages: DirectMessage[] }>(
      await send(t, 'GET', `/api/conversation-reports/${report.id}`, { as: admin }),
    );
    expect(detail.messages.map((message) => message.text)).toEqual([
      'Send me your phone number',
      'Welcome to Tutorium',
    ]);
    expect(detail.messages.every((message) => message.mine === false)).toBe(true);
    // The unreported conversation is still invisible to the admins' review (404 as a report id).
    expect((await send(t, 'GET', `/api/conversation-reports/${quiet.id}`, { as: admin })).statusCode).toBe(404);

    const resolved = await send(t, 'PUT', `/api/conversation-reports/${report.id}`, {
      as: admin,
      payload: { status: 'resolved', resolution: 'Warned the user' },
    });
    expect(resolved.statusCode).toBe(200);
    expect(json(resolved)).toMatchObject({ data: { status: 'resolved', resolution: 'Warned the user' } });
    const again = await send(t, 'PUT', `/api/conversation-reports/${report.id}`, {
      as: admin,
      payload: { status: 'dismissed' },
    });
    expect(json(again)).toMatchObject({ code: 'report_closed' });
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.action, 'conversation_report.closed'));
    expect(entries).toEqual([
      expect.objectContaining({ actorId: admin.id, subjectId: visitor.id, change: { from: 'open', to: 'resolved' } }),
    ]);
  });
});

describe('rate limits per account', () => {
  it('refuses messages past the limit with 429 and writes nothing more', async () => {
    const { max } = MESSAGING_LIMITS['message-send'];
    // A fresh account: nothing it sent before counts.
    const sender = await createSignedInUser(t, 'student', { name: 'Rae Rapid' });
    const conversation = await startWith(admin, sender, 'Limits');
    let last = 201;
    let sent = 0;
    for (let i = 0; i <= max && last === 201; i++) {
      last = (await say(sender, conversation.id, `n${i}`)).statusCode;
      if (last === 201) sent += 1;
    }
    expect(last).toBe(429);
    expect(sent).toBe(max);
    const refused = await say(sender, conversation.id, 'one more');
    expect(json(refused)).toMatchObject({ code: 'too_many_requests' });
    expect(refused.headers['retry-after']).toBeDefined();
    expect(await messageCount(conversation.id)).toBe(max + 1);
    // Another account is not held back.
    expect((await say(admin, conversation.id, 'still fine')).statusCode).toBe(201);
  });
});
