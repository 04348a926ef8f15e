import { useQuery } from '@tanstack/react-query';
import { lessonListSchema } from '@tutorium/contract/lessons';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { learningMessages } from './learning-messages';
import { lessonKeys } from './query-keys';

export type LessonList = Pick<z.output<typeof lessonListSchema>, 'data' | 'progress'>;

/** The lessons of a course the student is enrolled in, in order, with what they completed. */
export function useLessons(courseId: string) {
  return useQuery({
    queryKey: lessonKeys.list(courseId),
    queryFn: async ({ signal }): Promise<LessonList> => {
      const { data, progress } = await apiClient.get(`/courses/${encodeURIComponent(courseId)}/lessons`, {
        schema: lessonListSchema,
        fallbackMessage: learningMessages.lessonsFailed,
        signal,
      });
      return { data, progress };
    },
  });
}
