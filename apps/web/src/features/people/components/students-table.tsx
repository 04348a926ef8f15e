import type { StudentRow } from '@tutorium/contract/users';
import { UserMinus } from 'lucide-react';
import { cellClassName, JoinedCell, PeopleTable, PersonCells, RowDangerButton } from './people-table';
import { StatusBadge } from './status-badge';

const columns = [
  { label: 'Name' },
  { label: 'Email' },
  { label: 'Status' },
  { label: 'Enrolled courses' },
  { label: 'Joined' },
  { label: 'Actions', visuallyHidden: true },
] as const;

const courseCount = (count: number): string => `${count} ${count === 1 ? 'course' : 'courses'}`;

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
          <PersonCells name={student.name} email={student.email} />
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
          <JoinedCell date={student.joinedDate} />
          <td className={`${cellClassName} text-right`}>
            <RowDangerButton label="Remove" name={student.name} icon={UserMinus} onClick={() => onRemove(student)} />
          </td>
        </tr>
      ))}
    </PeopleTable>
  );
}
