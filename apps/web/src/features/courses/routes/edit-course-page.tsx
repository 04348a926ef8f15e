import { useParams } from 'react-router';
import { QueryView } from '../../../components/list-screen/query-view';
import { PageHeader } from '../../../components/ui/page-header';
import { isNotFoundError } from '../../../lib/api-client';
import { canManageCourse } from '../../../lib/course-access';
import { useSignedInUser } from '../../../lib/session';
import { useCourse } from '../../../lib/use-course';
import { CourseForm } from '../components/course-form';
import { CourseNotFound } from '../components/course-not-found';

/** docs/seed-spec.md §8 words a failed read of the course being edited otherwise than the definition. */
const loadFailed = 'Failed to load course data';

export function EditCoursePage() {
  const { courseId = '' } = useParams();
  const user = useSignedInUser();
  const course = useCourse(courseId, loadFailed);

  if ((course.isError && isNotFoundError(course.error)) || (course.data && !canManageCourse(user, course.data))) {
    return <CourseNotFound />;
  }

  return (
    <>
      <PageHeader title="Edit Course" description="Change the course details, then save your changes." />
      <QueryView query={course} loadingLabel="Loading course" loading="section">
        {(data) => <CourseForm key={data.id} course={data} />}
      </QueryView>
    </>
  );
}
