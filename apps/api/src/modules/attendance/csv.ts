import { stringify } from 'csv-stringify/sync';
import { fileNameStem } from '../../platform/file-names';
import type { attendanceForExport } from './service';

type ExportData = Awaited<ReturnType<typeof attendanceForExport>>;

const percent = (value: number | null) => (value === null ? '' : `${value}%`);

/** The records one row per student per date, then a per-student summary, as a spreadsheet opens it. */
export function attendanceCsv({ rows, summary }: ExportData): string {
  return stringify([
    ['Date', 'Student', 'Email', 'Status', 'Remarks', 'Marked By'],
    ...rows.map((row) => [row.date, row.name, row.email, row.status, row.remarks, row.markedBy ?? '']),
    [],
    ['Summary'],
    ['Student', 'Email', 'Total', 'Present', 'Absent', 'Late', 'Excused', 'Attendance'],
    ...summary.students.map(({ student, stats }) => [
      student.name,
      student.email,
      stats.total,
      stats.present,
      stats.absent,
      stats.late,
      stats.excused,
      percent(stats.percentage),
    ]),
    [
      'All students',
      '',
      summary.overall.total,
      summary.overall.present,
      summary.overall.absent,
      summary.overall.late,
      summary.overall.excused,
      percent(summary.overall.percentage),
    ],
  ]);
}

/** A safe download name: "algebra-foundations-attendance-2026-01-01-to-2026-02-01.csv". */
export function csvFileName(
  courseTitle: string,
  range: { startDate?: string | undefined; endDate?: string | undefined },
) {
  const slug = fileNameStem(courseTitle, 'course');
  const span = [range.startDate ?? 'start', range.endDate ?? 'today'].join('-to-');
  return `${slug}-attendance-${span}.csv`;
}
