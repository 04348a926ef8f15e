import { Trans } from '@lingui/react/macro';
import type { Course } from '@tutorium/contract/courses';
import { BackLink } from '../../../components/ui/back-link';
import { href } from '../../../lib/href';

export function BackToCourse({ course }: { course: Course }) {
  const { title } = course;
  return (
    <BackLink to={href('teacher.courseDetail', { courseId: course.id })} className="mb-4">
      <Trans>Back to {title}</Trans>
    </BackLink>
  );
}
