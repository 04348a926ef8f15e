import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { TeacherAnalytics } from '@tutorium/contract/analytics';
import { UserPlus } from 'lucide-react';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartPanel } from '../../../components/ui/chart-panel';
import { axisTick, chartColors, useChartAnimation } from '../../../components/ui/chart-theme';
import { formatCalendarDate } from '../../../lib/format';
import { formatWeek } from './analytics-format';
import { fillsPanel } from './chart-frame';

/** New enrolments in the teacher's courses, per week, as bars. */
export function EnrolmentsChart({ weeks, period }: { weeks: TeacherAnalytics['enrolmentsByWeek']; period: string }) {
  const { t } = useLingui();
  const animate = useChartAnimation();
  const weekCount = weeks.length;
  const data = weeks.map((row) => ({ ...row, label: formatWeek(row.week) }));
  const total = weeks.reduce((sum, row) => sum + row.enrolments, 0);
  return (
    <ChartPanel
      title={t`Enrolments by week`}
      description={t`${period}: ${plural(total, { one: '# new enrolment', other: '# new enrolments' })}`}
      chartLabel={t`Bar chart of new enrolments per week over ${plural(weekCount, { one: '# week', other: '# weeks' })}`}
      empty={{ icon: UserPlus, title: t`No enrolments in this period`, description: t`Try a wider date range.` }}
      chart={
        <BarChart data={data} {...fillsPanel} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid vertical={false} stroke={chartColors.grid} />
          <XAxis dataKey="label" tick={axisTick} tickLine={false} />
          <YAxis allowDecimals={false} tick={axisTick} tickLine={false} axisLine={false} width={32} />
          <Tooltip cursor={{ fill: '#eef2ff' }} />
          <Bar
            dataKey="enrolments"
            name={t`Enrolments`}
            fill={chartColors.primary}
            radius={[4, 4, 0, 0]}
            maxBarSize={48}
            isAnimationActive={animate}
          />
        </BarChart>
      }
      data={{
        caption: t`New enrolments by week`,
        columns: [{ label: t`Week of` }, { label: t`Enrolments`, numeric: true }],
        rows: weeks,
        keyOf: (row) => row.week,
        cellsOf: (row) => [formatCalendarDate(row.week), row.enrolments],
      }}
    />
  );
}
