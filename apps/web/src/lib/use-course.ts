import { useQuery } from '@tanstack/react-query';
import { courseEndpoints } from '@tutorium/contract/endpoints/courses';
import { endpointQuery } from './endpoint-query';

/** docs/seed-spec.md §8's text for a course that could not be read. */
const courseFailed = 'An error occurred while fetching course details';

/**
 * One course as the signed-in user sees it. Every screen showing a course (its page, its
 * management, lessons and attendance) reads this one cache entry, so a change shows everywhere.
 */
export const courseQuery = (courseId: string, fallbackMessage: string = courseFailed) =>
  endpointQuery(courseEndpoints.detail, {
    key: ['courses', 'detail', courseId] as const,
    input: { params: { id: courseId } },
    fallbackMessage,
    pick: ({ data }) => data,
  });

export const useCourse = (courseId: string, fallbackMessage?: string) =>
  useQuery(courseQuery(courseId, fallbackMessage));
