import { useQuery } from '@tanstack/react-query';
import { attendanceMessages } from '@tutorium/contract/attendance';
import { attendanceEndpoints } from '@tutorium/contract/endpoints/attendance';
import { endpointQuery } from '../../../lib/endpoint-query';
import { attendanceKeys, type StudentAttendanceFilters } from './attendance-keys';

/**
 * The signed-in student's own records (newest first) with totals overall and per course, filtered
 * by course and dates; waits while the filters are invalid (null).
 */
const studentAttendanceQuery = (filters: StudentAttendanceFilters | null) =>
  endpointQuery(attendanceEndpoints.student, {
    key: attendanceKeys.student(filters ?? {}),
    input: { query: filters ?? {} },
    fallbackMessage: attendanceMessages.loadError,
    enabled: filters !== null,
    keepPrevious: true,
  });

export const useStudentAttendance = (filters: StudentAttendanceFilters | null) =>
  useQuery(studentAttendanceQuery(filters));
