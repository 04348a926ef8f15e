import { useQuery } from '@tanstack/react-query';
import { waitlistEndpoints } from '@tutorium/contract/endpoints/waitlist';
import { endpointQuery } from '../../../lib/endpoint-query';
import { courseFallbacks } from './course-fallbacks';
import { courseKeys } from './course-keys';

/** The students waiting for a seat in the teacher's course, in order. */
const courseWaitlistQuery = (courseId: string) =>
  endpointQuery(waitlistEndpoints.list, {
    key: courseKeys.waitlist(courseId),
    input: { params: { id: courseId } },
    fallbackMessage: courseFallbacks.waitlist,
    pick: ({ data }) => data,
  });

export const useCourseWaitlist = (courseId: string) => useQuery(courseWaitlistQuery(courseId));
