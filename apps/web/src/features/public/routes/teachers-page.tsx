import { courseCategories } from '@tutorium/contract/courses';
import { SearchX, UserPlus } from 'lucide-react';
import { useRef } from 'react';
import { QueryView } from '../../../components/list-screen/query-view';
import { cardGridClassName, ResultList } from '../../../components/list-screen/result-list';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LinkButton } from '../../../components/ui/link-button';
import { SearchBox } from '../../../components/ui/search-box';
import { plural } from '../../../lib/format';
import { oneOf } from '../../../lib/search-params';
import { useListParams } from '../../../lib/use-list-params';
import { useTeachers } from '../../../lib/use-teachers';
import { ChoiceGroup } from '../components/choice-group';
import { PageBody } from '../components/page-body';
import { PageIntro } from '../components/page-intro';
import { ResultsHeading } from '../components/results-heading';
import { PublicTeacherCard } from '../components/teacher-card';

const subjectChoices = [
  { value: '', label: 'All Subjects' },
  ...courseCategories.map((subject) => ({ value: subject, label: subject })),
];

const RESULTS_ID = 'teacher-results';

export function TeachersPage() {
  const { params, page, update, reset } = useListParams();
  const search = params.get('search') ?? '';
  const subject = oneOf(params.get('subject'), courseCategories);
  const resultsRef = useRef<HTMLHeadingElement>(null);

  const teachers = useTeachers({ search: search || undefined, subject, page });
  const filtered = search !== '' || subject !== undefined;

  const goToPage = (next: number) => {
    update({ page: next });
    resultsRef.current?.focus();
  };

  return (
    <>
      <PageIntro
        title="Our Teachers"
        description="Meet the teachers behind Tutorium’s courses. Filter by subject or search by name, subject or specialization."
        actions={
          <LinkButton to="/admin-register" variant="secondary" icon={UserPlus}>
            Become a Teacher
          </LinkButton>
        }
      />
      <PageBody>
        <search aria-label="Filter teachers" className="mb-8 block space-y-5">
          <div className="max-w-xl">
            <SearchBox
              label="Search teachers"
              placeholder="Name, subject or specialization"
              value={search}
              onSearch={(value) => update({ search: value }, { replace: true })}
            />
          </div>
          <ChoiceGroup
            legend="Subject"
            look="chips"
            choices={subjectChoices}
            value={subject ?? ''}
            onChange={(value) => update({ subject: value })}
          />
        </search>
        <div className="mb-5">
          <ResultsHeading
            id={RESULTS_ID}
            ref={resultsRef}
            text={teachers.data ? plural(teachers.data.pagination.total, 'teacher', 'teachers') : 'Teacher results'}
          />
        </div>
        <QueryView
          query={teachers}
          loadingLabel="Loading teachers"
          isEmpty={(data) => data.data.length === 0}
          empty={
            <EmptyState
              icon={SearchX}
              title="No teachers found"
              description={filtered ? 'Try another name or subject.' : 'No teachers have joined yet.'}
              action={
                filtered && (
                  <Button variant="secondary" onClick={reset}>
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
              aria-labelledby={RESULTS_ID}
              items={data.data}
              keyOf={(teacher) => teacher.id}
              renderItem={(teacher) => <PublicTeacherCard teacher={teacher} />}
              busy={teachers.isPlaceholderData}
              className={cardGridClassName}
            />
          )}
        </QueryView>
      </PageBody>
    </>
  );
}
