import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { attendanceRecords, enrolments } from '../../../api/src/db/schema';
import { createCourse, createCourseWithStudents } from '../../../api/test/helpers/courses';
import { DAY, daysAgo } from '../../../api/test/helpers/dates';
import { createSignedInUser, createStudentsNamed } from '../../../api/test/helpers/test-app';
import { searchAgain } from './forms';
import { withRealApi } from './real-api';

const api = withRealApi();

describe('the teacher’s analytics lists against the real API', () => {
  it('lists the performance of the teacher’s students and searches it', async () => {
    const teacher = await api.signIn('teacher');
    const [ada, alan, stranger] = await createStudentsNamed(api.t, ['Ada Lovelace', 'Alan Turing', 'Grace Hopper']);
    await createCourseWithStudents(api.t, teacher, [ada, alan], { title: 'Computation' });
    await createCourseWithStudents(api.t, await createSignedInUser(api.t, 'teacher'), [stranger]);
    const { user } = api.renderAt('/admin/analytics/performance');

    const table = await screen.findByRole('table', { name: 'Student performance' });
    expect(within(table).getByText('Ada Lovelace')).toBeTruthy();
    expect(within(table).getByText('Alan Turing')).toBeTruthy();
    expect(within(table).queryByText('Grace Hopper')).toBeNull();

    await user.type(screen.getByRole('searchbox', { name: 'Search students' }), 'lovelace');
    // The search waits for its debounce and the answer: bound it as the other waits are (setup.ts).
    await expect
      .poll(() => within(screen.getByRole('table', { name: 'Student performance' })).queryByText('Alan Turing'), {
        timeout: 15_000,
      })
      .toBeNull();
    await searchAgain(user, 'Search students', 'hopper');
    expect(await screen.findByText('No students match your search')).toBeTruthy();
  });

  it('shows the analytics of a range and names a backwards one instead of asking for it', async () => {
    const teacher = await api.signIn('teacher');
    await createCourseWithStudents(api.t, teacher, [await createSignedInUser(api.t, 'student')]);
    const { user } = api.renderAt('/admin/analytics');

    expect(await screen.findByRole('heading', { level: 1, name: 'Analytics' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Loading analytics')).toBeNull());
    await user.type(screen.getByLabelText('From'), '2026-05-10');
    await user.type(screen.getByLabelText('To'), '2026-05-01');
    expect(await screen.findByText('End date cannot be before start date')).toBeTruthy();
  });

  it('shows that nobody is at risk in a course without students', async () => {
    const teacher = await api.signIn('teacher');
    await createCourse(api.t, teacher);
    api.renderAt('/admin/at-risk');

    expect(await screen.findByText('Nobody is at risk')).toBeTruthy();
  });

  it('lists the student who missed the last three classes, and not the one who came', async () => {
    const teacher = await api.signIn('teacher');
    const [ada, alan] = await createStudentsNamed(api.t, ['Ada Lovelace', 'Alan Turing']);
    const course = await createCourseWithStudents(api.t, teacher, [ada, alan], { title: 'Computation' });
    await api.t.db.update(enrolments).set({ enrolledAt: new Date(Date.now() - 10 * DAY) });
    await api.t.db.insert(attendanceRecords).values(
      [3, 2, 1].flatMap((ago) =>
        [
          { student: ada, status: 'absent' as const },
          { student: alan, status: 'present' as const },
        ].map(({ student, status }) => ({
          courseId: course.id,
          studentId: student.id,
          date: daysAgo(ago),
          status,
          markedBy: teacher.id,
        })),
      ),
    );
    api.renderAt('/admin/at-risk');

    expect(await screen.findByText('1 student at risk')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Students at risk' });
    expect(within(table).getByText('Ada Lovelace')).toBeTruthy();
    expect(within(table).queryByText('Alan Turing')).toBeNull();
  });
});
