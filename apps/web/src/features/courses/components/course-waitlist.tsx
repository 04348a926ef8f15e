import { Trans, useLingui } from '@lingui/react/macro';
import type { Course, WaitlistEntry } from '@tutorium/contract/courses';
import { waitlistEndpoints } from '@tutorium/contract/endpoints/waitlist';
import { Hourglass } from 'lucide-react';
import { QueryView } from '../../../components/list-screen/query-view';
import { type DataColumn, DataTable } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { useEndpointQuery } from '../../../lib/endpoint-query';
import { studentColumns } from './student-columns';

/** The course's waitlist for its teacher: who waits, since when, in the order seats will go to them. */
export function CourseWaitlist({ course }: { course: Course }) {
  const { t } = useLingui();
  const waitlistColumns: readonly DataColumn<WaitlistEntry>[] = [
    { heading: t`Position`, className: 'text-slate-900 tabular-nums', cell: (entry) => entry.position },
    ...studentColumns<WaitlistEntry>({ name: t`Name`, email: t`Email`, date: t`Joined` }, (entry) => entry.joinedAt),
  ];
  const waitlist = useEndpointQuery(waitlistEndpoints.list, {
    input: { params: { id: course.id } },
    pick: ({ data }) => data,
  });
  const headingId = `waitlist-${course.id}`;
  return (
    <section aria-labelledby={headingId}>
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          <Trans>Waitlist</Trans>
        </h2>
        <p className="text-sm text-slate-700">
          {course.waitlistEnabled
            ? t`On: when the course is full, students can queue; freed seats go to them in order.`
            : t`Off: students cannot queue for this course. Turn it on in Edit Course.`}
        </p>
      </div>
      <QueryView
        query={waitlist}
        loadingLabel={t`Loading the waitlist`}
        loading="inline"
        isEmpty={(entries) => entries.length === 0}
        empty={<EmptyState icon={Hourglass} title={t`Nobody is waiting`} />}
      >
        {(entries) => (
          <section
            aria-label={t`Students waiting`}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must be reachable by keyboard (WCAG 2.1.1).
            tabIndex={0}
            className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-indigo-600"
          >
            <DataTable columns={waitlistColumns} rows={entries} keyOf={(entry) => entry.id} />
          </section>
        )}
      </QueryView>
    </section>
  );
}
