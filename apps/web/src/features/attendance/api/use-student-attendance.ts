import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { attendanceMessages, studentAttendanceResponseSchema } from '@tutorium/contract/attendance';
import { apiClient } from '../../../lib/api-client';
import { toSearchParams } from '../../../lib/search-params';
import { attendanceKeys, type StudentAttendanceFilters } from './attendance-keys';

/**
 * The signed-in student's own records (newest first) with totals overall and per course, filtered
 * by course and dates; waits while the filters are invalid (null).
 */
export function useStudentAttendance(filters: StudentAttendanceFilters | null) {
  return useQuery({
    queryKey: attendanceKeys.student(filters ?? {}),
    queryFn: ({ signal }) =>
      apiClient.get(`/attendance/student?${toSearchParams(filters ?? {})}`, {
        schema: studentAttendanceResponseSchema,
        fallbackMessage: attendanceMessages.loadError,
        signal,
      }),
    enabled: filters !== null,
    placeholderData: keepPreviousData,
  });
}
