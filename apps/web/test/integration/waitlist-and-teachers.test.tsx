import { screen, waitFor, within } from '@testing-library/react';
import { waitlistMessages } from '@tutorium/contract/courses';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { waitlistEntries } from '../../../api/src/db/schema';
import { createCourseWithStudents } from '../../../api/test/helpers/courses';
import { createSignedInUser } from '../../../api/test/helpers/test-app';
import { searchAgain } from './forms';
import { withRealApi } from './real-api';

const api = withRealApi();

describe('the waitlist and Explore Teachers against the real API', () => {
  it('puts a student on a paid full course’s waitlist from the course page, after naming the price', async () => {
    const teacher = await createSignedInUser(api.t, 'teacher');
    const seated = await createSignedInUser(api.t, 'student');
    const course = await createCourseWithStudents(api.t, teacher, [seated], {
      title: 'Quantum Optics',
      maxStudents: 1,
    });
    const student = await api.signIn('student');
    const { user } = api.renderAt(`/student/courses/${course.id}`);

    await user.click(await screen.findByRole('button', { name: 'Join waitlist (0 waiting)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Join the waitlist for Quantum Optics?' });
    expect(dialog.textContent).toContain("You'll be enrolled automatically when a seat frees up, at $49.99.");
    // No payment provider here: the invoice a seat opens is paid to the teacher or institute.
    await waitFor(() =>
      expect(dialog.textContent).toContain(
        'When a seat comes to you, an invoice opens under Fees: you pay the teacher or institute, who records it there.',
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Join waitlist' }));
    expect(await screen.findByText(new RegExp(`^${waitlistMessages.joined}`))).toBeTruthy();
    expect(await screen.findByText("You're 1st in line")).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Leave waitlist' })).toBeTruthy();
    const waiting = await api.t.db
      .select({ studentId: waitlistEntries.studentId })
      .from(waitlistEntries)
      .where(eq(waitlistEntries.courseId, course.id));
    expect(waiting).toEqual([{ studentId: student.id }]);
  });

  it('shows the teacher who is waiting for a seat in their full course', async () => {
    const teacher = await api.signIn('teacher');
    const seated = await createSignedInUser(api.t, 'student');
    const waiting = await createSignedInUser(api.t, 'student', { name: 'Vera Rubin' });
    const course = await createCourseWithStudents(api.t, teacher, [seated], { title: 'Dark Matter', maxStudents: 1 });
    const joined = await api.t.app.inject({
      method: 'POST',
      url: `/api/courses/${course.id}/waitlist`,
      headers: waiting.headers,
    });
    expect(joined.statusCode, joined.body).toBeLessThan(300);
    api.renderAt(`/admin/courses/${course.id}`);

    const list = await screen.findByRole('region', { name: 'Students waiting' });
    expect(within(list).getByText('Vera Rubin')).toBeTruthy();
  });

  it('lists the teachers, searches them by name, and says when none match', async () => {
    await createSignedInUser(api.t, 'teacher', { name: 'Chien-Shiung Wu' });
    await createSignedInUser(api.t, 'teacher', { name: 'Emmy Noether' });
    await api.signIn('student');
    const { user } = api.renderAt('/student/explore-teachers');

    expect((await screen.findAllByText('Emmy Noether')).length).toBeGreaterThan(0);
    await user.type(screen.getByRole('searchbox', { name: 'Search teachers' }), 'noether');
    await waitFor(() => expect(screen.queryAllByText('Chien-Shiung Wu')).toEqual([]));
    expect(screen.getAllByText('Emmy Noether').length).toBeGreaterThan(0);
    await searchAgain(user, 'Search teachers', 'nobody-here');
    expect(await screen.findByText('No teachers found')).toBeTruthy();
  });
});
