import { useQuery } from '@tanstack/react-query';
import { waitlistEndpoints } from '@tutorium/contract/endpoints/waitlist';
import { endpointQuery } from '../../../lib/endpoint-query';

/** The students waiting for a seat in the teacher's course, in order. */
const courseWaitlistQuery = (courseId: string) =>
  endpointQuery(waitlistEndpoints.list, {
    input: { params: { id: courseId } },
    pick: ({ data }) => data,
  });

export const useCourseWaitlist = (courseId: string) => useQuery(courseWaitlistQuery(courseId));
