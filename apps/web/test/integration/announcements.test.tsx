import { screen, within } from '@testing-library/react';
import { announcementMessages } from '@tutorium/contract/announcements';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { announcementComments, announcements } from '../../../api/src/db/schema';
import { createCourseWithStudents } from '../../../api/test/helpers/courses';
import { createSignedInUser } from '../../../api/test/helpers/test-app';
import { withRealApi } from './real-api';
import { studentEnrolledIn } from './seed';

const api = withRealApi();

describe("a course's announcements against the real API", () => {
  it('lets the teacher post, asks for a time when scheduling, pins and deletes after confirming', async () => {
    const teacher = await api.signIn('teacher');
    const student = await createSignedInUser(api.t, 'student', { name: 'Rosalind Franklin' });
    const course = await createCourseWithStudents(api.t, teacher, [student], { title: 'Crystallography' });
    const { user } = api.renderAt(`/admin/courses/${course.id}`);

    const panel = await screen.findByRole('region', { name: 'Announcements' });
    expect(await within(panel).findByText('No announcements yet')).toBeTruthy();
    await user.click(within(panel).getByRole('button', { name: 'New announcement' }));
    await user.type(within(panel).getByRole('textbox', { name: 'Announcement' }), 'Lab moves to **room 4**.');
    await user.click(within(panel).getByRole('checkbox', { name: /^Schedule for later/ }));
    await user.click(within(panel).getByRole('button', { name: 'Schedule announcement' }));
    expect(await within(panel).findByText('Choose when to publish it')).toBeTruthy();
    await user.click(within(panel).getByRole('checkbox', { name: /^Schedule for later/ }));
    await user.click(within(panel).getByRole('button', { name: 'Post announcement' }));
    expect(await screen.findByText(announcementMessages.posted)).toBeTruthy();
    const article = await within(panel).findByRole('article');
    expect(within(article).getByText('room 4').tagName).toBe('STRONG');
    const [row] = await api.t.db.select().from(announcements).where(eq(announcements.courseId, course.id));
    expect(row).toMatchObject({ body: 'Lab moves to **room 4**.', pinned: false, authorId: teacher.id });
    expect(row?.notifiedAt).not.toBeNull();

    await user.click(within(article).getByRole('button', { name: /^Pin/ }));
    expect(await within(panel).findByText('Pinned')).toBeTruthy();
    await expect.poll(async () => (await api.t.db.select().from(announcements))[0]?.pinned).toBe(true);

    await user.click(within(article).getByRole('button', { name: /^Delete/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this announcement?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete announcement' }));
    expect(await screen.findByText(announcementMessages.deleted)).toBeTruthy();
    expect(await api.t.db.select().from(announcements)).toEqual([]);
  });

  it('shows an enrolled student the announcements on the course page and takes a comment', async () => {
    const { teacher, student, courses: enrolled } = await studentEnrolledIn(api, ['Genetics']);
    const [course] = enrolled;
    const posted = await api.t.app.inject({
      method: 'POST',
      url: `/api/courses/${course.id}/announcements`,
      headers: teacher.headers,
      payload: { title: 'Quiz on Monday', body: 'Chapters 1 and 2.' },
    });
    expect(posted.statusCode).toBe(201);
    const { user } = api.renderAt(`/student/courses/${course.id}`);
    const article = await screen.findByRole('article', { name: 'Quiz on Monday' });
    await user.type(within(article).getByRole('textbox', { name: 'Add a comment' }), 'Will it be online?');
    await user.click(within(article).getByRole('button', { name: 'Post comment' }));
    expect(await within(article).findByText('Will it be online?')).toBeTruthy();
    const comments = await api.t.db.select().from(announcementComments);
    expect(comments).toMatchObject([{ authorId: student.id, body: 'Will it be online?' }]);
  });
});
