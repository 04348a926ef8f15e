import type { Course } from '@tutorium/contract/courses';
import { ArrowLeft } from 'lucide-react';
import { TextLink } from '../../../components/ui/text-link';
import { href } from '../../../lib/href';

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
