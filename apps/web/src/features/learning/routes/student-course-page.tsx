import { ArrowLeft } from 'lucide-react';
import { useParams } from 'react-router';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { PageHeader } from '../../../components/ui/page-header';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { TextLink } from '../../../components/ui/text-link';
import { ApiError } from '../../../lib/api-client';
import { useCourse } from '../../../lib/use-course';
import { CourseEnrolAction } from '../components/course-enrol-action';
import { CourseLessons } from '../components/course-lessons';
import { CourseOutline } from '../components/course-outline';
import { CourseOverview } from '../components/course-overview';

const courseNotFound = 'The requested course could not be found. Please go back to your courses.';

function BackLink() {
  return (
    <TextLink to="/student/courses" className="mb-4 inline-flex items-center gap-1.5 text-sm">
      <ArrowLeft className="size-4" aria-hidden="true" />
      Back to My Courses
    </TextLink>
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
          <p className="text-slate-700">{courseNotFound}</p>
        ) : (
          <ErrorPanel message={course.error.message} onRetry={() => void course.refetch()} />
        )}
      </>
    );
  }

  const enrolled = course.data.isEnrolled === true;
  return (
    <>
      <BackLink />
      <PageHeader title={course.data.title} description={`by ${course.data.instructor.name}`} />
      <CourseOverview
        course={course.data}
        lessons={enrolled ? <CourseLessons course={course.data} /> : <CourseOutline courseId={course.data.id} />}
        action={<CourseEnrolAction course={course.data} courseLink={false} />}
      />
    </>
  );
}
