import { courseCategories } from '@tutorium/contract/courses';
import { UserPlus } from 'lucide-react';
import { FilterBar } from '../../../components/list-screen/filter-bar';
import { NoMatches } from '../../../components/list-screen/no-matches';
import { PagedResultList } from '../../../components/list-screen/paged-query-view';
import { cardGridClassName } from '../../../components/list-screen/result-list';
import { PageHeader } from '../../../components/ui/page-header';
import { plural } from '../../../lib/format';
import { oneOf } from '../../../lib/search-params';
import { useListScreen } from '../../../lib/use-list-screen';
import { useTeachers } from '../../../lib/use-teachers';
import { ChoiceGroup } from '../components/choice-group';
import { PageBody } from '../components/page-body';
import { ResultsHeading } from '../components/results-heading';
import { PublicTeacherCard } from '../components/teacher-card';

const subjectChoices = [
  { value: '', label: 'All Subjects' },
  ...courseCategories.map((subject) => ({ value: subject, label: subject })),
];

const RESULTS_ID = 'teacher-results';

export function TeachersPage() {
  const { params, page, update, reset, resultsRef, goToPage } = useListScreen<HTMLHeadingElement>();
  const search = params.get('search') ?? '';
  const subject = oneOf(params.get('subject'), courseCategories);

  const teachers = useTeachers({ search: search || undefined, subject, page });
  const filtered = search !== '' || subject !== undefined;

  return (
    <>
      <PageHeader
        variant="intro"
        title="Our Teachers"
        description="Meet the teachers behind Tutorium’s courses. Filter by subject or search by name, subject or specialization."
        link={{ to: '/admin-register', label: 'Become a Teacher', icon: UserPlus }}
      />
      <PageBody>
        <FilterBar
          label="Filter teachers"
          className="mb-8 block space-y-5"
          search={{
            label: 'Search teachers',
            placeholder: 'Name, subject or specialization',
            value: search,
            className: 'max-w-xl',
          }}
          onChange={update}
        >
          <ChoiceGroup
            legend="Subject"
            look="chips"
            choices={subjectChoices}
            value={subject ?? ''}
            onChange={(value) => update({ subject: value })}
          />
        </FilterBar>
        <div className="mb-5">
          <ResultsHeading
            id={RESULTS_ID}
            ref={resultsRef}
            text={teachers.data ? plural(teachers.data.pagination.total, 'teacher', 'teachers') : 'Teacher results'}
          />
        </div>
        <PagedResultList
          query={teachers}
          loadingLabel="Loading teachers"
          empty={
            <NoMatches
              title="No teachers found"
              description={filtered ? 'Try another name or subject.' : 'No teachers have joined yet.'}
              onClear={filtered && reset}
            />
          }
          paging={{ label: 'Teacher pages', page, onPageChange: goToPage }}
          aria-labelledby={RESULTS_ID}
          renderItem={(teacher) => <PublicTeacherCard teacher={teacher} />}
          className={cardGridClassName}
        />
      </PageBody>
    </>
  );
}
