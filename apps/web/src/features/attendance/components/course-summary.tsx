import { ArrowRight, Download } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { Spinner } from '../../../components/ui/spinner';
import { TextLink } from '../../../components/ui/text-link';
import { reportFormError } from '../../../lib/form-errors';
import { attendanceFallbacks } from '../api/attendance-fallbacks';
import { useCourseStats } from '../api/use-course-stats';
import { useExportAttendance } from '../api/use-export-attendance';
import { teacherCourseAttendancePath } from './attendance-paths';
import { PercentageBadge } from './percentage-badge';

const ALL_DATES = {};

/** A course's attendance over every recorded date, its CSV download, and a link to the per-student figures. */
export function CourseSummary({ courseId }: { courseId: string }) {
  const stats = useCourseStats(courseId, ALL_DATES);
  const exporter = useExportAttendance(courseId);
  const headingId = useId();
  const exportCsv = () =>
    exporter.mutate(ALL_DATES, { onError: (failure) => reportFormError(failure, attendanceFallbacks.exportFailed) });

  return (
    <Card className="mb-6 p-4 sm:p-6">
      <section aria-labelledby={headingId}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            Course summary
          </h2>
          <div className="flex flex-wrap items-center gap-4">
            <TextLink to={teacherCourseAttendancePath(courseId)} className="inline-flex items-center gap-1 text-sm">
              Statistics by student
              <ArrowRight className="size-4" aria-hidden="true" />
            </TextLink>
            <Button variant="secondary" size="sm" onClick={exportCsv} loading={exporter.isPending} icon={Download}>
              Export CSV
            </Button>
          </div>
        </div>
        {stats.isPending ? (
          <div className="flex justify-center py-6">
            <Spinner label="Loading summary" />
          </div>
        ) : stats.isError ? (
          <div className="mt-4">
            <ErrorPanel message={stats.error.message} onRetry={() => void stats.refetch()} />
          </div>
        ) : (
          <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-3 text-sm sm:grid-cols-3 lg:grid-cols-6">
            <div>
              <dt className="text-slate-600">Overall attendance</dt>
              <dd className="mt-1">
                <PercentageBadge percentage={stats.data.overall.percentage} />
              </dd>
            </div>
            <div>
              <dt className="text-slate-600">Records</dt>
              <dd className="mt-1 text-lg font-semibold text-slate-900">{stats.data.overall.total}</dd>
            </div>
            <div>
              <dt className="text-slate-600">Present</dt>
              <dd className="mt-1 text-lg font-semibold text-slate-900">{stats.data.overall.present}</dd>
            </div>
            <div>
              <dt className="text-slate-600">Absent</dt>
              <dd className="mt-1 text-lg font-semibold text-slate-900">{stats.data.overall.absent}</dd>
            </div>
            <div>
              <dt className="text-slate-600">Late</dt>
              <dd className="mt-1 text-lg font-semibold text-slate-900">{stats.data.overall.late}</dd>
            </div>
            <div>
              <dt className="text-slate-600">Excused</dt>
              <dd className="mt-1 text-lg font-semibold text-slate-900">{stats.data.overall.excused}</dd>
            </div>
          </dl>
        )}
      </section>
    </Card>
  );
}
