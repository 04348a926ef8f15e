import { Trans, useLingui } from '@lingui/react/macro';
import type { Course } from '@tutorium/contract/courses';
import { Eye, LoaderCircle, Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { levelLabels } from '../../../components/course/course-labels';
import { CourseStatusBadge } from '../../../components/course/course-status-badge';
import { type DataColumn, DataTable } from '../../../components/ui/data-table';
import { IconActionLink, iconActionClassName } from '../../../components/ui/icon-action';
import { ImageWithFallback } from '../../../components/ui/image-with-fallback';
import { formatCalendarDate } from '../../../lib/format';
import { href } from '../../../lib/href';
import { usePriceFormatter } from '../../../lib/site';

interface CourseActionsProps {
  course: Course;
  onDelete: (course: Course) => void;
  /** The course whose delete is being prepared. */
  deletingId: string | null;
}

function CourseActions({ course, onDelete, deletingId }: CourseActionsProps) {
  const { t } = useLingui();
  const courseTitle = course.title;
  return (
    <div className="flex justify-end gap-1">
      <IconActionLink
        to={href('teacher.courseDetail', { courseId: course.id })}
        label={t`View ${courseTitle}`}
        title={t`View`}
        icon={Eye}
      />
      <IconActionLink
        to={href('teacher.editCourse', { courseId: course.id })}
        label={t`Edit ${courseTitle}`}
        title={t`Edit`}
        icon={Pencil}
      />
      <button
        type="button"
        aria-label={t`Delete ${courseTitle}`}
        title={t`Delete`}
        disabled={deletingId !== null}
        aria-busy={deletingId === course.id || undefined}
        onClick={() => onDelete(course)}
        className={`${iconActionClassName} hover:bg-red-50 hover:text-red-700`}
      >
        {deletingId === course.id ? (
          <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
        ) : (
          <Trash2 className="size-4" aria-hidden="true" />
        )}
      </button>
    </div>
  );
}

interface CourseTableProps {
  courses: readonly Course[];
  onDelete: (course: Course) => void;
  /** The course whose delete is being prepared. */
  deletingId: string | null;
  busy: boolean;
  /** An admin's list holds every teacher's courses, so it names who teaches each. */
  showTeacher: boolean;
}

function TaughtBy({ name }: { name: string }) {
  return (
    <p className="mt-1 text-sm text-slate-700">
      <Trans>Taught by {name}</Trans>
    </p>
  );
}

const titleLink =
  'font-medium break-words text-slate-900 hover:text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600';

/** A table from tablet width up; on a phone each course is a card, so its actions stay in reach. */
export function CourseTable({ courses, onDelete, deletingId, busy, showTeacher }: CourseTableProps) {
  const { t } = useLingui();
  const formatPrice = usePriceFormatter();
  const levelOf = (course: Course) => t(levelLabels[course.level]);
  const columns: readonly DataColumn<Course>[] = [
    {
      heading: t`Course`,
      cell: (course) => (
        <div className="flex min-w-48 items-center gap-3">
          <ImageWithFallback
            src={course.thumbnail}
            alt=""
            className="size-10 shrink-0 rounded-lg bg-slate-100 object-cover"
          />
          <Link to={href('teacher.courseDetail', { courseId: course.id })} className={titleLink}>
            {course.title}
          </Link>
        </div>
      ),
    },
    ...(showTeacher
      ? [{ heading: t`Teacher`, className: 'text-slate-700', cell: (course: Course) => course.instructor.name }]
      : []),
    { heading: t`Category`, className: 'text-slate-700', cell: (course) => course.category },
    { heading: t`Level`, className: 'text-slate-700', cell: levelOf },
    { heading: t`Status`, cell: (course) => <CourseStatusBadge status={course.status} /> },
    {
      heading: t`Enrolled`,
      className: 'whitespace-nowrap text-slate-700',
      cell: (course) => `${course.enrolledCount} / ${course.maxStudents}`,
    },
    { heading: t`Price`, className: 'whitespace-nowrap text-slate-700', cell: (course) => formatPrice(course.price) },
    {
      heading: t`Start date`,
      headingClassName: 'whitespace-nowrap',
      className: 'whitespace-nowrap text-slate-700',
      cell: (course) => formatCalendarDate(course.startDate),
    },
    {
      heading: t`Actions`,
      headingClassName: 'text-right',
      cell: (course) => <CourseActions course={course} onDelete={onDelete} deletingId={deletingId} />,
    },
  ];
  return (
    <div aria-busy={busy}>
      <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm md:block">
        <DataTable
          caption={showTeacher ? t`Every course on Tutorium` : t`Your courses`}
          headClassName="bg-slate-50 text-xs font-semibold tracking-wide text-slate-700 uppercase"
          cellPadding="px-4 py-3"
          columns={columns}
          rows={courses}
          keyOf={(course) => course.id}
        />
      </div>

      <ul className="space-y-3 md:hidden">
        {courses.map((course) => (
          <li key={course.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <div className="flex items-start gap-3">
              <ImageWithFallback
                src={course.thumbnail}
                alt=""
                className="size-12 shrink-0 rounded-lg bg-slate-100 object-cover"
              />
              <div className="min-w-0 flex-1">
                <Link to={href('teacher.courseDetail', { courseId: course.id })} className={titleLink}>
                  {course.title}
                </Link>
                {showTeacher && <TaughtBy name={course.instructor.name} />}
                <div className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-700">
                  <span>{course.category}</span>
                  <span>{levelOf(course)}</span>
                  <CourseStatusBadge status={course.status} />
                </div>
              </div>
            </div>
            <dl className="mt-3 grid grid-cols-3 gap-2 text-sm">
              <div>
                <dt className="text-xs text-slate-600">
                  <Trans>Enrolled</Trans>
                </dt>
                <dd className="text-slate-900">
                  {course.enrolledCount} / {course.maxStudents}
                </dd>
              </div>
              <div>
                <dt className="text-xs text-slate-600">
                  <Trans>Price</Trans>
                </dt>
                <dd className="text-slate-900">{formatPrice(course.price)}</dd>
              </div>
              <div>
                <dt className="text-xs text-slate-600">
                  <Trans>Start date</Trans>
                </dt>
                <dd className="text-slate-900">{formatCalendarDate(course.startDate)}</dd>
              </div>
            </dl>
            <div className="mt-2 border-t border-slate-100 pt-2">
              <CourseActions course={course} onDelete={onDelete} deletingId={deletingId} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
