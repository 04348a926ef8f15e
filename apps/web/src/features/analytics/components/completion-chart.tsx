import { plural, t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { TeacherAnalytics } from '@tutorium/contract/analytics';
import { BookOpenCheck } from 'lucide-react';
import { LabelList, type LabelProps } from 'recharts';
import { chartColors } from '../../../components/ui/chart-theme';
import { formatNumber, formatPercent } from '../../../lib/format';
import { CoursePercentChart } from './course-percent-chart';

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
    const { completed, students } = count;
    const long = t`${completed} of ${students} completed`;
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
  const { t } = useLingui();
  const shown = courses.length;
  const total = formatNumber(courseTotal);
  return (
    <CoursePercentChart
      title={t`Course completion`}
      description={t`As of today, whatever the dates above: average lesson progress of enrolled students, and how many have completed each course.`}
      courses={courses}
      courseTotal={courseTotal}
      selectionNote={t`Showing the ${shown} with the lowest progress of ${total} courses.`}
      chartLabel={t`Bar chart of the average progress in ${plural(shown, { one: '# course', other: '# courses' })}`}
      name={t`Average progress`}
      fill={chartColors.secondary}
      minPointSize={2}
      barOf={({ averageProgress, completed, students }) => ({
        percent: averageProgress,
        note: t`${completed} of ${students} completed`,
      })}
      empty={{
        icon: BookOpenCheck,
        title: t`No enrolments yet`,
        description: t`Completion appears once students enrol in your courses.`,
      }}
      columns={[t`Students`, t`Lessons`, t`Average progress`, t`Completed`]}
      cellsOf={(row) => [row.students, row.lessons, formatPercent(row.averageProgress), row.completed]}
    >
      <LabelList dataKey="percent" content={completedLabel(courses)} />
    </CoursePercentChart>
  );
}
