import { useQuery } from '@tanstack/react-query';
import type { EndpointAnswer } from '@tutorium/contract/endpoint';
import { reviewEndpoints } from '@tutorium/contract/endpoints/reviews';
import { endpointQuery } from './endpoint-query';

export type ReviewListAnswer = EndpointAnswer<typeof reviewEndpoints.list>;

/**
 * The course's reviews and rating; for a student also their own review and whether they may write
 * one. The course page of the student and of the teacher read this one cache entry.
 */
export const courseReviewsQuery = (courseId: string) =>
  endpointQuery(reviewEndpoints.list, {
    input: { params: { courseId } },
  });

export const useCourseReviews = (courseId: string) => useQuery(courseReviewsQuery(courseId));
