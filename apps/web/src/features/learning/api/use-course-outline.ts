import { useQuery } from '@tanstack/react-query';
import { lessonEndpoints } from '@tutorium/contract/endpoints/lessons';
import { endpointQuery } from '../../../lib/endpoint-query';

/** A course's lesson titles, which anyone may read before enrolling. */
const courseOutlineQuery = (courseId: string) =>
  endpointQuery(lessonEndpoints.outline, {
    input: { params: { courseId } },
    pick: ({ data }) => data,
  });

export const useCourseOutline = (courseId: string) => useQuery(courseOutlineQuery(courseId));
