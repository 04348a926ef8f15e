import type { Course } from '@tutorium/contract/courses';
import { CourseCardFrame } from '../../../components/course/course-card-frame';
import { isFull, joinWaitlistLabel, placeInLine } from '../../../components/course/waitlist-text';
import { LinkButton } from '../../../components/ui/link-button';
import { RatingSummary } from '../../../components/ui/star-rating';
import { plural } from '../../../lib/format';
import { href } from '../../../lib/href';
import { useCurrentUser } from '../../../lib/session';
import { CoursePicture } from './course-picture';

function seatsText(course: Course): string {
  const left = Math.max(course.maxStudents - course.enrolledCount, 0);
  return left === 0 ? 'Full' : `${plural(left, 'seat', 'seats')} left of ${course.maxStudents}`;
}

/**
 * The card's action, leading to the course page, where a student enrols or joins the waitlist (and a
 * visitor signs in to): Enrol, or for a full course its waitlist and how many wait, or the student's
 * own place. Teachers and admins enrol no one, so they only view the course.
 */
function CardAction({ course, coursePath }: { course: Course; coursePath: string }) {
  const { user } = useCurrentUser();
  if (user !== null && user.accountRole !== 'student') {
    return (
      <LinkButton to={coursePath} size="sm" variant="secondary" aria-label={`View course ${course.title}`}>
        View course
      </LinkButton>
    );
  }
  if (!isFull(course) || course.isEnrolled === true) {
    return (
      <LinkButton to={coursePath} size="sm" aria-label={`Enrol in ${course.title}`}>
        Enrol
      </LinkButton>
    );
  }
  const position = course.waitlistPosition ?? null;
  if (position !== null) {
    return (
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm font-semibold text-indigo-800">You're {placeInLine(position)}</span>
        <LinkButton to={coursePath} size="sm" variant="secondary" aria-label={`View your place for ${course.title}`}>
          View your place
        </LinkButton>
      </div>
    );
  }
  if (!course.waitlistEnabled) {
    return (
      <LinkButton to={coursePath} size="sm" variant="secondary" aria-label={`View course ${course.title}`}>
        View course
      </LinkButton>
    );
  }
  return (
    <LinkButton to={coursePath} size="sm" aria-label={`${joinWaitlistLabel(course)} for ${course.title}`}>
      {joinWaitlistLabel(course)}
    </LinkButton>
  );
}

export function CourseCard({ course }: { course: Course }) {
  const coursePath = href('site.course', { id: course.id });
  return (
    <CourseCardFrame
      course={course}
      picture={<CoursePicture src={course.thumbnail} category={course.category} />}
      heading="h3"
      titleTo={coursePath}
      seats={seatsText(course)}
      actions={<CardAction course={course} coursePath={coursePath} />}
    >
      <p className="line-clamp-3 text-sm text-slate-600">{course.description}</p>
      <RatingSummary average={course.rating} count={course.reviewCount} size="sm" />
    </CourseCardFrame>
  );
}
