import type { Course } from '@tutorium/contract/courses';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { levelLabel, statusLabel } from './course-format';

const statusTones: Record<Course['status'], BadgeTone> = {
  active: 'green',
  upcoming: 'indigo',
  inactive: 'slate',
  completed: 'yellow',
};

/** Category and level; the status too where it is not simply "active". */
export function CourseBadges({ course }: { course: Course }) {
  return (
    <ul aria-label="Course tags" className="flex flex-wrap gap-1.5">
      <li>
        <Badge tone="indigo">{course.category}</Badge>
      </li>
      <li>
        <Badge>{levelLabel(course.level)}</Badge>
      </li>
      {course.status !== 'active' && (
        <li>
          <Badge tone={statusTones[course.status]}>{statusLabel(course.status)}</Badge>
        </li>
      )}
    </ul>
  );
}
