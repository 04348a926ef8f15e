import { useMutation, useQuery } from '@tanstack/react-query';
import { questionEndpoints } from '@tutorium/contract/endpoints/questions';
import { quizEndpoints } from '@tutorium/contract/endpoints/quizzes';
import { apiClient } from '../../../lib/api-client';
import { endpointUrl } from '../../../lib/endpoint-client';
import { endpointQuery } from '../../../lib/endpoint-query';

/** A course's question bank with the answer keys, one tag's when given, and every tag's count. */
export const useQuestionBank = (courseId: string, tag?: string) =>
  useQuery(
    endpointQuery(questionEndpoints.list, {
      input: { params: { courseId }, query: tag === undefined ? {} : { tag } },
      pick: (answer) => answer,
    }),
  );

/** A course's tests by opening time, with the submitted count of each. */
export const useCourseQuizzes = (courseId: string) =>
  useQuery(endpointQuery(quizEndpoints.list, { input: { params: { courseId } }, pick: ({ data }) => data }));

export const useQuiz = (id: string) =>
  useQuery(endpointQuery(quizEndpoints.get, { input: { params: { id } }, pick: ({ data }) => data }));

/** Every submitted attempt at a test with its rank, and how each question did. */
export const useQuizResults = (id: string) =>
  useQuery(endpointQuery(quizEndpoints.results, { input: { params: { id } }, pick: ({ data }) => data }));

/** One attempt with its answers and, once submitted, the key and marks of each question. */
export const useAttempt = (id: string) =>
  useQuery(endpointQuery(quizEndpoints.attempt, { input: { params: { id } }, pick: ({ data }) => data }));

/** Downloads a course's question bank as CSV with the session token (a plain link could not send it). */
export function useExportQuestions(courseId: string) {
  return useMutation({
    mutationFn: () =>
      apiClient.download(endpointUrl(questionEndpoints.export, { params: { courseId } }), {
        fallbackMessage: questionEndpoints.export.fallbackMessage,
        fileName: 'questions.csv',
      }),
  });
}

/** Downloads a test's results as CSV. */
export function useExportResults(id: string) {
  return useMutation({
    mutationFn: () =>
      apiClient.download(endpointUrl(quizEndpoints.exportResults, { params: { id } }), {
        fallbackMessage: quizEndpoints.exportResults.fallbackMessage,
        fileName: 'test-results.csv',
      }),
  });
}
