import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { StudentRow } from '@tutorium/contract/users';
import { HeartHandshake, UserMinus } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { cellClassName, PeopleTable, RowDangerButton } from './people-table';
import { StatusBadge } from './status-badge';

interface StudentsTableProps {
  students: readonly StudentRow[];
  busy: boolean;
  onRemove: (student: StudentRow) => void;
  /** Opens the student's guardians. */
  onGuardians: (student: StudentRow) => void;
}

export function StudentsTable({ students, busy, onRemove, onGuardians }: StudentsTableProps) {
  const { t } = useLingui();
  const actions = (student: StudentRow) => {
    const studentName = student.name;
    return (
      <div className="flex justify-end gap-1 whitespace-nowrap">
        <Button
          variant="ghost"
          size="sm"
          icon={HeartHandshake}
          aria-label={t`Guardians of ${studentName}`}
          onClick={() => onGuardians(student)}
        >
          {t`Guardians`}
        </Button>
        <RowDangerButton
          label={t`Remove`}
          accessibleName={t`Remove ${studentName}`}
          icon={UserMinus}
          onClick={() => onRemove(student)}
        />
      </div>
    );
  };
  const courseCount = (count: number) => t`${plural(count, { one: '# course', other: '# courses' })}`;
  return (
    <PeopleTable
      caption={t`Your students`}
      busy={busy}
      people={students}
      columns={[t`Status`, t`Enrolled courses`]}
      actions={actions}
    >
      {(student) => (
        <>
          <td data-label={t`Status`} className={cellClassName}>
            <StatusBadge status={student.status} />
          </td>
          <td data-label={t`Enrolled courses`} className={`${cellClassName} min-w-56`}>
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
