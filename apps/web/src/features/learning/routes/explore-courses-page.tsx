import { useLingui } from '@lingui/react/macro';
import { courseCategories, courseLevels } from '@tutorium/contract/courses';
import { Users } from 'lucide-react';
import { levelLabels } from '../../../components/course/course-labels';
import { CollapsibleFilters } from '../../../components/list-screen/collapsible-filters';
import { FilterBar } from '../../../components/list-screen/filter-bar';
import { NoMatches } from '../../../components/list-screen/no-matches';
import { PagedResultList } from '../../../components/list-screen/paged-query-view';
import { ResultCount } from '../../../components/list-screen/result-count';
import { cardGridClassName } from '../../../components/list-screen/result-list';
import { PageHeader } from '../../../components/ui/page-header';
import { href } from '../../../lib/href';
import { oneOf } from '../../../lib/search-params';
import { type CourseSort, courseSortLabels, useCatalogue } from '../../../lib/use-catalogue';
import { useListScreen } from '../../../lib/use-list-screen';
import { CatalogueCourseCard } from '../components/catalogue-course-card';

const sortValues = ['popular', 'rating', 'price-asc', 'price-desc', 'newest'] as const satisfies readonly CourseSort[];

export function ExploreCoursesPage() {
  const { t } = useLingui();
  const { filters, page, update, resultsRef, goToPage } = useListScreen('student.exploreCourses', 'p');
  const categoryOptions = [
    { value: '', label: t`All Categories` },
    ...courseCategories.map((category) => ({ value: category, label: category })),
  ];
  const levelOptions = [
    { value: '', label: t`All Levels` },
    ...courseLevels.map((level) => ({ value: level, label: t(levelLabels[level]) })),
  ];
  const sortOptions = sortValues.map((value) => ({ value, label: t(courseSortLabels[value]) }));
  const { search = '', category, level } = filters;
  // Only the sorts offered here; any other (the API's `title`) is the default.
  const sort = oneOf(filters.sort, sortValues) ?? 'popular';

  const catalogue = useCatalogue({ search: search.trim() || undefined, category, level, sort, page });
  const activeFilters = [search.trim(), category, level].filter(Boolean).length;
  const filtered = activeFilters > 0;

  return (
    <>
      <PageHeader
        title={t`Explore Courses`}
        description={t`Find a course that fits you and enrol in it.`}
        link={{ to: href('student.exploreTeachers'), label: t`Explore Teachers`, icon: Users }}
      />

      <CollapsibleFilters active={activeFilters} className="mb-6">
        <FilterBar
          className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-5"
          search={{
            label: t`Search courses`,
            placeholder: t`Title, description or instructor`,
            value: search,
            className: 'col-span-2 sm:col-span-3 lg:col-span-2',
          }}
          selects={[
            { param: 'category', label: t`Category`, value: category ?? '', options: categoryOptions },
            { param: 'level', label: t`Level`, value: level ?? '', options: levelOptions },
            {
              param: 'sort',
              label: t`Sort by`,
              value: sort,
              options: sortOptions,
              defaultValue: 'popular',
              className: 'col-span-2 sm:col-span-1',
            },
          ]}
          onChange={update}
        />
      </CollapsibleFilters>

      <PagedResultList
        query={catalogue}
        loadingLabel={t`Loading courses`}
        header={(data) => (
          <ResultCount ref={resultsRef} total={data.pagination.total} singular={t`course`} plural={t`courses`} />
        )}
        empty={
          <NoMatches
            title={t`No courses found`}
            description={filtered ? t`Try another search or clear the filters.` : t`No courses are open right now.`}
            onClear={filtered && (() => update({ search: undefined, category: undefined, level: undefined }))}
          />
        }
        paging={{ label: t`Course pages`, page, onPageChange: goToPage }}
        renderItem={(course) => <CatalogueCourseCard course={course} />}
        className={cardGridClassName}
      />
    </>
  );
}
