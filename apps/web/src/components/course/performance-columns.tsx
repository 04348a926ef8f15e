import type { PerformanceRow } from '@tutorium/contract/dashboard';
import type { StatColumn } from '../ui/stat-table';
import { courseColumn, lastActivityColumn, progressColumn, studentColumn } from './student-course-columns';

/**
 * The columns of a table of students' performance, in the order both the dashboard and the
 * Performance screen show them: who, in which course, attendance as that screen words it,
 * progress, any figures the screen adds, and the last activity.
 */
export const performanceColumns = (
  attendance: StatColumn<PerformanceRow>,
  ...added: readonly StatColumn<PerformanceRow>[]
): readonly StatColumn<PerformanceRow>[] => [
  studentColumn,
  courseColumn,
  attendance,
  progressColumn,
  ...added,
  lastActivityColumn,
];
