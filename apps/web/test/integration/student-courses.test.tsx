import { screen, within } from '@testing-library/react';
import { courseMessages } from '@tutorium/contract/courses';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { enrolments } from '../../../api/src/db/schema';
import { createCourse, createCourseWithStudents } from '../../../api/test/helpers/courses';
import { createSignedInUser } from '../../../api/test/helpers/test-app';
import { withRealApi } from './real-api';
import { scheduleLiveClass } from './seed';

const api = withRealApi();

const enrolmentOf = (studentId: string, courseId: string) =>
  api.t.db
    .select({ id: enrolments.id })
    .from(enrolments)
    .where(and(eq(enrolments.studentId, studentId), eq(enrolments.courseId, courseId)));

describe('the student’s courses against the real API', () => {
  it('searches the catalogue, enrols in a free course, queues for a full one, and finds both in My Courses', async () => {
    const teacher = await createSignedInUser(api.t, 'teacher', { name: 'Rosalind Franklin' });
    const early = await createSignedInUser(api.t, 'student');
    const free = await createCourse(api.t, teacher, { title: 'Crystallography Basics', price: 0 });
    const full = await createCourseWithStudents(api.t, teacher, [early], {
      title: 'Crystallography Masterclass',
      price: 0,
      maxStudents: 1,
    });
    await createCourse(api.t, teacher, { title: 'Pottery for Beginners', price: 0 });
    const student = await api.signIn('student');
    const { user, router } = api.renderAt('/student/explore-courses');

    await user.type(await screen.findByRole('searchbox', { name: 'Search courses' }), 'crystallography');
    expect(await screen.findByText('2 courses found')).toBeTruthy();
    expect(screen.queryByText('Pottery for Beginners')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Enrol in Crystallography Basics' }));
    expect(await screen.findByText(courseMessages.enrolled)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Enrolled in Crystallography Basics' })).toBeTruthy();
    expect(await enrolmentOf(student.id, free.id)).toHaveLength(1);

    // A full course offers its waitlist instead of an Enrol that could only fail; a free one joins in one click.
    expect(screen.queryByRole('button', { name: 'Enrol in Crystallography Masterclass' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Join waitlist (0 waiting) for Crystallography Masterclass' }));
    expect(await screen.findByText("You have joined the waitlist. You're 1st in line.")).toBeTruthy();
    expect(
      await screen.findByRole('button', { name: 'Leave the waitlist for Crystallography Masterclass' }),
    ).toBeTruthy();
    expect(await enrolmentOf(student.id, full.id)).toEqual([]);

    await user.click(screen.getAllByRole('link', { name: 'My Courses' })[0] as HTMLElement);
    await expect.poll(() => router.state.location.pathname).toBe('/student/courses');
    expect(await screen.findByText('1 course')).toBeTruthy();
    const main = screen.getByRole('main');
    expect(within(main).getByText('Crystallography Basics')).toBeTruthy();
    const waiting = await within(main).findByRole('region', { name: 'Waiting for a seat' });
    expect(within(waiting).getByRole('link', { name: 'Crystallography Masterclass' })).toBeTruthy();
    expect(within(waiting).getByText("You're 1st in line")).toBeTruthy();
    expect(within(waiting).getByText('Free')).toBeTruthy();
    await user.type(screen.getByRole('searchbox', { name: 'Search my courses' }), 'pottery');
    expect(await screen.findByText('No courses match your search')).toBeTruthy();
  });

  it('shows a student with no courses the way to the catalogue', async () => {
    await api.signIn('student');
    api.renderAt('/student/courses');

    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('link', { name: /Explore Courses/ })).toBeTruthy();
    expect(within(main).queryByRole('searchbox')).toBeNull();
  });

  it('counts the student’s own courses and classes on the dashboard and lists them', async () => {
    const teacher = await createSignedInUser(api.t, 'teacher');
    const student = await api.signIn('student');
    const stranger = await createSignedInUser(api.t, 'student');
    const botany = await createCourseWithStudents(api.t, teacher, [student], { title: 'Botany' });
    await createCourseWithStudents(api.t, teacher, [student], { title: 'Zoology' });
    await createCourseWithStudents(api.t, teacher, [stranger], { title: 'Mycology' });
    await scheduleLiveClass(api.t, teacher, botany.id, { title: 'Seed Dissection' });
    api.renderAt('/student/dashboard');

    const summary = await screen.findByRole('list', { name: 'Learning summary' });
    expect(within(summary).getByRole('link', { name: /Enrolled Courses/ }).textContent).toContain('2');
    expect(within(summary).getByRole('link', { name: /Upcoming Classes/ }).textContent).toContain('1');
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { name: 'Botany' })).toBeTruthy();
    expect(within(main).getByRole('heading', { name: 'Zoology' })).toBeTruthy();
    expect(within(main).getByRole('heading', { name: 'Seed Dissection' })).toBeTruthy();
    expect(within(main).queryByText('Mycology')).toBeNull();
  });
});
