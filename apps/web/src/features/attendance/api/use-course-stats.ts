import { useQuery } from '@tanstack/react-query';
import { attendanceEndpoints } from '@tutorium/contract/endpoints/attendance';
import { endpointQuery } from '../../../lib/endpoint-query';
import type { DateRange } from './attendance-params';

/** Totals per enrolled student and overall, over an optional range; waits while `range` is invalid (null). */
const courseStatsQuery = (courseId: string | undefined, range: DateRange | null) =>
  endpointQuery(attendanceEndpoints.stats, {
    input: { params: { courseId: courseId ?? '' }, query: range ?? {} },
    pick: ({ data }) => data,
    enabled: courseId !== undefined && range !== null,
    keepPrevious: true,
  });

export const useCourseStats = (courseId: string | undefined, range: DateRange | null) =>
  useQuery(courseStatsQuery(courseId, range));
