import { Trans, useLingui } from '@lingui/react/macro';
import { attendanceEndpoints } from '@tutorium/contract/endpoints/attendance';
import { ArrowRight, Download } from 'lucide-react';
import { FigureList } from '../../../components/panel/figure-list';
import { QueryPanel } from '../../../components/panel/panel';
import { Button } from '../../../components/ui/button';
import { TextLink } from '../../../components/ui/text-link';
import { reportFormError } from '../../../lib/form-errors';
import { href } from '../../../lib/href';
import { useCourseStats } from '../api/use-course-stats';
import { useExportAttendance } from '../api/use-export-attendance';
import { PercentageBadge } from './percentage-badge';

const ALL_DATES = {};

/** A course's attendance over every recorded date, its CSV download, and a link to the per-student figures. */
export function CourseSummary({ courseId }: { courseId: string }) {
  const { t } = useLingui();
  const stats = useCourseStats(courseId, ALL_DATES);
  const exporter = useExportAttendance(courseId);
  const exportCsv = () =>
    exporter.mutate(ALL_DATES, {
      onError: (failure) => reportFormError(failure, attendanceEndpoints.export.fallbackMessage),
    });

  return (
    <QueryPanel
      title={t`Course summary`}
      className="mb-6 p-4 sm:p-6"
      aside={
        <div className="flex flex-wrap items-center gap-4">
          <TextLink
            to={href('teacher.courseAttendance', { courseId })}
            className="inline-flex items-center gap-1 text-sm"
          >
            <Trans>Statistics by student</Trans>
            <ArrowRight className="size-4" aria-hidden="true" />
          </TextLink>
          <Button variant="secondary" size="sm" onClick={exportCsv} loading={exporter.isPending} icon={Download}>
            <Trans>Export CSV</Trans>
          </Button>
        </div>
      }
      query={stats}
      loadingLabel={t`Loading summary`}
    >
      {({ overall }) => (
        <FigureList
          look="row"
          figures={[
            { label: t`Overall attendance`, value: <PercentageBadge percentage={overall.percentage} /> },
            { label: t`Records`, value: overall.total },
            { label: t`Present`, value: overall.present },
            { label: t`Absent`, value: overall.absent },
            { label: t`Late`, value: overall.late },
            { label: t`Excused`, value: overall.excused },
          ]}
        />
      )}
    </QueryPanel>
  );
}
