import type { Course } from '@tutorium/contract/courses';
import { CourseCardFrame } from '../../../components/course/course-card-frame';
import { Badge } from '../../../components/ui/badge';
import { RatingSummary } from '../../../components/ui/star-rating';
import { href } from '../../../lib/href';
import { seatsLabel } from './course-format';
import { CourseSchedule } from './course-schedule';
import { CourseThumbnail } from './course-thumbnail';
import { EnrolButton } from './enrol-button';

export function CatalogueCourseCard({ course }: { course: Course }) {
  return (
    <CourseCardFrame
      course={course}
      picture={<CourseThumbnail src={course.thumbnail} />}
      heading="h2"
      titleTo={href('student.courseDetail', { id: course.id })}
      seats={
        <>
          {seatsLabel(course)}
          {course.enrolledCount >= course.maxStudents && !course.isEnrolled && <Badge tone="red">Full</Badge>}
        </>
      }
      actions={<EnrolButton course={course} />}
    >
      <RatingSummary average={course.rating} count={course.reviewCount} size="sm" />
      <p className="line-clamp-3 text-sm text-slate-600">{course.description}</p>
      <CourseSchedule course={course} />
    </CourseCardFrame>
  );
}
