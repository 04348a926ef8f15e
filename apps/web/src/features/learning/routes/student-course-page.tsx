import type { Course } from '@tutorium/contract/courses';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { Card } from '../../../components/ui/card';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { PageHeader } from '../../../components/ui/page-header';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { TextLink } from '../../../components/ui/text-link';
import { ApiError } from '../../../lib/api-client';
import { usePriceFormatter } from '../../../lib/site';
import { learningMessages } from '../api/learning-messages';
import { useCourse } from '../api/use-course';
import { CourseBadges } from '../components/course-badges';
import { formatCourseDate, levelLabel, scheduleDays, scheduleTimes, seatsLabel } from '../components/course-format';
import { CourseLessons } from '../components/course-lessons';
import { CourseReviews } from '../components/course-reviews';
import { CourseThumbnail } from '../components/course-thumbnail';
import { EnrolButton } from '../components/enrol-button';

function BackLink() {
  return (
    <TextLink to="/student/courses" className="mb-4 inline-flex items-center gap-1.5 text-sm">
      <ArrowLeft className="size-4" aria-hidden="true" />
      Back to My Courses
    </TextLink>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="py-3 sm:grid sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 text-sm text-slate-900 sm:col-span-2 sm:mt-0">{children}</dd>
    </div>
  );
}

function CourseDetails({ course }: { course: Course }) {
  const formatPrice = usePriceFormatter();
  const endDate = formatCourseDate(course.endDate);
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <Card className="overflow-hidden lg:col-span-2">
        <CourseThumbnail src={course.thumbnail} className="aspect-[21/9]" />
        <div className="space-y-4 p-6">
          <CourseBadges course={course} />
          <h2 className="text-lg font-semibold text-slate-900">About this course</h2>
          <p className="text-sm whitespace-pre-line text-slate-700">{course.description}</p>
        </div>
      </Card>
      <Card className="self-start p-6">
        <h2 className="text-lg font-semibold text-slate-900">Course details</h2>
        <dl className="mt-2 divide-y divide-slate-100">
          <Detail label="Instructor">{course.instructor.name}</Detail>
          <Detail label="Category">{course.category}</Detail>
          <Detail label="Level">{levelLabel(course.level)}</Detail>
          <Detail label="Days">{scheduleDays(course.schedule)}</Detail>
          <Detail label="Time">{scheduleTimes(course.schedule)}</Detail>
          <Detail label="Duration">{course.duration}</Detail>
          <Detail label="Start date">{formatCourseDate(course.startDate)}</Detail>
          {endDate && <Detail label="End date">{endDate}</Detail>}
          <Detail label="Seats">{seatsLabel(course)}</Detail>
          <Detail label="Price">{formatPrice(course.price)}</Detail>
        </dl>
      </Card>
    </div>
  );
}

/** A 400 (not an id) or 404 (no such course, or not one this student may see) means there is nothing to show. */
const isNotFound = (error: Error) => error instanceof ApiError && (error.status === 404 || error.status === 400);

export function StudentCoursePage() {
  const { id = '' } = useParams();
  const course = useCourse(id);

  if (course.isPending) {
    return (
      <>
        <BackLink />
        <PageSpinner label="Loading course" />
      </>
    );
  }

  if (course.isError) {
    const notFound = isNotFound(course.error);
    return (
      <>
        <BackLink />
        <PageHeader title={notFound ? 'Course not found' : 'Course'} />
        {notFound ? (
          <p className="text-slate-700">{learningMessages.courseNotFound}</p>
        ) : (
          <ErrorPanel message={course.error.message} onRetry={() => void course.refetch()} />
        )}
      </>
    );
  }

  return (
    <>
      <BackLink />
      <PageHeader
        title={course.data.title}
        description={`by ${course.data.instructor.name}`}
        actions={<EnrolButton course={course.data} />}
      />
      <div className="space-y-6">
        {course.data.isEnrolled === true && <CourseLessons course={course.data} />}
        <CourseDetails course={course.data} />
        <CourseReviews course={course.data} />
      </div>
    </>
  );
}
