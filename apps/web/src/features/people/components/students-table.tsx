import type { StudentRow } from '@tutorium/contract/users';
import { UserMinus } from 'lucide-react';
import { cellClassName, PeopleTable, RowDangerButton } from './people-table';
import { StatusBadge } from './status-badge';

const columns = ['Status', 'Enrolled courses'];

const courseCount = (count: number): string => `${count} ${count === 1 ? 'course' : 'courses'}`;

interface StudentsTableProps {
  students: readonly StudentRow[];
  busy: boolean;
  onRemove: (student: StudentRow) => void;
}

export function StudentsTable({ students, busy, onRemove }: StudentsTableProps) {
  const actions = (student: StudentRow) => (
    <RowDangerButton label="Remove" name={student.name} icon={UserMinus} onClick={() => onRemove(student)} />
  );
  return (
    <PeopleTable caption="Your students" busy={busy} people={students} columns={columns} actions={actions}>
      {(student) => (
        <>
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
        </>
      )}
    </PeopleTable>
  );
}
