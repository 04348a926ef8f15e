import type { Course } from '@tutorium/contract/courses';
import { CourseCardFrame } from '../../../components/course/course-card-frame';
import { LinkButton } from '../../../components/ui/link-button';
import { RatingSummary } from '../../../components/ui/star-rating';
import { plural } from '../../../lib/format';
import { href } from '../../../lib/href';
import { CoursePicture } from './course-picture';

function seatsText(course: Course): string {
  const left = Math.max(course.maxStudents - course.enrolledCount, 0);
  return left === 0 ? 'Full' : `${plural(left, 'seat', 'seats')} left of ${course.maxStudents}`;
}

export function CourseCard({ course }: { course: Course }) {
  // The course page shows the whole course and is where a student enrols (and a visitor signs in to).
  const coursePath = href('site.course', { id: course.id });
  return (
    <CourseCardFrame
      course={course}
      picture={<CoursePicture src={course.thumbnail} category={course.category} />}
      heading="h3"
      titleTo={coursePath}
      seats={seatsText(course)}
      actions={
        <LinkButton to={coursePath} size="sm" aria-label={`Enrol in ${course.title}`}>
          Enrol
        </LinkButton>
      }
    >
      <p className="line-clamp-3 text-sm text-slate-600">{course.description}</p>
      <RatingSummary average={course.rating} count={course.reviewCount} size="sm" />
    </CourseCardFrame>
  );
}
