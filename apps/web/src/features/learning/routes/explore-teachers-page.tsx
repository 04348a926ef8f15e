import { courseCategories } from '@tutorium/contract/courses';
import { Compass, SearchX } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { LinkButton } from '../../../components/ui/link-button';
import { PageHeader } from '../../../components/ui/page-header';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { Pagination } from '../../../components/ui/pagination';
import { SearchBox } from '../../../components/ui/search-box';
import { SelectField } from '../../../components/ui/select-field';
import { oneOf } from '../../../lib/search-params';
import { useListParams } from '../../../lib/use-list-params';
import { useTeachers } from '../../../lib/use-teachers';
import { ExploreTeacherCard } from '../components/teacher-card';
import { TeacherDialog, type TeacherDialogState } from '../components/teacher-dialog';

const subjectOptions = [
  { value: '', label: 'All Subjects' },
  ...courseCategories.map((subject) => ({ value: subject, label: subject })),
];

export function ExploreTeachersPage() {
  const { params, page, update } = useListParams();
  const search = params.get('search') ?? '';
  const subject = oneOf(params.get('subject'), courseCategories);
  const resultsRef = useRef<HTMLParagraphElement>(null);
  const [dialog, setDialog] = useState<TeacherDialogState | null>(null);

  const teachers = useTeachers({ search: search.trim() || undefined, subject, page });
  const filtered = search.trim() !== '' || subject !== undefined;

  const goToPage = (next: number) => {
    update({ page: next });
    resultsRef.current?.focus();
  };

  return (
    <>
      <PageHeader
        title="Explore Teachers"
        description="Meet the teachers on Tutorium, see their courses and send them a message."
        actions={
          <LinkButton to="/student/explore-courses" variant="secondary">
            <Compass className="size-4" aria-hidden="true" />
            Explore Courses
          </LinkButton>
        }
      />

      <search className="mb-6 grid gap-4 sm:grid-cols-3">
        <div className="sm:col-span-2">
          <SearchBox
            label="Search teachers"
            placeholder="Name, subject or specialization"
            value={search}
            onSearch={(value) => update({ search: value }, { replace: true })}
          />
        </div>
        <SelectField
          label="Subject"
          value={subject ?? ''}
          options={subjectOptions}
          onChange={(event) => update({ subject: event.target.value })}
        />
      </search>

      {teachers.isPending ? (
        <PageSpinner label="Loading teachers" />
      ) : teachers.isError ? (
        <ErrorPanel message={teachers.error.message} onRetry={() => void teachers.refetch()} />
      ) : (
        <>
          <p
            ref={resultsRef}
            tabIndex={-1}
            aria-live="polite"
            className="mb-4 text-sm text-slate-600 focus:outline-none"
          >
            {teachers.data.pagination.total} {teachers.data.pagination.total === 1 ? 'teacher' : 'teachers'} found
          </p>
          {teachers.data.data.length === 0 ? (
            <EmptyState
              icon={SearchX}
              title="No teachers found"
              description={filtered ? 'Try another name or subject.' : 'No teachers have joined yet.'}
              action={
                filtered && (
                  <Button variant="secondary" onClick={() => update({ search: undefined, subject: undefined })}>
                    Clear filters
                  </Button>
                )
              }
            />
          ) : (
            <ul
              aria-busy={teachers.isPlaceholderData || undefined}
              className={`grid gap-6 sm:grid-cols-2 xl:grid-cols-3 ${teachers.isPlaceholderData ? 'opacity-60' : ''}`}
            >
              {teachers.data.data.map((teacher) => (
                <li key={teacher.id}>
                  <ExploreTeacherCard
                    teacher={teacher}
                    onViewProfile={(chosen) => setDialog({ teacher: chosen, mode: 'profile', openedOnProfile: true })}
                    onContact={(chosen) => setDialog({ teacher: chosen, mode: 'contact', openedOnProfile: false })}
                  />
                </li>
              ))}
            </ul>
          )}
          <Pagination
            label="Teacher pages"
            page={page}
            pages={teachers.data.pagination.pages}
            onPageChange={goToPage}
          />
        </>
      )}

      <TeacherDialog state={dialog} onChange={setDialog} />
    </>
  );
}
