import { Trans, useLingui } from '@lingui/react/macro';
import { waitlistEndpoints } from '@tutorium/contract/endpoints/waitlist';
import { Hourglass } from 'lucide-react';
import { Link } from 'react-router';
import { contractText } from '../../lib/contract-text';
import { href } from '../../lib/href';
import { usePriceFormatter } from '../../lib/site';
import { useStudentWaitlist } from '../../lib/use-student-waitlist';
import { Panel } from '../panel/panel';
import { placeInLine } from './waitlist-text';

const titleLinkClassName =
  'rounded font-medium break-words text-slate-900 hover:text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600';

/**
 * The courses the student waits for (My Courses, the dashboard): each with their place, how many
 * wait and the price they will be enrolled at. Shown only while they wait for something; the stream's
 * `seats` event keeps the places current.
 */
export function WaitlistPlaces({ className }: { className?: string }) {
  const { t } = useLingui();
  const places = useStudentWaitlist();
  const formatPrice = usePriceFormatter();
  // Nothing to say until the student waits for a course: no spinner for a section that may not exist.
  if (places.isPending || (places.isSuccess && places.data.length === 0)) return null;
  return (
    <div className={className}>
      <Panel title={t`Waiting for a seat`} className="p-5">
        {places.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {contractText(waitlistEndpoints.studentPlaces.fallbackMessage)}.{' '}
            <Trans>Reload the page to try again.</Trans>
          </p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {places.data.map((course) => {
              const place = course.waitlistPosition ? placeInLine(course.waitlistPosition) : null;
              const waiting = course.waitlistCount ?? 0;
              const teacher = course.instructor.name;
              return (
                <li
                  key={course.id}
                  className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between sm:gap-4"
                >
                  <div className="min-w-0">
                    <Link to={href('student.courseDetail', { id: course.id })} className={titleLinkClassName}>
                      {course.title}
                    </Link>
                    <p className="text-sm text-slate-600">
                      <Trans>by {teacher}</Trans>
                    </p>
                  </div>
                  <div className="flex shrink-0 flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                    <span className="inline-flex items-center gap-1.5 font-semibold text-indigo-800">
                      <Hourglass className="size-4" aria-hidden="true" />
                      {place !== null ? t`You're ${place}` : t`Waiting`}
                    </span>
                    <span className="text-slate-600">
                      <Trans>{waiting} waiting</Trans>
                    </span>
                    <span className="font-medium text-slate-900">
                      <span className="sr-only">
                        <Trans>Price:</Trans>{' '}
                      </span>
                      {formatPrice(course.price)}
                    </span>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </Panel>
    </div>
  );
}
