import { Trans, useLingui } from '@lingui/react/macro';
import type { Course } from '@tutorium/contract/courses';
import { ArrowRight, Wallet } from 'lucide-react';
import { isFull } from '../../../components/course/waitlist-text';
import { LinkButton } from '../../../components/ui/link-button';
import { href } from '../../../lib/href';
import { withRedirect } from '../../../lib/redirect';
import { useCurrentUser } from '../../../lib/session';
import { EnrolButton } from './enrol-button';
import { WaitlistAction } from './waitlist-action';

/**
 * The course page's action for whoever is looking: a student enrols (or, once enrolled, goes to the
 * course, unless `courseLink` is off because this is the course; or, when it is full, waits for a
 * seat on its waitlist); a visitor signs in as a student and comes back here; teachers and admins only read.
 */
export function CourseEnrolAction({ course, courseLink = true }: { course: Course; courseLink?: boolean }) {
  const { t } = useLingui();
  const { user } = useCurrentUser();
  const full = isFull(course);
  if (user === null) {
    const queue = full && course.waitlistEnabled;
    const waiting = course.waitlistCount ?? 0;
    return (
      <div className="space-y-2">
        <LinkButton to={withRedirect(href('site.studentSignIn'), href('site.course', { id: course.id }))} fullWidth>
          {queue ? t`Sign in to join the waitlist` : t`Sign in to enrol`}
        </LinkButton>
        <p className="text-sm text-slate-600">
          {queue
            ? t`This course is full, with ${waiting} waiting. Sign in as a student, or create a free student account, to join the waitlist.`
            : t`Sign in as a student, or create a free student account, to enrol.`}
        </p>
      </div>
    );
  }
  if (user.accountRole !== 'student') {
    return (
      <p className="text-sm text-slate-700">
        <Trans>Students enrol in this course from the student portal.</Trans>
      </p>
    );
  }
  // One tree for before and after enrolling: the button must stay mounted to finish its work (the toast).
  const enrolled = course.isEnrolled === true;
  return (
    <div className="space-y-2">
      {enrolled || !full ? <EnrolButton course={course} className="w-full" /> : <WaitlistAction course={course} />}
      {enrolled && course.price > 0 && (
        <LinkButton to={href('student.fees')} variant="secondary" fullWidth>
          <Wallet className="size-4" aria-hidden="true" />
          <Trans>See your fees</Trans>
        </LinkButton>
      )}
      {enrolled && courseLink && (
        <LinkButton to={href('student.courseDetail', { id: course.id })} variant="secondary" fullWidth>
          <Trans>Go to the course</Trans>
          <ArrowRight className="size-4" aria-hidden="true" />
        </LinkButton>
      )}
    </div>
  );
}
