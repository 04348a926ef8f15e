import { useLingui } from '@lingui/react/macro';
import type { ComponentProps, ReactNode } from 'react';
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
import { type ChartData, ChartPanel } from '../../../components/ui/chart-panel';
import { axisTick, chartColors, useChartAnimation } from '../../../components/ui/chart-theme';
import { AXIS_LINE_HEIGHT, barChartHeight, wrapTitle } from './analytics-format';
import { fillsPanel } from './chart-frame';

interface CoursePercentBar {
  /** The course's title, on the axis (shortened) and in the tooltip. */
  title: string;
  percent: number;
  /** Said after the percentage in the tooltip, e.g. "2 of 5 completed". */
  note?: string;
  /** The bar's colour; the chart's own colour without one. */
  fill?: string;
}

interface CoursePercentBarsProps {
  bars: readonly CoursePercentBar[];
  /** What the bars measure, named in the tooltip, e.g. "Attendance". */
  name: string;
  /** The colour of bars that have none of their own. */
  fill?: string;
  /** A dashed red line across the bars at this percentage, such as the at-risk line. */
  markAt?: number;
  /** A bar this short at the least, so a course at 0% still shows one. */
  minPointSize?: number;
  /** Drawn on the bars, such as a LabelList. */
  children?: ReactNode;
}

/** The note of a tooltip's data point, which Recharts hands over untyped. */
function noteOf(point: unknown): string {
  return typeof point === 'object' && point !== null && 'note' in point && typeof point.note === 'string'
    ? ` (${point.note})`
    : '';
}

/** A course title beside its bar, wrapped onto as many lines as it needs and centred on the bar. */
function CourseTick({ x, y, payload }: { x?: number; y?: number; payload?: { value?: unknown } }) {
  const lines = wrapTitle(String(payload?.value ?? ''));
  return (
    <text x={x} y={y} textAnchor="end" fill={axisTick.fill} fontSize={axisTick.fontSize}>
      {lines.map((line, index) => (
        <tspan
          // biome-ignore lint/suspicious/noArrayIndexKey: a line's position is what distinguishes it.
          key={index}
          x={x}
          dy={index === 0 ? -((lines.length - 1) * AXIS_LINE_HEIGHT) / 2 + 4 : AXIS_LINE_HEIGHT}
        >
          {line}
        </tspan>
      ))}
    </text>
  );
}

/** One horizontal bar a course, from 0 to 100%, the course titles down the side in full. */
function CoursePercentBars({
  bars,
  name,
  fill = chartColors.primary,
  markAt,
  minPointSize,
  children,
}: CoursePercentBarsProps) {
  const animate = useChartAnimation();
  return (
    <BarChart data={bars} layout="vertical" {...fillsPanel} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
      <CartesianGrid horizontal={false} stroke={chartColors.grid} />
      <XAxis type="number" domain={[0, 100]} unit="%" tick={axisTick} tickLine={false} />
      <YAxis type="category" dataKey="title" width={140} tick={<CourseTick />} tickLine={false} interval={0} />
      <Tooltip
        cursor={{ fill: '#f1f5f9' }}
        formatter={(value, _name, item) => [`${value}%${noteOf(item.payload)}`, name]}
      />
      {markAt !== undefined && <ReferenceLine x={markAt} stroke="#dc2626" strokeDasharray="4 4" />}
      <Bar
        dataKey="percent"
        name={name}
        maxBarSize={28}
        minPointSize={minPointSize}
        isAnimationActive={animate}
        shape={(props: BarShapeProps) => (
          <Rectangle
            x={props.x}
            y={props.y}
            width={props.width}
            height={props.height}
            radius={[0, 4, 4, 0]}
            fill={bars[props.index]?.fill ?? fill}
          />
        )}
      >
        {children}
      </Bar>
    </BarChart>
  );
}

interface CourseRow {
  course: { id: string; title: string };
}

interface CoursePercentChartProps<TRow extends CourseRow> extends Omit<CoursePercentBarsProps, 'bars'> {
  title: string;
  description: string;
  /** The courses drawn: those needing attention most, when there are more than the chart shows. */
  courses: readonly TRow[];
  /** How many courses there are in all. */
  courseTotal: number;
  /**
   * Said after the description when the chart cannot show every course, e.g. "Showing the 8 with the
   * lowest rate of 12 courses."
   */
  selectionNote: string;
  /** The drawing's accessible name, e.g. "Bar chart of the attendance rate of 8 courses". */
  chartLabel: string;
  barOf: (row: TRow) => Omit<CoursePercentBar, 'title'>;
  empty: ComponentProps<typeof ChartPanel>['empty'];
  /** The headings of the table's columns after "Course", all figures, and each row's cells after its title. */
  columns: readonly string[];
  cellsOf: (row: TRow) => readonly ReactNode[];
}

/** A chart panel of one percentage bar per course, its table a row per course, as tall as its courses need. */
export function CoursePercentChart<TRow extends CourseRow>({
  title,
  description,
  courses,
  courseTotal,
  selectionNote,
  chartLabel,
  barOf,
  empty,
  columns,
  cellsOf,
  ...bars
}: CoursePercentChartProps<TRow>) {
  const { t } = useLingui();
  const table: ChartData<TRow> = {
    columns: [{ label: t`Course` }, ...columns.map((label) => ({ label, numeric: true }))],
    rows: courses,
    keyOf: (row) => row.course.id,
    cellsOf: (row) => [row.course.title, ...cellsOf(row)],
  };
  return (
    <ChartPanel
      title={title}
      description={courseTotal > courses.length ? `${description} ${selectionNote}` : description}
      chartLabel={chartLabel}
      height={barChartHeight(courses.length, Math.max(1, ...courses.map((row) => wrapTitle(row.course.title).length)))}
      empty={empty}
      chart={<CoursePercentBars {...bars} bars={courses.map((row) => ({ title: row.course.title, ...barOf(row) }))} />}
      data={table}
    />
  );
}
