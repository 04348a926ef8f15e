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

const latestColumns: readonly DataColumn<AttendanceRecord>[] = [
  {
    heading: 'Date',
    headingClassName: 'pr-3',
    className: 'pr-3 whitespace-nowrap',
    cell: (record) => <time dateTime={record.date}>{formatCalendarDate(record.date)}</time>,
  },
  { heading: 'Course', headingClassName: 'pr-3', className: 'pr-3 break-words', cell: (record) => record.course.title },
  { heading: 'Status', cell: (record) => <AttendanceStatusBadge status={record.status} /> },
];

const noRecords = (
  <EmptyState
    icon={CalendarCheck}
    title="No records yet"
    description="Your attendance appears here once your teachers mark a class."
  />
);

/** The student's overall attendance and their last few records. */
export function AttendanceSummary({ stats, recent }: AttendanceSummaryProps) {
  return (
    <DashboardSection
      title="Attendance Summary"
      viewAll={{ to: href('student.attendance'), what: 'attendance' }}
      empty={stats.total === 0 && noRecords}
    >
      <div className="grid gap-6 md:grid-cols-3">
        <div>
          <p className="text-sm font-medium text-slate-600">Overall attendance (all time)</p>
          <p className="mt-1 text-4xl font-bold">
            <AttendanceRateValue percentage={stats.percentage} figure />
          </p>
          <p className="mt-1 text-sm text-slate-700">
            Present at {stats.present} of {stats.total} {stats.total === 1 ? 'class' : 'classes'}
          </p>
        </div>
        <DataTable
          className="w-full text-left text-sm text-slate-800 md:col-span-2"
          caption="Latest classes"
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
