import type { Course } from '@tutorium/contract/courses';
import { BackLink } from '../../../components/ui/back-link';
import { href } from '../../../lib/href';

export function BackToCourse({ course }: { course: Course }) {
  return (
    <BackLink to={href('teacher.courseDetail', { courseId: course.id })} className="mb-4">
      Back to {course.title}
    </BackLink>
  );
}
