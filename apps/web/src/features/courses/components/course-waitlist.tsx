import type { Course } from '@tutorium/contract/courses';
import { Hourglass } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { Spinner } from '../../../components/ui/spinner';
import { formatDate } from '../../../lib/format';
import { useCourseWaitlist } from '../api/use-course-waitlist';

/** The course's waitlist for its teacher: who waits, since when, in the order seats will go to them. */
export function CourseWaitlist({ course }: { course: Course }) {
  const waitlist = useCourseWaitlist(course.id);
  const headingId = `waitlist-${course.id}`;
  return (
    <section aria-labelledby={headingId}>
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          Waitlist
        </h2>
        <p className="text-sm text-slate-700">
          {course.waitlistEnabled
            ? 'On: when the course is full, students can queue; freed seats go to them in order.'
            : 'Off: students cannot queue for this course. Turn it on in Edit Course.'}
        </p>
      </div>
      {waitlist.isPending ? (
        <Spinner label="Loading the waitlist" />
      ) : waitlist.isError ? (
        <ErrorPanel message={waitlist.error.message} onRetry={() => void waitlist.refetch()} />
      ) : waitlist.data.length === 0 ? (
        <EmptyState icon={Hourglass} title="Nobody is waiting" />
      ) : (
        <section
          aria-label="Students waiting"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must be reachable by keyboard (WCAG 2.1.1).
          tabIndex={0}
          className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
            <thead className="text-xs font-semibold tracking-wide text-slate-700 uppercase">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Position
                </th>
                <th scope="col" className="px-3 py-2">
                  Name
                </th>
                <th scope="col" className="px-3 py-2">
                  Email
                </th>
                <th scope="col" className="px-3 py-2 whitespace-nowrap">
                  Joined
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {waitlist.data.map((entry) => (
                <tr key={entry.id}>
                  <td className="px-3 py-2 text-slate-900 tabular-nums">{entry.position}</td>
                  <td className="px-3 py-2 font-medium text-slate-900">{entry.name}</td>
                  <td className="px-3 py-2 break-all text-slate-700">{entry.email}</td>
                  <td className="px-3 py-2 whitespace-nowrap text-slate-700">{formatDate(entry.joinedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </section>
  );
}
