import { useQuery } from '@tanstack/react-query';
import { attendanceEndpoints } from '@tutorium/contract/endpoints/attendance';
import { endpointQuery } from '../../../lib/endpoint-query';
import type { StudentAttendanceFilters } from './attendance-params';

/**
 * The signed-in student's own records (newest first) with totals overall and per course, filtered
 * by course and dates; waits while the filters are invalid (null).
 */
const studentAttendanceQuery = (filters: StudentAttendanceFilters | null) =>
  endpointQuery(attendanceEndpoints.student, {
    input: { query: filters ?? {} },
    enabled: filters !== null,
    keepPrevious: true,
  });

export const useStudentAttendance = (filters: StudentAttendanceFilters | null) =>
  useQuery(studentAttendanceQuery(filters));
