import { AT_RISK_BELOW_PERCENT, type TeacherAnalytics } from '@tutorium/contract/analytics';
import { CalendarX } from 'lucide-react';
import { ChartPanel } from '../../../components/ui/chart-panel';
import { bandFill } from '../../../components/ui/chart-theme';
import { plural } from '../../../lib/format';
import { barChartHeight, chartSelectionNote, percentText } from './analytics-format';
import { CoursePercentBars } from './course-percent-bars';

/** Each course's attendance rate as a bar in its band's colour, with the at-risk line at 60%. */
export function AttendanceByCourseChart({
  courses,
  courseTotal,
}: {
  courses: TeacherAnalytics['attendanceByCourse'];
  courseTotal: number;
}) {
  const bars = courses.map((row) => ({
    title: row.course.title,
    percent: row.percentage ?? 0,
    fill: bandFill(row.percentage),
  }));
  return (
    <ChartPanel
      title="Attendance rate by course"
      description={`Present out of marked records, per course; the dashed line marks ${AT_RISK_BELOW_PERCENT}%.${chartSelectionNote(courses.length, courseTotal, 'with the lowest rate')}`}
      chartLabel={`Bar chart of the attendance rate of ${plural(courses.length, 'course', 'courses')}`}
      height={barChartHeight(courses.length)}
      empty={{
        icon: CalendarX,
        title: 'No attendance records in this period',
        description: 'Rates appear once attendance is marked.',
      }}
      chart={<CoursePercentBars bars={bars} name="Attendance" markAt={AT_RISK_BELOW_PERCENT} />}
      data={{
        columns: [
          { label: 'Course' },
          { label: 'Present', numeric: true },
          { label: 'Records', numeric: true },
          { label: 'Rate', numeric: true },
        ],
        rows: courses,
        keyOf: (row) => row.course.id,
        cellsOf: (row) => [row.course.title, row.present, row.total, percentText(row.percentage)],
      }}
    />
  );
}
