import { randomUUID } from 'node:crypto';
import type { ConversationSummary } from '@tutorium/contract/conversations';
import { MESSAGE_DIGEST_QUIET_MINUTES } from '@tutorium/contract/conversations';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { conversations, courses, emailOutbox } from '../../src/db/schema';
import { sendMessageDigests } from '../../src/modules/conversations/digest';
import { pairKeyOf } from '../../src/modules/conversations/rules';
import { linkAsGuardian } from '../guardian-portal/portal-helpers';
import { createCourseWithStudents } from '../helpers/courses';
import { expectRefusal, json, send, type TestUser, useSignedInUsers, useTestApp } from '../helpers/test-app';

const t = useTestApp();
const { teacher, otherTeacher, formerTeacher, child, classmate, parent, pending, classmatesParent, sibling, admin } =
  useSignedInUsers(t, {
    teacher: ['teacher', { name: 'Tara Teacher' }],
    otherTeacher: ['teacher', { name: 'Omar Other' }],
    formerTeacher: ['teacher', { name: 'Fred Former' }],
    child: ['student', { name: 'Asha Rao' }],
    classmate: ['student', { name: 'Ben Das' }],
    parent: ['guardian', { name: 'Pat Parent' }],
    pending: ['guardian', { name: 'Penny Pending' }],
    classmatesParent: ['guardian', { name: 'Bea Das' }],
    // Any account may be a guardian: an older brother with a student account of his own.
    sibling: ['student', { name: 'Sid Rao' }],
    admin: ['admin', { name: 'Ada Admin' }],
  });
let algebraId = '';
let otherCourseId = '';
let finishedCourseId = '';

beforeAll(async () => {
  algebraId = (await createCourseWithStudents(t, teacher, [child, classmate], { title: 'Algebra' })).id;
  otherCourseId = (await createCourseWithStudents(t, otherTeacher, [classmate], { title: 'Chemistry' })).id;
  // A course the child took that is over: its teacher is not theirs any more.
  finishedCourseId = (await createCourseWithStudents(t, formerTeacher, [child], { title: 'History' })).id;
  await t.db.update(courses).set({ status: 'completed' }).where(eq(courses.id, finishedCourseId));
  await linkAsGuardian(t, child, parent, { relationship: 'Mother' });
  await linkAsGuardian(t, child, sibling, { relationship: 'Brother' });
  await linkAsGuardian(t, child, pending, { state: 'awaiting_approval' });
  await linkAsGuardian(t, classmate, classmatesParent);
});

const start = (as: TestUser, recipient: TestUser, extra: object = {}) =>
  send(t, 'POST', '/api/conversations', {
    as,
    payload: { recipientId: recipient.id, text: 'Hello', clientId: randomUUID(), ...extra },
  });
const conversationOf = async (a: TestUser, b: TestUser) =>
  (
    await t.db
      .select()
      .from(conversations)
      .where(eq(conversations.pairKey, pairKeyOf(a.id, b.id)))
  )[0];
const cannotMessage = (response: Parameters<typeof expectRefusal>[0]) =>
  expectRefusal(response, 403, 'cannot_message', 'You cannot start a conversation with this person');

describe("a guardian and their child's teacher", () => {
  let conversationId = '';

  it('start an active conversation about the child’s course, and the teacher replies', async () => {
    const started = await start(parent, teacher, { text: 'How is Asha doing in algebra?' });
    expect(started.statusCode, started.body).toBe(201);
    const { data } = json<{ data: ConversationSummary }>(started);
    conversationId = data.id;
    expect(data).toMatchObject({
      kind: 'course',
      status: 'active',
      course: { id: algebraId, title: 'Algebra' },
      otherParty: { id: teacher.id, name: 'Tara Teacher', role: 'teacher' },
      canSend: true,
    });

    // The teacher sees who wrote, as a guardian, and answers: no request to accept first.
    const theirs = json<{ data: ConversationSummary }>(
      await send(t, 'GET', `/api/conversations/${conversationId}`, { as: teacher }),
    ).data;
    expect(theirs.otherParty).toMatchObject({ id: parent.id, name: 'Pat Parent', role: 'guardian' });
    expect(theirs.canSend).toBe(true);
    const reply = await send(t, 'POST', `/api/conversations/${conversationId}/messages`, {
      as: teacher,
      payload: { text: 'Very well, thank you.', clientId: randomUUID() },
    });
    expect(reply.statusCode, reply.body).toBe(201);
    const again = await send(t, 'POST', `/api/conversations/${conversationId}/messages`, {
      as: parent,
      payload: { text: 'Thanks!', clientId: randomUUID() },
    });
    expect(again.statusCode, again.body).toBe(201);
  });

  it('may name the child’s course', async () => {
    const response = await start(sibling, teacher, { courseId: algebraId });
    expect(response.statusCode, response.body).toBe(201);
    expect(json<{ data: ConversationSummary }>(response).data).toMatchObject({
      kind: 'course',
      status: 'active',
      course: { id: algebraId },
    });
  });

  it('links the guardian’s digest to the guardian portal’s Messages', async () => {
    const sent = await send(t, 'POST', `/api/conversations/${conversationId}/messages`, {
      as: teacher,
      payload: { text: 'See you at the meeting.', clientId: randomUUID() },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    await sendMessageDigests({
      ...t.app.ctx,
      now: () => new Date(Date.now() + (MESSAGE_DIGEST_QUIET_MINUTES + 1) * 60_000),
    });
    const mails = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, parent.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body).toContain('Tara Teacher');
    expect(mails[0]?.body).toContain('/guardian/messages');
  });
});

describe('a guardian is refused', () => {
  it('with teachers of no course of their child’s, and writes nothing', async () => {
    cannotMessage(await start(parent, otherTeacher));
    // A course of that teacher's the child is not in, named or not.
    cannotMessage(await start(parent, otherTeacher, { courseId: otherCourseId }));
    cannotMessage(await start(parent, teacher, { courseId: otherCourseId }));
    // The teacher of a course that is over.
    cannotMessage(await start(parent, formerTeacher));
    expect(await conversationOf(parent, otherTeacher)).toBeUndefined();
    expect(await conversationOf(parent, formerTeacher)).toBeUndefined();
  });

  it('with students, their own child included, and admins', async () => {
    cannotMessage(await start(parent, child));
    cannotMessage(await start(parent, classmate));
    cannotMessage(await start(parent, admin));
    expect(await conversationOf(parent, child)).toBeUndefined();
  });

  it('while the link waits for the student’s approval', async () => {
    cannotMessage(await start(pending, teacher));
    expect(await conversationOf(pending, teacher)).toBeUndefined();
  });

  it('by a teacher of the child starting one: the guardian starts, the teacher replies', async () => {
    cannotMessage(await start(otherTeacher, classmatesParent));
    expect(await conversationOf(otherTeacher, classmatesParent)).toBeUndefined();
  });

  it('while an account that is also a student keeps its own ways in', async () => {
    // The brother's own contact request to a teacher of no course of his: a request, as for any student.
    const response = await start(sibling, otherTeacher);
    expect(response.statusCode, response.body).toBe(201);
    expect(json<{ data: ConversationSummary }>(response).data).toMatchObject({ kind: 'contact', status: 'request' });
  });
});
