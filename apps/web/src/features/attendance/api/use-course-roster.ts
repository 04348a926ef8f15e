import { useQuery } from '@tanstack/react-query';
import { courseAttendanceResponseSchema } from '@tutorium/contract/attendance';
import { apiClient } from '../../../lib/api-client';
import { attendanceFallbacks } from './attendance-fallbacks';
import { attendanceKeys } from './attendance-keys';

/**
 * The students enrolled in a course by `date`, each with the record saved for that date (or null)
 * and their check-in when they joined a live class of the course that day. Waits for both.
 */
export function useCourseRoster(courseId: string | undefined, date: string | undefined) {
  return useQuery({
    queryKey: attendanceKeys.roster(courseId ?? '', date ?? ''),
    queryFn: async ({ signal }) => {
      const { course, roster } = await apiClient.get(
        `/attendance/course/${encodeURIComponent(courseId ?? '')}?${new URLSearchParams({ date: date ?? '' })}`,
        { schema: courseAttendanceResponseSchema, fallbackMessage: attendanceFallbacks.rosterFailed, signal },
      );
      return { courseTitle: course.title, roster: roster ?? [] };
    },
    enabled: courseId !== undefined && date !== undefined,
  });
}
