import { useLingui } from '@lingui/react/macro';
import type { Course } from '@tutorium/contract/courses';
import { Badge } from '../ui/badge';
import { levelLabels } from './course-labels';
import { CourseStatusBadge } from './course-status-badge';

/** A course's category and level, and its status where it is not simply "active" (an upcoming course). */
export function CourseTags({ course }: { course: Course }) {
  const { t } = useLingui();
  return (
    <ul aria-label={t`Course tags`} className="flex flex-wrap gap-1.5">
      <li>
        <Badge tone="indigo">{course.category}</Badge>
      </li>
      <li>
        <Badge>{t(levelLabels[course.level])}</Badge>
      </li>
      {course.status !== 'active' && (
        <li>
          <CourseStatusBadge status={course.status} />
        </li>
      )}
    </ul>
  );
}
