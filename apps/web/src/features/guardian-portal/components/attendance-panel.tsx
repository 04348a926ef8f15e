import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { attendanceStatuses } from '@tutorium/contract/attendance';
import type { GuardianChildOverview } from '@tutorium/contract/guardians';
import { attendanceStatusLabels } from '../../../components/attendance/attendance-status-badge';
import { AttendanceRateValue } from '../../../components/attendance/stat-attendance-rate';
import { Panel } from '../../../components/panel/panel';
import { formatNumber, todayCalendarDate } from '../../../lib/format';
import { AttendanceCalendar } from './attendance-calendar';

type Attendance = GuardianChildOverview['attendance'];

/** One period's attendance: the rate (present and late over the classes marked), then each status's count. */
function Tally({ title, tally }: { title: string; tally: Attendance['thisWeek'] }) {
  const { t } = useLingui();
  const attended = tally.present + tally.late;
  const total = tally.total;
  return (
    <div className="rounded-lg border border-slate-200 p-4">
      <h3 className="text-sm font-medium text-slate-600">{title}</h3>
      <p className="mt-1 text-2xl font-bold">
        <AttendanceRateValue percentage={tally.percentage} figure />
      </p>
      {total > 0 && (
        <p className="text-sm text-slate-700">
          {t`Attended ${attended} of ${plural(total, { one: '# class', other: '# classes' })}`}
        </p>
      )}
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        {attendanceStatuses.map((status) => (
          <div key={status} className="flex justify-between gap-2 sm:block">
            <dt className="text-slate-600">{attendanceStatusLabels[status]}</dt>
            <dd className="font-semibold text-slate-900">{formatNumber(tally[status])}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** The child's attendance: this week and this month in figures, and the last six weeks day by day. */
export function AttendancePanel({ attendance }: { attendance: Attendance }) {
  const { t } = useLingui();
  return (
    <Panel title={t`Attendance`}>
      <div className="grid gap-4 md:grid-cols-2">
        <Tally title={t`This week`} tally={attendance.thisWeek} />
        <Tally title={t`This month`} tally={attendance.thisMonth} />
      </div>
      <h3 className="mt-6 mb-2 font-semibold text-slate-900">{t`The last 6 weeks`}</h3>
      <AttendanceCalendar days={attendance.days} today={todayCalendarDate()} />
    </Panel>
  );
}
