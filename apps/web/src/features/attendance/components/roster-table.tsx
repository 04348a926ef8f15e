import type { RosterEntry } from '@tutorium/contract/attendance';
import { AttendanceStatusBadge } from './attendance-status-badge';
import { BlankCell } from './blank-cell';
import { formatCalendarDate } from './calendar-date';
import { cellClassName, headerCellClassName, ScrollTable } from './scroll-table';
import { StudentCell } from './student-cell';

/** The register of a date as saved: one row per enrolled student, "Not marked" until a record exists. */
export function RosterTable({ roster, date }: { roster: readonly RosterEntry[]; date: string }) {
  return (
    <ScrollTable
      caption={`Attendance on ${formatCalendarDate(date)}`}
      head={
        <tr>
          <th scope="col" className={headerCellClassName}>
            Student
          </th>
          <th scope="col" className={headerCellClassName}>
            Status
          </th>
          <th scope="col" className={headerCellClassName}>
            Remarks
          </th>
          <th scope="col" className={headerCellClassName}>
            Marked By
          </th>
        </tr>
      }
    >
      {roster.map((entry) => (
        <tr key={entry.student.id}>
          <th scope="row" className={`${cellClassName} font-normal`}>
            <StudentCell entry={entry} />
          </th>
          <td className={cellClassName}>
            {entry.record ? (
              <AttendanceStatusBadge status={entry.record.status} />
            ) : (
              <span className="text-slate-600 italic">Not marked</span>
            )}
          </td>
          <td className={`${cellClassName} break-words`}>{entry.record?.remarks || <BlankCell />}</td>
          <td className={cellClassName}>{entry.record?.markedBy?.name ?? <BlankCell />}</td>
        </tr>
      ))}
    </ScrollTable>
  );
}
