import { courseCategories, courseStatuses } from '@tutorium/contract/courses';
import { BookOpen, Plus, SearchX } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { LinkButton } from '../../../components/ui/link-button';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { useInstructorCourses } from '../api/use-instructor-courses';
import { CourseFilters } from '../components/course-filters';
import { newCoursePath } from '../components/course-paths';
import { CourseTable } from '../components/course-table';
import { Pagination } from '../components/pagination';
import { useCourseDeletion } from '../components/use-course-deletion';

const PAGE_SIZE = 10;
const SEARCH_DEBOUNCE_MS = 300;

type FilterChanges = Partial<Record<'search' | 'category' | 'status' | 'page', string>>;

/**
 * Filters live in the address, so a reload or a shared link keeps them. A changed filter starts
 * again at page 1; empty values and page 1 leave the address.
 */
function withFilters(current: URLSearchParams, changes: FilterChanges): URLSearchParams {
  const next = new URLSearchParams(current);
  if (changes.page === undefined) next.delete('page');
  for (const [key, value] of Object.entries(changes)) {
    if (value === '' || (key === 'page' && value === '1')) next.delete(key);
    else next.set(key, value);
  }
  return next;
}

/** A value from the address bar, kept only when it is one of the choices. */
function pick<T extends string>(value: string | null, choices: readonly T[]): T | undefined {
  return choices.find((choice) => choice === value);
}

function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export function CourseManagementPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.get('search') ?? '';
  const category = pick(searchParams.get('category'), courseCategories);
  const status = pick(searchParams.get('status'), courseStatuses);
  const page = pageFrom(searchParams.get('page'));

  const setFilters = (changes: FilterChanges, replace = false) =>
    setSearchParams((current) => withFilters(current, changes), { replace });

  // The box follows the address (back and forward buttons); typing reaches the address after a pause.
  const [searchText, setSearchText] = useState(search);
  const [shownSearch, setShownSearch] = useState(search);
  if (search !== shownSearch) {
    setShownSearch(search);
    setSearchText(search);
  }
  useEffect(() => {
    if (searchText === search) return;
    const timer = setTimeout(
      () => setSearchParams((current) => withFilters(current, { search: searchText }), { replace: true }),
      SEARCH_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [searchText, search, setSearchParams]);

  const query = { search: search.trim() || undefined, category, status, page, pageSize: PAGE_SIZE };
  const courses = useInstructorCourses(query);
  const deletion = useCourseDeletion();
  const filtered = query.search !== undefined || category !== undefined || status !== undefined;

  // A page past the end (its last course was deleted, or an old link) falls back to the last page.
  const pages = courses.data?.pagination.pages;
  const settled = courses.isSuccess && !courses.isPlaceholderData;
  useEffect(() => {
    if (settled && pages !== undefined && page > Math.max(pages, 1)) {
      setSearchParams((current) => withFilters(current, { page: String(Math.max(pages, 1)) }), { replace: true });
    }
  }, [settled, pages, page, setSearchParams]);

  let content: ReactNode;
  if (courses.isPending) {
    content = (
      <div className="flex justify-center py-16">
        <Spinner size="lg" label="Loading courses" />
      </div>
    );
  } else if (courses.isError) {
    content = <ErrorPanel message={courses.error.message} onRetry={() => void courses.refetch()} />;
  } else if (courses.data.data.length === 0) {
    content = filtered ? (
      <EmptyState
        icon={SearchX}
        title="No courses match your filters"
        description="Try another search, or clear the filters to see all your courses."
        action={
          <Button
            variant="secondary"
            onClick={() => {
              setSearchText('');
              setFilters({ search: '', category: '', status: '' });
            }}
          >
            Clear filters
          </Button>
        }
      />
    ) : (
      <EmptyState
        icon={BookOpen}
        title="No courses yet"
        description="Create your first course to start taking enrolments."
        action={
          <LinkButton to={newCoursePath}>
            <Plus className="size-4" aria-hidden="true" />
            Create your first course
          </LinkButton>
        }
      />
    );
  } else {
    const { pagination } = courses.data;
    content = (
      <div className="space-y-4">
        <p className="text-sm text-slate-600">{pagination.total === 1 ? '1 course' : `${pagination.total} courses`}</p>
        <CourseTable
          courses={courses.data.data}
          onDelete={deletion.askToDelete}
          deletingId={deletion.checkingId}
          busy={courses.isPlaceholderData}
        />
        {pagination.pages > 1 && (
          <Pagination
            label="Course pages"
            page={pagination.page}
            pages={pagination.pages}
            onPageChange={(next) => setFilters({ page: String(next) })}
          />
        )}
      </div>
    );
  }

  return (
    <>
      <PageHeader
        title="Course Management"
        description="Create, update and remove your courses."
        actions={
          <LinkButton to={newCoursePath}>
            <Plus className="size-4" aria-hidden="true" />
            Create Course
          </LinkButton>
        }
      />
      <CourseFilters
        search={searchText}
        category={category ?? ''}
        status={status ?? ''}
        onSearchChange={setSearchText}
        onCategoryChange={(value) => setFilters({ category: value })}
        onStatusChange={(value) => setFilters({ status: value })}
      />
      {content}
      {deletion.dialog}
    </>
  );
}
