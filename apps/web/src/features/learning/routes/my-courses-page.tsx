import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type Course, courseMessages } from '@tutorium/contract/courses';
import { courseEndpoints } from '@tutorium/contract/endpoints/courses';
import { BookOpen, Compass } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { NotEnrolledState } from '../../../components/course/not-enrolled-state';
import { WaitlistPlaces } from '../../../components/course/waitlist-places';
import { NoMatches } from '../../../components/list-screen/no-matches';
import { QueryView } from '../../../components/list-screen/query-view';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PageHeader } from '../../../components/ui/page-header';
import { SearchBox } from '../../../components/ui/search-box';
import { reportFormError } from '../../../lib/form-errors';
import { href } from '../../../lib/href';
import { useListParams } from '../../../lib/use-list-params';
import { useStudentCourses } from '../../../lib/use-student-courses';
import { useUnenrol } from '../api/use-unenrol';
import { EnrolledCourseCard } from '../components/enrolled-course-card';

/** Title, category or instructor name containing the search, ignoring case. */
function matches(course: Course, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (needle === '') return true;
  return [course.title, course.category, course.instructor.name].some((field) => field.toLowerCase().includes(needle));
}

export function MyCoursesPage() {
  const { t } = useLingui();
  const courses = useStudentCourses();
  const unenrol = useUnenrol();
  const { filters, update } = useListParams('student.courses');
  const search = filters.search ?? '';
  const [leaving, setLeaving] = useState<Course | null>(null);
  const [unenrolments, setUnenrolments] = useState(0);
  const searchRef = useRef<HTMLInputElement>(null);
  const leavingTitle = leaving?.title;
  const exploreRef = useRef<HTMLAnchorElement>(null);

  const shown = useMemo(() => (courses.data ?? []).filter((course) => matches(course, search)), [courses.data, search]);

  // The unenrolled course's card is gone, and with it the focused button: carry on from the search box.
  useEffect(() => {
    if (unenrolments === 0) return;
    (searchRef.current ?? exploreRef.current)?.focus();
  }, [unenrolments]);

  const confirmUnenrol = () => {
    if (leaving === null) return;
    unenrol.mutate(leaving.id, {
      onSuccess: ({ message }) => {
        toast.success(message || courseMessages.unenrolled);
        setLeaving(null);
        setUnenrolments((count) => count + 1);
      },
      onError: (error) => {
        reportFormError(error, courseEndpoints.unenrol.fallbackMessage);
        setLeaving(null);
      },
    });
  };

  return (
    <>
      <PageHeader
        title={t`My Courses`}
        description={t`The courses you are enrolled in, and those you are waiting for.`}
        link={{ to: href('student.exploreCourses'), label: t`Explore Courses`, icon: Compass }}
      />

      <WaitlistPlaces className="mb-8" />

      <QueryView
        query={courses}
        loadingLabel={t`Loading your courses`}
        empty={
          <NotEnrolledState
            icon={BookOpen}
            description={t`Browse the catalogue and enrol in a course to see it here.`}
            exploreRef={exploreRef}
          />
        }
      >
        {(all) => {
          const shownCount = shown.length;
          const allCount = all.length;
          return (
            <>
              <search className="mb-6 block max-w-md">
                <SearchBox
                  ref={searchRef}
                  label={t`Search my courses`}
                  placeholder={t`Title, category or instructor`}
                  value={search}
                  onSearch={(value) => update({ search: value }, { replace: true })}
                />
              </search>
              <p aria-live="polite" className="mb-4 text-sm text-slate-600">
                {search.trim() === ''
                  ? t`${plural(all.length, { one: '# course', other: '# courses' })}`
                  : t`${shownCount} of ${allCount} courses match your search`}
              </p>
              {shown.length === 0 ? (
                <NoMatches
                  title={t`No courses match your search`}
                  description={t`Try another title, category or instructor name.`}
                  onClear={() => update({ search: undefined }, { replace: true })}
                  clearLabel={t`Clear search`}
                />
              ) : (
                <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
                  {shown.map((course) => (
                    <li key={course.id}>
                      <EnrolledCourseCard course={course} onUnenrol={setLeaving} />
                    </li>
                  ))}
                </ul>
              )}
            </>
          );
        }}
      </QueryView>

      <ConfirmDialog
        open={leaving !== null}
        title={t`Confirm Unenrolment`}
        description={
          <p>
            <Trans>
              Are you sure you want to unenrol from <strong>{leavingTitle}</strong>? You can enrol again later while
              seats are free.
            </Trans>
          </p>
        }
        confirmLabel={t`Unenrol`}
        destructive
        loading={unenrol.isPending}
        onConfirm={confirmUnenrol}
        onCancel={() => setLeaving(null)}
      />
    </>
  );
}
