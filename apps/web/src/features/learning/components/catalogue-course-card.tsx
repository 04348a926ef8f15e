import { Trans } from '@lingui/react/macro';
import type { Course } from '@tutorium/contract/courses';
import { CourseCardFrame } from '../../../components/course/course-card-frame';
import { isFull } from '../../../components/course/waitlist-text';
import { Badge } from '../../../components/ui/badge';
import { LinkButton } from '../../../components/ui/link-button';
import { RatingSummary } from '../../../components/ui/star-rating';
import { href } from '../../../lib/href';
import { seatsLabel } from './course-format';
import { CourseSchedule } from './course-schedule';
import { CourseThumbnail } from './course-thumbnail';
import { EnrolButton } from './enrol-button';
import { WaitlistAction } from './waitlist-action';

export function CatalogueCourseCard({ course }: { course: Course }) {
  // A full course offers its waitlist, never an Enrol that can only fail.
  const waiting = isFull(course) && course.isEnrolled !== true;
  return (
    <CourseCardFrame
      course={course}
      picture={<CourseThumbnail src={course.thumbnail} />}
      heading="h2"
      titleTo={href('student.courseDetail', { id: course.id })}
      seats={
        <>
          {seatsLabel(course)}
          {waiting && (
            <Badge tone="red">
              <Trans>Full</Trans>
            </Badge>
          )}
        </>
      }
      actions={
        waiting ? (
          <WaitlistAction course={course} variant="card" />
        ) : (
          <div className="flex flex-wrap gap-2">
            <EnrolButton course={course} />
            {course.isEnrolled === true && course.price > 0 && (
              <LinkButton to={href('student.fees')} variant="secondary">
                <Trans>See your fees</Trans>
              </LinkButton>
            )}
          </div>
        )
      }
    >
      <RatingSummary average={course.rating} count={course.reviewCount} size="sm" />
      <p className="line-clamp-3 text-sm text-slate-600">{course.description}</p>
      <CourseSchedule course={course} />
    </CourseCardFrame>
  );
}
