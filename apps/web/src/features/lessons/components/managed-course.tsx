import type { Course } from '@tutorium/contract/courses';
import { ArrowLeft, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { LinkButton } from '../../../components/ui/link-button';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { TextLink } from '../../../components/ui/text-link';
import { ApiError } from '../../../lib/api-client';
import { useSignedInUser } from '../../../lib/session';
import { useCourse } from '../api/use-course';
import { courseManagementPath, teacherCoursePath } from './lesson-paths';

/** The API answers 404 for a course that is not there, 403 for another teacher's and 400 for an id that is no id. */
const isMissingCourse = (error: unknown): boolean =>
  error instanceof ApiError && [400, 403, 404].includes(error.status);

function CourseNotFound() {
  return (
    <Card className="mx-auto max-w-lg px-6 py-10 text-center">
      <title>Course not found · Tutorium</title>
      <SearchX className="mx-auto size-10 text-slate-500" aria-hidden="true" />
      <h1 className="mt-3 text-xl font-semibold text-slate-900">Course not found</h1>
      <p className="mt-1 text-sm text-slate-600">
        This course does not exist, or it is not one of the courses you manage.
      </p>
      <LinkButton to={courseManagementPath} variant="secondary" className="mt-6">
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to Course Management
      </LinkButton>
    </Card>
  );
}

export function BackToCourse({ course }: { course: Course }) {
  return (
    <TextLink to={teacherCoursePath(course.id)} className="mb-4 inline-flex items-center gap-1 text-sm">
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
    if (isMissingCourse(course.error)) return <CourseNotFound />;
    return <ErrorPanel headingLevel={1} message={course.error.message} onRetry={() => void course.refetch()} />;
  }
  const manages = user.role === 'admin' || course.data.instructor.id === user.id;
  return manages ? children(course.data) : <CourseNotFound />;
}
