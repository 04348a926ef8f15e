import { courseCategories, courseLevels } from '@tutorium/contract/courses';
import { SearchX, Users } from 'lucide-react';
import { useRef } from 'react';
import { QueryView } from '../../../components/list-screen/query-view';
import { cardGridClassName, ResultList } from '../../../components/list-screen/result-list';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LinkButton } from '../../../components/ui/link-button';
import { PageHeader } from '../../../components/ui/page-header';
import { SearchBox } from '../../../components/ui/search-box';
import { SelectField } from '../../../components/ui/select-field';
import { capitalise } from '../../../lib/format';
import { oneOf } from '../../../lib/search-params';
import { type CourseSort, useCatalogue } from '../../../lib/use-catalogue';
import { useListParams } from '../../../lib/use-list-params';
import { CatalogueCourseCard } from '../components/catalogue-course-card';

const sortOptions = [
  { value: 'popular', label: 'Most Popular' },
  { value: 'rating', label: 'Highest Rated' },
  { value: 'price-asc', label: 'Price: Low to High' },
  { value: 'price-desc', label: 'Price: High to Low' },
  { value: 'newest', label: 'Newest' },
] as const satisfies readonly { value: CourseSort; label: string }[];

const sortValues = sortOptions.map((option) => option.value);

const categoryOptions = [
  { value: '', label: 'All Categories' },
  ...courseCategories.map((category) => ({ value: category, label: category })),
];

const levelOptions = [
  { value: '', label: 'All Levels' },
  ...courseLevels.map((level) => ({ value: level, label: capitalise(level) })),
];

export function ExploreCoursesPage() {
  const { params, page, update } = useListParams();
  const search = params.get('search') ?? '';
  const category = oneOf(params.get('category'), courseCategories);
  const level = oneOf(params.get('level'), courseLevels);
  const sort = oneOf(params.get('sort'), sortValues) ?? 'popular';
  const resultsRef = useRef<HTMLParagraphElement>(null);

  const catalogue = useCatalogue({ search: search.trim() || undefined, category, level, sort, page });
  const filtered = search.trim() !== '' || category !== undefined || level !== undefined;

  const goToPage = (next: number) => {
    update({ page: next });
    resultsRef.current?.focus();
  };

  return (
    <>
      <PageHeader
        title="Explore Courses"
        description="Find a course that fits you and enrol in it."
        actions={
          <LinkButton to="/student/explore-teachers" variant="secondary" icon={Users}>
            Explore Teachers
          </LinkButton>
        }
      />

      <search className="mb-6 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-5">
        <div className="col-span-2 sm:col-span-3 lg:col-span-2">
          <SearchBox
            label="Search courses"
            placeholder="Title, description or instructor"
            value={search}
            onSearch={(value) => update({ search: value }, { replace: true })}
          />
        </div>
        <SelectField
          label="Category"
          value={category ?? ''}
          options={categoryOptions}
          onChange={(event) => update({ category: event.target.value })}
        />
        <SelectField
          label="Level"
          value={level ?? ''}
          options={levelOptions}
          onChange={(event) => update({ level: event.target.value })}
        />
        <div className="col-span-2 sm:col-span-1">
          <SelectField
            label="Sort by"
            value={sort}
            options={sortOptions}
            onChange={(event) => update({ sort: event.target.value === 'popular' ? undefined : event.target.value })}
          />
        </div>
      </search>

      <QueryView
        query={catalogue}
        loadingLabel="Loading courses"
        header={(data) => (
          <p
            ref={resultsRef}
            tabIndex={-1}
            aria-live="polite"
            className="mb-4 text-sm text-slate-600 focus:outline-none"
          >
            {data.pagination.total} {data.pagination.total === 1 ? 'course' : 'courses'} found
          </p>
        )}
        isEmpty={(data) => data.data.length === 0}
        empty={
          <EmptyState
            icon={SearchX}
            title="No courses found"
            description={filtered ? 'Try another search or clear the filters.' : 'No courses are open right now.'}
            action={
              filtered && (
                <Button
                  variant="secondary"
                  onClick={() => update({ search: undefined, category: undefined, level: undefined })}
                >
                  Clear filters
                </Button>
              )
            }
          />
        }
        paging={{ label: 'Course pages', page, pagesOf: (data) => data.pagination.pages, onPageChange: goToPage }}
      >
        {(data) => (
          <ResultList
            items={data.data}
            keyOf={(course) => course.id}
            renderItem={(course) => <CatalogueCourseCard course={course} />}
            busy={catalogue.isPlaceholderData}
            className={cardGridClassName}
          />
        )}
      </QueryView>
    </>
  );
}
