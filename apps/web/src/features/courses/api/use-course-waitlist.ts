import { queryOptions, useQuery } from '@tanstack/react-query';
import { waitlistEndpoints } from '@tutorium/contract/endpoints/waitlist';
import { callEndpoint } from '../../../lib/endpoint-client';
import { courseFallbacks } from './course-fallbacks';
import { courseKeys } from './course-keys';

/** The students waiting for a seat in the teacher's course, in order. */
export const courseWaitlistQuery = (courseId: string) =>
  queryOptions({
    queryKey: courseKeys.waitlist(courseId),
    queryFn: async ({ signal }) => {
      const { data } = await callEndpoint(waitlistEndpoints.list, {
        params: { id: courseId },
        fallbackMessage: courseFallbacks.waitlist,
        signal,
      });
      return data;
    },
  });

export const useCourseWaitlist = (courseId: string) => useQuery(courseWaitlistQuery(courseId));
