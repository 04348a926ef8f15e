import { useQuery } from '@tanstack/react-query';
import { waitlistResponseSchema } from '@tutorium/contract/courses';
import { apiClient } from '../../../lib/api-client';
import { courseFallbacks } from './course-fallbacks';
import { courseKeys } from './course-keys';

/** The students waiting for a seat in the teacher's course, in order. */
export function useCourseWaitlist(courseId: string) {
  return useQuery({
    queryKey: courseKeys.waitlist(courseId),
    queryFn: async ({ signal }) => {
      const { data } = await apiClient.get(`/courses/${encodeURIComponent(courseId)}/waitlist`, {
        schema: waitlistResponseSchema,
        fallbackMessage: courseFallbacks.waitlist,
        signal,
      });
      return data;
    },
  });
}
