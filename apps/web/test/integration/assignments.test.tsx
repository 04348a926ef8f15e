import { fireEvent, screen, within } from '@testing-library/react';
import { assignmentMessages } from '@tutorium/contract/assignments';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { assignmentSubmissions, assignments } from '../../../api/src/db/schema';
import { createCourseWithStudents } from '../../../api/test/helpers/courses';
import { createSignedInUser, json, type TestUser } from '../../../api/test/helpers/test-app';
import { type RealApi, withRealApi } from './real-api';
import { studentEnrolledIn } from './seed';

const api = withRealApi();

const tomorrow = () => new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString();

/** An assignment set on the course by its teacher through the API; answers its id. */
async function setAssignment(on: RealApi, teacher: TestUser, courseId: string, title: string): Promise<string> {
  const answer = await on.t.app.inject({
    method: 'POST',
    url: `/api/courses/${courseId}/assignments`,
    headers: teacher.headers,
    payload: { title, instructions: 'Explain **one** reaction.', dueAt: tomorrow(), points: 20 },
  });
  expect(answer.statusCode).toBe(201);
  return json<{ data: { id: string } }>(answer).data.id;
}

describe('assignments against the real API', () => {
  it('lets an enrolled student hand in a written answer and hand it in again before the due time', async () => {
    const { teacher, student, courses } = await studentEnrolledIn(api, ['Chemistry']);
    const [course] = courses;
    const id = await setAssignment(api, teacher, course.id, 'Reactions essay');

    const { user } = api.renderAt('/student/assignments');
    const toDo = await screen.findByRole('region', { name: 'To do' });
    await user.click(await within(toDo).findByRole('link', { name: 'Reactions essay' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Reactions essay' })).toBeTruthy();
    expect((await screen.findByText('one')).tagName).toBe('STRONG');
    await user.click(await screen.findByRole('button', { name: 'Hand in' }));
    expect(await screen.findByText(assignmentMessages.textRequired)).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Your answer' }), 'Rust is iron meeting oxygen.');
    await user.click(screen.getByRole('button', { name: 'Hand in' }));
    expect(await screen.findByText(assignmentMessages.submitted)).toBeTruthy();
    const [first] = await api.t.db
      .select()
      .from(assignmentSubmissions)
      .where(eq(assignmentSubmissions.assignmentId, id));
    expect(first).toMatchObject({ studentId: student.id, text: 'Rust is iron meeting oxygen.', attempt: 1 });

    const again = await screen.findByRole('button', { name: 'Hand in again' });
    const answer = screen.getByRole('textbox', { name: 'Your answer' });
    await user.clear(answer);
    await user.type(answer, 'Rust is iron oxide.');
    await user.click(again);
    expect(await screen.findByText(assignmentMessages.resubmitted)).toBeTruthy();
    const [second] = await api.t.db
      .select()
      .from(assignmentSubmissions)
      .where(eq(assignmentSubmissions.assignmentId, id));
    expect(second).toMatchObject({ text: 'Rust is iron oxide.', attempt: 2 });
  });

  it('lets the teacher grade a submission, refusing a missing grade, then release it from the roster', async () => {
    const teacher = await api.signIn('teacher');
    const student = await createSignedInUser(api.t, 'student', { name: 'Marie Curie' });
    const course = await createCourseWithStudents(api.t, teacher, [student], { title: 'Radioactivity' });
    const id = await setAssignment(api, teacher, course.id, 'Half-life problems');
    const handedIn = await api.t.app.inject({
      method: 'PUT',
      url: `/api/assignments/${id}/submission`,
      headers: student.headers,
      payload: { text: 'The half-life is 5 days.' },
    });
    expect(handedIn.statusCode).toBe(200);
    const submissionId = json<{ data: { id: string } }>(handedIn).data.id;

    const { user } = api.renderAt(`/admin/assignments/${id}`);
    const roster = await screen.findByRole('region', { name: "Students' work on Half-life problems" });
    const row = (await within(roster).findByText('Marie Curie')).closest('tr');
    if (!row) throw new Error('no row for the student');
    expect(within(row).getByText('Submitted')).toBeTruthy();
    await user.click(within(row).getByRole('link', { name: /^Open ?the work of Marie Curie/ }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Work of Marie Curie' })).toBeTruthy();
    expect(screen.getByText('The half-life is 5 days.')).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Save grade' }));
    expect(await screen.findByText('Points must be a number')).toBeTruthy();
    await user.type(screen.getByRole('spinbutton', { name: 'Points (out of 20)' }), '17');
    await user.type(screen.getByRole('textbox', { name: 'Feedback' }), 'Show the decay formula.');
    await user.click(screen.getByRole('button', { name: 'Save grade' }));
    expect(await screen.findByText(assignmentMessages.graded)).toBeTruthy();
    const [graded] = await api.t.db
      .select()
      .from(assignmentSubmissions)
      .where(eq(assignmentSubmissions.id, submissionId));
    expect(graded).toMatchObject({ points: 17, feedback: 'Show the decay formula.', releasedAt: null });

    await user.click(screen.getByRole('link', { name: 'Back to the assignment' }));
    const gradedRoster = await screen.findByRole('region', { name: "Students' work on Half-life problems" });
    expect(await within(gradedRoster).findByText('17 / 20')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Release all grades' }));
    expect(await screen.findByText(assignmentMessages.releasedAll)).toBeTruthy();
    await expect
      .poll(
        async () =>
          (await api.t.db.select().from(assignmentSubmissions).where(eq(assignmentSubmissions.id, submissionId)))[0]
            ?.releasedAt,
      )
      .not.toBeNull();
    expect(await within(gradedRoster).findByText('Graded')).toBeTruthy();
  });

  it('lets the teacher return a submission for rework with a note the student then reads', async () => {
    const teacher = await api.signIn('teacher');
    const student = await createSignedInUser(api.t, 'student', { name: 'Niels Bohr' });
    const course = await createCourseWithStudents(api.t, teacher, [student], { title: 'Atoms' });
    const id = await setAssignment(api, teacher, course.id, 'Orbit sketch');
    const handedIn = await api.t.app.inject({
      method: 'PUT',
      url: `/api/assignments/${id}/submission`,
      headers: student.headers,
      payload: { text: 'Electrons circle.' },
    });
    const submissionId = json<{ data: { id: string } }>(handedIn).data.id;

    const { user } = api.renderAt(`/admin/submissions/${submissionId}`);
    await user.click(await screen.findByRole('button', { name: 'Return for rework' }));
    await user.click(screen.getByRole('button', { name: 'Return for rework' }));
    expect(await screen.findByText('Say what to rework')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'What to rework' }), 'Add the energy levels.');
    await user.click(screen.getByRole('button', { name: 'Return for rework' }));
    expect(await screen.findByText(assignmentMessages.returned)).toBeTruthy();
    expect(await screen.findByText('Add the energy levels.')).toBeTruthy();
    const [row] = await api.t.db.select().from(assignmentSubmissions).where(eq(assignmentSubmissions.id, submissionId));
    expect(row).toMatchObject({ returnNote: 'Add the energy levels.' });
    expect(row?.returnedAt).not.toBeNull();
  });

  it('lets the teacher set an assignment from the course, checking the fields, then edit and delete it', async () => {
    const teacher = await api.signIn('teacher');
    const course = await createCourseWithStudents(api.t, teacher, [], { title: 'Optics' });
    const { user } = api.renderAt(`/admin/courses/${course.id}`);
    await user.click(await screen.findByRole('link', { name: 'Assignments' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Assignments: Optics' })).toBeTruthy();
    expect(await screen.findByText('No assignments yet')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'New assignment' }));
    await user.click(screen.getByRole('button', { name: 'Set assignment' }));
    expect(await screen.findByText('Title is required')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Lens diagram');
    fireEvent.change(screen.getByLabelText('Due'), { target: { value: '2031-03-04T17:30' } });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Students hand in' }), 'files');
    const kinds = screen.getByRole('group', { name: 'File kinds students may hand in' });
    for (const box of within(kinds).getAllByRole('checkbox')) await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Set assignment' }));
    expect(await screen.findByText('Choose at least one file type students may submit')).toBeTruthy();
    await user.click(within(kinds).getByRole('checkbox', { name: 'PDF' }));
    await user.click(screen.getByRole('checkbox', { name: /^Accept late work/ }));
    const penalty = screen.getByRole('spinbutton', { name: 'Late penalty (%)' });
    await user.clear(penalty);
    await user.type(penalty, '15');
    await user.click(screen.getByRole('button', { name: 'Set assignment' }));
    expect(await screen.findByText(assignmentMessages.created)).toBeTruthy();
    const [row] = await api.t.db.select().from(assignments).where(eq(assignments.courseId, course.id));
    expect(row).toMatchObject({
      title: 'Lens diagram',
      points: 100,
      submissionKind: 'files',
      allowedFileTypes: ['pdf'],
      lateAccepted: true,
      latePenaltyPercent: 15,
    });
    // The browser runs in the test machine's zone: the due time is that wall-clock time there.
    expect(row?.dueAt.getTime()).toBe(new Date(2031, 2, 4, 17, 30).getTime());

    const table = await screen.findByRole('region', { name: 'Assignments of Optics' });
    await user.click(within(table).getByRole('button', { name: /^Edit ?Lens diagram/ }));
    const title = screen.getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'Ray diagram');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(assignmentMessages.updated)).toBeTruthy();
    expect(await within(table).findByRole('link', { name: 'Ray diagram' })).toBeTruthy();

    await user.click(within(table).getByRole('button', { name: /^Delete ?Ray diagram/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this assignment?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete assignment' }));
    expect(await screen.findByText(assignmentMessages.deleted)).toBeTruthy();
    expect(await api.t.db.select().from(assignments).where(eq(assignments.courseId, course.id))).toEqual([]);
  });
});
