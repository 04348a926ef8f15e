import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { toSearchParams } from '../../../lib/search-params';
import { attendanceFallbacks } from './attendance-fallbacks';
import type { DateRange } from './attendance-keys';

/** Downloads a course's attendance in the range as CSV, under the name the server gives it. */
export function useExportAttendance(courseId: string) {
  return useMutation({
    mutationFn: (range: DateRange) =>
      apiClient.download(`/attendance/export/${encodeURIComponent(courseId)}?${toSearchParams(range)}`, {
        fallbackMessage: attendanceFallbacks.exportFailed,
        fileName: 'attendance.csv',
      }),
  });
}
