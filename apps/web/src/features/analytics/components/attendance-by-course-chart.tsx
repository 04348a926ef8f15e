import { AT_RISK_BELOW_PERCENT, type TeacherAnalytics } from '@tutorium/contract/analytics';
import { CalendarX } from 'lucide-react';
import { bandFill } from '../../../components/ui/chart-theme';
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
  return (
    <CoursePercentChart
      title="Attendance rate by course"
      description={`${period}: present out of marked records, per course; the dashed line marks ${AT_RISK_BELOW_PERCENT}%.`}
      courses={courses}
      courseTotal={courseTotal}
      keeps="with the lowest rate"
      measures="the attendance rate of"
      name="Attendance"
      markAt={AT_RISK_BELOW_PERCENT}
      barOf={(row) => ({ percent: row.percentage ?? 0, fill: bandFill(row.percentage) })}
      empty={{
        icon: CalendarX,
        title: 'No attendance records in this period',
        description: 'Rates appear once attendance is marked.',
      }}
      columns={['Present', 'Records', 'Rate']}
      cellsOf={(row) => [row.present, row.total, percentText(row.percentage)]}
    />
  );
}
