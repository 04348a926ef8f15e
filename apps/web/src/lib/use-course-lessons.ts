import { useQuery } from '@tanstack/react-query';
import type { EndpointAnswer } from '@tutorium/contract/endpoint';
import { lessonEndpoints } from '@tutorium/contract/endpoints/lessons';
import { endpointQuery } from './endpoint-query';

export type LessonList = Pick<EndpointAnswer<typeof lessonEndpoints.list>, 'data' | 'progress'>;

/**
 * A course's lessons in order: the teacher's to manage, or the enrolled student's with what they
 * completed and their progress. Both sides read this one cache entry.
 */
export const courseLessonsQuery = (courseId: string) =>
  endpointQuery(lessonEndpoints.list, {
    input: { params: { courseId } },
    pick: ({ data, progress }): LessonList => ({ data, progress }),
  });

export const useCourseLessons = (courseId: string) => useQuery(courseLessonsQuery(courseId));
