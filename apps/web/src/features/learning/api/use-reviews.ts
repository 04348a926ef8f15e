import { useQuery } from '@tanstack/react-query';
import { reviewListSchema } from '@tutorium/contract/reviews';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { learningMessages } from './learning-messages';
import { reviewKeys } from './query-keys';

export type ReviewListAnswer = z.output<typeof reviewListSchema>;

/** The course's reviews and rating; for the student also their own review and whether they may write one. */
export function useReviews(courseId: string) {
  return useQuery({
    queryKey: reviewKeys.list(courseId),
    queryFn: ({ signal }) =>
      apiClient.get(`/courses/${encodeURIComponent(courseId)}/reviews`, {
        schema: reviewListSchema,
        fallbackMessage: learningMessages.reviewsFailed,
        signal,
      }),
  });
}
