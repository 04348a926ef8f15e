import { screen, within } from '@testing-library/react';
import { attendanceMessages } from '@tutorium/contract/attendance';
import { liveClassMessages } from '@tutorium/contract/live-classes';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { liveClasses } from '../../../api/src/db/schema';
import { createCourseWithStudents } from '../../../api/test/helpers/courses';
import { saveRenamedAfterEmptyTitle } from './forms';
import { withRealApi } from './real-api';
import { markToday, scheduleLiveClass, studentEnrolledIn } from './seed';

const api = withRealApi();

describe('the student’s course attendance page and the live class edit form against the real API', () => {
  it('shows a student their records in one course, and none in another', async () => {
    const { teacher, student, courses } = await studentEnrolledIn(api, ['Hydrology', 'Glaciology']);
    const [marked, unmarked] = courses;
    await markToday(api.t, teacher, marked.id, [{ studentId: student.id, status: 'excused', remarks: 'Field trip' }]);
    const first = api.renderAt(`/student/courses/${marked.id}/attendance`);

    const records = await screen.findByRole('table', { name: 'Attendance records for Hydrology' });
    expect(within(records).getByText('Field trip')).toBeTruthy();
    first.unmount();

    api.renderAt(`/student/courses/${unmarked.id}/attendance`);
    expect(await screen.findByText(attendanceMessages.noRecords)).toBeTruthy();
  });

  it('edits a scheduled class: an emptied title is named, then the change is saved', async () => {
    const teacher = await api.signIn('teacher');
    const course = await createCourseWithStudents(api.t, teacher, [], { title: 'Meteorology' });
    const id = await scheduleLiveClass(api.t, teacher, course.id, { title: 'Cloud Types' });
    const { user, router } = api.renderAt(`/admin/live-class/edit/${id}`);

    const title = await screen.findByRole('textbox', { name: 'Class Title' });
    expect((title as HTMLInputElement).value).toBe('Cloud Types');
    await saveRenamedAfterEmptyTitle(user, title, 'Cloud Types and Fronts');

    expect(await screen.findByText(liveClassMessages.updated)).toBeTruthy();
    await expect.poll(() => router.state.location.pathname).toBe('/admin/live-classes');
    const [row] = await api.t.db.select({ title: liveClasses.title }).from(liveClasses).where(eq(liveClasses.id, id));
    expect(row?.title).toBe('Cloud Types and Fronts');
  });
});
