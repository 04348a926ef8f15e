import { BookOpen, Plus } from 'lucide-react';
import { EmptyState } from '../ui/empty-state';
import { LinkButton } from '../ui/link-button';

interface NoCoursesYetProps {
  title: string;
  description: string;
  /** The button's text, e.g. "Create a course". */
  actionLabel: string;
  /** The course form's address. */
  newCoursePath: string;
}

/** The empty state of a teacher's screen that needs a course first, with the way to create one. */
export function NoCoursesYet({ title, description, actionLabel, newCoursePath }: NoCoursesYetProps) {
  return (
    <EmptyState
      icon={BookOpen}
      title={title}
      description={description}
      action={
        <LinkButton to={newCoursePath} icon={Plus}>
          {actionLabel}
        </LinkButton>
      }
    />
  );
}
