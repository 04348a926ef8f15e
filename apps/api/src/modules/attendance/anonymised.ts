import type { AttendanceStatus } from '@tutorium/contract/attendance';
import { and, gte, lte, type SQL, sql } from 'drizzle-orm';
import { anonymisedAttendance } from '../../db/schema';
import type { StatusCounts } from './tally';

/**
 * Erased students' attendance survives only as counts per course, date and status. Every course-level
 * figure (a course's overall rate, a teacher's rate, charts by course, week and status) adds them, so
 * erasing a student leaves those figures as they were; per-student figures never see them.
 */
export const anonymisedTotal = sql<number>`coalesce(sum(${anonymisedAttendance.count}), 0)::int`;
export const anonymisedPresent = sql<number>`coalesce(sum(${anonymisedAttendance.count}) filter (where ${anonymisedAttendance.status} = 'present'), 0)::int`;

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

/** Rows of present/total figures from records and from anonymous counts, added up by key. */
export function mergeRates<T extends { present: number; total: number }>(
  fromRecords: readonly T[],
  fromAnonymised: readonly T[],
  keyOf: (row: T) => string,
): T[] {
  const merged = new Map<string, T>();
  for (const row of [...fromRecords, ...fromAnonymised]) {
    const key = keyOf(row);
    const seen = merged.get(key);
    merged.set(key, seen ? { ...seen, present: seen.present + row.present, total: seen.total + row.total } : row);
  }
  return [...merged.values()];
}
