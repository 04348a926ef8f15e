import { queryOptions, useQuery } from '@tanstack/react-query';
import { lessonEndpoints } from '@tutorium/contract/endpoints/lessons';
import { callEndpoint } from '../../../lib/endpoint-client';
import { learningMessages } from './learning-messages';
import { lessonKeys } from './query-keys';

/** A course's lesson titles, which anyone may read before enrolling. */
export const courseOutlineQuery = (courseId: string) =>
  queryOptions({
    queryKey: lessonKeys.outline(courseId),
    queryFn: async ({ signal }) => {
      const { data } = await callEndpoint(lessonEndpoints.outline, {
        params: { courseId },
        fallbackMessage: learningMessages.lessonsFailed,
        signal,
      });
      return data;
    },
  });

export const useCourseOutline = (courseId: string) => useQuery(courseOutlineQuery(courseId));
