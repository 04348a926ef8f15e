import { useQuery } from '@tanstack/react-query';
import { courseEndpoints } from '@tutorium/contract/endpoints/courses';
import { endpointQuery } from './endpoint-query';

/**
 * One course as the signed-in user sees it. Every screen showing a course (its page, its
 * management, lessons and attendance) reads this one cache entry, so a change shows everywhere;
 * `fallbackMessage` is for a screen that words a failed read otherwise than the definition.
 */
export const courseQuery = (courseId: string, fallbackMessage?: string) =>
  endpointQuery(courseEndpoints.detail, {
    input: { params: { id: courseId } },
    ...(fallbackMessage === undefined ? {} : { fallbackMessage }),
    pick: ({ data }) => data,
  });

export const useCourse = (courseId: string, fallbackMessage?: string) =>
  useQuery(courseQuery(courseId, fallbackMessage));
