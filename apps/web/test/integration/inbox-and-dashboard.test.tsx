import { screen, waitFor, within } from '@testing-library/react';
import { contactMessages as contactTexts } from '@tutorium/contract/contact';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactMessages } from '../../../api/src/db/schema';
import { createCourse, createCourseWithStudents } from '../../../api/test/helpers/courses';
import { createSignedInUser } from '../../../api/test/helpers/test-app';
import { withRealApi } from './real-api';

const api = withRealApi();

describe('the admin Inbox and the teacher dashboard against the real API', () => {
  it('lists contact messages, shows only the unread one, and deletes one after confirming', async () => {
    const [kept, removed] = await api.t.db
      .insert(contactMessages)
      .values([
        { name: 'Ann', email: 'ann@example.test', subject: 'Timetable question', message: 'When is the exam?' },
        {
          name: 'Bob',
          email: 'bob@example.test',
          subject: 'Spam offer',
          message: 'Buy now',
          readAt: new Date(),
        },
      ])
      .returning({ id: contactMessages.id });
    await api.signIn('admin');
    const { user } = api.renderAt('/admin/inbox');

    expect(await screen.findByRole('article', { name: 'Spam offer' })).toBeTruthy();
    expect(screen.getByRole('article', { name: /Timetable question/ })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Unread' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Spam offer' })).toBeNull());
    await user.click(screen.getByRole('button', { name: 'All' }));

    await user.click(
      within(await screen.findByRole('article', { name: 'Spam offer' })).getByRole('button', { name: /^Delete/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete Message' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(contactTexts.deleted)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Spam offer' })).toBeNull());
    expect(
      await api.t.db
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.id, removed?.id ?? '')),
    ).toEqual([]);
    expect(
      await api.t.db
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.id, kept?.id ?? '')),
    ).toHaveLength(1);
  });

  it('shows the teacher’s totals on the dashboard, and tells a teacher the Inbox is for administrators', async () => {
    const teacher = await api.signIn('teacher');
    const pupils = [await createSignedInUser(api.t, 'student'), await createSignedInUser(api.t, 'student')];
    await createCourseWithStudents(api.t, teacher, pupils, { title: 'Seismology' });
    await createCourse(api.t, teacher, { title: 'Volcanology' });
    const { unmount } = api.renderAt('/admin/dashboard');

    const totalStudents = await screen.findByRole('link', { name: /Total Students/ });
    await waitFor(() => expect(totalStudents.textContent).toContain('2'));
    expect(screen.getByRole('link', { name: /Total Courses/ }).textContent).toContain('2');
    unmount();

    api.renderAt('/admin/inbox');
    expect(await screen.findByText('Only administrators can read the inbox')).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
  });
});
