import { screen, waitFor, within } from '@testing-library/react';
import { scoreMessages } from '@tutorium/contract/grades';
import { lessonMessages } from '@tutorium/contract/lessons';
import { asc, eq } from 'drizzle-orm';
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

  it('refuses a score above 100, then saves every changed score with one Save and shows their grades', async () => {
    const teacher = await api.signIn('teacher');
    const marie = await createSignedInUser(api.t, 'student', { name: 'Marie Curie' });
    const pierre = await createSignedInUser(api.t, 'student', { name: 'Pierre Curie' });
    const course = await createCourseWithStudents(api.t, teacher, [marie, pierre], { title: 'Radioactivity' });
    const { user } = api.renderAt(`/admin/courses/${course.id}/scores`);

    const table = await screen.findByRole('table', { name: 'Scores of Radioactivity' });
    const rowOf = (name: string) =>
      within(table)
        .getByRole('rowheader', { name: new RegExp(name) })
        .closest('tr') as HTMLElement;
    const saveScores = screen.getByRole('button', { name: 'Save scores' });
    expect(screen.getByText('All scores saved')).toBeTruthy();
    expect((saveScores as HTMLButtonElement).disabled).toBe(true);
    expect(within(rowOf('Marie Curie')).getByText('Not graded')).toBeTruthy();

    const marieScore = within(rowOf('Marie Curie')).getByRole('spinbutton', { name: 'Score for Marie Curie' });
    await user.type(marieScore, '120');
    await user.type(within(rowOf('Pierre Curie')).getByRole('spinbutton', { name: 'Score for Pierre Curie' }), '78');
    expect(screen.getByText('2 unsaved changes')).toBeTruthy();
    await user.click(saveScores);
    expect(await within(rowOf('Marie Curie')).findByText('Score must be from 0 to 100')).toBeTruthy();
    expect(await api.t.db.select().from(courseScores).where(eq(courseScores.courseId, course.id))).toEqual([]);

    await user.clear(marieScore);
    await user.type(marieScore, '91');
    await user.click(saveScores);
    expect(await screen.findByText(scoreMessages.savedMany(2))).toBeTruthy();
    expect(await within(rowOf('Marie Curie')).findByText('A')).toBeTruthy();
    expect(within(rowOf('Pierre Curie')).getByText('C')).toBeTruthy();
    expect(screen.getByText('All scores saved')).toBeTruthy();
    const saved = await api.t.db
      .select({ studentId: courseScores.studentId, score: courseScores.score, gradedBy: courseScores.gradedBy })
      .from(courseScores)
      .where(eq(courseScores.courseId, course.id))
      .orderBy(asc(courseScores.score));
    expect(saved).toEqual([
      { studentId: pierre.id, score: 78, gradedBy: teacher.id },
      { studentId: marie.id, score: 91, gradedBy: teacher.id },
    ]);
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
