import { AT_RISK_BELOW_PERCENT, type TeacherAnalytics } from '@tutorium/contract/analytics';
import { CalendarX } from 'lucide-react';
import {
  Bar,
  BarChart,
  type BarShapeProps,
  CartesianGrid,
  Rectangle,
  ReferenceLine,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { ChartPanel, ChartTable } from '../../../components/ui/chart-panel';
import { axisTick, bandFill, chartColors, useChartAnimation } from '../../../components/ui/chart-theme';
import { EmptyState } from '../../../components/ui/empty-state';
import { barChartHeight, chartSelectionNote, percentText, shortTitle } from './analytics-format';

/** Each course's attendance rate as a bar in its band's colour, with the at-risk line at 60%. */
export function AttendanceByCourseChart({
  courses,
  courseTotal,
}: {
  courses: TeacherAnalytics['attendanceByCourse'];
  courseTotal: number;
}) {
  const animate = useChartAnimation();
  const data = courses.map((row) => ({ title: row.course.title, rate: row.percentage ?? 0 }));
  const fills = courses.map((row) => bandFill(row.percentage));
  return (
    <ChartPanel
      title="Attendance rate by course"
      description={`Present out of marked records, per course; the dashed line marks ${AT_RISK_BELOW_PERCENT}%.${chartSelectionNote(courses.length, courseTotal, 'with the lowest rate')}`}
      chartLabel={`Bar chart of the attendance rate of ${courses.length} ${courses.length === 1 ? 'course' : 'courses'}`}
      height={barChartHeight(courses.length)}
      empty={
        courses.length === 0 ? (
          <EmptyState
            icon={CalendarX}
            title="No attendance records in this period"
            description="Rates appear once attendance is marked."
          />
        ) : undefined
      }
      chart={
        <BarChart
          data={data}
          layout="vertical"
          responsive
          style={{ width: '100%', height: '100%' }}
          accessibilityLayer={false}
          margin={{ top: 8, right: 16, bottom: 0, left: 0 }}
        >
          <CartesianGrid horizontal={false} stroke={chartColors.grid} />
          <XAxis type="number" domain={[0, 100]} unit="%" tick={axisTick} tickLine={false} />
          <YAxis
            type="category"
            dataKey="title"
            width={136}
            tick={axisTick}
            tickLine={false}
            tickFormatter={shortTitle}
          />
          <Tooltip cursor={{ fill: '#f1f5f9' }} formatter={(value) => [`${value}%`, 'Attendance']} />
          <ReferenceLine x={AT_RISK_BELOW_PERCENT} stroke="#dc2626" strokeDasharray="4 4" />
          <Bar
            dataKey="rate"
            name="Attendance"
            maxBarSize={28}
            isAnimationActive={animate}
            shape={(props: BarShapeProps) => (
              <Rectangle
                x={props.x}
                y={props.y}
                width={props.width}
                height={props.height}
                radius={[0, 4, 4, 0]}
                fill={fills[props.index] ?? chartColors.primary}
              />
            )}
          />
        </BarChart>
      }
      table={
        <ChartTable
          caption="Attendance rate by course"
          columns={[
            { label: 'Course' },
            { label: 'Present', numeric: true },
            { label: 'Records', numeric: true },
            { label: 'Rate', numeric: true },
          ]}
          rows={courses.map((row) => ({
            key: row.course.id,
            cells: [row.course.title, row.present, row.total, percentText(row.percentage)],
          }))}
        />
      }
    />
  );
}
