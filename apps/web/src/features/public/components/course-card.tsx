import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Course } from '@tutorium/contract/courses';
import { CourseCardFrame } from '../../../components/course/course-card-frame';
import { isFull, joinWaitlistLabel, placeInLine } from '../../../components/course/waitlist-text';
import { LinkButton } from '../../../components/ui/link-button';
import { RatingSummary } from '../../../components/ui/star-rating';
import { href } from '../../../lib/href';
import { useCurrentUser } from '../../../lib/session';
import { CoursePicture } from './course-picture';

function useSeatsText(course: Course): string {
  const { t } = useLingui();
  const left = Math.max(course.maxStudents - course.enrolledCount, 0);
  const maxStudents = course.maxStudents;
  return left === 0 ? t`Full` : t`${plural(left, { one: '# seat', other: '# seats' })} left of ${maxStudents}`;
}

/**
 * The card's action, leading to the course page, where a student enrols or joins the waitlist (and a
 * visitor signs in to): Enrol, or for a full course its waitlist and how many wait, or the student's
 * own place. Teachers and admins enrol no one, so they only view the course.
 */
function CardAction({ course, coursePath }: { course: Course; coursePath: string }) {
  const { user } = useCurrentUser();
  const { t } = useLingui();
  const title = course.title;
  if (user !== null && user.accountRole !== 'student') {
    return (
      <LinkButton to={coursePath} size="sm" variant="secondary" aria-label={t`View course ${title}`}>
        <Trans>View course</Trans>
      </LinkButton>
    );
  }
  if (!isFull(course) || course.isEnrolled === true) {
    return (
      <LinkButton to={coursePath} size="sm" aria-label={t`Enrol in ${title}`}>
        <Trans>Enrol</Trans>
      </LinkButton>
    );
  }
  const position = course.waitlistPosition ?? null;
  if (position !== null) {
    const place = placeInLine(position);
    return (
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm font-semibold text-indigo-800">
          <Trans>You're {place}</Trans>
        </span>
        <LinkButton to={coursePath} size="sm" variant="secondary" aria-label={t`View your place for ${title}`}>
          <Trans>View your place</Trans>
        </LinkButton>
      </div>
    );
  }
  if (!course.waitlistEnabled) {
    return (
      <LinkButton to={coursePath} size="sm" variant="secondary" aria-label={t`View course ${title}`}>
        <Trans>View course</Trans>
      </LinkButton>
    );
  }
  const joinLabel = joinWaitlistLabel(course);
  return (
    <LinkButton to={coursePath} size="sm" aria-label={t`${joinLabel} for ${title}`}>
      {joinLabel}
    </LinkButton>
  );
}

export function CourseCard({ course }: { course: Course }) {
  const seats = useSeatsText(course);
  const coursePath = href('site.course', { id: course.id });
  return (
    <CourseCardFrame
      course={course}
      picture={<CoursePicture src={course.thumbnail} category={course.category} />}
      heading="h3"
      titleTo={coursePath}
      seats={seats}
      actions={<CardAction course={course} coursePath={coursePath} />}
    >
      <p className="line-clamp-3 text-sm text-slate-600">{course.description}</p>
      <RatingSummary average={course.rating} count={course.reviewCount} size="sm" />
    </CourseCardFrame>
  );
}
