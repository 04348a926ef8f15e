import { useLingui } from '@lingui/react/macro';
import type { AttendanceRecord } from '@tutorium/contract/attendance';
import { AttendanceStatusBadge } from '../../../components/attendance/attendance-status-badge';
import { StatTable, statCellClassName } from '../../../components/ui/stat-table';
import { formatCalendarDate } from '../../../lib/format';
import { BlankCell } from './blank-cell';

interface RecordsTableProps {
  caption: string;
  records: readonly AttendanceRecord[];
  /** The course column, for a list that spans several courses. */
  showCourse: boolean;
  busy?: boolean;
}

/** A student's own records, newest first: Date, (Course,) Status, Marked By, Remarks. */
export function RecordsTable({ caption, records, showCourse, busy = false }: RecordsTableProps) {
  const { t } = useLingui();
  const headings = showCourse
    ? [t`Date`, t`Course`, t`Status`, t`Marked By`, t`Remarks`]
    : [t`Date`, t`Status`, t`Marked By`, t`Remarks`];
  return (
    <StatTable
      caption={caption}
      busy={busy}
      minWidth={showCourse ? 'min-w-[40rem]' : 'min-w-[32rem]'}
      headings={headings}
    >
      {records.map((record) => (
        <tr key={record.id}>
          <td className={`${statCellClassName} whitespace-nowrap`}>
            <time dateTime={record.date}>{formatCalendarDate(record.date)}</time>
          </td>
          {showCourse && <td className={`${statCellClassName} break-words`}>{record.course.title}</td>}
          <td className={statCellClassName}>
            <AttendanceStatusBadge status={record.status} />
          </td>
          <td className={statCellClassName}>{record.markedBy?.name ?? <BlankCell />}</td>
          <td className={`${statCellClassName} break-words`}>{record.remarks || <BlankCell />}</td>
        </tr>
      ))}
    </StatTable>
  );
}
