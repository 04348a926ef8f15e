import { queryOptions, useQuery } from '@tanstack/react-query';
import { attendanceEndpoints } from '@tutorium/contract/endpoints/attendance';
import { callEndpoint } from '../../../lib/endpoint-client';
import { attendanceFallbacks } from './attendance-fallbacks';
import { attendanceKeys } from './attendance-keys';

/**
 * The students enrolled in a course by `date`, each with the record saved for that date (or null)
 * and their check-in when they joined a live class of the course that day. Waits for both.
 */
export const courseRosterQuery = (courseId: string | undefined, date: string | undefined) =>
  queryOptions({
    queryKey: attendanceKeys.roster(courseId ?? '', date ?? ''),
    queryFn: async ({ signal }) => {
      const { course, roster } = await callEndpoint(attendanceEndpoints.course, {
        params: { courseId: courseId ?? '' },
        query: { date: date ?? '' },
        fallbackMessage: attendanceFallbacks.rosterFailed,
        signal,
      });
      return { courseTitle: course.title, roster: roster ?? [] };
    },
    enabled: courseId !== undefined && date !== undefined,
  });

export const useCourseRoster = (courseId: string | undefined, date: string | undefined) =>
  useQuery(courseRosterQuery(courseId, date));
