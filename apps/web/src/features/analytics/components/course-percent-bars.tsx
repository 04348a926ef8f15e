import type { ReactNode } from 'react';
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
import { axisTick, chartColors, useChartAnimation } from '../../../components/ui/chart-theme';
import { shortTitle } from './analytics-format';

export interface CoursePercentBar {
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

/** One horizontal bar a course, from 0 to 100%, the course titles down the side. */
export function CoursePercentBars({
  bars,
  name,
  fill = chartColors.primary,
  markAt,
  minPointSize,
  children,
}: CoursePercentBarsProps) {
  const animate = useChartAnimation();
  return (
    <BarChart
      data={bars}
      layout="vertical"
      responsive
      style={{ width: '100%', height: '100%' }}
      accessibilityLayer={false}
      margin={{ top: 8, right: 16, bottom: 0, left: 0 }}
    >
      <CartesianGrid horizontal={false} stroke={chartColors.grid} />
      <XAxis type="number" domain={[0, 100]} unit="%" tick={axisTick} tickLine={false} />
      <YAxis type="category" dataKey="title" width={136} tick={axisTick} tickLine={false} tickFormatter={shortTitle} />
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
