import type { Course } from '@tutorium/contract/courses';
import { ArrowLeft } from 'lucide-react';
import { useParams } from 'react-router';
import { Card } from '../../../components/ui/card';
import { CourseTags } from '../../../components/ui/course-tags';
import { DetailItem, DetailList } from '../../../components/ui/detail-list';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { PageHeader } from '../../../components/ui/page-header';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { TextLink } from '../../../components/ui/text-link';
import { ApiError } from '../../../lib/api-client';
import { capitalise, formatCalendarDate } from '../../../lib/format';
import { usePriceFormatter } from '../../../lib/site';
import { learningMessages } from '../api/learning-messages';
import { useCourse } from '../api/use-course';
import { scheduleDays, scheduleTimes, seatsLabel } from '../components/course-format';
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

function CourseDetails({ course }: { course: Course }) {
  const formatPrice = usePriceFormatter();
  const endDate = formatCalendarDate(course.endDate);
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <Card className="overflow-hidden lg:col-span-2">
        <CourseThumbnail src={course.thumbnail} className="aspect-[21/9]" />
        <div className="space-y-4 p-6">
          <CourseTags course={course} />
          <h2 className="text-lg font-semibold text-slate-900">About this course</h2>
          <p className="text-sm whitespace-pre-line text-slate-700">{course.description}</p>
        </div>
      </Card>
      <Card className="self-start p-6">
        <h2 className="text-lg font-semibold text-slate-900">Course details</h2>
        <DetailList>
          <DetailItem label="Instructor">{course.instructor.name}</DetailItem>
          <DetailItem label="Category">{course.category}</DetailItem>
          <DetailItem label="Level">{capitalise(course.level)}</DetailItem>
          <DetailItem label="Days">{scheduleDays(course.schedule)}</DetailItem>
          <DetailItem label="Time">{scheduleTimes(course.schedule)}</DetailItem>
          <DetailItem label="Duration">{course.duration}</DetailItem>
          <DetailItem label="Start date">{formatCalendarDate(course.startDate)}</DetailItem>
          {endDate && <DetailItem label="End date">{endDate}</DetailItem>}
          <DetailItem label="Seats">{seatsLabel(course)}</DetailItem>
          <DetailItem label="Price">{formatPrice(course.price)}</DetailItem>
        </DetailList>
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
