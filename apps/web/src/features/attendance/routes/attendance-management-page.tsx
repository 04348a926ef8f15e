import { useLingui } from '@lingui/react/macro';
import { attendanceMessages } from '@tutorium/contract/attendance';
import { useId } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { NoCoursesYet } from '../../../components/list-screen/no-courses-yet';
import { QueryView } from '../../../components/list-screen/query-view';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { SelectField } from '../../../components/ui/select-field';
import { contractText } from '../../../lib/contract-text';
import { formatCalendarDate } from '../../../lib/format';
import { href } from '../../../lib/href';
import { useInstructorCourseOptions } from '../../../lib/use-instructor-courses';
import { AttendanceSheet } from '../components/attendance-sheet';
import { CourseSummary } from '../components/course-summary';
import { RegisterDateField, useRegisterDate } from '../components/register-date-field';
import { StartMarkingButton } from '../components/start-marking-button';
import { useAttendanceParams } from '../components/use-attendance-params';

/**
 * The teacher's register for any of their courses: pick a course and a date (kept in the URL), see
 * what was saved, or mark it. /admin/attendance/mark opens the same screen in marking mode.
 */
export function AttendanceManagementPage({ marking }: { marking: boolean }) {
  const { t } = useLingui();
  const selectionPrompt = {
    title: t`Select a course and a date to see its register`,
    message: contractText(attendanceMessages.selectCourseAndDate),
  };
  const navigate = useNavigate();
  const location = useLocation();
  const { filters, update } = useAttendanceParams('teacher.attendance');
  const courses = useInstructorCourseOptions();
  const registerHeadingId = useId();

  const date = useRegisterDate('teacher.attendance');
  const course = courses.data?.find((candidate) => candidate.id === filters.course);

  const setMarking = (next: boolean) =>
    void navigate({
      pathname: next ? href('teacher.markAttendance') : href('teacher.attendance'),
      search: location.search,
    });

  const header = (
    <PageHeader
      title={t`Attendance Management`}
      description={t`Choose a course and a date to see its register or mark attendance.`}
      actions={
        courses.data !== undefined &&
        courses.data.length > 0 && <StartMarkingButton marking={marking} onStart={() => setMarking(true)} />
      }
    />
  );

  return (
    <>
      {header}
      <QueryView
        query={courses}
        loadingLabel={t`Loading your courses`}
        isEmpty={(options) => options.length === 0}
        empty={
          <NoCoursesYet
            title={t`No courses yet`}
            description={t`Create a course and enrol students to start taking attendance.`}
            actionLabel={t`Create Course`}
          />
        }
      >
        {(options) => (
          <>
            <Card className="mb-6 grid gap-4 p-4 sm:grid-cols-2 sm:p-6">
              <SelectField
                label={t`Course`}
                value={course?.id ?? ''}
                options={[
                  { value: '', label: t`Select a course` },
                  ...options.map((option) => ({ value: option.id, label: option.title })),
                ]}
                onChange={(event) => update({ course: event.target.value || undefined })}
              />
              <RegisterDateField screen="teacher.attendance" />
            </Card>

            {!marking && course && <CourseSummary courseId={course.id} />}

            <section aria-labelledby={registerHeadingId}>
              <h2 id={registerHeadingId} className="mb-3 text-lg font-semibold text-slate-900">
                {course && date ? `${course.title} · ${formatCalendarDate(date)}` : t`Register`}
              </h2>
              <AttendanceSheet
                courseId={course?.id}
                date={date}
                marking={marking}
                onLeaveMarking={() => setMarking(false)}
                selectionPrompt={selectionPrompt}
              />
            </section>
          </>
        )}
      </QueryView>
    </>
  );
}
