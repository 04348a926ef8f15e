import { screen, waitFor, within } from '@testing-library/react';
import { scoreMessages } from '@tutorium/contract/grades';
import { lessonMessages } from '@tutorium/contract/lessons';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { courseScores, lessons } from '../../../api/src/db/schema';
import { createCourse, createCourseWithStudents } from '../../../api/test/helpers/courses';
import { createSignedInUser } from '../../../api/test/helpers/test-app';
import { withRealApi } from './real-api';

const api = withRealApi();

describe('a course’s lessons and scores against the real API', () => {
  it('adds a lesson from the form after naming the missing title, then reorders the list', async () => {
    const teacher = await api.signIn('teacher');
    const course = await createCourse(api.t, teacher, { title: 'Mechanics' });
    const added = await api.t.app.inject({
      method: 'POST',
      url: `/api/courses/${course.id}/lessons`,
      headers: teacher.headers,
      payload: { title: 'Forces' },
    });
    expect(added.statusCode).toBe(201);
    const { user } = api.renderAt(`/admin/courses/${course.id}/lessons`);

    const list = await screen.findByRole('list', { name: 'Lessons in order' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Add Lesson' }));
    expect(await screen.findByText('Title is required')).toBeTruthy();

    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Energy');
    await user.click(screen.getByRole('button', { name: 'Add Lesson' }));
    expect(await screen.findByText(lessonMessages.created)).toBeTruthy();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));

    await user.click(within(list).getByRole('button', { name: 'Move Energy up' }));
    expect(await screen.findByText(lessonMessages.reordered)).toBeTruthy();
    await waitFor(() => expect(within(list).getAllByRole('listitem')[0]?.textContent).toContain('Energy'));
    const rows = await api.t.db
      .select({ title: lessons.title, position: lessons.position })
      .from(lessons)
      .where(eq(lessons.courseId, course.id))
      .orderBy(asc(lessons.position));
    expect(rows).toEqual([
      { title: 'Energy', position: 1 },
      { title: 'Forces', position: 2 },
    ]);
  });

  it('refuses a score above 100, then saves one and shows its grade', async () => {
    const teacher = await api.signIn('teacher');
    const student = await createSignedInUser(api.t, 'student', { name: 'Marie Curie' });
    const course = await createCourseWithStudents(api.t, teacher, [student], { title: 'Radioactivity' });
    const { user } = api.renderAt(`/admin/courses/${course.id}/scores`);

    const table = await screen.findByRole('table', { name: 'Scores of Radioactivity' });
    const row = within(table)
      .getByRole('rowheader', { name: /Marie Curie/ })
      .closest('tr') as HTMLElement;
    expect(within(row).getByText('Not graded')).toBeTruthy();
    const score = within(row).getByRole('spinbutton', { name: 'Score for Marie Curie' });
    await user.type(score, '120');
    await user.click(within(row).getByRole('button'));
    expect(await within(row).findByText('Score must be from 0 to 100')).toBeTruthy();

    await user.clear(score);
    await user.type(score, '91');
    await user.click(within(row).getByRole('button'));
    expect(await screen.findByText(scoreMessages.saved)).toBeTruthy();
    expect(await within(row).findByText('A')).toBeTruthy();
    const saved = await api.t.db
      .select({ score: courseScores.score, gradedBy: courseScores.gradedBy })
      .from(courseScores)
      .where(and(eq(courseScores.courseId, course.id), eq(courseScores.studentId, student.id)));
    expect(saved).toEqual([{ score: 91, gradedBy: teacher.id }]);
  });

  it('tells a teacher another teacher’s course is not theirs', async () => {
    const other = await createSignedInUser(api.t, 'teacher');
    const course = await createCourse(api.t, other, { title: 'Private Course' });
    await api.signIn('teacher');
    api.renderAt(`/admin/courses/${course.id}/lessons`);

    expect(await screen.findByText('Course not found')).toBeTruthy();
    expect(screen.queryByText('Private Course')).toBeNull();
    expect(screen.queryByRole('list', { name: 'Lessons in order' })).toBeNull();
  });
});
