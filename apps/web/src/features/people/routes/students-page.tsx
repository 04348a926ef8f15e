import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { userEndpoints } from '@tutorium/contract/endpoints/users';
import { type StudentRow, userMessages } from '@tutorium/contract/users';
import { Users } from 'lucide-react';
import { useRef, useState } from 'react';
import { FilterBar } from '../../../components/list-screen/filter-bar';
import { NoMatches } from '../../../components/list-screen/no-matches';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { href } from '../../../lib/href';
import { useSignedInUser } from '../../../lib/session';
import { useConfirmedDeletion } from '../../../lib/use-confirmed-deletion';
import { useListParams } from '../../../lib/use-list-params';
import { usePageInRange } from '../../../lib/use-page-in-range';
import { useRemoveStudent } from '../api/use-remove-student';
import { useStudents } from '../api/use-students';
import { PeopleList } from '../components/people-list';
import { StudentGuardiansDialog } from '../components/student-guardians-dialog';
import { StudentsTable } from '../components/students-table';

/** docs/seed-spec.md §2.5 "Your Students", shared by /admin/students, /admin/enrollments and a teacher's /admin/users. */
export function StudentsPage() {
  const { t } = useLingui();
  const isAdmin = useSignedInUser().accountRole === 'admin';
  const { filters, page, update } = useListParams('teacher.students');
  const { search = '' } = filters;
  const students = useStudents({ search, page });
  const summaryRef = useRef<HTMLParagraphElement>(null);
  const removal = useConfirmedDeletion<StudentRow>(useRemoveStudent(), {
    doneMessage: userMessages.studentRemoved,
    failedMessage: userEndpoints.removeStudent.fallbackMessage,
    focusAfter: summaryRef,
  });
  const toRemove = removal.item;
  const [guardiansOf, setGuardiansOf] = useState<StudentRow | null>(null);

  usePageInRange(students, page, update);

  const titles = toRemove?.courses.map((course) => course.title).join(', ') ?? '';
  const studentName = toRemove?.name;

  return (
    <>
      <PageHeader
        title={isAdmin ? t`Enrolled Students` : t`Your Students`}
        description={isAdmin ? t`Students enrolled in any course on Tutorium.` : t`Students enrolled in your courses.`}
        link={isAdmin ? { to: href('teacher.users'), label: t`Manage all users` } : undefined}
      />
      <FilterBar
        className="mb-4 block max-w-md"
        search={{ label: t`Search students`, placeholder: t`Search by name or email`, value: search }}
        onChange={update}
      />
      <PeopleList
        query={students}
        words={{
          loading: t`Loading students`,
          pages: t`Students pages`,
          count: (total) => t`${plural(total, { one: '# student', other: '# students' })}`,
        }}
        summaryRef={summaryRef}
        page={page}
        onPageChange={(next) => update({ page: next })}
        empty={
          search ? (
            <NoMatches
              icon={Users}
              title={t`No students match your search`}
              description={t`No student's name or email contains "${search}".`}
              onClear={() => update({ search: '' }, { replace: true })}
              clearLabel={t`Clear search`}
            />
          ) : (
            <EmptyState
              icon={Users}
              title={t`No students yet`}
              description={
                isAdmin
                  ? t`Students appear here when they enrol in a course.`
                  : t`Students appear here when they enrol in one of your courses.`
              }
            />
          )
        }
      >
        {(data) => (
          <StudentsTable
            students={data.data}
            busy={students.isPlaceholderData}
            onRemove={removal.ask}
            onGuardians={setGuardiansOf}
          />
        )}
      </PeopleList>
      <ConfirmDialog
        {...removal.dialog}
        title={t`Remove student?`}
        description={
          toRemove &&
          (isAdmin
            ? t`${studentName} will be unenrolled from all their courses (${titles}). Their account is not deleted.`
            : t`${studentName} will be unenrolled from your courses (${titles}). Their account is not deleted.`)
        }
        confirmLabel={t`Remove student`}
      />
      <StudentGuardiansDialog student={guardiansOf} onClose={() => setGuardiansOf(null)} />
    </>
  );
}
