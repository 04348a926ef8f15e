import type { Course } from '@tutorium/contract/courses';
import { ArrowLeft, CalendarCheck, Pencil, Trash2, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { ImageWithFallback } from '../../../components/ui/image-with-fallback';
import { LinkButton } from '../../../components/ui/link-button';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { TextLink } from '../../../components/ui/text-link';
import { formatDate } from '../../../lib/format';
import { useSignedInUser } from '../../../lib/session';
import { usePriceFormatter } from '../../../lib/site';
import { courseFallbacks } from '../api/course-fallbacks';
import { useCourse } from '../api/use-course';
import { canManageCourse, isMissingCourse } from '../components/course-access';
import { capitalise, formatCourseDate, formatTimeOfDay } from '../components/course-format';
import { CourseNotFound } from '../components/course-not-found';
import { courseAttendancePath, courseManagementPath, editCoursePath } from '../components/course-paths';
import { CourseStatusBadge } from '../components/course-status-badge';
import { useCourseDeletion } from '../components/use-course-deletion';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="py-3 sm:grid sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 text-sm text-slate-900 sm:col-span-2 sm:mt-0">{children}</dd>
    </div>
  );
}

const NotSet = ({ children }: { children: string }) => <span className="text-slate-500">{children}</span>;

function EnrolledStudents({ students }: { students: NonNullable<Course['enrolledStudents']> }) {
  if (students.length === 0) {
    return <EmptyState icon={Users} title="No students enrolled yet" />;
  }
  return (
    <div className="overflow-x-auto">
      <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
        <thead className="text-xs font-semibold tracking-wide text-slate-700 uppercase">
          <tr>
            <th scope="col" className="px-3 py-2">
              Name
            </th>
            <th scope="col" className="px-3 py-2">
              Email
            </th>
            <th scope="col" className="px-3 py-2 whitespace-nowrap">
              Enrolled
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {students.map((student) => (
            <tr key={student.id}>
              <td className="px-3 py-2 font-medium text-slate-900">{student.name}</td>
              <td className="px-3 py-2 break-all text-slate-700">{student.email}</td>
              <td className="px-3 py-2 whitespace-nowrap text-slate-700">{formatDate(student.enrolledAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function CourseDetail({ course }: { course: Course }) {
  const navigate = useNavigate();
  const formatPrice = usePriceFormatter();
  const deletion = useCourseDeletion(() => navigate(courseManagementPath));
  const students = course.enrolledStudents ?? [];

  return (
    <>
      <title>{`${course.title} · Tutorium`}</title>
      <TextLink to={courseManagementPath} className="mb-4 inline-flex items-center gap-1 text-sm">
        <ArrowLeft className="size-4" aria-hidden="true" />
        Course Management
      </TextLink>

      <div className="mb-6 flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold break-words text-slate-900 sm:text-3xl">{course.title}</h1>
          <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-slate-700">
            <span className="font-medium">{course.category}</span>
            <CourseStatusBadge status={course.status} />
            <span className="inline-flex items-center gap-1">
              <Users className="size-4 text-slate-500" aria-hidden="true" />
              Enrolled: {course.enrolledCount} / {course.maxStudents}
            </span>
          </div>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <LinkButton to={editCoursePath(course.id)}>
            <Pencil className="size-4" aria-hidden="true" />
            Edit Course
          </LinkButton>
          <LinkButton to={courseAttendancePath(course.id)} variant="secondary">
            <CalendarCheck className="size-4" aria-hidden="true" />
            View Attendance
          </LinkButton>
          <Button
            variant="danger"
            loading={deletion.checkingId === course.id}
            onClick={() => deletion.askToDelete(course)}
          >
            <Trash2 className="size-4" aria-hidden="true" />
            Delete Course
          </Button>
        </div>
      </div>

      <div className="grid gap-6 lg:grid-cols-5">
        <Card className="overflow-hidden lg:col-span-2">
          <ImageWithFallback
            src={course.thumbnail}
            alt={`Thumbnail of ${course.title}`}
            className="aspect-video w-full bg-slate-100 object-cover"
          />
          <div className="p-6">
            <h2 className="text-lg font-semibold text-slate-900">About this course</h2>
            <p className="mt-2 text-sm whitespace-pre-line break-words text-slate-700">{course.description}</p>
          </div>
        </Card>

        <Card className="p-6 lg:col-span-3">
          <h2 className="text-lg font-semibold text-slate-900">Course details</h2>
          <dl className="mt-2 divide-y divide-slate-100">
            <Detail label="Instructor">{course.instructor.name}</Detail>
            <Detail label="Level">{capitalise(course.level)}</Detail>
            <Detail label="Class days">
              {course.schedule.days.length > 0 ? course.schedule.days.join(', ') : <NotSet>No days set</NotSet>}
            </Detail>
            <Detail label="Class time">
              {formatTimeOfDay(course.schedule.startTime)} – {formatTimeOfDay(course.schedule.endTime)}
            </Detail>
            <Detail label="Duration">{course.duration}</Detail>
            <Detail label="Start date">{formatCourseDate(course.startDate)}</Detail>
            <Detail label="End date">
              {course.endDate ? formatCourseDate(course.endDate) : <NotSet>No end date</NotSet>}
            </Detail>
            <Detail label="Price">{formatPrice(course.price)}</Detail>
          </dl>
        </Card>
      </div>

      <Card className="mt-6 p-6">
        <h2 className="mb-4 text-lg font-semibold text-slate-900">Enrolled students</h2>
        <EnrolledStudents students={students} />
      </Card>

      {deletion.dialog}
    </>
  );
}

export function CourseDetailPage() {
  const { courseId = '' } = useParams();
  const user = useSignedInUser();
  const course = useCourse(courseId, courseFallbacks.fetchOne);

  if (course.isPending) return <PageSpinner label="Loading course" />;
  if (course.isError) {
    if (isMissingCourse(course.error)) return <CourseNotFound />;
    return <ErrorPanel headingLevel={1} message={course.error.message} onRetry={() => void course.refetch()} />;
  }
  if (!canManageCourse(user, course.data)) return <CourseNotFound />;
  return <CourseDetail course={course.data} />;
}
