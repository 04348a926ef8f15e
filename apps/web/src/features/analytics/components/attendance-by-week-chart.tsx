import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { AT_RISK_BELOW_PERCENT, type TeacherAnalytics } from '@tutorium/contract/analytics';
import { CalendarX } from 'lucide-react';
import { CartesianGrid, Line, LineChart, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartPanel } from '../../../components/ui/chart-panel';
import { axisTick, chartColors, useChartAnimation } from '../../../components/ui/chart-theme';
import { formatCalendarDate, formatPercent } from '../../../lib/format';
import { formatWeek, percentText } from './analytics-format';
import { fillsPanel } from './chart-frame';

/** The attendance rate over all the teacher's courses, week by week, with the at-risk line at 60%. */
export function AttendanceByWeekChart({
  weeks,
  period,
}: {
  weeks: TeacherAnalytics['attendanceByWeek'];
  period: string;
}) {
  const { t } = useLingui();
  const animate = useChartAnimation();
  const weekCount = weeks.length;
  const attendance = t`Attendance`;
  const data = weeks.map((row) => ({ label: formatWeek(row.week), rate: row.percentage }));
  return (
    <ChartPanel
      title={t`Attendance rate by week`}
      description={t`${period}: present out of marked records, across your courses; the dashed line marks ${AT_RISK_BELOW_PERCENT}%`}
      chartLabel={t`Line chart of the weekly attendance rate over ${plural(weekCount, { one: '# week', other: '# weeks' })}`}
      empty={{
        icon: CalendarX,
        title: t`No attendance records in this period`,
        description: t`The weekly rate appears once attendance is marked.`,
      }}
      chart={
        <LineChart data={data} {...fillsPanel} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
          <CartesianGrid vertical={false} stroke={chartColors.grid} />
          <XAxis dataKey="label" tick={axisTick} tickLine={false} />
          <YAxis domain={[0, 100]} unit="%" tick={axisTick} tickLine={false} axisLine={false} width={44} />
          <Tooltip formatter={(value) => [formatPercent(Number(value)), attendance]} />
          <ReferenceLine y={AT_RISK_BELOW_PERCENT} stroke="#dc2626" strokeDasharray="4 4" />
          <Line
            type="monotone"
            dataKey="rate"
            name={attendance}
            stroke={chartColors.primary}
            strokeWidth={2}
            dot={{ r: 3 }}
            connectNulls
            isAnimationActive={animate}
          />
        </LineChart>
      }
      data={{
        columns: [
          { label: t`Week of` },
          { label: t`Present`, numeric: true },
          { label: t`Records`, numeric: true },
          { label: t`Rate`, numeric: true },
        ],
        rows: weeks,
        keyOf: (row) => row.week,
        cellsOf: (row) => [formatCalendarDate(row.week), row.present, row.total, percentText(row.percentage)],
      }}
    />
  );
}
