import { Trans, useLingui } from '@lingui/react/macro';
import { attendanceMessages } from '@tutorium/contract/attendance';
import type { Course } from '@tutorium/contract/courses';
import { ArrowLeft, CalendarX } from 'lucide-react';
import { useId } from 'react';
import { RouteCourseGate } from '../../../components/course/route-course-gate';
import { QueryView } from '../../../components/list-screen/query-view';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { TextLink } from '../../../components/ui/text-link';
import { contractText } from '../../../lib/contract-text';
import { href } from '../../../lib/href';
import { useStudentAttendance } from '../api/use-student-attendance';
import { PercentageBadge } from '../components/percentage-badge';
import { RecordsTable } from '../components/records-table';
import { SummaryTiles } from '../components/summary-tiles';

function CourseAttendance({ course }: { course: Course }) {
  const { t } = useLingui();
  const courseTitle = course.title;
  const instructorName = course.instructor.name;
  const attendance = useStudentAttendance({ courseId: course.id });
  const recordsHeadingId = useId();

  return (
    <>
      <div className="mb-4 flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <TextLink to={href('student.courseDetail', { id: course.id })} className="inline-flex items-center gap-1">
          <ArrowLeft className="size-4" aria-hidden="true" />
          <Trans>Back to course</Trans>
        </TextLink>
        <TextLink to={href('student.attendance')}>
          <Trans>All my attendance</Trans>
        </TextLink>
      </div>
      <PageHeader title={courseTitle} description={t`Your attendance in this course, taught by ${instructorName}.`} />
      <QueryView query={attendance} loadingLabel={t`Loading your attendance`}>
        {(answer) => (
          <>
            <Card className="mb-4 flex flex-wrap items-center gap-3 p-4">
              <p className="font-medium text-slate-800">
                <Trans>Attendance rate</Trans>
              </p>
              <PercentageBadge percentage={answer.stats.percentage} />
            </Card>
            <SummaryTiles
              tiles={[
                { label: t`Total Classes`, value: answer.stats.total },
                { label: t`Present`, value: answer.stats.present },
                { label: t`Absent/Late`, value: `${answer.stats.absent} / ${answer.stats.late}` },
                { label: t`Excused`, value: answer.stats.excused },
              ]}
            />
            <section aria-labelledby={recordsHeadingId} className="mt-8">
              <h2 id={recordsHeadingId} className="mb-3 text-lg font-semibold text-slate-900">
                <Trans>Records</Trans>
              </h2>
              {answer.data.length === 0 ? (
                <EmptyState
                  icon={CalendarX}
                  title={contractText(attendanceMessages.noRecords)}
                  description={t`Your teacher has not marked attendance for this course yet.`}
                />
              ) : (
                <RecordsTable
                  caption={t`Attendance records for ${courseTitle}`}
                  records={answer.data}
                  showCourse={false}
                />
              )}
            </section>
          </>
        )}
      </QueryView>
    </>
  );
}

/** A student's attendance in one course: the rate, the totals and every record. */
export function StudentCourseAttendancePage() {
  const { t } = useLingui();
  return (
    <RouteCourseGate
      notFound={{
        description: t`The requested course could not be found. Please go back to your attendance.`,
        backTo: href('student.attendance'),
        backLabel: t`Back to My Attendance`,
      }}
    >
      {(course) => <CourseAttendance course={course} />}
    </RouteCourseGate>
  );
}
