import { Trans, useLingui } from '@lingui/react/macro';
import type { Course } from '@tutorium/contract/courses';
import { COMPLETED_AT } from '@tutorium/contract/lessons';
import { ArrowRight, LogOut } from 'lucide-react';
import { CourseCardFrame } from '../../../components/course/course-card-frame';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { LinkButton } from '../../../components/ui/link-button';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { href } from '../../../lib/href';
import { CourseSchedule } from './course-schedule';
import { CourseThumbnail } from './course-thumbnail';

interface EnrolledCourseCardProps {
  course: Course;
  onUnenrol: (course: Course) => void;
}

/** Completed lessons as a bar, with a "Completed" badge at 100%. */
function CourseProgress({ title, progress }: { title: string; progress: number }) {
  const { t } = useLingui();
  return (
    <div className="flex items-end gap-3">
      <ProgressBar
        value={progress}
        label={t`Progress in ${title}`}
        caption={t`${progress}% complete`}
        size="sm"
        className="min-w-0 flex-1"
      />
      {progress >= COMPLETED_AT && (
        <Badge tone="green">
          <Trans>Completed</Trans>
        </Badge>
      )}
    </div>
  );
}

export function EnrolledCourseCard({ course, onUnenrol }: EnrolledCourseCardProps) {
  const title = course.title;
  return (
    <CourseCardFrame
      course={course}
      picture={<CourseThumbnail src={course.thumbnail} />}
      heading="h2"
      actions={
        <>
          <LinkButton to={href('student.courseDetail', { id: course.id })} size="sm">
            <Trans>
              View Course<span className="sr-only">: {title}</span>
            </Trans>
            <ArrowRight className="size-4" aria-hidden="true" />
          </LinkButton>
          <Button variant="secondary" size="sm" onClick={() => onUnenrol(course)} icon={LogOut}>
            <Trans>
              Unenrol<span className="sr-only"> from {title}</span>
            </Trans>
          </Button>
        </>
      }
    >
      <p className="line-clamp-3 text-sm text-slate-600">{course.description}</p>
      <CourseSchedule course={course} />
      {course.progress !== undefined && <CourseProgress title={course.title} progress={course.progress} />}
    </CourseCardFrame>
  );
}
