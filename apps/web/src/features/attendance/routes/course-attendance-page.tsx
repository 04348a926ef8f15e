import { Trans, useLingui } from '@lingui/react/macro';
import { attendanceMessages } from '@tutorium/contract/attendance';
import type { Course } from '@tutorium/contract/courses';
import { ArrowLeft } from 'lucide-react';
import { useId, useState } from 'react';
import { notOneOfYourCourses } from '../../../components/course/course-gate';
import { RouteCourseGate } from '../../../components/course/route-course-gate';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { TextLink } from '../../../components/ui/text-link';
import { contractText } from '../../../lib/contract-text';
import { formatCalendarDate } from '../../../lib/format';
import { href } from '../../../lib/href';
import { AttendanceSheet } from '../components/attendance-sheet';
import { CourseStatistics } from '../components/course-statistics';
import { RegisterDateField, useRegisterDate } from '../components/register-date-field';
import { StartMarkingButton } from '../components/start-marking-button';

function CourseAttendance({ course }: { course: Course }) {
  const { t } = useLingui();
  const selectionPrompt = {
    title: t`Select a date to see its register`,
    message: contractText(attendanceMessages.selectDate),
  };
  const courseTitle = course.title;
  const [marking, setMarking] = useState(false);
  const registerHeadingId = useId();
  const date = useRegisterDate('teacher.courseAttendance');
  const day = date && formatCalendarDate(date);

  return (
    <>
      <TextLink
        to={href('teacher.courseDetail', { courseId: course.id })}
        className="mb-4 inline-flex items-center gap-1 text-sm"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        <Trans>Back to course</Trans>
      </TextLink>
      <PageHeader
        title={t`${courseTitle} attendance`}
        description={t`Mark the register for a date and follow each student's attendance.`}
        actions={<StartMarkingButton marking={marking} onStart={() => setMarking(true)} />}
      />

      <section aria-labelledby={registerHeadingId}>
        <h2 id={registerHeadingId} className="mb-3 text-lg font-semibold text-slate-900">
          {day ? t`Register for ${day}` : t`Register`}
        </h2>
        <Card className="mb-4 p-4 sm:max-w-xs">
          <RegisterDateField screen="teacher.courseAttendance" />
        </Card>
        <AttendanceSheet
          courseId={course.id}
          date={date}
          marking={marking}
          onLeaveMarking={() => setMarking(false)}
          selectionPrompt={selectionPrompt}
        />
      </section>

      <CourseStatistics courseId={course.id} />
    </>
  );
}

/** One course's register by date, per-student totals over a range, and the CSV export. */
export function CourseAttendancePage() {
  const { t } = useLingui();
  return (
    <RouteCourseGate
      managed
      notFound={{
        ...notOneOfYourCourses,
        backTo: href('teacher.attendance'),
        backLabel: t`Back to Attendance Management`,
      }}
    >
      {(course) => <CourseAttendance course={course} />}
    </RouteCourseGate>
  );
}
