import { NotFoundCard } from '../../../components/ui/not-found-card';
import { href } from '../../../lib/href';

/** For a course that does not exist, or that belongs to another teacher: the page says no more than that. */
export function CourseNotFound() {
  return (
    <NotFoundCard
      title="Course not found"
      description="This course does not exist, or it is not one of the courses you manage."
      backTo={href('teacher.courses')}
      backLabel="Back to Course Management"
    />
  );
}
