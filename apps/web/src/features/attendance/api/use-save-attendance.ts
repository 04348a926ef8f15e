import type { MarkAttendance } from '@tutorium/contract/attendance';
import { attendanceEndpoints } from '@tutorium/contract/endpoints/attendance';
import { useEndpointMutation } from '../../../lib/use-endpoint-mutation';

/**
 * Saves a date's register for a course in one batch. The course's register and totals are fetched
 * again before the save counts as done, so the screen never shows the register from before it.
 */
export function useSaveAttendance() {
  return useEndpointMutation(attendanceEndpoints.mark, {
    input: (body: MarkAttendance) => ({ body }),
  });
}
