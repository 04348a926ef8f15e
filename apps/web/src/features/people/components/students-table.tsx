import type { StudentRow } from '@tutorium/contract/users';
import { UserMinus } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { formatDate } from '../../../lib/format';
import { cellClassName, EmailText, PeopleTable, rowHeaderClassName } from './people-table';
import { StatusBadge } from './status-badge';

const columns = [
  { label: 'Name' },
  { label: 'Email' },
  { label: 'Status' },
  { label: 'Enrolled courses' },
  { label: 'Joined' },
  { label: 'Actions', visuallyHidden: true },
] as const;

export const courseCount = (count: number): string => `${count} ${count === 1 ? 'course' : 'courses'}`;

interface StudentsTableProps {
  students: readonly StudentRow[];
  busy: boolean;
  onRemove: (student: StudentRow) => void;
}

export function StudentsTable({ students, busy, onRemove }: StudentsTableProps) {
  return (
    <PeopleTable caption="Your students" columns={columns} busy={busy}>
      {students.map((student) => (
        <tr key={student.id}>
          <th scope="row" className={rowHeaderClassName}>
            {student.name}
          </th>
          <td data-label="Email" className={cellClassName}>
            <EmailText email={student.email} />
          </td>
          <td data-label="Status" className={cellClassName}>
            <StatusBadge status={student.status} />
          </td>
          <td data-label="Enrolled courses" className={`${cellClassName} min-w-56`}>
            <p className="font-medium text-slate-900">{courseCount(student.enrolledCoursesCount)}</p>
            <ul className="mt-1 space-y-0.5 text-xs text-slate-600">
              {student.courses.map((course) => (
                <li key={course.id}>{course.title}</li>
              ))}
            </ul>
          </td>
          <td data-label="Joined" className={`${cellClassName} whitespace-nowrap`}>
            <time dateTime={student.joinedDate}>{formatDate(student.joinedDate)}</time>
          </td>
          <td className={`${cellClassName} text-right`}>
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Remove ${student.name}`}
              onClick={() => onRemove(student)}
              className="text-red-700 hover:bg-red-50 hover:text-red-800"
              icon={UserMinus}
            >
              Remove
            </Button>
          </td>
        </tr>
      ))}
    </PeopleTable>
  );
}
