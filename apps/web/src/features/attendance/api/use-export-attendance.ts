import { useMutation } from '@tanstack/react-query';
import { attendanceEndpoints } from '@tutorium/contract/endpoints/attendance';
import { apiClient } from '../../../lib/api-client';
import { endpointUrl } from '../../../lib/endpoint-client';
import type { DateRange } from './attendance-params';

/** Downloads a course's attendance in the range as CSV, under the name the server gives it. */
export function useExportAttendance(courseId: string) {
  return useMutation({
    mutationFn: (range: DateRange) =>
      apiClient.download(endpointUrl(attendanceEndpoints.export, { params: { courseId }, query: { ...range } }), {
        fallbackMessage: attendanceEndpoints.export.fallbackMessage,
        fileName: 'attendance.csv',
      }),
  });
}
