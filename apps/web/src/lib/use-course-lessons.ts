import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EndpointAnswer } from '@tutorium/contract/endpoint';
import { lessonEndpoints } from '@tutorium/contract/endpoints/lessons';
import { callEndpoint } from './endpoint-client';

export type LessonList = Pick<EndpointAnswer<typeof lessonEndpoints.list>, 'data' | 'progress'>;

/**
 * A course's lessons in order: the teacher's to manage, or the enrolled student's with what they
 * completed and their progress. Both sides read this one cache entry.
 */
export const courseLessonsQuery = (courseId: string) =>
  queryOptions({
    queryKey: ['lessons', courseId, 'list'] as const,
    queryFn: async ({ signal }): Promise<LessonList> => {
      const { data, progress } = await callEndpoint(lessonEndpoints.list, {
        params: { courseId },
        fallbackMessage: 'Failed to load the lessons',
        signal,
      });
      return { data, progress };
    },
  });

export const useCourseLessons = (courseId: string) => useQuery(courseLessonsQuery(courseId));
