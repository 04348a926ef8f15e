import type { TeacherAnalytics } from '@tutorium/contract/analytics';
import { UserPlus } from 'lucide-react';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartPanel } from '../../../components/ui/chart-panel';
import { axisTick, chartColors, useChartAnimation } from '../../../components/ui/chart-theme';
import { formatCalendarDate, plural } from '../../../lib/format';
import { formatWeek } from './analytics-format';
import { fillsPanel } from './chart-frame';

/** New enrolments in the teacher's courses, per week, as bars. */
export function EnrolmentsChart({ weeks, period }: { weeks: TeacherAnalytics['enrolmentsByWeek']; period: string }) {
  const animate = useChartAnimation();
  const data = weeks.map((row) => ({ ...row, label: formatWeek(row.week) }));
  const total = weeks.reduce((sum, row) => sum + row.enrolments, 0);
  return (
    <ChartPanel
      title="Enrolments by week"
      description={`${period}: ${plural(total, 'new enrolment', 'new enrolments')}`}
      chartLabel={`Bar chart of new enrolments per week over ${plural(weeks.length, 'week', 'weeks')}`}
      empty={{ icon: UserPlus, title: 'No enrolments in this period', description: 'Try a wider date range.' }}
      chart={
        <BarChart data={data} {...fillsPanel} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid vertical={false} stroke={chartColors.grid} />
          <XAxis dataKey="label" tick={axisTick} tickLine={false} />
          <YAxis allowDecimals={false} tick={axisTick} tickLine={false} axisLine={false} width={32} />
          <Tooltip cursor={{ fill: '#eef2ff' }} />
          <Bar
            dataKey="enrolments"
            name="Enrolments"
            fill={chartColors.primary}
            radius={[4, 4, 0, 0]}
            maxBarSize={48}
            isAnimationActive={animate}
          />
        </BarChart>
      }
      data={{
        caption: 'New enrolments by week',
        columns: [{ label: 'Week of' }, { label: 'Enrolments', numeric: true }],
        rows: weeks,
        keyOf: (row) => row.week,
        cellsOf: (row) => [formatCalendarDate(row.week), row.enrolments],
      }}
    />
  );
}
