import { Trans, useLingui } from '@lingui/react/macro';
import { attendanceMessages, type StudentAttendance } from '@tutorium/contract/attendance';
import { CalendarX, SearchX } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { AttendanceRateValue } from '../../../components/attendance/stat-attendance-rate';
import { QueryView } from '../../../components/list-screen/query-view';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { SelectField } from '../../../components/ui/select-field';
import { contractText } from '../../../lib/contract-text';
import { LastUpdated } from '../../../lib/offline/last-updated';
import { useStudentCourses } from '../../../lib/use-student-courses';
import { useStudentAttendance } from '../api/use-student-attendance';
import { CourseWiseCards } from '../components/course-wise-cards';
import { DatePickerField } from '../components/date-picker-field';
import { readDateRange } from '../components/date-range';
import { RecordsTable } from '../components/records-table';
import { SummaryTiles } from '../components/summary-tiles';
import { useAttendanceParams } from '../components/use-attendance-params';

/** "All Courses", the enrolled courses, plus any course the records name that the student has since left. */
function courseOptions(
  allCourses: string,
  enrolled: readonly { id: string; title: string }[],
  answer: StudentAttendance | undefined,
) {
  const titles = new Map(enrolled.map((course) => [course.id, course.title]));
  for (const { course } of answer?.byCourse ?? []) if (!titles.has(course.id)) titles.set(course.id, course.title);
  return [{ value: '', label: allCourses }, ...[...titles].map(([value, label]) => ({ value, label }))];
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-8">
      <h2 id={headingId} className="mb-3 text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The signed-in student's attendance: totals, per course and every record, filtered by course and dates. */
export function MyAttendancePage() {
  const { t } = useLingui();
  const { filters, update } = useAttendanceParams('student.attendance');
  const { courseId, startDate = '', endDate = '' } = filters;
  const { range, error: rangeError } = readDateRange(startDate, endDate);
  const filtered = courseId !== undefined || startDate !== '' || endDate !== '';

  const courses = useStudentCourses();
  const attendance = useStudentAttendance(range === null ? null : { courseId, ...range });
  const clearFilters = () => update({ courseId: undefined, startDate: undefined, endDate: undefined });

  let content: ReactNode;
  if (range === null) {
    content = null; // the End date field says why
  } else {
    content = (
      <QueryView query={attendance} loadingLabel={t`Loading your attendance`}>
        {({ data: records, stats, byCourse }) => (
          <div
            aria-busy={attendance.isPlaceholderData || undefined}
            className={attendance.isPlaceholderData ? 'opacity-60' : ''}
          >
            <SummaryTiles
              tiles={[
                { label: t`Overall Attendance`, value: <AttendanceRateValue percentage={stats.percentage} figure /> },
                { label: t`Present`, value: stats.present },
                { label: t`Absent`, value: stats.absent },
                { label: t`Late`, value: stats.late },
                { label: t`Excused`, value: stats.excused },
              ]}
            />
            {byCourse.length > 0 && (
              <Section title={t`Course-wise Attendance`}>
                <CourseWiseCards courses={byCourse} />
              </Section>
            )}
            <Section title={t`Attendance History`}>
              {records.length > 0 ? (
                <RecordsTable caption={t`Attendance records, newest first`} records={records} showCourse />
              ) : filtered ? (
                <EmptyState
                  icon={SearchX}
                  title={contractText(attendanceMessages.noMatches)}
                  description={t`Try another course or dates, or clear the filters.`}
                  action={
                    <Button variant="secondary" onClick={clearFilters}>
                      <Trans>Clear filters</Trans>
                    </Button>
                  }
                />
              ) : (
                <EmptyState
                  icon={CalendarX}
                  title={contractText(attendanceMessages.noRecords)}
                  description={t`Your teachers have not marked attendance for your courses yet.`}
                />
              )}
            </Section>
          </div>
        )}
      </QueryView>
    );
  }

  return (
    <>
      <PageHeader title={t`My Attendance`} description={t`Your attendance across your courses.`} />
      <LastUpdated updatedAt={attendance.dataUpdatedAt} className="mb-4" />
      <search className="mb-6 block">
        <Card className="grid gap-4 p-4 sm:grid-cols-3 sm:p-6">
          <SelectField
            label={t`Course`}
            value={courseId ?? ''}
            options={courseOptions(t`All Courses`, courses.data ?? [], attendance.data)}
            onChange={(event) => update({ courseId: event.target.value || undefined })}
          />
          <DatePickerField
            label={t`Start date`}
            value={startDate}
            onChange={(value) => update({ startDate: value || undefined })}
          />
          <DatePickerField
            label={t`End date`}
            value={endDate}
            error={rangeError}
            onChange={(value) => update({ endDate: value || undefined })}
          />
        </Card>
      </search>
      {content}
    </>
  );
}
