import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { AT_RISK_BELOW_PERCENT, type TeacherAnalytics } from '@tutorium/contract/analytics';
import { CalendarX } from 'lucide-react';
import { bandFill } from '../../../components/ui/chart-theme';
import { formatNumber } from '../../../lib/format';
import { percentText } from './analytics-format';
import { CoursePercentChart } from './course-percent-chart';

/** Each course's attendance rate as a bar in its band's colour, with the at-risk line at 60%. */
export function AttendanceByCourseChart({
  courses,
  courseTotal,
  period,
}: {
  courses: TeacherAnalytics['attendanceByCourse'];
  courseTotal: number;
  period: string;
}) {
  const { t } = useLingui();
  const shown = courses.length;
  const total = formatNumber(courseTotal);
  return (
    <CoursePercentChart
      title={t`Attendance rate by course`}
      description={t`${period}: present out of marked records, per course; the dashed line marks ${AT_RISK_BELOW_PERCENT}%.`}
      courses={courses}
      courseTotal={courseTotal}
      selectionNote={t`Showing the ${shown} with the lowest rate of ${total} courses.`}
      chartLabel={t`Bar chart of the attendance rate of ${plural(shown, { one: '# course', other: '# courses' })}`}
      name={t`Attendance`}
      markAt={AT_RISK_BELOW_PERCENT}
      barOf={(row) => ({ percent: row.percentage ?? 0, fill: bandFill(row.percentage) })}
      empty={{
        icon: CalendarX,
        title: t`No attendance records in this period`,
        description: t`Rates appear once attendance is marked.`,
      }}
      columns={[t`Present`, t`Records`, t`Rate`]}
      cellsOf={(row) => [row.present, row.total, percentText(row.percentage)]}
    />
  );
}
