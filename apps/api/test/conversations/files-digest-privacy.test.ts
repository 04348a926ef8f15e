import { randomUUID } from 'node:crypto';
import type { ConversationSummary, DirectMessage, MessageAttachment } from '@tutorium/contract/conversations';
import { MESSAGE_DIGEST_QUIET_MINUTES } from '@tutorium/contract/conversations';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import {
  conversationParticipants,
  conversations,
  emailOutbox,
  messageAttachments,
  messages,
  users,
} from '../../src/db/schema';
import { sendMessageDigests } from '../../src/modules/conversations/digest';
import { buildExportZip } from '../../src/modules/privacy/export-archive';
import { pdfDocument } from '../../src/seed/sample-files';
import { createCourseWithStudents } from '../helpers/courses';
import { multipart } from '../helpers/resources';
import { json, send, type TestUser, useSignedInUsers, useTestApp } from '../helpers/test-app';

const t = useTestApp();
const { teacher, student, stranger, hindi } = useSignedInUsers(t, {
  teacher: ['teacher', { name: 'Tara Teacher' }],
  student: ['student', { name: 'Sam Student' }],
  stranger: ['student', { name: 'Stan Stranger' }],
  hindi: ['student', { name: 'Hema', language: 'hi' }],
});

const startWith = async (as: TestUser, recipient: TestUser, text: string) => {
  const response = await send(t, 'POST', '/api/conversations', {
    as,
    payload: { recipientId: recipient.id, text, clientId: randomUUID() },
  });
  expect(response.statusCode, response.body).toBe(201);
  return json<{ data: ConversationSummary }>(response).data;
};
const upload = (
  as: TestUser | null,
  conversationId: string,
  name = 'notes.pdf',
  data = pdfDocument('Notes', ['x']),
) => {
  const body = multipart({}, { name, type: 'application/pdf', data });
  return t.app.inject({
    method: 'POST',
    url: `/api/conversations/${conversationId}/attachments`,
    payload: body.payload,
    headers: { ...body.headers, ...(as ? as.headers : {}) },
  });
};

describe('attachments', () => {
  it('are uploaded by a participant, sent with a message, and downloaded by participants only', async () => {
    await createCourseWithStudents(t, teacher, [student, hindi]);
    const conversation = await startWith(student, teacher, 'My homework');
    const uploaded = await upload(student, conversation.id);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const attachment = json<{ data: MessageAttachment }>(uploaded).data;
    expect(attachment).toMatchObject({ fileName: 'notes.pdf', mimeType: 'application/pdf' });

    // Refused before the file is read: a visitor, someone not in it, a file that is not an accepted kind.
    expect((await upload(null, conversation.id)).statusCode).toBe(401);
    expect((await upload(stranger, conversation.id)).statusCode).toBe(404);
    expect((await upload(student, conversation.id, 'x.pdf', Buffer.from('plain text'))).statusCode).toBe(415);
    // Someone else cannot send my upload.
    const theirs = await send(t, 'POST', `/api/conversations/${conversation.id}/messages`, {
      as: teacher,
      payload: { text: 'mine now', clientId: randomUUID(), attachmentIds: [attachment.id] },
    });
    expect(theirs.statusCode).toBe(400);

    const sent = await send(t, 'POST', `/api/conversations/${conversation.id}/messages`, {
      as: student,
      payload: { clientId: randomUUID(), attachmentIds: [attachment.id] },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(json<{ data: DirectMessage }>(sent).data.attachments).toEqual([attachment]);
    const download = await send(t, 'GET', attachment.downloadUrl, { as: teacher });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await send(t, 'GET', attachment.downloadUrl, { as: stranger })).statusCode).toBe(404);
    expect((await send(t, 'GET', attachment.downloadUrl)).statusCode).toBe(401);
  });
});

