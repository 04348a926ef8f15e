import type { AttendanceRecord, AttendanceStats } from '@tutorium/contract/attendance';
import { CalendarCheck } from 'lucide-react';
import { AttendanceStatusBadge } from '../../../components/ui/attendance-status-badge';
import { EmptyState } from '../../../components/ui/empty-state';
import { AttendanceRateValue } from '../../../components/ui/stat-attendance-rate';
import { TextLink } from '../../../components/ui/text-link';
import { formatCalendarDate } from '../../../lib/format';
import { DashboardSection } from './dashboard-section';

interface AttendanceSummaryProps {
  stats: AttendanceStats;
  /** The latest records, newest first (STUDENT_DASHBOARD_LIST.attendance). */
  recent: readonly AttendanceRecord[];
}

/** The student's overall attendance and their last few records. */
export function AttendanceSummary({ stats, recent }: AttendanceSummaryProps) {
  return (
    <DashboardSection
      title="Attendance Summary"
      action={
        stats.total > 0 && (
          <TextLink to="/student/attendance">
            View all<span className="sr-only"> attendance</span>
          </TextLink>
        )
      }
    >
      {stats.total === 0 ? (
        <EmptyState
          icon={CalendarCheck}
          title="No records yet"
          description="Your attendance appears here once your teachers mark a class."
        />
      ) : (
        <div className="grid gap-6 md:grid-cols-3">
          <div>
            <p className="text-sm font-medium text-slate-600">Overall attendance</p>
            <p className="mt-1 text-4xl font-bold">
              <AttendanceRateValue percentage={stats.percentage} figure />
            </p>
            <p className="mt-1 text-sm text-slate-700">
              Present at {stats.present} of {stats.total} {stats.total === 1 ? 'class' : 'classes'}
            </p>
          </div>
          <table className="w-full text-left text-sm text-slate-800 md:col-span-2">
            <caption className="mb-2 text-left text-sm font-medium text-slate-600">Latest classes</caption>
            <thead className="border-b border-slate-200 text-xs font-semibold tracking-wide text-slate-600 uppercase">
              <tr>
                <th scope="col" className="py-2 pr-3">
                  Date
                </th>
                <th scope="col" className="py-2 pr-3">
                  Course
                </th>
                <th scope="col" className="py-2">
                  Status
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {recent.map((record) => (
                <tr key={record.id}>
                  <td className="py-2 pr-3 whitespace-nowrap">
                    <time dateTime={record.date}>{formatCalendarDate(record.date)}</time>
                  </td>
                  <td className="py-2 pr-3 break-words">{record.course.title}</td>
                  <td className="py-2">
                    <AttendanceStatusBadge status={record.status} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </DashboardSection>
  );
}
