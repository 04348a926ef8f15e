import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MarkAttendance } from '@tutorium/contract/attendance';
import { attendanceEndpoints } from '@tutorium/contract/endpoints/attendance';
import { callEndpoint } from '../../../lib/endpoint-client';
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
      callEndpoint(attendanceEndpoints.mark, { body, fallbackMessage: attendanceFallbacks.saveFailed }),
    onSuccess: (_answer, body) => queryClient.invalidateQueries({ queryKey: attendanceKeys.course(body.courseId) }),
  });
}
