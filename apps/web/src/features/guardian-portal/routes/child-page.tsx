import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { guardianPortalEndpoints } from '@tutorium/contract/endpoints/guardians';
import type { GuardianChildOverview } from '@tutorium/contract/guardians';
import { AlertTriangle } from 'lucide-react';
import { useParams } from 'react-router';
import { BackLink } from '../../../components/ui/back-link';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { NotFoundCard } from '../../../components/ui/not-found-card';
import { PageHeader } from '../../../components/ui/page-header';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { failureCodeOf } from '../../../lib/failure-code';
import { href } from '../../../lib/href';
import { useChildOverview } from '../api/use-children';
import { AnnouncementsPanel } from '../components/announcements-panel';
import { AtRiskBadge } from '../components/at-risk-badge';
import { AttendancePanel } from '../components/attendance-panel';
import { FeesPanel } from '../components/fees-panel';
import { GradesPanel, HomeworkPanel, TestResultsPanel, UpcomingClassesPanel } from '../components/schoolwork-panels';
import { StopFollowing } from '../components/stop-following';
import { TeachersPanel } from '../components/teachers-panel';

/** The overview of a child, read-only: what their teachers record, the way to write to them, and to stop following. */
function ChildOverview({ overview }: { overview: GuardianChildOverview }) {
  const { t } = useLingui();
  const { child } = overview;
  const name = child.name;
  const relationship = child.relationship;
  const courses = t`${plural(child.activeCourses, { one: '# active course', other: '# active courses' })}`;
  return (
    <>
      <PageHeader
        title={name}
        description={relationship === '' ? courses : t`${relationship} · ${courses}`}
        actions={
          <div className="flex flex-wrap items-center gap-2">
            {child.atRisk && <AtRiskBadge />}
            <StopFollowing child={child} />
          </div>
        }
      />
      {child.atRisk && (
        <div
          role="note"
          className="mb-6 flex gap-3 rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950"
        >
          <AlertTriangle className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />
          <Trans>
            {name} is on their teachers' at-risk list: their attendance has been low or they missed classes in a row
            lately. Their teachers are listed below if you would like to talk to them.
          </Trans>
        </div>
      )}
      <div className="space-y-6">
        <AttendancePanel attendance={overview.attendance} />
        <div className="grid gap-6 lg:grid-cols-2">
          <UpcomingClassesPanel classes={overview.upcomingClasses} />
          <HomeworkPanel homework={overview.homework} />
          <TestResultsPanel tests={overview.tests} />
          <GradesPanel grades={overview.grades} />
        </div>
        <AnnouncementsPanel announcements={overview.announcements} />
        <FeesPanel studentId={child.id} />
        <TeachersPanel teachers={overview.teachers} />
      </div>
    </>
  );
}

/**
 * A followed child's page (/guardian/children/:studentId). A student the account does not follow
 * (or an address that names no student) is refused plainly, with the way back to the children it does.
 */
export function ChildPage() {
  const { t } = useLingui();
  const { studentId = '' } = useParams();
  const overview = useChildOverview(studentId);
  const back = (
    <BackLink to={href('guardian.dashboard')} className="mb-4">
      <Trans>Back to My children</Trans>
    </BackLink>
  );

  if (overview.isPending) return <PageSpinner label={t`Loading the overview`} />;
  if (overview.isError) {
    const code = failureCodeOf(guardianPortalEndpoints.child, overview.error);
    if (code === 'not_your_child' || code === 'validation_failed') {
      return (
        <NotFoundCard
          title={t`You don't follow this student`}
          description={t`You can see only the children who linked you as their guardian. If this is your child, ask them or their teacher to invite you by email.`}
          backTo={href('guardian.dashboard')}
          backLabel={t`Back to My children`}
        />
      );
    }
    return (
      <>
        {back}
        <ErrorPanel headingLevel={1} message={overview.error.message} onRetry={() => void overview.refetch()} />
      </>
    );
  }
  return (
    <>
      {back}
      <ChildOverview overview={overview.data} />
    </>
  );
}
