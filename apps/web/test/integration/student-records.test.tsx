import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createCourse } from '../../../api/test/helpers/courses';
import { withRealApi } from './real-api';
import { markToday, scheduleLiveClass, studentEnrolledIn } from './seed';

const api = withRealApi();

describe('the student’s attendance, progress and live classes against the real API', () => {
  it('shows attendance across courses, filters it by course, and names a backwards date range', async () => {
    const { teacher, student, courses } = await studentEnrolledIn(api, ['Botany', 'Zoology']);
    const [botany, zoology] = courses;
    await markToday(api.t, teacher, botany.id, [{ studentId: student.id, status: 'present' }]);
    await markToday(api.t, teacher, zoology.id, [{ studentId: student.id, status: 'absent' }]);
    const { user } = api.renderAt('/student/attendance');

    const history = await screen.findByRole('table', { name: 'Attendance records, newest first' });
    expect(within(history).getAllByRole('row')).toHaveLength(1 + 2);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Course' }), zoology.id);
    await expect
      .poll(() => within(screen.getByRole('table', { name: 'Attendance records, newest first' })).getAllByRole('row'))
      .toHaveLength(1 + 1);
    expect(
      within(screen.getByRole('table', { name: 'Attendance records, newest first' })).getByText('Zoology'),
    ).toBeTruthy();

    await user.type(screen.getByLabelText('Start date'), '2026-05-10');
    await user.type(screen.getByLabelText('End date'), '2026-05-01');
    expect(await screen.findByText('End date cannot be before start date')).toBeTruthy();
  });

  it('shows the student’s progress with the teacher’s score and grade', async () => {
    const { teacher, student, courses } = await studentEnrolledIn(api, ['Genetics']);
    const [course] = courses;
    const scored = await api.t.app.inject({
      method: 'PUT',
      url: `/api/courses/${course.id}/scores/${student.id}`,
      headers: teacher.headers,
      payload: { score: 84 },
    });
    expect(scored.statusCode).toBe(200);
    api.renderAt('/student/progress');

    const table = await screen.findByRole('table', { name: 'Course performance' });
    const row = within(table).getByText('Genetics').closest('tr') as HTMLElement;
    expect(within(row).getByText('B')).toBeTruthy();
  });

  it('lists only the live classes of the student’s courses and filters them by subject', async () => {
    const { teacher, courses } = await studentEnrolledIn(api, ['Astronomy']);
    const [mine] = courses;
    const notMine = await createCourse(api.t, teacher, { title: 'Geology' });
    await scheduleLiveClass(api.t, teacher, mine.id, { title: 'Star Charts', subject: 'Astronomy' });
    await scheduleLiveClass(api.t, teacher, notMine.id, { title: 'Rock Cycles', subject: 'Geology' });
    const { user } = api.renderAt('/student/live-classes');

    expect(await screen.findByRole('heading', { level: 2, name: 'Star Charts' })).toBeTruthy();
    expect(screen.queryByText('Rock Cycles')).toBeNull();
    await user.type(screen.getByRole('searchbox', { name: 'Subject' }), 'geology');
    expect(await screen.findByText('No classes match your filters.')).toBeTruthy();
  });
});
