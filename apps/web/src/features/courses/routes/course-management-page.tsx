import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { courseCategories, courseStatuses } from '@tutorium/contract/courses';
import { Plus } from 'lucide-react';
import { NoCoursesYet } from '../../../components/list-screen/no-courses-yet';
import { NoMatches } from '../../../components/list-screen/no-matches';
import { PagedQueryView } from '../../../components/list-screen/paged-query-view';
import { PageHeader } from '../../../components/ui/page-header';
import { Pagination } from '../../../components/ui/pagination';
import { href } from '../../../lib/href';
import { oneOf } from '../../../lib/search-params';
import { useSignedInUser } from '../../../lib/session';
import { useInstructorCourses } from '../../../lib/use-instructor-courses';
import { useListParams } from '../../../lib/use-list-params';
import { usePageInRange } from '../../../lib/use-page-in-range';
import { useTeacherOptions } from '../api/use-teacher-options';
import { CourseFilters } from '../components/course-filters';
import { CourseTable } from '../components/course-table';
import { useCourseDeletion } from '../components/use-course-deletion';

const PAGE_SIZE = 10;

export function CourseManagementPage() {
  const { t } = useLingui();
  // Filters live in the address, so a reload or a shared link keeps them; a changed filter starts at page 1.
  const { filters, page, update } = useListParams('teacher.courses');
  const { search = '', category, status, instructorId } = filters;
  const isAdmin = useSignedInUser().accountRole === 'admin';
  const teacherOptions = useTeacherOptions(isAdmin);

  // The filter is an admin's: a teacher's list holds only their own courses, and the API refuses it to them.
  const query = {
    search: search.trim() || undefined,
    category,
    status,
    instructorId: isAdmin ? instructorId : undefined,
    page,
    pageSize: PAGE_SIZE,
  };
  const courses = useInstructorCourses(query);
  const deletion = useCourseDeletion();
  const filtered =
    query.search !== undefined || category !== undefined || status !== undefined || query.instructorId !== undefined;

  usePageInRange(courses, page, update);

  const courseCount = (total: number) => t`${plural(total, { one: '# course', other: '# courses' })}`;

  return (
    <>
      <PageHeader
        title={t`Course Management`}
        description={
          isAdmin
            ? t`Every course on Tutorium, whoever teaches it: create, update or remove any of them.`
            : t`Create, update and remove your courses.`
        }
        link={{ to: href('teacher.newCourse'), label: t`Create Course`, icon: Plus, primary: true }}
      />
      <CourseFilters
        search={search}
        category={category ?? ''}
        status={status ?? ''}
        onSearch={(value) => update({ search: value }, { replace: true })}
        onCategoryChange={(value) => update({ category: oneOf(value, courseCategories) })}
        onStatusChange={(value) => update({ status: oneOf(value, courseStatuses) })}
        teacher={
          isAdmin
            ? {
                value: instructorId ?? '',
                options: teacherOptions,
                onChange: (value) => update({ instructorId: value || undefined }),
              }
            : undefined
        }
      />
      <PagedQueryView
        query={courses}
        loadingLabel={t`Loading courses`}
        loading="section"
        empty={
          filtered ? (
            <NoMatches
              title={t`No courses match your filters`}
              description={
                isAdmin
                  ? t`Try another search, or clear the filters to see every course.`
                  : t`Try another search, or clear the filters to see all your courses.`
              }
              onClear={() =>
                update({ search: undefined, category: undefined, status: undefined, instructorId: undefined })
              }
            />
          ) : (
            <NoCoursesYet
              title={t`No courses yet`}
              description={t`Create your first course to start taking enrolments.`}
              actionLabel={t`Create your first course`}
            />
          )
        }
      >
        {({ data, pagination }) => (
          <div className="space-y-4">
            <p className="text-sm text-slate-600">{courseCount(pagination.total)}</p>
            <CourseTable
              courses={data}
              onDelete={deletion.askToDelete}
              deletingId={deletion.checkingId}
              busy={courses.isPlaceholderData}
              showTeacher={isAdmin}
            />
            <Pagination
              label={t`Course pages`}
              page={pagination.page}
              pages={pagination.pages}
              onPageChange={(next) => update({ page: next })}
              compact
            />
          </div>
        )}
      </PagedQueryView>
      {deletion.dialog}
    </>
  );
}
