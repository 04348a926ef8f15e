import type { AttendanceStatus } from '@tutorium/contract/attendance';
import type { Language } from '@tutorium/contract/languages';
import { stringify } from 'csv-stringify/sync';
import { fileNameStem } from '../../platform/file-names';
import { translate } from '../../platform/language';
import type { attendanceForExport } from './service';

type ExportData = Awaited<ReturnType<typeof attendanceForExport>>;

const percent = (value: number | null) => (value === null ? '' : `${value}%`);

/** Each status as the register's download writes it. */
const statusWords: Record<AttendanceStatus, string> = {
  present: /*i18n*/ 'present',
  absent: /*i18n*/ 'absent',
  late: /*i18n*/ 'late',
  excused: /*i18n*/ 'excused',
};

/**
 * The records one row per student per date, then a per-student summary, as a spreadsheet opens it,
 * its headings and statuses in `language` (the requester's).
 */
export function attendanceCsv({ rows, summary }: ExportData, language: Language): string {
  const t = (text: string) => translate(language, text);
  return stringify([
    [
      t(/*i18n*/ 'Date'),
      t(/*i18n*/ 'Student'),
      t(/*i18n*/ 'Email'),
      t(/*i18n*/ 'Status'),
      t(/*i18n*/ 'Remarks'),
      t(/*i18n*/ 'Marked By'),
    ],
    ...rows.map((row) => [row.date, row.name, row.email, t(statusWords[row.status]), row.remarks, row.markedBy ?? '']),
    [],
    [t(/*i18n*/ 'Summary')],
    [
      t(/*i18n*/ 'Student'),
      t(/*i18n*/ 'Email'),
      t(/*i18n*/ 'Total'),
      t(/*i18n*/ 'Present'),
      t(/*i18n*/ 'Absent'),
      t(/*i18n*/ 'Late'),
      t(/*i18n*/ 'Excused'),
      t(/*i18n*/ 'Attendance'),
    ],
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
      t(/*i18n*/ 'All students'),
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
