// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Endpoint } from '@tutorium/contract/endpoint';
import type { Attempt, Quiz } from '@tutorium/contract/quizzes';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installDialogMethods } from '../../../../test/unit/dom';
import { renderScreen, testQueryClient } from '../../../../test/unit/screen';
import { callEndpoint } from '../../../lib/endpoint-client';
import { registerQueuedWrites } from '../../../lib/offline/queued-writes';
import { AttemptPage } from './attempt-page';

vi.mock('../../../lib/endpoint-client', () => ({ callEndpoint: vi.fn() }));
const called = vi.mocked(callEndpoint);

installDialogMethods();

const attempt: Attempt = {
  id: 'a1',
  quizId: 'q1',
  quizTitle: 'Optics quiz',
  courseId: 'c1',
  student: { id: 's1', name: 'Ada' },
  number: 1,
  state: 'in_progress',
  startedAt: '2026-05-01T10:00:00.000Z',
  deadline: '2026-05-01T10:30:00.000Z',
  // Ten minutes left by the server's clock, whatever the device's says.
  serverNow: '2026-05-01T10:20:00.000Z',
  submittedAt: null,
  autoSubmitted: false,
  questions: [
    {
      id: 'p1',
      kind: 'single',
      prompt: 'Light is a…',
      points: 2,
      options: [
        { index: 1, text: 'Wave' },
        { index: 0, text: 'Rock' },
      ],
    },
    { id: 'p2', kind: 'true_false', prompt: 'Glass bends light.', points: 1, options: [] },
  ],
  answers: { p1: { kind: 'single', option: 1 } },
  result: null,
};

const quiz = { id: 'q1', release: 'manual', closesAt: '2026-05-02T10:00:00.000Z' } as Quiz;

/** Answers each endpoint by its path, as the API would. */
function serve(current: Attempt) {
  called.mockImplementation(async (endpoint: Endpoint) => {
    if (endpoint.path === '/quiz-attempts/:id') return { success: true, data: current };
    if (endpoint.path === '/quizzes/:id') return { success: true, data: quiz };
    if (endpoint.path === '/quiz-attempts/:id/answers/:questionId')
      return { success: true, savedAt: current.serverNow };
    throw new Error(`unexpected ${endpoint.path}`);
  });
}

function renderAttempt() {
  const client = testQueryClient();
  // Answers are saved as the app's queued writes (lib/offline/queued-writes.ts).
  registerQueuedWrites(client);
  return renderScreen({ '/student/test-attempts/:attemptId': <AttemptPage /> }, '/student/test-attempts/a1', client);
}

afterEach(() => {
  cleanup();
  called.mockReset();
});

describe('an attempt', () => {
  it("counts down from the server's time left, shows the saved answers and saves a new one", async () => {
    serve(attempt);
    renderAttempt();
    expect((await screen.findByRole('timer', { name: 'Time left' })).textContent).toMatch(/^(10:00|09:59)$/);
    expect((screen.getByRole('radio', { name: 'Wave' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('1 of 2 answered')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'True' }));
    // The save loads the endpoint's definition before it sends (lib/offline/queued-writes.ts).
    await vi.waitFor(() =>
      expect(called).toHaveBeenCalledWith(
        expect.objectContaining({ path: '/quiz-attempts/:id/answers/:questionId' }),
        expect.objectContaining({
          params: { id: 'a1', questionId: 'p2' },
          body: { answer: { kind: 'true_false', value: true } },
        }),
      ),
    );
    expect(await screen.findAllByText('Saved')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Question 2, answered' })).toBeTruthy();
  });

  it('asks before submitting, counting what is unanswered', async () => {
    serve(attempt);
    renderAttempt();
    const user = userEvent.setup();
    await user.click((await screen.findAllByRole('button', { name: 'Submit test' }))[0] as HTMLElement);
    const dialog = screen.getByRole('dialog', { name: 'Submit the test?' });
    expect(within(dialog).getByText('1 question is not answered.')).toBeTruthy();
  });

  it('says who releases the results of a submitted attempt before they are released', async () => {
    serve({ ...attempt, state: 'submitted', submittedAt: '2026-05-01T10:25:00.000Z' });
    renderAttempt();
    expect(await screen.findByText('Your results will be released by your teacher.')).toBeTruthy();
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('shows the released result: score, rank, percentile, marking still to come and the review', async () => {
    serve({
      ...attempt,
      state: 'submitted',
      submittedAt: '2026-05-01T10:25:00.000Z',
      result: {
        score: 2,
        maxScore: 3,
        percent: 66.7,
        pendingMarking: true,
        rank: 2,
        cohortSize: 5,
        percentile: 60,
        review: [
          {
            questionId: 'p1',
            definition: {
              kind: 'single',
              prompt: 'Light is a…',
              explanation: 'Mostly.',
              tags: [],
              points: 2,
              options: ['Rock', 'Wave'],
              correct: 1,
            },
            awarded: 2,
            correct: true,
          },
          {
            questionId: 'p2',
            definition: {
              kind: 'true_false',
              prompt: 'Glass bends light.',
              explanation: '',
              tags: [],
              points: 1,
              correct: true,
            },
            awarded: 0,
            correct: null,
          },
        ],
      },
    });
    renderAttempt();
    expect(await screen.findByText('2 of 5')).toBeTruthy();
    expect(screen.getByText('2 / 3')).toBeTruthy();
    expect(screen.getByText('Some answers await marking by your teacher: your score may still rise.')).toBeTruthy();
    const review = screen.getByRole('region', { name: 'Your answers' });
    expect(within(review).getAllByText('Wave')).toHaveLength(2);
    expect(within(review).getByText('Mostly.')).toBeTruthy();
    expect(within(review).getAllByText('Not answered')).toHaveLength(2);
  });
});
