import { screen, waitFor, within } from '@testing-library/react';
import { userMessages } from '@tutorium/contract/users';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { enrolments } from '../../../api/src/db/schema';
import { createCourse, createCourseWithStudents } from '../../../api/test/helpers/courses';
import { createSignedInUser, createStudentsNamed } from '../../../api/test/helpers/test-app';
import { answerDialog, checkSearch } from './forms';
import { withRealApi } from './real-api';

const api = withRealApi();

describe('Your Students against the real API', () => {
  it('lists only the teacher’s students, searches them, and removes one after confirming', async () => {
    const teacher = await api.signIn('teacher');
    const other = await createSignedInUser(api.t, 'teacher');
    const [ada, alan, stranger] = await createStudentsNamed(api.t, ['Ada Lovelace', 'Alan Turing', 'Grace Hopper']);
    const course = await createCourseWithStudents(api.t, teacher, [ada, alan], { title: 'Number Theory' });
    await createCourseWithStudents(api.t, other, [stranger]);
    const { user } = api.renderAt('/admin/students');

    expect(await screen.findByText('2 students')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Your students' });
    expect(within(table).getByRole('rowheader', { name: 'Ada Lovelace' })).toBeTruthy();
    expect(within(table).queryByText('Grace Hopper')).toBeNull();

    await checkSearch(user, 'Search students', {
      hit: ['turing', '1 student'],
      miss: ['nobody', 'No students match your search'],
      clear: () => screen.getByRole('button', { name: 'Clear search' }),
      all: '2 students',
    });

    await user.click(screen.getByRole('button', { name: 'Remove Alan Turing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove student?' });
    expect(within(dialog).getByText(/Number Theory/)).toBeTruthy();
    await answerDialog(user, dialog, 'Remove student', [userMessages.studentRemoved, '1 student']);
    const left = await api.t.db
      .select({ studentId: enrolments.studentId })
      .from(enrolments)
      .where(eq(enrolments.courseId, course.id));
    expect(left.map((row) => row.studentId)).toEqual([ada.id]);
  });

  it('shows the empty state to a teacher whose courses have no students', async () => {
    const teacher = await api.signIn('teacher');
    await createCourse(api.t, teacher);
    api.renderAt('/admin/students');

    expect(await screen.findByText('No students yet')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('table')).toBeNull());
  });

  it('shows the same list at the Enrollments address', async () => {
    const teacher = await api.signIn('teacher');
    const marie = await createSignedInUser(api.t, 'student', { name: 'Marie Curie' });
    await createCourseWithStudents(api.t, teacher, [marie], { title: 'Radioactivity' });
    api.renderAt('/admin/enrollments');

    expect(await screen.findByText('1 student')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Your students' });
    expect(within(table).getByRole('rowheader', { name: 'Marie Curie' })).toBeTruthy();
  });
});
