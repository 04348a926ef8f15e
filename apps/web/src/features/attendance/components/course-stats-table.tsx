import type { AttendanceStats, CourseAttendanceStats } from '@tutorium/contract/attendance';
import { PercentageBadge } from './percentage-badge';
import { cellClassName, headerCellClassName, ScrollTable } from './scroll-table';

const columns = ['Total', 'Present', 'Absent', 'Late', 'Excused'] as const;

function Figures({ stats }: { stats: AttendanceStats }) {
  return (
    <>
      <td className={`${cellClassName} tabular-nums`}>{stats.total}</td>
      <td className={`${cellClassName} tabular-nums`}>{stats.present}</td>
      <td className={`${cellClassName} tabular-nums`}>{stats.absent}</td>
      <td className={`${cellClassName} tabular-nums`}>{stats.late}</td>
      <td className={`${cellClassName} tabular-nums`}>{stats.excused}</td>
      <td className={cellClassName}>
        <PercentageBadge percentage={stats.percentage} />
      </td>
    </>
  );
}

/** Each enrolled student's totals over the chosen dates, and the whole class's in the footer. */
export function CourseStatsTable({ stats, busy }: { stats: CourseAttendanceStats; busy: boolean }) {
  return (
    <ScrollTable
      caption="Attendance per student"
      busy={busy}
      minWidth="min-w-[40rem]"
      head={
        <tr>
          <th scope="col" className={headerCellClassName}>
            Student
          </th>
          {columns.map((column) => (
            <th key={column} scope="col" className={headerCellClassName}>
              {column}
            </th>
          ))}
          <th scope="col" className={headerCellClassName}>
            %
          </th>
        </tr>
      }
      foot={
        <tr>
          <th scope="row" className={`${cellClassName} text-slate-900`}>
            All students
          </th>
          <Figures stats={stats.overall} />
        </tr>
      }
    >
      {stats.students.map(({ student, stats: figures }) => (
        <tr key={student.id}>
          <th scope="row" className={`${cellClassName} font-normal`}>
            <p className="font-medium break-words text-slate-900">{student.name}</p>
            <p className="text-xs break-all text-slate-600">{student.email}</p>
          </th>
          <Figures stats={figures} />
        </tr>
      ))}
    </ScrollTable>
  );
}
