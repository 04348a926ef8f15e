import { Trans } from '@lingui/react/macro';
import type { Course } from '@tutorium/contract/courses';
import { CalendarDays, Clock } from 'lucide-react';
import { scheduleDays, scheduleTimes, startLabel } from './course-format';

/** The days, times and start date of a course, as a card shows them. */
export function CourseSchedule({ course }: { course: Course }) {
  const starts = startLabel(course.startDate);
  return (
    <dl className="space-y-1.5 text-sm text-slate-700">
      <div className="flex items-start gap-2">
        <dt>
          <Clock className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
          <span className="sr-only">
            <Trans>Schedule</Trans>
          </span>
        </dt>
        <dd>
          {scheduleDays(course.schedule)} · <span className="whitespace-nowrap">{scheduleTimes(course.schedule)}</span>
        </dd>
      </div>
      {starts && (
        <div className="flex items-start gap-2">
          <dt>
            <CalendarDays className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
            <span className="sr-only">
              <Trans>Start date</Trans>
            </span>
          </dt>
          <dd>{starts}</dd>
        </div>
      )}
    </dl>
  );
}
