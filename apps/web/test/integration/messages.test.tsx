import { randomUUID } from 'node:crypto';
import { screen, waitFor, within } from '@testing-library/react';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../api/src/db/schema';
import { createSignedInUser, send } from '../../../api/test/helpers/test-app';
import { withRealApi } from './real-api';
import { studentEnrolledIn } from './seed';

const api = withRealApi();

describe('Messages against the real API', () => {
  it('says there are no conversations yet', async () => {
    await api.signIn('student');
    api.renderAt('/student/messages');
    expect(await screen.findByText('No conversations yet')).toBeTruthy();
    expect(screen.getByText('Choose a conversation')).toBeTruthy();
  });

  it('lists a conversation with its unread count, opens it, sends with Enter and searches', async () => {
    const { teacher, student, courses } = await studentEnrolledIn(api, ['Organic Chemistry']);
    const [course] = courses;
    const teacherName = 'Test teacher';
    const started = await send(api.t, 'POST', '/api/conversations', {
      as: teacher,
      payload: {
        recipientId: student.id,
        courseId: course.id,
        text: 'Lab moves to <b>Room 4</b>',
        clientId: randomUUID(),
      },
    });
    expect(started.statusCode, started.body).toBe(201);
    const { user } = api.renderAt('/student/messages');

    const list = await screen.findByRole('list', { name: 'Conversations' });
    const item = within(list).getByRole('link', { name: new RegExp(teacherName) });
    expect(item.textContent).toContain('1 unread');
    expect(item.textContent).toContain('Organic Chemistry');
    await user.click(item);

    const log = await screen.findByRole('region', { name: `Messages with ${teacherName}` });
    // Plain text: the tags show as written, nothing is bold.
    expect(await within(log).findByText('Lab moves to <b>Room 4</b>')).toBeTruthy();
    expect(log.querySelector('b')).toBeNull();
    // Reading it clears the count.
    await waitFor(() => expect(within(list).queryByText('1 unread')).toBeNull());

    await user.type(
      screen.getByRole('textbox', { name: 'Message' }),
      'Thanks!{Shift>}{Enter}{/Shift}See you there{Enter}',
    );
    expect(await within(log).findByText(/Thanks!\s+See you there/)).toBeTruthy();
    await waitFor(async () => {
      const stored = await api.t.db.select().from(messages).where(eq(messages.senderId, student.id));
      expect(stored.map((row) => row.body)).toEqual(['Thanks!\nSee you there']);
    });

    await user.type(screen.getByRole('searchbox', { name: 'Search conversations' }), 'Astronomy{Enter}');
    expect(await screen.findByText('No conversations match your search')).toBeTruthy();
  });

  it('shows a contact request to the teacher, with Accept and Decline', async () => {
    const teacher = await api.signIn('teacher');
    const studentName = 'Priya Ask';
    const student = await createSignedInUser(api.t, 'student', { name: studentName });
    const asked = await send(api.t, 'POST', '/api/conversations', {
      as: student,
      payload: { recipientId: teacher.id, text: 'Do you teach evening batches?', clientId: randomUUID() },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const { user } = api.renderAt('/admin/messages');

    const list = await screen.findByRole('list', { name: 'Conversations' });
    const item = within(list).getByRole('link', { name: new RegExp(studentName) });
    expect(item.textContent).toContain('Request');
    await user.click(item);
    expect(await screen.findByText(`${studentName} would like to talk with you.`, { exact: false })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Accept' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeTruthy();
    // Replying accepts it: the teacher has the box to write in.
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeTruthy();
  });
});
