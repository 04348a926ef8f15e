import { courseCategories, courseStatuses } from '@tutorium/contract/courses';
import { BookOpen, Plus, SearchX } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { LinkButton } from '../../../components/ui/link-button';
import { PageHeader } from '../../../components/ui/page-header';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { oneOf } from '../../../lib/search-params';
import { useInstructorCourses } from '../../../lib/use-instructor-courses';
import { useListParams } from '../../../lib/use-list-params';
import { CourseFilters } from '../components/course-filters';
import { newCoursePath } from '../components/course-paths';
import { CourseTable } from '../components/course-table';
import { useCourseDeletion } from '../components/use-course-deletion';

const PAGE_SIZE = 10;

export function CourseManagementPage() {
  // Filters live in the address, so a reload or a shared link keeps them; a changed filter starts at page 1.
  const { params, page, update } = useListParams();
  const search = params.get('search') ?? '';
  const category = oneOf(params.get('category'), courseCategories);
  const status = oneOf(params.get('status'), courseStatuses);

  const query = { search: search.trim() || undefined, category, status, page, pageSize: PAGE_SIZE };
  const courses = useInstructorCourses(query);
  const deletion = useCourseDeletion();
  const filtered = query.search !== undefined || category !== undefined || status !== undefined;

  // A page past the end (its last course was deleted, or an old link) falls back to the last page.
  const pages = courses.data?.pagination.pages;
  const settled = courses.isSuccess && !courses.isPlaceholderData;
  useEffect(() => {
    if (settled && pages !== undefined && page > Math.max(pages, 1)) update({ page: pages }, { replace: true });
  }, [settled, pages, page, update]);

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
            onClick={() => update({ search: undefined, category: undefined, status: undefined })}
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
        <Pagination
          label="Course pages"
          page={pagination.page}
          pages={pagination.pages}
          onPageChange={(next) => update({ page: next })}
          compact
        />
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
        search={search}
        category={category ?? ''}
        status={status ?? ''}
        onSearch={(value) => update({ search: value }, { replace: true })}
        onCategoryChange={(value) => update({ category: value })}
        onStatusChange={(value) => update({ status: value })}
      />
      {content}
      {deletion.dialog}
    </>
  );
}
