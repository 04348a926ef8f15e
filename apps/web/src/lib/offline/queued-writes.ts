import { msg } from '@lingui/core/macro';
import type { QueryClient } from '@tanstack/react-query';
import type { GivenAnswer } from '@tutorium/contract/quizzes';
import { ApiError } from '../api-failure';
import { callEndpoint } from '../endpoint-client';
import { readsTagged, staleAfter } from '../endpoint-query';
import { i18n } from '../i18n';

/*
 * The writes that are safe to replay, kept while the connection is down and sent once when it is back
 * (docs/product.md, "Installable app and offline"): marking a lesson complete and saving a test's
 * answer, both PUTs of a state, so sending one again changes nothing. They are TanStack Query offline
 * mutations: with networkMode 'online' a mutation started offline pauses; the persister keeps paused
 * mutations with the cache (persist-query-cache.ts), and after a reload it finds its request here, by
 * its key, since functions cannot be stored. Every other write needs a connection (api-client.ts).
 * Messages have their own queue (features/messages/api/send-queue.ts).
 */

/** Marking a lesson complete or not; the feature adds the course to the key. */
export const LESSON_COMPLETION_KEY = ['lesson-completion'] as const;
/** Saving one answer of a test attempt. */
export const QUIZ_ANSWER_KEY = ['quiz-answer'] as const;

/** Whether a mutation's key is one of the writes queued offline (its first part is one of the keys above). */
export const isQueuedWrite = (mutationKey: readonly unknown[] | undefined): boolean =>
  mutationKey !== undefined && [LESSON_COMPLETION_KEY[0], QUIZ_ANSWER_KEY[0]].some((key) => key === mutationKey[0]);

export interface LessonCompletionWrite {
  lessonId: string;
  completed: boolean;
}

export interface AnswerWrite {
  attemptId: string;
  questionId: string;
  answer: GivenAnswer | null;
}

/** Saves of one question go out one at a time, in the order given, so the newest answer lands last. */
export const answerScope = ({ attemptId, questionId }: Pick<AnswerWrite, 'attemptId' | 'questionId'>) => ({
  id: `quiz-answer:${attemptId}:${questionId}`,
});

/**
 * A failure that may pass: no connection (0), too many requests for now (429) or the server failing
 * (5xx). Any other refusal (the attempt is over, an answer it cannot read) will not change by sending again.
 */
const mayPass = (error: Error) =>
  error instanceof ApiError && (error.status === 0 || error.status === 429 || error.status >= 500);

const MAX_RETRY_DELAY_MS = 15_000;

/** The attempt was over (time up, or submitted) when the answer arrived: the server refuses it. */
export const attemptClosed = (error: unknown): boolean =>
  error instanceof ApiError && (error.code === 'time_up' || error.code === 'attempt_submitted');

const answerRefused = msg`This test has closed, so answers that had not been sent yet were not saved.`;

/**
 * Gives each queued write its request and what follows it, for `client` (the app's, or a test's).
 * The endpoints' definitions, and zod with them, load when a write is sent, not with the cache.
 */
export function registerQueuedWrites(client: QueryClient): void {
  client.setMutationDefaults<unknown, Error, LessonCompletionWrite>(LESSON_COMPLETION_KEY, {
    networkMode: 'online',
    mutationFn: async ({ lessonId, completed }) => {
      const { lessonEndpoints } = await import('@tutorium/contract/endpoints/lessons');
      return callEndpoint(lessonEndpoints.completion, { params: { id: lessonId }, body: { completed } });
    },
    // A write resumed after a reload has no screen's hook around it: the lessons and progress refresh here.
    onSettled: async () => {
      const { lessonEndpoints } = await import('@tutorium/contract/endpoints/lessons');
      await client.invalidateQueries(readsTagged(staleAfter(lessonEndpoints.completion)));
    },
  });
  client.setMutationDefaults<unknown, Error, AnswerWrite>(QUIZ_ANSWER_KEY, {
    networkMode: 'online',
    // Tried until it goes through (a phone losing its signal mid-test keeps its answers); offline,
    // TanStack pauses the retries until the connection is back.
    retry: (_failures, error) => mayPass(error),
    retryDelay: (failures) => Math.min(MAX_RETRY_DELAY_MS, 1000 * 2 ** failures),
    mutationFn: async ({ attemptId, questionId, answer }) => {
      const { quizEndpoints } = await import('@tutorium/contract/endpoints/quizzes');
      return callEndpoint(quizEndpoints.answer, { params: { id: attemptId, questionId }, body: { answer } });
    },
    // Sent after the test closed (time up while offline, or submitted on another device): the student
    // is told, once however many answers were refused.
    onError: (error) => {
      if (!attemptClosed(error)) return;
      const message = i18n._(answerRefused);
      void import('react-hot-toast').then(({ default: toast }) => toast.error(message, { id: message }));
    },
  });
}
