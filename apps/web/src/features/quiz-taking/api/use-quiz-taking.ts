import { useQuery } from '@tanstack/react-query';
import { quizEndpoints } from '@tutorium/contract/endpoints/quizzes';
import { endpointQuery } from '../../../lib/endpoint-query';
import { useEndpointMutation } from '../../../lib/use-endpoint-mutation';

/** The student's tests across their courses: open and upcoming first, then the closed ones. */
export const useMyQuizzes = () => useQuery(endpointQuery(quizEndpoints.mine, { pick: ({ data }) => data }));

export const useQuiz = (id: string) =>
  useQuery(endpointQuery(quizEndpoints.get, { input: { params: { id } }, pick: ({ data }) => data }));

/**
 * An attempt with the moment its answer came, by the monotonic clock (taken in the query itself, so
 * the render's delay does not eat into the time left): the countdown runs from there. That moment
 * means nothing to another page, so the attempt is not kept on the device (lib/offline/persist-query-cache.ts):
 * a reload offline says the test needs a connection rather than show a wrong clock.
 */
export const useAttempt = (id: string) =>
  useQuery({
    ...endpointQuery(quizEndpoints.attempt, {
      input: { params: { id } },
      pick: ({ data }) => ({ attempt: data, receivedAt: performance.now() }),
    }),
    meta: { keepOffline: false },
  });

/** Starts an attempt at a test, or resumes the open one (`resumed` in the answer). */
export const useStartAttempt = () =>
  useEndpointMutation(quizEndpoints.start, { input: (quizId: string) => ({ params: { id: quizId } }) });

/** Submits an attempt; its read refreshes with the result (the test's reads carry the same tag). */
export const useSubmitAttempt = () =>
  useEndpointMutation(quizEndpoints.submit, { input: (attemptId: string) => ({ params: { id: attemptId } }) });
