import { screen, within } from '@testing-library/react';
import type { QuestionInput } from '@tutorium/contract/questions';
import { describe, expect, it } from 'vitest';
import { createCourseWithStudents } from '../../../api/test/helpers/courses';
import { createSignedInUser, json, type TestUser } from '../../../api/test/helpers/test-app';
import { queryClient } from '../../src/lib/query-client';
import { type RealApi, withRealApi } from './real-api';

const api = withRealApi();

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

/** Sends a request as `user` and answers its parsed body, expecting `status`. */
async function call<T>(
  on: RealApi,
  user: TestUser,
  method: 'POST' | 'PUT',
  url: string,
  status: number,
  payload?: object,
) {
  const answer = await on.t.app.inject({ method, url: `/api${url}`, headers: user.headers, payload });
  expect(answer.statusCode, answer.body).toBe(status);
  return json<T>(answer);
}

/** Three questions in the course's bank and a 30-minute test of them, open now, results at once; answers the test's id. */
async function setTest(on: RealApi, teacher: TestUser, courseId: string): Promise<string> {
  const questions: QuestionInput[] = [
    { kind: 'single', prompt: 'What changes motion?', options: ['Force', 'Colour'], correct: 0, points: 2 },
    { kind: 'true_false', prompt: 'Mass is measured in newtons.', correct: false, explanation: 'In kilograms.' },
    { kind: 'short', prompt: 'Who wrote the *Principia*?', accepted: ['Newton'], points: 3 },
  ];
  const questionIds: string[] = [];
  for (const question of questions) {
    const saved = await call<{ data: { id: string } }>(
      on,
      teacher,
      'POST',
      `/courses/${courseId}/questions`,
      201,
      question,
    );
    questionIds.push(saved.data.id);
  }
  const quiz = await call<{ data: { id: string } }>(on, teacher, 'POST', `/courses/${courseId}/quizzes`, 201, {
    title: 'Mechanics quiz',
    instructions: 'Answer **every** question.',
    opensAt: minutesFromNow(-1),
    closesAt: minutesFromNow(24 * 60),
    timeLimitMinutes: 30,
    questionIds,
  });
  return quiz.data.id;
}

describe('tests (quizzes) against the real API', () => {
  it('lets a student start a test, answer, come back to the saved answers and time left, submit and read the result with rank', async () => {
    const teacher = await createSignedInUser(api.t, 'teacher');
    const classmate = await createSignedInUser(api.t, 'student');
    const student = await api.signIn('student');
    const course = await createCourseWithStudents(api.t, teacher, [student, classmate], { title: 'Physics' });
    const quizId = await setTest(api, teacher, course.id);
    // A classmate has taken it already and answered nothing: the student will rank above them.
    const theirs = await call<{ data: { id: string } }>(api, classmate, 'POST', `/quizzes/${quizId}/attempts`, 201);
    await call(api, classmate, 'POST', `/quiz-attempts/${theirs.data.id}/submit`, 200);

    const first = api.renderAt('/student/tests');
    const open = await screen.findByRole('region', { name: 'Open now' });
    expect(within(open).getByText('Physics')).toBeTruthy();
    await first.user.click(within(open).getByRole('link', { name: 'Start Mechanics quiz' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Mechanics quiz' })).toBeTruthy();
    expect((await screen.findByText('every')).tagName).toBe('STRONG');
    expect(screen.getByText('0 of 1 used')).toBeTruthy();
    await first.user.click(screen.getByRole('button', { name: 'Start test' }));
    const starting = await screen.findByRole('dialog', { name: 'Start the test?' });
    expect(within(starting).getByText(/you will have 30 minutes/)).toBeTruthy();
    await first.user.click(within(starting).getByRole('button', { name: 'Start test' }));

    const timer = await screen.findByRole('timer', { name: 'Time left' });
    expect(timer.textContent).toMatch(/^(29|30):\d\d$/);
    await first.user.click(screen.getByRole('radio', { name: 'Force' }));
    await first.user.click(screen.getByRole('radio', { name: 'False' }));
    await first.user.type(screen.getByRole('textbox', { name: /Question 3/ }), 'Newton');
    await expect.poll(() => screen.queryAllByText('Saved').length, { timeout: 5000 }).toBe(3);
    expect(screen.getByText('3 of 3 answered')).toBeTruthy();
    const attemptPath = first.router.state.location.pathname;
    expect(attemptPath).toMatch(/^\/student\/test-attempts\//);

    // A reload: a new page with nothing cached finds the same attempt, its answers and the time left.
    first.unmount();
    queryClient.clear();
    const again = api.renderAt(attemptPath);
    expect(((await screen.findByRole('radio', { name: 'Force' })) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'False' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('textbox', { name: /Question 3/ }) as HTMLInputElement).value).toBe('Newton');
    expect(screen.getByRole('timer', { name: 'Time left' }).textContent).toMatch(/^(29|30):\d\d$/);
    expect(screen.getAllByText('Saved')).toHaveLength(3);

    await again.user.click(screen.getAllByRole('button', { name: 'Submit test' })[0] as HTMLElement);
    const submitting = await screen.findByRole('dialog', { name: 'Submit the test?' });
    expect(within(submitting).getByText('Every question is answered.')).toBeTruthy();
    await again.user.click(within(submitting).getByRole('button', { name: 'Submit test' }));

    const result = await screen.findByRole('heading', { name: 'Your result' }, { timeout: 5000 });
    const card = result.parentElement as HTMLElement;
    expect(within(card).getByText('6 / 6')).toBeTruthy();
    expect(within(card).getByText('1 of 2')).toBeTruthy();
    const review = screen.getByRole('region', { name: 'Your answers' });
    expect(within(review).getAllByText('Correct')).toHaveLength(3);
    expect(within(review).getByText('In kilograms.')).toBeTruthy();
  });
});
