import { BookOpen, Plus } from 'lucide-react';
import { href } from '../../lib/href';
import { EmptyState } from '../ui/empty-state';
import { LinkButton } from '../ui/link-button';

interface NoCoursesYetProps {
  title: string;
  description: string;
  /** The button's text, e.g. "Create a course". */
  actionLabel: string;
}

/** The empty state of a teacher's screen that needs a course first, with the way to create one. */
export function NoCoursesYet({ title, description, actionLabel }: NoCoursesYetProps) {
  return (
    <EmptyState
      icon={BookOpen}
      title={title}
      description={description}
      action={
        <LinkButton to={href('teacher.newCourse')} icon={Plus}>
          {actionLabel}
        </LinkButton>
      }
    />
  );
}
