import type { AttendanceRecord } from '@tutorium/contract/attendance';
import { AttendanceStatusBadge } from './attendance-status-badge';
import { BlankCell } from './blank-cell';
import { formatCalendarDate } from './calendar-date';
import { cellClassName, headerCellClassName, ScrollTable } from './scroll-table';

interface RecordsTableProps {
  caption: string;
  records: readonly AttendanceRecord[];
  /** The course column, for a list that spans several courses. */
  showCourse: boolean;
  busy?: boolean;
}

/** A student's own records, newest first: Date, (Course,) Status, Marked By, Remarks. */
export function RecordsTable({ caption, records, showCourse, busy = false }: RecordsTableProps) {
  const headings = showCourse
    ? ['Date', 'Course', 'Status', 'Marked By', 'Remarks']
    : ['Date', 'Status', 'Marked By', 'Remarks'];
  return (
    <ScrollTable
      caption={caption}
      busy={busy}
      minWidth={showCourse ? 'min-w-[40rem]' : 'min-w-[32rem]'}
      head={
        <tr>
          {headings.map((heading) => (
            <th key={heading} scope="col" className={headerCellClassName}>
              {heading}
            </th>
          ))}
        </tr>
      }
    >
      {records.map((record) => (
        <tr key={record.id}>
          <td className={`${cellClassName} whitespace-nowrap`}>
            <time dateTime={record.date}>{formatCalendarDate(record.date)}</time>
          </td>
          {showCourse && <td className={`${cellClassName} break-words`}>{record.course.title}</td>}
          <td className={cellClassName}>
            <AttendanceStatusBadge status={record.status} />
          </td>
          <td className={cellClassName}>{record.markedBy?.name ?? <BlankCell />}</td>
          <td className={`${cellClassName} break-words`}>{record.remarks || <BlankCell />}</td>
        </tr>
      ))}
    </ScrollTable>
  );
}
