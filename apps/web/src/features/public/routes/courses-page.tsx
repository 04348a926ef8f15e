import { Trans, useLingui } from '@lingui/react/macro';
import { type CourseCategory, courseLevels } from '@tutorium/contract/courses';
import { RotateCcw } from 'lucide-react';
import { levelLabels } from '../../../components/course/course-labels';
import { CollapsibleFilters } from '../../../components/list-screen/collapsible-filters';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { SelectField } from '../../../components/ui/select-field';
import { oneOf } from '../../../lib/search-params';
import { type CourseSort, courseSortLabels, useCatalogue } from '../../../lib/use-catalogue';
import { useListScreen } from '../../../lib/use-list-screen';
import { useCatalogueCategories } from '../api/use-catalogue-categories';
import { ChoiceFilterBar } from '../components/choice-filter-bar';
import { CourseCard } from '../components/course-card';
import { PageBody } from '../components/page-body';
import { ResultCards } from '../components/result-cards';

/** The category filter's order; only categories with courses (and the one chosen) are offered. */
const categoryOrder = [
  'Programming',
  'Mathematics',
  'Science',
  'Languages',
  'Business',
  'Physics',
] as const satisfies readonly CourseCategory[];

function useCategoryChoices(selected: CourseCategory | undefined) {
  const { t } = useLingui();
  const categories = useCatalogueCategories(categoryOrder);
  const offered = categories.data ?? [];
  const shown = selected === undefined || offered.includes(selected) ? offered : [...offered, selected];
  return [{ value: '', label: t`All` }, ...shown.map((category) => ({ value: category, label: category }))];
}

const sortValues = ['popular', 'price-asc', 'price-desc', 'rating', 'newest'] as const satisfies readonly CourseSort[];

export function CoursesPage() {
  const { t } = useLingui();
  const list = useListScreen('site.courses', 'h2');
  const { filters, refused, page, update, reset } = list;
  const { search = '', category, level } = filters;
  const categoryParam = refused.get('category') ?? category ?? '';
  // A subject with no category of its own (the landing page's "Arts") has no courses to show.
  const unknownCategory = categoryParam !== '' && category === undefined;
  // Only the sorts offered here; any other (the API's `title`) is the default.
  const sort = oneOf(filters.sort, sortValues) ?? 'popular';
  const categoryChoices = useCategoryChoices(category);
  const levelChoices = [
    { value: '', label: t`All Levels` },
    ...courseLevels.map((value) => ({ value, label: t(levelLabels[value]) })),
  ];
  const sortOptions = sortValues.map((value) => ({ value, label: t(courseSortLabels[value]) }));

  const courses = useCatalogue(
    { search: search || undefined, category, level, sort, page },
    { enabled: !unknownCategory },
  );
  const activeFilters = [search, categoryParam, level].filter(Boolean).length;
  const filtered = activeFilters > 0 || sort !== 'popular';

  return (
    <>
      <PageHeader
        variant="intro"
        title={t`Courses`}
        description={t`Live courses from Tutorium’s teachers. Filter by subject and level, or search by title, topic or teacher.`}
      />
      <PageBody>
        <div className="grid gap-8 lg:grid-cols-[16rem_1fr]">
          <CollapsibleFilters active={activeFilters} className="self-start">
            <ChoiceFilterBar
              label={t`Filter courses`}
              layout="column"
              search={{ label: t`Search courses`, placeholder: t`Title or teacher`, value: search }}
              filters={[
                { param: 'category', legend: t`Category`, choices: categoryChoices, value: category ?? '' },
                { param: 'level', legend: t`Level`, choices: levelChoices, value: level ?? '' },
              ]}
              onChange={update}
            >
              <Button variant="secondary" fullWidth onClick={reset} icon={RotateCcw}>
                <Trans>Reset Filters</Trans>
              </Button>
            </ChoiceFilterBar>
          </CollapsibleFilters>

          <div className="min-w-0">
            <ResultCards
              query={courses}
              kind="course"
              list={list}
              none={unknownCategory}
              emptyDescription={
                unknownCategory
                  ? t`There are no ${categoryParam} courses yet. Try another subject.`
                  : filtered
                    ? t`Try another search or reset the filters.`
                    : t`No courses are open for enrolment right now.`
              }
              renderItem={(course) => <CourseCard course={course} />}
              aside={
                <div className="sm:w-56">
                  <SelectField
                    label={t`Sort by`}
                    value={sort}
                    options={sortOptions}
                    onChange={(event) =>
                      update({
                        sort: event.target.value === 'popular' ? undefined : oneOf(event.target.value, sortValues),
                      })
                    }
                  />
                </div>
              }
            />
          </div>
        </div>
      </PageBody>
    </>
  );
}
