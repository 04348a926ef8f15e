import { screen, within } from '@testing-library/react';
import { liveClassMessages } from '@tutorium/contract/live-classes';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { liveClasses } from '../../../api/src/db/schema';
import { createCourse } from '../../../api/test/helpers/courses';
import { createSignedInUser } from '../../../api/test/helpers/test-app';
import { answerDialog, checkSearch } from './forms';
import { withRealApi } from './real-api';
import { scheduleLiveClass } from './seed';

const api = withRealApi();

describe('the teacher’s live classes against the real API', () => {
  it('lists the teacher’s classes, filters them by subject, and cancels one after confirming', async () => {
    const teacher = await api.signIn('teacher');
    const other = await createSignedInUser(api.t, 'teacher');
    const course = await createCourse(api.t, teacher, { title: 'Chemistry 101', category: 'Science' });
    await scheduleLiveClass(api.t, teacher, course.id, { title: 'Titration Lab', subject: 'Chemistry' });
    await scheduleLiveClass(api.t, teacher, course.id, { title: 'Graph Reading', subject: 'Statistics' });
    const theirs = await createCourse(api.t, other, { title: 'Secret Course' });
    await scheduleLiveClass(api.t, other, theirs.id, { title: 'Not Yours' });
    const { user } = api.renderAt('/admin/live-classes');

    const table = await screen.findByRole('table', { name: 'Your live classes' });
    expect(await screen.findByText('2 live classes')).toBeTruthy();
    expect(within(table).getByRole('rowheader', { name: 'Titration Lab' })).toBeTruthy();
    expect(within(table).queryByText('Not Yours')).toBeNull();

    await checkSearch(user, 'Subject', {
      hit: ['statis', '1 live class'],
      miss: ['astronomy', 'No live classes match your filters'],
      clear: () => screen.getAllByRole('button', { name: 'Clear filters' })[0] as HTMLElement,
      all: '2 live classes',
    });

    await user.click(within(screen.getByRole('table')).getByRole('button', { name: 'Cancel Graph Reading' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel live class?' });
    await answerDialog(user, dialog, 'Cancel Class', [liveClassMessages.cancelled, '1 live class']);
    const left = await api.t.db
      .select({ title: liveClasses.title })
      .from(liveClasses)
      .where(eq(liveClasses.courseId, course.id));
    expect(left).toEqual([{ title: 'Titration Lab' }]);
  });

  it('schedules a class from the form: the missing fields are named, then the class is saved and listed', async () => {
    const teacher = await api.signIn('teacher');
    const course = await createCourse(api.t, teacher, { title: 'Organic Chemistry', category: 'Science' });
    const { user, router } = api.renderAt('/admin/live-class/create');

    await user.click(await screen.findByRole('button', { name: 'Schedule Class' }));
    expect(await screen.findByText('Please choose a date')).toBeTruthy();
    expect(screen.getByText('Please choose a time')).toBeTruthy();
    expect(await api.t.db.select().from(liveClasses).where(eq(liveClasses.courseId, course.id))).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: 'Class Title' }), 'Esters in Practice');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Course' }), course.id);
    expect((screen.getByRole('textbox', { name: 'Subject' }) as HTMLInputElement).value).toBe('Science');
    await user.type(screen.getByLabelText('Date'), '2027-03-04');
    await user.type(screen.getByLabelText('Time'), '14:30');
    await user.clear(screen.getByRole('spinbutton', { name: 'Duration (minutes)' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Duration (minutes)' }), '45');
    await user.type(screen.getByRole('textbox', { name: 'Meeting Link' }), 'https://meet.example.test/esters');
    await user.click(screen.getByRole('button', { name: 'Schedule Class' }));

    expect(await screen.findByText(liveClassMessages.scheduled)).toBeTruthy();
    await expect.poll(() => router.state.location.pathname).toBe('/admin/live-classes');
    const table = await screen.findByRole('table', { name: 'Your live classes' });
    expect(within(table).getByRole('rowheader', { name: 'Esters in Practice' })).toBeTruthy();
    const [row] = await api.t.db.select().from(liveClasses).where(eq(liveClasses.courseId, course.id));
    expect(row).toMatchObject({
      title: 'Esters in Practice',
      subject: 'Science',
      durationMinutes: 45,
      meetingLink: 'https://meet.example.test/esters',
      createdBy: teacher.id,
    });
  });
});
