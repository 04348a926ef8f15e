import type { TeacherAnalytics } from '@tutorium/contract/analytics';
import { BookOpenCheck } from 'lucide-react';
import { Bar, BarChart, CartesianGrid, LabelList, type LabelProps, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartPanel, ChartTable } from '../../../components/ui/chart-panel';
import { axisTick, chartColors, useChartAnimation } from '../../../components/ui/chart-theme';
import { EmptyState } from '../../../components/ui/empty-state';
import { barChartHeight, chartSelectionNote, shortTitle } from './analytics-format';

/** The "2 of 5 completed" text of a tooltip's data point, which Recharts hands over untyped. */
function completedTextOf(point: unknown): string {
  return typeof point === 'object' &&
    point !== null &&
    'completedText' in point &&
    typeof point.completedText === 'string'
    ? point.completedText
    : '';
}

/** Roughly how wide a 12px label is, in pixels, to decide where it fits. */
const labelWidth = (text: string) => text.length * 6.5 + 12;

interface CompletedCount {
  completed: number;
  students: number;
}

/**
 * A bar's "2 of 5 completed" label, drawn beside the bar in dark text where there is room, else
 * inside its end in white; on a narrow chart it shortens to "2/5" rather than leave the plot.
 */
function completedLabel(counts: readonly CompletedCount[]) {
  return function CompletedLabel({ x, y, width, height, index, parentViewBox }: LabelProps) {
    const [left, top, barWidth, barHeight] = [x, y, width, height].map(Number);
    const count = index === undefined ? undefined : counts[index];
    if (left === undefined || top === undefined || barWidth === undefined || barHeight === undefined) return null;
    if (count === undefined || ![left, top, barWidth, barHeight].every(Number.isFinite)) return null;
    const plotRight =
      parentViewBox !== undefined && 'width' in parentViewBox
        ? parentViewBox.x + parentViewBox.width
        : Number.POSITIVE_INFINITY;
    const end = left + barWidth;
    const long = `${count.completed} of ${count.students} completed`;
    const short = `${count.completed}/${count.students}`;
    const fitsBeside = (text: string) => end + labelWidth(text) <= plotRight;
    const fitsInside = (text: string) => labelWidth(text) <= barWidth;
    const text = fitsBeside(long) || fitsInside(long) ? long : short;
    const inside = !fitsBeside(text);
    return (
      <text
        x={inside ? end - 6 : end + 6}
        y={top + barHeight / 2}
        dominantBaseline="central"
        textAnchor={inside ? 'end' : 'start'}
        fontSize={12}
        fill={inside ? '#ffffff' : chartColors.axis}
      >
        {text}
      </text>
    );
  };
}

/** Each course's average lesson progress as a bar, with how many students have completed it. */
export function CompletionChart({
  courses,
  courseTotal,
}: {
  courses: TeacherAnalytics['completionByCourse'];
  courseTotal: number;
}) {
  const animate = useChartAnimation();
  const data = courses.map((row) => ({
    title: row.course.title,
    progress: row.averageProgress,
    completedText: `${row.completed} of ${row.students} completed`,
  }));
  return (
    <ChartPanel
      title="Course completion"
      description={`Average lesson progress of enrolled students, and how many have completed each course.${chartSelectionNote(courses.length, courseTotal, 'with the lowest progress')}`}
      chartLabel={`Bar chart of the average progress in ${courses.length} ${courses.length === 1 ? 'course' : 'courses'}`}
      height={barChartHeight(courses.length)}
      empty={
        courses.length === 0 ? (
          <EmptyState
            icon={BookOpenCheck}
            title="No enrolments yet"
            description="Completion appears once students enrol in your courses."
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
          <Tooltip
            cursor={{ fill: '#f1f5f9' }}
            formatter={(value, _name, item) => [`${value}% (${completedTextOf(item.payload)})`, 'Average progress']}
          />
          <Bar
            dataKey="progress"
            name="Average progress"
            fill={chartColors.secondary}
            radius={[0, 4, 4, 0]}
            maxBarSize={28}
            minPointSize={2}
            isAnimationActive={animate}
          >
            <LabelList dataKey="completed" content={completedLabel(courses)} />
          </Bar>
        </BarChart>
      }
      table={
        <ChartTable
          caption="Course completion"
          columns={[
            { label: 'Course' },
            { label: 'Students', numeric: true },
            { label: 'Lessons', numeric: true },
            { label: 'Average progress', numeric: true },
            { label: 'Completed', numeric: true },
          ]}
          rows={courses.map((row) => ({
            key: row.course.id,
            cells: [row.course.title, row.students, row.lessons, `${row.averageProgress}%`, row.completed],
          }))}
        />
      }
    />
  );
}
