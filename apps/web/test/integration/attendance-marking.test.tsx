import { screen, waitFor, within } from '@testing-library/react';
import { attendanceMessages } from '@tutorium/contract/attendance';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { attendanceRecords } from '../../../api/src/db/schema';
import { createCourseWithStudents } from '../../../api/test/helpers/courses';
import { createSignedInUser, createStudentsNamed } from '../../../api/test/helpers/test-app';
import { answerDialog } from './forms';
import { withRealApi } from './real-api';
import { markToday } from './seed';

const api = withRealApi();

describe('marking attendance against the real API', () => {
  it('refuses to save an empty register, then saves the one student marked after confirming', async () => {
    const teacher = await api.signIn('teacher');
    const [ada, alan] = await createStudentsNamed(api.t, ['Ada Lovelace', 'Alan Turing']);
    const course = await createCourseWithStudents(api.t, teacher, [ada, alan], { title: 'Logic' });
    const { user } = api.renderAt('/admin/attendance/mark');

    await user.selectOptions(await screen.findByRole('combobox', { name: 'Course' }), course.id);
    const form = await screen.findByRole('form', { name: 'Mark attendance' });
    await user.click(within(form).getByRole('button', { name: 'Save Attendance' }));
    expect(await screen.findByText(attendanceMessages.noneMarked)).toBeTruthy();

    const adaStatus = within(form).getByRole('group', { name: 'Status for Ada Lovelace' });
    await user.click(within(adaStatus).getByRole('radio', { name: 'Present' }));
    await user.click(within(form).getByRole('button', { name: 'Save Attendance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save with students not marked?' });
    await answerDialog(user, dialog, 'Save 1 student', [attendanceMessages.saved]);

    await waitFor(async () =>
      expect(
        await api.t.db
          .select({ studentId: attendanceRecords.studentId, status: attendanceRecords.status })
          .from(attendanceRecords)
          .where(eq(attendanceRecords.courseId, course.id)),
      ).toEqual([{ studentId: ada.id, status: 'present' }]),
    );
  });

  it('shows the saved register of a course and date outside marking mode', async () => {
    const teacher = await api.signIn('teacher');
    const ada = await createSignedInUser(api.t, 'student', { name: 'Ada Byron' });
    const course = await createCourseWithStudents(api.t, teacher, [ada], { title: 'Analytical Engines' });
    const today = new Date().toISOString().slice(0, 10);
    await markToday(api.t, teacher, course.id, [{ studentId: ada.id, status: 'late', remarks: 'Bus' }]);
    api.renderAt(`/admin/attendance?course=${course.id}&date=${today}`);

    expect(await screen.findByText('Bus')).toBeTruthy();
    expect(screen.getAllByText('Late').length).toBeGreaterThan(0);
  });
});
