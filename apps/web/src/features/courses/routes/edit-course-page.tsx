import { useParams } from 'react-router';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { isNotFoundError } from '../../../lib/api-client';
import { canManageCourse } from '../../../lib/course-access';
import { useSignedInUser } from '../../../lib/session';
import { useCourse } from '../../../lib/use-course';
import { courseFallbacks } from '../api/course-fallbacks';
import { CourseForm } from '../components/course-form';
import { CourseNotFound } from '../components/course-not-found';

export function EditCoursePage() {
  const { courseId = '' } = useParams();
  const user = useSignedInUser();
  const course = useCourse(courseId, courseFallbacks.loadForEdit);

  if ((course.isError && isNotFoundError(course.error)) || (course.data && !canManageCourse(user, course.data))) {
    return <CourseNotFound />;
  }

  return (
    <>
      <PageHeader title="Edit Course" description="Change the course details, then save your changes." />
      {course.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner size="lg" label="Loading course" />
        </div>
      ) : course.isError ? (
        <ErrorPanel message={course.error.message} onRetry={() => void course.refetch()} />
      ) : (
        <CourseForm key={course.data.id} course={course.data} />
      )}
    </>
  );
}
