import type { LiveClass } from '@tutorium/contract/live-classes';
import { BookOpen, Plus } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { LinkButton } from '../../../components/ui/link-button';
import { Spinner } from '../../../components/ui/spinner';
import { useInstructorCourseOptions } from '../../../lib/use-instructor-courses';
import { LiveClassForm } from './live-class-form';
import { newCoursePath } from './live-class-paths';

/** The form once the teacher's courses, its course choices, have arrived. */
export function LiveClassFormLoader({ liveClass }: { liveClass?: LiveClass }) {
  const courses = useInstructorCourseOptions();

  if (courses.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner size="lg" label="Loading your courses" />
      </div>
    );
  }
  if (courses.isError) return <ErrorPanel message={courses.error.message} onRetry={() => void courses.refetch()} />;
  if (courses.data.length === 0 && liveClass === undefined) {
    return (
      <EmptyState
        icon={BookOpen}
        title="You have no courses yet"
        description="Every live class belongs to one of your courses. Create a course first, then schedule its classes."
        action={
          <LinkButton to={newCoursePath} icon={Plus}>
            Create a course
          </LinkButton>
        }
      />
    );
  }
  return <LiveClassForm courses={courses.data} liveClass={liveClass} />;
}
