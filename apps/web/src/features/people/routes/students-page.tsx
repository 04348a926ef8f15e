import { type StudentRow, userMessages } from '@tutorium/contract/users';
import { Users } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { QueryView } from '../../../components/list-screen/query-view';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { LinkButton } from '../../../components/ui/link-button';
import { PageHeader } from '../../../components/ui/page-header';
import { SearchBox } from '../../../components/ui/search-box';
import { messageOf } from '../../../lib/api-client';
import { useSignedInUser } from '../../../lib/session';
import { useFocusAfterClose } from '../../../lib/use-focus-after-close';
import { useListParams } from '../../../lib/use-list-params';
import { usePageInRange } from '../../../lib/use-page-in-range';
import { peopleMessages } from '../api/people-messages';
import { useRemoveStudent } from '../api/use-remove-student';
import { useStudents } from '../api/use-students';
import { ListLoading } from '../components/list-loading';
import { ResultsSummary } from '../components/results-summary';
import { StudentsTable } from '../components/students-table';

/** docs/seed-spec.md §2.5 "Your Students", shared by /admin/students, /admin/enrollments and a teacher's /admin/users. */
export function StudentsPage() {
  const isAdmin = useSignedInUser().role === 'admin';
  const { params, page, update } = useListParams();
  const search = params.get('search') ?? '';
  const setSearch = (value: string) => update({ search: value }, { replace: true });
  const students = useStudents({ search, page });
  const removeStudent = useRemoveStudent();
  const [toRemove, setToRemove] = useState<StudentRow | null>(null);
  const { targetRef: summaryRef, focusOnClose } = useFocusAfterClose<HTMLParagraphElement>(toRemove !== null);

  usePageInRange(students, page, update);

  const confirmRemove = () => {
    if (toRemove === null) return;
    removeStudent.mutate(toRemove.id, {
      onSuccess: ({ message }) => {
        toast.success(message || userMessages.studentRemoved);
        focusOnClose();
        setToRemove(null);
      },
      onError: (error) => {
        toast.error(messageOf(error, peopleMessages.removeStudentFailed));
        setToRemove(null);
      },
    });
  };

  const titles = toRemove?.courses.map((course) => course.title).join(', ') ?? '';

  return (
    <>
      <PageHeader
        title="Your Students"
        description={isAdmin ? 'Students enrolled in any course on Tutorium.' : 'Students enrolled in your courses.'}
        actions={
          isAdmin && (
            <LinkButton to="/admin/users" variant="secondary">
              Manage all users
            </LinkButton>
          )
        }
      />
      <div className="mb-4 max-w-md">
        <SearchBox label="Search students" placeholder="Search by name or email" value={search} onSearch={setSearch} />
      </div>
      <QueryView
        query={students}
        loadingLabel="Loading students"
        loading={<ListLoading label="Loading students" />}
        header={(data) => (
          <ResultsSummary ref={summaryRef} total={data.pagination.total} singular="student" plural="students" />
        )}
        isEmpty={(data) => data.data.length === 0}
        empty={
          search ? (
            <EmptyState
              icon={Users}
              title="No students match your search"
              description={`No student's name or email contains "${search}".`}
              action={
                <Button variant="secondary" onClick={() => setSearch('')}>
                  Clear search
                </Button>
              }
            />
          ) : (
            <EmptyState
              icon={Users}
              title="No students yet"
              description={
                isAdmin
                  ? 'Students appear here when they enrol in a course.'
                  : 'Students appear here when they enrol in one of your courses.'
              }
            />
          )
        }
        paging={{
          label: 'Students pages',
          page,
          pagesOf: (data) => data.pagination.pages,
          onPageChange: (next) => update({ page: next }),
          compact: true,
        }}
      >
        {(data) => <StudentsTable students={data.data} busy={students.isPlaceholderData} onRemove={setToRemove} />}
      </QueryView>
      <ConfirmDialog
        open={toRemove !== null}
        title="Remove student?"
        description={
          toRemove &&
          `${toRemove.name} will be unenrolled from ${isAdmin ? 'all their courses' : 'your courses'} (${titles}). Their account is not deleted.`
        }
        confirmLabel="Remove student"
        destructive
        loading={removeStudent.isPending}
        onConfirm={confirmRemove}
        onCancel={() => setToRemove(null)}
      />
    </>
  );
}