describe('the unread-messages digest', () => {
  it('emails each person once, after a quiet period, listing every conversation with unread messages', async () => {
    await startWith(teacher, hindi, 'कल की कक्षा 6 बजे है');
    const outbox = () => t.db.select().from(emailOutbox);
    const before = (await outbox()).length;
    // Not quiet yet: nothing is sent.
    expect(await sendMessageDigests(t.app.ctx)).toBe(0);
    const later = { ...t.app.ctx, now: () => new Date(Date.now() + (MESSAGE_DIGEST_QUIET_MINUTES + 1) * 60_000) };
    const emailed = await sendMessageDigests(later);
    expect(emailed).toBeGreaterThanOrEqual(2);
    const mails = (await outbox()).slice(before);
    const toHindi = mails.filter((mail) => mail.toAddress === hindi.email);
    expect(toHindi).toHaveLength(1);
    expect(toHindi[0]?.subject).toContain('अपठित');
    expect(toHindi[0]?.body).toContain('Tara Teacher');
    expect(toHindi[0]?.body).toContain('/student/messages');
    const toTeacher = mails.filter((mail) => mail.toAddress === teacher.email);
    expect(toTeacher).toHaveLength(1);
    expect(toTeacher[0]?.body).toContain('Sam Student');
    expect(toTeacher[0]?.body).toContain('/admin/messages');
    // Once per batch of messages: running again sends nothing.
    expect(await sendMessageDigests(later)).toBe(0);
    expect((await outbox()).length).toBe(before + mails.length);
  });

  it('leaves out people who turned email notifications off', async () => {
    const quiet = await startWith(teacher, student, 'Another note');
    expect(quiet.id).toBeDefined();
    await t.db.update(users).set({ notifyEmail: false }).where(eq(users.id, student.id));
    const before = (await t.db.select().from(emailOutbox)).length;
    const later = { ...t.app.ctx, now: () => new Date(Date.now() + (MESSAGE_DIGEST_QUIET_MINUTES + 1) * 60_000) };
    await sendMessageDigests(later);
    const mails = (await t.db.select().from(emailOutbox)).slice(before);
    expect(mails.filter((mail) => mail.toAddress === student.email)).toEqual([]);
  });
});

describe('export and erasure', () => {
  it('exports my conversations, the messages I sent, my files, blocks and reports', async () => {
    const [conversation] = await t.db.select().from(conversations);
    if (!conversation) throw new Error('no conversation');
    await send(t, 'PUT', `/api/blocks/${stranger.id}`, { as: student });
    const files = unzipSync(await buildExportZip(t.db, student.id));
    const read = (name: string) => JSON.parse(strFromU8(files[`${name}.json`] ?? new Uint8Array())) as unknown[];
    expect(read('messages_sent')).toEqual(expect.arrayContaining([expect.objectContaining({ text: 'My homework' })]));
    expect(read('messages_sent')).not.toEqual(
      expect.arrayContaining([expect.objectContaining({ text: 'Another note' })]),
    );
    expect(read('conversations').length).toBeGreaterThanOrEqual(1);
    expect(read('message_attachments')).toEqual([expect.objectContaining({ fileName: 'notes.pdf' })]);
    expect(read('blocked_people')).toEqual([expect.objectContaining({ blockedId: stranger.id })]);
    expect(read('conversation_reports')).toEqual([]);
  });

  it('erases what an erased person sent; the other side keeps its own messages, with a "Former member"', async () => {
    const conversation = await startWith(student, teacher, 'Before I go');
    const reply = await send(t, 'POST', `/api/conversations/${conversation.id}/messages`, {
      as: teacher,
      payload: { text: 'Good luck', clientId: randomUUID() },
    });
    expect(reply.statusCode, reply.body).toBe(201);
    const unanswered = await send(t, 'POST', `/api/conversations/${conversation.id}/messages`, {
      as: student,
      payload: { text: 'Thank you', clientId: randomUUID() },
    });
    expect(unanswered.statusCode, unanswered.body).toBe(201);
    const erased = await t.app.inject({
      method: 'DELETE',
      url: '/api/privacy/account',
      headers: student.headers,
      payload: { password: student.password },
    });
    expect(erased.statusCode, erased.body).toBe(200);
    const stored = await t.db.select().from(messages).where(eq(messages.conversationId, conversation.id));
    expect(stored.every((row) => row.senderId === teacher.id)).toBe(true);
    expect(stored.map((row) => row.body)).toContain('Good luck');
    const [teacherSide] = await t.db
      .select()
      .from(conversationParticipants)
      .where(eq(conversationParticipants.conversationId, conversation.id));
    expect(teacherSide).toMatchObject({ userId: teacher.id, unreadCount: 0 });
    const [row] = await t.db.select().from(conversations).where(eq(conversations.id, conversation.id));
    expect(row?.pairKey).not.toContain(student.id);
    expect(row?.startedBy).toBeNull();
    expect(await t.db.select().from(messageAttachments).where(eq(messageAttachments.uploadedBy, student.id))).toEqual(
      [],
    );

    const seen = json<{ data: ConversationSummary }>(
      await send(t, 'GET', `/api/conversations/${conversation.id}`, { as: teacher }),
    ).data;
    expect(seen).toMatchObject({ otherParty: { id: null, name: 'Former member', role: null }, canSend: false });
    const history = json<{ data: DirectMessage[] }>(
      await send(t, 'GET', `/api/conversations/${conversation.id}/messages`, { as: teacher }),
    ).data;
    expect(history.map((message) => message.text)).toContain('Good luck');
    expect(history.every((message) => message.sender.id === teacher.id)).toBe(true);
    const refused = await send(t, 'POST', `/api/conversations/${conversation.id}/messages`, {
      as: teacher,
      payload: { text: 'Hello?', clientId: randomUUID() },
    });
    expect(json(refused)).toMatchObject({ code: 'user_blocked' });
  });
});
