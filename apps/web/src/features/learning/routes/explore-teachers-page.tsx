import { courseCategories } from '@tutorium/contract/courses';
import { Compass, SearchX } from 'lucide-react';
import { useRef, useState } from 'react';
import { QueryView } from '../../../components/list-screen/query-view';
import { cardGridClassName, ResultList } from '../../../components/list-screen/result-list';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LinkButton } from '../../../components/ui/link-button';
import { PageHeader } from '../../../components/ui/page-header';
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
          <LinkButton to="/student/explore-courses" variant="secondary" icon={Compass}>
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

      <QueryView
        query={teachers}
        loadingLabel="Loading teachers"
        header={(data) => (
          <p
            ref={resultsRef}
            tabIndex={-1}
            aria-live="polite"
            className="mb-4 text-sm text-slate-600 focus:outline-none"
          >
            {data.pagination.total} {data.pagination.total === 1 ? 'teacher' : 'teachers'} found
          </p>
        )}
        isEmpty={(data) => data.data.length === 0}
        empty={
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
        }
        paging={{ label: 'Teacher pages', page, pagesOf: (data) => data.pagination.pages, onPageChange: goToPage }}
      >
        {(data) => (
          <ResultList
            items={data.data}
            keyOf={(teacher) => teacher.id}
            renderItem={(teacher) => (
              <ExploreTeacherCard
                teacher={teacher}
                onViewProfile={(chosen) => setDialog({ teacher: chosen, mode: 'profile', openedOnProfile: true })}
                onContact={(chosen) => setDialog({ teacher: chosen, mode: 'contact', openedOnProfile: false })}
              />
            )}
            busy={teachers.isPlaceholderData}
            className={cardGridClassName}
          />
        )}
      </QueryView>

      <TeacherDialog state={dialog} onChange={setDialog} />
    </>
  );
}
