import { screen, waitFor, within } from '@testing-library/react';
import { gradebookMessages } from '@tutorium/contract/gradebook';
import { describe, expect, it } from 'vitest';
import { createCourseWithStudents } from '../../../api/test/helpers/courses';
import { createSignedInUser, json, send, type TestUser } from '../../../api/test/helpers/test-app';
import { type RealApi, withRealApi } from './real-api';

const api = withRealApi();

const daysFromNow = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString();

/** An assignment set on the course by its teacher through the API; answers its id. */
async function setAssignment(
  on: RealApi,
  teacher: TestUser,
  courseId: string,
  input: { title: string; dueAt: string; points: number },
): Promise<string> {
  const answer = await send(on.t, 'POST', `/api/courses/${courseId}/assignments`, { as: teacher, payload: input });
  expect(answer.statusCode).toBe(201);
  return json<{ data: { id: string } }>(answer).data.id;
}

/** The student hands in an answer; the teacher grades it and releases the grade, through the API. */
async function gradeAndRelease(on: RealApi, teacher: TestUser, student: TestUser, id: string, points: number) {
  expect(
    (await send(on.t, 'PUT', `/api/assignments/${id}/submission`, { as: student, payload: { text: 'Done.' } }))
      .statusCode,
  ).toBe(200);
  const roster = json<{ data: { submissionId: string | null }[] }>(
    await send(on.t, 'GET', `/api/assignments/${id}/submissions`, { as: teacher }),
  );
  const submissionId = roster.data[0]?.submissionId;
  const grade = await send(on.t, 'PUT', `/api/assignment-submissions/${submissionId}/grade`, {
    as: teacher,
    payload: { points },
  });
  expect(grade.statusCode).toBe(200);
  expect((await send(on.t, 'POST', `/api/assignments/${id}/release`, { as: teacher })).statusCode).toBe(200);
}

/** A course of the student's, an essay graded 15 of 20 and released, and a lab of 10 past its due time. */
async function gradedCourse(teacher: TestUser, student: TestUser) {
  const course = await createCourseWithStudents(api.t, teacher, [student], { title: 'Optics' });
  const essay = await setAssignment(api, teacher, course.id, {
    title: 'Mirror essay',
    dueAt: daysFromNow(2),
    points: 20,
  });
  await setAssignment(api, teacher, course.id, { title: 'Prism lab', dueAt: daysFromNow(-1), points: 10 });
  await gradeAndRelease(api, teacher, student, essay, 15);
  return course;
}

describe('the gradebook against the real API', () => {
  it('shows the teacher each mark, then a setup with two weighted categories changes the course grade', async () => {
    const teacher = await api.signIn('teacher');
    const course = await gradedCourse(teacher, await createSignedInUser(api.t, 'student', { name: 'Lena Lens' }));
    const { user } = api.renderAt(`/admin/courses/${course.id}`);
    await user.click(await screen.findByRole('link', { name: 'Gradebook' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Gradebook: Optics' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Gradebook of Optics' });
    const row = within(table).getByRole('row', { name: /Lena Lens/ });
    expect(within(row).getByRole('cell', { name: '15 / 20' })).toBeTruthy();
    expect(within(row).getByRole('cell', { name: 'Missing' })).toBeTruthy();
    // Missing work counts as zero until the teacher says otherwise: 15 of 30.
    expect(within(row).getByText('50%')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Set up' }));
    const form = await screen.findByRole('form', { name: 'Set up the gradebook' });
    await user.click(within(form).getByRole('button', { name: 'Add category' }));
    await user.click(within(form).getByRole('button', { name: 'Add category' }));
    // Two categories of one name are refused, under the second's name.
    await user.type(within(form).getByRole('textbox', { name: 'Category 1 name' }), 'Homework');
    await user.type(within(form).getByRole('textbox', { name: 'Category 2 name' }), 'homework');
    const [firstWeight, secondWeight] = within(form).getAllByRole('spinbutton', { name: 'Weight' });
    if (!firstWeight || !secondWeight) throw new Error('two weights expected');
    await user.type(firstWeight, '75');
    await user.type(secondWeight, '25');
    await user.click(within(form).getByRole('button', { name: 'Save setup' }));
    expect(await within(form).findByText('Two categories have this name')).toBeTruthy();

    const second = within(form).getByRole('textbox', { name: 'Category 2 name' });
    await user.clear(second);
    await user.type(second, 'Labs');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Mirror essay' }), 'Homework');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Prism lab' }), 'Labs');
    await user.click(within(form).getByRole('button', { name: 'Save setup' }));
    expect(await screen.findByText(gradebookMessages.saved)).toBeTruthy();
    await waitFor(() => expect(form.isConnected).toBe(false));

    // Homework 75% weighs 75, Labs 0% weighs 25: 56%.
    const saved = screen.getByRole('table', { name: 'Gradebook of Optics' });
    expect(within(saved).getByRole('columnheader', { name: /^Homework weight 75/ })).toBeTruthy();
    const savedRow = within(saved).getByRole('row', { name: /Lena Lens/ });
    expect(within(savedRow).getByText('56%')).toBeTruthy();
    expect(within(savedRow).getByText('F')).toBeTruthy();
  });

  it('shows the student their own marks and course grade from the Progress page', async () => {
    const teacher = await createSignedInUser(api.t, 'teacher');
    await gradedCourse(teacher, await api.signIn('student'));
    const { user } = api.renderAt('/student/progress');
    await screen.findByRole('heading', { level: 1, name: 'My Progress' });
    await user.click(await screen.findByRole('link', { name: 'Grades in Optics' }, { timeout: 5000 }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Grades: Optics' })).toBeTruthy();
    const marks = await screen.findByRole('table', { name: 'Your marks in Optics' });
    expect(within(within(marks).getByRole('row', { name: /Mirror essay/ })).getByText('15 / 20')).toBeTruthy();
    expect(within(within(marks).getByRole('row', { name: /Prism lab/ })).getByText('Missing')).toBeTruthy();
    expect(screen.getByText('50%')).toBeTruthy();
    expect(screen.getByText('Work not handed in by its due time counts as zero.', { exact: false })).toBeTruthy();
  });
});
