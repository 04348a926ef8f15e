import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type MarkAttendance, markAttendanceResponseSchema } from '@tutorium/contract/attendance';
import { apiClient } from '../../../lib/api-client';
import { attendanceFallbacks } from './attendance-fallbacks';
import { attendanceKeys } from './attendance-keys';

/**
 * Saves a date's register for a course in one batch. The course's register and totals are fetched
 * again before the save counts as done, so the screen never shows the register from before it.
 */
export function useSaveAttendance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MarkAttendance) =>
      apiClient.post('/attendance', {
        schema: markAttendanceResponseSchema,
        fallbackMessage: attendanceFallbacks.saveFailed,
        body,
      }),
    onSuccess: (_answer, body) => queryClient.invalidateQueries({ queryKey: attendanceKeys.course(body.courseId) }),
  });
}
