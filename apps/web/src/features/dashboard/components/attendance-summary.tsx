import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { AttendanceRecord, AttendanceStats } from '@tutorium/contract/attendance';
import { CalendarCheck } from 'lucide-react';
import { AttendanceStatusBadge } from '../../../components/attendance/attendance-status-badge';
import { AttendanceRateValue } from '../../../components/attendance/stat-attendance-rate';
import { type DataColumn, DataTable } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { formatCalendarDate } from '../../../lib/format';
import { href } from '../../../lib/href';
import { DashboardSection } from './dashboard-section';

interface AttendanceSummaryProps {
  stats: AttendanceStats;
  /** The latest records, newest first (STUDENT_DASHBOARD_LIST.attendance). */
  recent: readonly AttendanceRecord[];
}

/** The latest records' columns, their texts in the active language. */
function useLatestColumns(): readonly DataColumn<AttendanceRecord>[] {
  const { t } = useLingui();
  return [
    {
      heading: t`Date`,
      headingClassName: 'pr-3',
      className: 'pr-3 whitespace-nowrap',
      cell: (record) => <time dateTime={record.date}>{formatCalendarDate(record.date)}</time>,
    },
    {
      heading: t`Course`,
      headingClassName: 'pr-3',
      className: 'pr-3 break-words',
      cell: (record) => record.course.title,
    },
    { heading: t`Status`, cell: (record) => <AttendanceStatusBadge status={record.status} /> },
  ];
}

/** The student's overall attendance and their last few records. */
export function AttendanceSummary({ stats, recent }: AttendanceSummaryProps) {
  const { t } = useLingui();
  const latestColumns = useLatestColumns();
  const { present, total } = stats;
  return (
    <DashboardSection
      title={t`Attendance Summary`}
      viewAll={{ to: href('student.attendance'), what: t`attendance` }}
      empty={
        total === 0 && (
          <EmptyState
            icon={CalendarCheck}
            title={t`No records yet`}
            description={t`Your attendance appears here once your teachers mark a class.`}
          />
        )
      }
    >
      <div className="grid gap-6 md:grid-cols-3">
        <div>
          <p className="text-sm font-medium text-slate-600">
            <Trans>Overall attendance (all time)</Trans>
          </p>
          <p className="mt-1 text-4xl font-bold">
            <AttendanceRateValue percentage={stats.percentage} figure />
          </p>
          <p className="mt-1 text-sm text-slate-700">
            <Plural
              value={total}
              one={`Present at ${present} of # class`}
              other={`Present at ${present} of # classes`}
            />
          </p>
        </div>
        <DataTable
          className="w-full text-left text-sm text-slate-800 md:col-span-2"
          caption={t`Latest classes`}
          captionClassName="mb-2 text-left text-sm font-medium text-slate-600"
          headClassName="border-b border-slate-200 text-xs font-semibold tracking-wide text-slate-600 uppercase"
          cellPadding="py-2"
          columns={latestColumns}
          rows={recent}
          keyOf={(record) => record.id}
        />
      </div>
    </DashboardSection>
  );
}
