import { queryOptions, useQuery } from '@tanstack/react-query';
import { courseEndpoints } from '@tutorium/contract/endpoints/courses';
import { callEndpoint } from './endpoint-client';

/** docs/seed-spec.md §8's text for a course that could not be read. */
const courseFailed = 'An error occurred while fetching course details';

/**
 * One course as the signed-in user sees it. Every screen showing a course (its page, its
 * management, lessons and attendance) reads this one cache entry, so a change shows everywhere.
 */
export const courseQuery = (courseId: string, fallbackMessage: string = courseFailed) =>
  queryOptions({
    queryKey: ['courses', 'detail', courseId] as const,
    queryFn: async ({ signal }) => {
      const { data } = await callEndpoint(courseEndpoints.detail, {
        params: { id: courseId },
        fallbackMessage,
        signal,
      });
      return data;
    },
  });

export const useCourse = (courseId: string, fallbackMessage?: string) =>
  useQuery(courseQuery(courseId, fallbackMessage));
