import { Trans, useLingui } from '@lingui/react/macro';
import { attendanceEndpoints } from '@tutorium/contract/endpoints/attendance';
import { Download, Users } from 'lucide-react';
import { useId } from 'react';
import { QueryView } from '../../../components/list-screen/query-view';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { reportFormError } from '../../../lib/form-errors';
import { calendarDateParam } from '../../../lib/search-params';
import { useCourseStats } from '../api/use-course-stats';
import { useExportAttendance } from '../api/use-export-attendance';
import { CourseStatsTable } from './course-stats-table';
import { DatePickerField } from './date-picker-field';
import { readDateRange } from './date-range';
import { useAttendanceParams } from './use-attendance-params';

/** Per-student totals over a From/To range kept in the URL, and the same range as a CSV download. */
export function CourseStatistics({ courseId }: { courseId: string }) {
  const { t } = useLingui();
  const headingId = useId();
  const { filters, update } = useAttendanceParams('teacher.courseAttendance');
  const { from = '', to = '' } = filters;
  const { range, error } = readDateRange(from, to);
  const stats = useCourseStats(courseId, range);
  const exporter = useExportAttendance(courseId);

  const exportCsv = () => {
    if (range === null) return;
    exporter.mutate(range, {
      onError: (failure) => reportFormError(failure, attendanceEndpoints.export.fallbackMessage),
    });
  };

  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        <Trans>Attendance statistics</Trans>
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        <Trans>
          Totals count only the dates since each student enrolled. Leave the dates empty to count every date.
        </Trans>
      </p>
      <div className="mt-4 mb-4 grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <DatePickerField
          label={t`From`}
          value={calendarDateParam(from) ?? ''}
          max={calendarDateParam(to)}
          onChange={(value) => update({ from: value || undefined })}
        />
        <DatePickerField
          label={t`To`}
          value={calendarDateParam(to) ?? ''}
          min={calendarDateParam(from)}
          error={error}
          onChange={(value) => update({ to: value || undefined })}
        />
        <Button
          variant="secondary"
          onClick={exportCsv}
          loading={exporter.isPending}
          disabled={range === null}
          icon={Download}
        >
          <Trans>Export CSV</Trans>
        </Button>
      </div>
      {/* Without a range the To field says why nothing shows. */}
      {range !== null && (
        <QueryView
          query={stats}
          loadingLabel={t`Loading statistics`}
          loading={
            <div className="flex justify-center py-10">
              <Spinner size="lg" label={t`Loading statistics`} />
            </div>
          }
          isEmpty={(data) => data.students.length === 0}
          empty={<EmptyState icon={Users} title={t`No students enrolled yet`} />}
        >
          {(data) => <CourseStatsTable stats={data} busy={stats.isPlaceholderData} />}
        </QueryView>
      )}
    </section>
  );
}
