import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { questionMessages } from '@tutorium/contract/questions';
import { quizMessages } from '@tutorium/contract/quizzes';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { questions, quizPools, quizQuestions, quizzes } from '../../../api/src/db/schema';
import { createCourseWithStudents } from '../../../api/test/helpers/courses';
import { createSignedInUser, json, type TestUser } from '../../../api/test/helpers/test-app';
import { type RealApi, withRealApi } from './real-api';

const api = withRealApi();

const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 60 * 60 * 1000).toISOString();

/** A question added to the course's bank through the API; answers its id. */
async function addQuestion(on: RealApi, teacher: TestUser, courseId: string, payload: object): Promise<string> {
  const answer = await on.t.app.inject({
    method: 'POST',
    url: `/api/courses/${courseId}/questions`,
    headers: teacher.headers,
    payload,
  });
  expect(answer.statusCode).toBe(201);
  return json<{ data: { id: string } }>(answer).data.id;
}

/** Stands in for the file a person picks: jsdom's File reads its text as a browser's does. */
const csvFile = (text: string) => new File([text], 'questions.csv', { type: 'text/csv' });

describe('the teacher’s tests against the real API', () => {
  it('adds a question of each kind from the course page, checking the fields of each', async () => {
    const teacher = await api.signIn('teacher');
    const course = await createCourseWithStudents(api.t, teacher, [], { title: 'Arithmetic' });
    const { user } = api.renderAt(`/admin/courses/${course.id}`);
    await user.click(await screen.findByRole('link', { name: 'Question bank' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Question bank: Arithmetic' })).toBeTruthy();
    expect(await screen.findByText('No questions yet')).toBeTruthy();

    const newQuestion = async (kind: string, prompt: string) => {
      await user.click(screen.getByRole('button', { name: 'New question' }));
      const form = await screen.findByRole('form', { name: 'New question' });
      await user.selectOptions(within(form).getByRole('combobox', { name: 'Question type' }), kind);
      await user.type(within(form).getByRole('textbox', { name: 'Question' }), prompt);
      return form;
    };
    const save = async (form: HTMLElement) => {
      const before = (await api.t.db.select().from(questions).where(eq(questions.courseId, course.id))).length;
      await user.click(within(form).getByRole('button', { name: 'Add question' }));
      await waitFor(() => expect(form.isConnected).toBe(false));
      expect(await api.t.db.select().from(questions).where(eq(questions.courseId, course.id))).toHaveLength(before + 1);
    };

    // Single choice: the options, then the one correct radio (refused until one is chosen).
    let form = await newQuestion('Single choice', 'What is 2 + 2?');
    await user.type(within(form).getByRole('textbox', { name: 'Option 1' }), '3');
    await user.type(within(form).getByRole('textbox', { name: 'Option 2' }), '4');
    await user.click(within(form).getByRole('button', { name: 'Add an option' }));
    await user.type(within(form).getByRole('textbox', { name: 'Option 3' }), '5');
    await user.click(within(form).getByRole('button', { name: 'Add question' }));
    expect(await within(form).findByText('The correct option must be an option number')).toBeTruthy();
    await user.click(within(form).getByRole('radio', { name: 'Option 2 is correct' }));
    await user.type(within(form).getByRole('textbox', { name: 'Tags' }), 'Sums, easy');
    await save(form);

    form = await newQuestion('Multiple choice', 'Which are even?');
    await user.type(within(form).getByRole('textbox', { name: 'Option 1' }), '2');
    await user.type(within(form).getByRole('textbox', { name: 'Option 2' }), '3');
    await user.click(within(form).getByRole('button', { name: 'Add an option' }));
    await user.type(within(form).getByRole('textbox', { name: 'Option 3' }), '4');
    await user.click(within(form).getByRole('checkbox', { name: 'Option 1 is correct' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Option 3 is correct' }));
    await save(form);

    form = await newQuestion('True or false', 'Zero is even.');
    await user.click(within(form).getByRole('radio', { name: 'True' }));
    await save(form);

    form = await newQuestion('Number', 'What is 22 / 7, roughly?');
    await user.type(within(form).getByRole('spinbutton', { name: 'Answer' }), '3.14');
    const tolerance = within(form).getByRole('spinbutton', { name: /^Tolerance/ });
    await user.clear(tolerance);
    await user.type(tolerance, '0.01');
    await save(form);

    form = await newQuestion('Short answer', 'Name the operation in 3 × 4.');
    await user.click(within(form).getByRole('button', { name: 'Add question' }));
    expect(
      await within(form).findByText('Give at least one accepted answer, or mark the answers by hand'),
    ).toBeTruthy();
    await user.type(within(form).getByRole('textbox', { name: /^Accepted answers/ }), 'multiplication{enter}product');
    await user.click(within(form).getByRole('checkbox', { name: /^Mark by hand/ }));
    await save(form);

    const rows = await api.t.db
      .select({ definition: questions.definition })
      .from(questions)
      .where(eq(questions.courseId, course.id))
      .orderBy(asc(questions.createdAt));
    expect(rows.map((row) => row.definition)).toMatchObject([
      { kind: 'single', options: ['3', '4', '5'], correct: 1, tags: ['sums', 'easy'], points: 1 },
      { kind: 'multiple', options: ['2', '3', '4'], correct: [0, 2] },
      { kind: 'true_false', correct: true },
      { kind: 'numeric', correct: 3.14, tolerance: 0.01 },
      { kind: 'short', accepted: ['multiplication', 'product'], markedByHand: true },
    ]);
    const table = screen.getByRole('region', { name: 'Questions of Arithmetic' });
    expect(within(table).getAllByRole('row')).toHaveLength(6);
    expect(within(table).getByText('Which are even?')).toBeTruthy();
  });

  it('imports nothing from a CSV with a bad row and names the row, then imports a good one', async () => {
    const teacher = await api.signIn('teacher');
    const course = await createCourseWithStudents(api.t, teacher, [], { title: 'Geography' });
    const { user } = api.renderAt(`/admin/courses/${course.id}/questions`);
    await user.click(await screen.findByRole('button', { name: 'Import CSV' }));
    const form = await screen.findByRole('form', { name: 'Import questions' });
    const header = 'kind,prompt,options,correct,tolerance,accepted,marked_by_hand,points,tags,explanation';
    const bad = [
      header,
      'true_false,The Ganga flows east.,,true,,,,2,rivers,',
      'single,Capital of India?,Delhi|Mumbai,4,,,,,,',
    ];
    await user.upload(within(form).getByLabelText('CSV file'), csvFile(bad.join('\n')));
    await user.click(within(form).getByRole('button', { name: 'Import' }));
    const alert = await within(form).findByRole('alert');
    expect(within(alert).getByText(questionMessages.importInvalid)).toBeTruthy();
    expect(within(alert).getByText(/Row 3/)).toBeTruthy();
    expect(await api.t.db.select().from(questions).where(eq(questions.courseId, course.id))).toEqual([]);

    const good = [
      header,
      'true_false,The Ganga flows east.,,true,,,,2,rivers,',
      'single,Capital of India?,Delhi|Mumbai,1,,,,,,',
    ];
    await user.upload(within(form).getByLabelText('CSV file'), csvFile(good.join('\n')));
    await user.click(within(form).getByRole('button', { name: 'Import' }));
    expect(await screen.findByText(`${questionMessages.imported}: 2 added`)).toBeTruthy();
    const table = await screen.findByRole('region', { name: 'Questions of Geography' });
    expect(await within(table).findByText('Capital of India?')).toBeTruthy();
    expect(await api.t.db.select().from(questions).where(eq(questions.courseId, course.id))).toHaveLength(2);
  });

  it('builds a test from a picked question and a pool drawn by tag; the picked question then cannot be deleted', async () => {
    const teacher = await api.signIn('teacher');
    const course = await createCourseWithStudents(api.t, teacher, [], { title: 'Algebra' });
    const base = { kind: 'true_false', correct: true };
    const fixed = await addQuestion(api, teacher, course.id, { ...base, prompt: 'x + 0 = x', tags: ['identity'] });
    await addQuestion(api, teacher, course.id, { ...base, prompt: 'x × 1 = x', tags: ['identity'] });
    await addQuestion(api, teacher, course.id, { ...base, prompt: 'x − x = 0', tags: ['drill'] });
    await addQuestion(api, teacher, course.id, { ...base, prompt: '2x = x + x', tags: ['drill'] });

    const { user } = api.renderAt(`/admin/courses/${course.id}`);
    await user.click(await screen.findByRole('link', { name: 'Tests' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tests: Algebra' })).toBeTruthy();
    expect(await screen.findByText('No tests yet')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'New test' }));
    const form = await screen.findByRole('form', { name: 'New test' });
    await user.click(within(form).getByRole('button', { name: 'Create test' }));
    expect(await within(form).findByText('Title is required')).toBeTruthy();

    await user.type(within(form).getByRole('textbox', { name: 'Title' }), 'Identities quiz');
    fireEvent.change(within(form).getByLabelText('Opens'), { target: { value: '2031-03-04T09:00' } });
    fireEvent.change(within(form).getByLabelText('Closes'), { target: { value: '2031-03-04T11:00' } });
    const limit = within(form).getByRole('spinbutton', { name: 'Time limit (minutes)' });
    await user.clear(limit);
    await user.type(limit, '20');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Release results' }), 'manual');
    const picker = within(form).getByRole('group', { name: 'Questions every attempt has' });
    await user.selectOptions(within(picker).getByRole('combobox', { name: 'Show the questions tagged' }), 'identity');
    expect(within(picker).queryByText(/x − x = 0/)).toBeNull();
    await user.click(within(picker).getByRole('checkbox', { name: /x \+ 0 = x/ }));
    await user.click(within(form).getByRole('button', { name: 'Add a pool' }));
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Tag of pool 1' }), 'drill');
    const count = within(form).getByRole('spinbutton', { name: 'How many' });
    await user.clear(count);
    await user.type(count, '2');
    await user.click(within(form).getByRole('button', { name: 'Create test' }));
    expect(await screen.findByText(quizMessages.created)).toBeTruthy();

    const [quiz] = await api.t.db.select().from(quizzes).where(eq(quizzes.courseId, course.id));
    expect(quiz).toMatchObject({ title: 'Identities quiz', timeLimitMinutes: 20, release: 'manual' });
    // The browser runs in the test machine's zone: the window is that wall-clock time there.
    expect(quiz?.opensAt.getTime()).toBe(new Date(2031, 2, 4, 9, 0).getTime());
    const quizId = quiz?.id ?? '';
    expect(await api.t.db.select().from(quizQuestions).where(eq(quizQuestions.quizId, quizId))).toMatchObject([
      { questionId: fixed, position: 0 },
    ]);
    expect(await api.t.db.select().from(quizPools).where(eq(quizPools.quizId, quizId))).toMatchObject([
      { tag: 'drill', drawCount: 2 },
    ]);
    const table = await screen.findByRole('region', { name: 'Tests of Algebra' });
    expect(await within(table).findByRole('link', { name: 'Identities quiz' })).toBeTruthy();
    expect(within(table).getByText('20 min')).toBeTruthy();
    expect(within(table).getByText('3')).toBeTruthy();

    await user.click(screen.getByRole('link', { name: 'Question bank' }));
    const bank = await screen.findByRole('region', { name: 'Questions of Algebra' });
    await user.click(await within(bank).findByRole('button', { name: /^Delete ?the question x \+ 0 = x/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this question?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete question' }));
    expect(await screen.findByText(questionMessages.inUse)).toBeTruthy();
    expect(await api.t.db.select().from(questions).where(eq(questions.id, fixed))).toHaveLength(1);
  });

  it('shows the results of a test, opens an attempt and marks its hand-marked answer', async () => {
    const teacher = await api.signIn('teacher');
    const student = await createSignedInUser(api.t, 'student', { name: 'Srinivasa Ramanujan' });
    const course = await createCourseWithStudents(api.t, teacher, [student], { title: 'Number theory' });
    const prime = await addQuestion(api, teacher, course.id, {
      kind: 'single',
      prompt: 'Which is prime?',
      options: ['9', '7'],
      correct: 1,
      points: 2,
    });
    const proof = await addQuestion(api, teacher, course.id, {
      kind: 'short',
      prompt: 'Why are there infinitely many primes?',
      markedByHand: true,
      points: 3,
    });
    const created = await api.t.app.inject({
      method: 'POST',
      url: `/api/courses/${course.id}/quizzes`,
      headers: teacher.headers,
      payload: {
        title: 'Primes',
        opensAt: hoursFromNow(-1),
        closesAt: hoursFromNow(2),
        timeLimitMinutes: 30,
        release: 'manual',
        questionIds: [prime, proof],
      },
    });
    expect(created.statusCode).toBe(201);
    const quizId = json<{ data: { id: string } }>(created).data.id;
    const started = await api.t.app.inject({
      method: 'POST',
      url: `/api/quizzes/${quizId}/attempts`,
      headers: student.headers,
    });
    expect(started.statusCode).toBe(201);
    const attemptId = json<{ data: { id: string } }>(started).data.id;
    for (const [questionId, answer] of [
      [prime, { kind: 'single', option: 1 }],
      [proof, { kind: 'short', text: 'Euclid: multiply them all and add one.' }],
    ] as const) {
      const saved = await api.t.app.inject({
        method: 'PUT',
        url: `/api/quiz-attempts/${attemptId}/answers/${questionId}`,
        headers: student.headers,
        payload: { answer },
      });
      expect(saved.statusCode).toBe(200);
    }
    const submitted = await api.t.app.inject({
      method: 'POST',
      url: `/api/quiz-attempts/${attemptId}/submit`,
      headers: student.headers,
    });
    expect(submitted.statusCode).toBe(200);

    const { user } = api.renderAt(`/admin/tests/${quizId}/results`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Results: Primes' })).toBeTruthy();
    const attempts = await screen.findByRole('region', { name: 'Submitted attempts at Primes' });
    const row = within(attempts).getByText('Srinivasa Ramanujan').closest('tr');
    if (!row) throw new Error('no row for the student');
    expect(within(row).getByText('2 / 5')).toBeTruthy();
    expect(within(row).getByText('Needs marking')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Score distribution of Primes' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Questions of Primes' })).toBeTruthy();

    await user.click(within(row).getByRole('link', { name: /^Open ?attempt 1 of Srinivasa Ramanujan/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Attempt 1 of Srinivasa Ramanujan' })).toBeTruthy();
    expect(screen.getByText('Euclid: multiply them all and add one.')).toBeTruthy();
    const points = screen.getByRole('spinbutton', { name: 'Points for question 2 (out of 3)' });
    await user.type(points, '4');
    await user.click(screen.getByRole('button', { name: 'Save mark' }));
    expect(await screen.findByText(quizMessages.tooManyPoints)).toBeTruthy();
    await user.clear(points);
    await user.type(points, '3');
    await user.click(screen.getByRole('button', { name: 'Save mark' }));
    expect(await screen.findByText(quizMessages.marked)).toBeTruthy();
    expect(await screen.findByText('5 / 5 (100%)')).toBeTruthy();

    await user.click(screen.getByRole('link', { name: 'Results of Primes' }));
    await user.click(await screen.findByRole('button', { name: 'Release results' }));
    expect(await screen.findByText(quizMessages.released)).toBeTruthy();
    await expect
      .poll(async () => (await api.t.db.select().from(quizzes).where(eq(quizzes.id, quizId)))[0]?.releasedAt)
      .not.toBeNull();
  });

  it('shows why the questions of a test a student has started can no longer change', async () => {
    const teacher = await api.signIn('teacher');
    const student = await createSignedInUser(api.t, 'student', { name: 'Emmy Noether' });
    const course = await createCourseWithStudents(api.t, teacher, [student], { title: 'Rings' });
    const question = await addQuestion(api, teacher, course.id, {
      kind: 'true_false',
      prompt: 'ℤ is a ring.',
      correct: true,
    });
    const created = await api.t.app.inject({
      method: 'POST',
      url: `/api/courses/${course.id}/quizzes`,
      headers: teacher.headers,
      payload: {
        title: 'Ring axioms',
        opensAt: hoursFromNow(-1),
        closesAt: hoursFromNow(2),
        timeLimitMinutes: 30,
        questionIds: [question],
      },
    });
    const quizId = json<{ data: { id: string } }>(created).data.id;
    const started = await api.t.app.inject({
      method: 'POST',
      url: `/api/quizzes/${quizId}/attempts`,
      headers: student.headers,
    });
    expect(started.statusCode).toBe(201);

    const { user } = api.renderAt(`/admin/courses/${course.id}/tests`);
    const table = await screen.findByRole('region', { name: 'Tests of Rings' });
    await user.click(within(table).getByRole('button', { name: /^Edit ?Ring axioms/ }));
    const form = await screen.findByRole('form', { name: 'Edit test' });
    const limit = within(form).getByRole('spinbutton', { name: 'Time limit (minutes)' });
    await user.clear(limit);
    await user.type(limit, '45');
    await user.click(within(form).getByRole('button', { name: 'Save test' }));
    expect(await within(form).findByRole('alert')).toHaveProperty('textContent', quizMessages.alreadyStarted);
    const [quiz] = await api.t.db.select().from(quizzes).where(eq(quizzes.id, quizId));
    expect(quiz?.timeLimitMinutes).toBe(30);
  });
});
