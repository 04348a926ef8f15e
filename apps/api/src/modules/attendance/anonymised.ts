import type { AttendanceStatus } from '@tutorium/contract/attendance';
import { and, gte, lte, type SQL, sql } from 'drizzle-orm';
import { anonymisedAttendance } from '../../db/schema';
import type { StatusCounts } from './tally';

/**
 * Erased students' attendance survives only as counts per course, date and status. Every course-level
 * figure adds them, so erasing a student leaves those figures as they were: a course's statistics read
 * them here, and the dashboards and analytics through the course-day summary, which a trigger keeps
 * (db/sql/summaries.sql). Per-student figures never see them.
 */
export const anonymisedTotal = sql<number>`coalesce(sum(${anonymisedAttendance.count}), 0)::int`;

export const anonymisedInRange = (range: {
  startDate?: string | undefined;
  endDate?: string | undefined;
}): SQL | undefined =>
  and(
    range.startDate ? gte(anonymisedAttendance.date, range.startDate) : undefined,
    range.endDate ? lte(anonymisedAttendance.date, range.endDate) : undefined,
  );

/** Per-status counts (as grouped by status) as one StatusCounts. */
export function statusCountsOf(rows: readonly { status: AttendanceStatus; count: number }[]): StatusCounts {
  const counts: StatusCounts = { total: 0, present: 0, absent: 0, late: 0, excused: 0 };
  for (const row of rows) {
    counts[row.status] += row.count;
    counts.total += row.count;
  }
  return counts;
}
