import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { attendanceMessages } from '@tutorium/contract/attendance';
import { attendanceEndpoints } from '@tutorium/contract/endpoints/attendance';
import { callEndpoint } from '../../../lib/endpoint-client';
import { attendanceKeys, type StudentAttendanceFilters } from './attendance-keys';

/**
 * The signed-in student's own records (newest first) with totals overall and per course, filtered
 * by course and dates; waits while the filters are invalid (null).
 */
export const studentAttendanceQuery = (filters: StudentAttendanceFilters | null) =>
  queryOptions({
    queryKey: attendanceKeys.student(filters ?? {}),
    queryFn: ({ signal }) =>
      callEndpoint(attendanceEndpoints.student, {
        query: filters ?? {},
        fallbackMessage: attendanceMessages.loadError,
        signal,
      }),
    enabled: filters !== null,
    placeholderData: keepPreviousData,
  });

export const useStudentAttendance = (filters: StudentAttendanceFilters | null) =>
  useQuery(studentAttendanceQuery(filters));
