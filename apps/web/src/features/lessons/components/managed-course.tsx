import type { Course } from '@tutorium/contract/courses';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { NotFoundCard } from '../../../components/ui/not-found-card';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { TextLink } from '../../../components/ui/text-link';
import { isNotFoundError } from '../../../lib/api-client';
import { canManageCourse } from '../../../lib/course-access';
import { href } from '../../../lib/href';
import { useSignedInUser } from '../../../lib/session';
import { useCourse } from '../../../lib/use-course';

function CourseNotFound() {
  return (
    <NotFoundCard
      title="Course not found"
      description="This course does not exist, or it is not one of the courses you manage."
      backTo={href('teacher.courses')}
      backLabel="Back to Course Management"
    />
  );
}

export function BackToCourse({ course }: { course: Course }) {
  return (
    <TextLink
      to={href('teacher.courseDetail', { courseId: course.id })}
      className="mb-4 inline-flex items-center gap-1 text-sm"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      Back to {course.title}
    </TextLink>
  );
}

/**
 * Loads the course of the screen and renders it only for its teacher or an admin; anyone else,
 * and a course that is not there, gets "Course not found".
 */
export function ManagedCourse({ courseId, children }: { courseId: string; children: (course: Course) => ReactNode }) {
  const user = useSignedInUser();
  const course = useCourse(courseId);

  if (course.isPending) return <PageSpinner label="Loading course" />;
  if (course.isError) {
    if (isNotFoundError(course.error)) return <CourseNotFound />;
    return <ErrorPanel headingLevel={1} message={course.error.message} onRetry={() => void course.refetch()} />;
  }
  return canManageCourse(user, course.data) ? children(course.data) : <CourseNotFound />;
}
