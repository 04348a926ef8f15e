import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Course } from '@tutorium/contract/courses';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { isNotFoundError } from '../../lib/api-client';
import { canManageCourse } from '../../lib/course-access';
import { href } from '../../lib/href';
import { useCurrentUser } from '../../lib/session';
import { useCourse } from '../../lib/use-course';
import { ErrorPanel } from '../ui/error-panel';
import { NotFoundCard } from '../ui/not-found-card';
import { PageSpinner, SectionSpinner } from '../ui/page-spinner';

/** The not-found card's words and its way back. */
interface NotFoundText {
  description: string;
  backTo: string;
  backLabel: string;
}

/**
 * A teacher's screen of one of their courses, for a course that is not there or not theirs. Its words
 * are read when the screen renders (screens spread it), so they are in the reader's language.
 */
export const notOneOfYourCourses: NotFoundText = {
  get description() {
    return i18n._(msg`This course does not exist, or it is not one of the courses you manage.`);
  },
  backTo: href('teacher.courses'),
  get backLabel() {
    return i18n._(msg`Back to Course Management`);
  },
};

/** What the gate is showing, for a frame that differs between them. */
type GateState = 'loading' | 'failed' | 'notFound' | 'course';

interface CourseGateProps {
  courseId: string;
  /** The message when the course cannot be read and the server gave none. */
  fallbackMessage?: string;
  /** Only its teacher or an admin gets past; anyone else is told the course is not found, and no more. */
  managed?: boolean;
  /** A course that is not there (or not the viewer's): the "Course not found" card with these words, or the screen's own view. */
  notFound: NotFoundText | ReactNode;
  /** What surrounds each state (the screen's back link or heading); none by default. */
  frame?: (content: ReactNode, state: GateState) => ReactNode;
  /** The spinner's size: the page's, or a section's under the frame's heading. */
  loading?: 'page' | 'section';
  /** 2 where the frame already gives the page its heading. */
  errorHeadingLevel?: 1 | 2;
  children: (course: Course) => ReactNode;
}

const isNotFoundText = (value: unknown): value is NotFoundText =>
  typeof value === 'object' && value !== null && 'backTo' in value && 'description' in value;

/**
 * Every screen of one course goes through here: it loads the course (one cache entry for all of
 * them), shows a spinner meanwhile, the error with Try Again, "Course not found" for a course that
 * is not there or, on a managed screen, not the viewer's; and the screen once the course is in.
 */
export function CourseGate({
  courseId,
  fallbackMessage,
  managed = false,
  notFound,
  frame = (content) => content,
  loading = 'page',
  errorHeadingLevel = 1,
  children,
}: CourseGateProps) {
  const { t } = useLingui();
  const { user } = useCurrentUser();
  const course = useCourse(courseId, fallbackMessage);
  const notFoundView = frame(
    isNotFoundText(notFound) ? <NotFoundCard title={t`Course not found`} {...notFound} /> : notFound,
    'notFound',
  );

  if (course.isPending) {
    const Spinner = loading === 'section' ? SectionSpinner : PageSpinner;
    return frame(<Spinner label={t`Loading course`} />, 'loading');
  }
  if (course.isError) {
    if (isNotFoundError(course.error)) return notFoundView;
    return frame(
      <ErrorPanel
        headingLevel={errorHeadingLevel}
        message={course.error.message}
        onRetry={() => void course.refetch()}
      />,
      'failed',
    );
  }
  if (managed && (user === null || !canManageCourse(user, course.data))) return notFoundView;
  return frame(children(course.data), 'course');
}

/** A teacher's screen of one of their courses, at an address naming it (`:courseId`): the gate, then the screen. */
export function ManagedCourseScreen({ children }: { children: (course: Course) => ReactNode }) {
  const { courseId = '' } = useParams();
  return (
    <CourseGate courseId={courseId} managed notFound={notOneOfYourCourses}>
      {children}
    </CourseGate>
  );
}
