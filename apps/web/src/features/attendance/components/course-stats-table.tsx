import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AttendanceStats, CourseAttendanceStats } from '@tutorium/contract/attendance';
import { StatTable, statCellClassName } from '../../../components/ui/stat-table';
import { PercentageBadge } from './percentage-badge';

const columns = [msg`Total`, msg`Present`, msg`Absent`, msg`Late`, msg`Excused`];

function Figures({ stats }: { stats: AttendanceStats }) {
  return (
    <>
      <td className={`${statCellClassName} tabular-nums`}>{stats.total}</td>
      <td className={`${statCellClassName} tabular-nums`}>{stats.present}</td>
      <td className={`${statCellClassName} tabular-nums`}>{stats.absent}</td>
      <td className={`${statCellClassName} tabular-nums`}>{stats.late}</td>
      <td className={`${statCellClassName} tabular-nums`}>{stats.excused}</td>
      <td className={statCellClassName}>
        <PercentageBadge percentage={stats.percentage} />
      </td>
    </>
  );
}

/** Each enrolled student's totals over the chosen dates, and the whole class's in the footer. */
export function CourseStatsTable({ stats, busy }: { stats: CourseAttendanceStats; busy: boolean }) {
  const { t } = useLingui();
  return (
    <StatTable
      caption={t`Attendance per student`}
      busy={busy}
      minWidth="min-w-[40rem]"
      headings={[t`Student`, ...columns.map((column) => t(column)), '%']}
      foot={
        <tr>
          <th scope="row" className={`${statCellClassName} text-slate-900`}>
            <Trans>All students</Trans>
          </th>
          <Figures stats={stats.overall} />
        </tr>
      }
    >
      {stats.students.map(({ student, stats: figures }) => (
        <tr key={student.id}>
          <th scope="row" className={`${statCellClassName} font-normal`}>
            <p className="font-medium break-words text-slate-900">{student.name}</p>
            <p className="text-xs break-all text-slate-600">{student.email}</p>
          </th>
          <Figures stats={figures} />
        </tr>
      ))}
    </StatTable>
  );
}
