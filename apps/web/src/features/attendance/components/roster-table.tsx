import { Trans, useLingui } from '@lingui/react/macro';
import type { RosterEntry } from '@tutorium/contract/attendance';
import { AttendanceStatusBadge } from '../../../components/attendance/attendance-status-badge';
import { StatTable, statCellClassName } from '../../../components/ui/stat-table';
import { formatCalendarDate } from '../../../lib/format';
import { BlankCell } from './blank-cell';
import { StudentCell } from './student-cell';

/** The register of a date as saved: one row per enrolled student, "Not marked" until a record exists. */
export function RosterTable({ roster, date }: { roster: readonly RosterEntry[]; date: string }) {
  const { t } = useLingui();
  const day = formatCalendarDate(date);
  return (
    <StatTable
      minWidth="min-w-[36rem]"
      caption={t`Attendance on ${day}`}
      headings={[t`Student`, t`Status`, t`Remarks`, t`Marked By`]}
    >
      {roster.map((entry) => (
        <tr key={entry.student.id}>
          <th scope="row" className={`${statCellClassName} font-normal`}>
            <StudentCell entry={entry} />
          </th>
          <td className={statCellClassName}>
            {entry.record ? (
              <AttendanceStatusBadge status={entry.record.status} />
            ) : (
              <span className="text-slate-600 italic">
                <Trans>Not marked</Trans>
              </span>
            )}
          </td>
          <td className={`${statCellClassName} break-words`}>{entry.record?.remarks || <BlankCell />}</td>
          <td className={statCellClassName}>{entry.record?.markedBy?.name ?? <BlankCell />}</td>
        </tr>
      ))}
    </StatTable>
  );
}
