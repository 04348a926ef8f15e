import { Trans, useLingui } from '@lingui/react/macro';
import { BookOpen } from 'lucide-react';
import { Link } from 'react-router';
import { levelLabels } from '../../../components/course/course-labels';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { href } from '../../../lib/href';
import { usePriceFormatter } from '../../../lib/site';
import { useCatalogue } from '../../../lib/use-catalogue';

/** The most a teacher's profile lists; the API's page size limit. */
const TEACHER_COURSES_LIMIT = 100;

/** A teacher's published courses, each linking to its page. */
export function TeacherCourses({ teacherId, headingId }: { teacherId: string; headingId: string }) {
  const { t } = useLingui();
  const formatPrice = usePriceFormatter();
  const courses = useCatalogue({ instructorId: teacherId, sort: 'newest', pageSize: TEACHER_COURSES_LIMIT });

  if (courses.isPending) return <Spinner label={t`Loading courses`} />;
  if (courses.isError) {
    return (
      <div role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
        <p>{courses.error.message}</p>
        <Button variant="secondary" size="sm" className="mt-2" onClick={() => void courses.refetch()}>
          <Trans>Try Again</Trans>
        </Button>
      </div>
    );
  }
  if (courses.data.data.length === 0) {
    return (
      <p className="text-sm text-slate-600">
        <Trans>No published courses right now.</Trans>
      </p>
    );
  }
  return (
    <ul aria-labelledby={headingId} className="divide-y divide-slate-100 rounded-lg border border-slate-200">
      {courses.data.data.map((course) => (
        <li key={course.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 p-3">
          <div className="flex min-w-0 items-start gap-2">
            <BookOpen className="mt-0.5 size-4 shrink-0 text-indigo-600" aria-hidden="true" />
            <div className="min-w-0">
              <Link
                to={href('student.courseDetail', { id: course.id })}
                className="font-medium break-words text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
              >
                {course.title}
              </Link>
              <p className="text-xs text-slate-600">
                {course.category} · {t(levelLabels[course.level])}
              </p>
            </div>
          </div>
          <p className="text-sm font-semibold text-slate-900">{formatPrice(course.price)}</p>
        </li>
      ))}
    </ul>
  );
}
