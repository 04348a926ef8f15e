import { useLingui } from '@lingui/react/macro';
import type { TeacherAnalytics } from '@tutorium/contract/analytics';
import { Users } from 'lucide-react';
import { DateRangeFilter } from '../../../components/ui/date-range-filter';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { PageHeader } from '../../../components/ui/page-header';
import { href } from '../../../lib/href';
import { useTeacherAnalytics } from '../api/use-teacher-analytics';
import { periodText } from '../components/analytics-format';
import { AnalyticsLoading } from '../components/analytics-loading';
import { AtRiskList } from '../components/at-risk-list';
import { AttendanceByCourseChart } from '../components/attendance-by-course-chart';
import { AttendanceByWeekChart } from '../components/attendance-by-week-chart';
import { CompletionChart } from '../components/completion-chart';
import { EnrolmentsChart } from '../components/enrolments-chart';
import { StatusMixChart } from '../components/status-mix-chart';
import { useAnalyticsRange } from '../components/use-analytics-range';

function AnalyticsFigures({ analytics, busy, period }: { analytics: TeacherAnalytics; busy: boolean; period: string }) {
  return (
    <div aria-busy={busy || undefined} className={`space-y-6 transition-opacity ${busy ? 'opacity-60' : ''}`}>
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <EnrolmentsChart weeks={analytics.enrolmentsByWeek} period={period} />
        <AttendanceByWeekChart weeks={analytics.attendanceByWeek} period={period} />
        <AttendanceByCourseChart
          courses={analytics.attendanceByCourse}
          courseTotal={analytics.attendanceCourseTotal}
          period={period}
        />
        <StatusMixChart mix={analytics.statusMix} period={period} />
      </div>
      <CompletionChart courses={analytics.completionByCourse} courseTotal={analytics.completionCourseTotal} />
      <AtRiskList students={analytics.atRisk} />
    </div>
  );
}

/** docs/seed-spec.md §2.5 Analytics, with real figures (docs/product.md §7) over a date range kept in the URL. */
export function AnalyticsPage() {
  const { t } = useLingui();
  const { from, to, range, error, setEnd, clear } = useAnalyticsRange();
  const analytics = useTeacherAnalytics(range, error === undefined);

  const renderFigures = () => {
    if (error !== undefined) return null;
    if (analytics.isError) {
      return <ErrorPanel message={analytics.error.message} onRetry={() => void analytics.refetch()} />;
    }
    if (analytics.data === undefined) return <AnalyticsLoading label={t`Loading analytics`} />;
    return (
      <AnalyticsFigures analytics={analytics.data} busy={analytics.isPlaceholderData} period={periodText(range)} />
    );
  };

  return (
    <>
      <PageHeader
        title={t`Analytics`}
        description={t`Enrolments, attendance and completion across your courses.`}
        link={{ to: href('teacher.performance'), label: t`Student Performance`, icon: Users }}
      />
      <DateRangeFilter from={from} to={to} error={error} onChange={setEnd} onClear={clear} />
      {renderFigures()}
    </>
  );
}
