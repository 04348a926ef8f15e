import { useQuery } from '@tanstack/react-query';
import { waitlistEndpoints } from '@tutorium/contract/endpoints/waitlist';
import { endpointQuery } from './endpoint-query';

/**
 * The courses the signed-in student waits for, with their place: My Courses and the dashboard read
 * this one cache entry, which the `seats` stream event refreshes when a place moves.
 */
export const useStudentWaitlist = () =>
  useQuery(endpointQuery(waitlistEndpoints.studentPlaces, { pick: ({ data }) => data }));
