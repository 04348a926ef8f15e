import { useQuery } from '@tanstack/react-query';
import { lessonEndpoints } from '@tutorium/contract/endpoints/lessons';
import { endpointQuery } from '../../../lib/endpoint-query';
import { learningMessages } from './learning-messages';
import { lessonKeys } from './query-keys';

/** A course's lesson titles, which anyone may read before enrolling. */
const courseOutlineQuery = (courseId: string) =>
  endpointQuery(lessonEndpoints.outline, {
    key: lessonKeys.outline(courseId),
    input: { params: { courseId } },
    fallbackMessage: learningMessages.lessonsFailed,
    pick: ({ data }) => data,
  });

export const useCourseOutline = (courseId: string) => useQuery(courseOutlineQuery(courseId));
