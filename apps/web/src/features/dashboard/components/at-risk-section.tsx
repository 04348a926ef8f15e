import { Trans, useLingui } from '@lingui/react/macro';
import { AT_RISK_DASHBOARD_ROWS } from '@tutorium/contract/at-risk';
import { ShieldCheck } from 'lucide-react';
import { QueryView } from '../../../components/list-screen/query-view';
import { PanelSpinner } from '../../../components/panel/panel';
import { EmptyState } from '../../../components/ui/empty-state';
import { TextLink } from '../../../components/ui/text-link';
import { href } from '../../../lib/href';
import { useAtRisk } from '../api/use-at-risk';
import { AtRiskTable } from './at-risk-table';
import { atRiskDefinition } from './at-risk-text';
import { DashboardSection } from './dashboard-section';
import { EmailAtRiskButton } from './email-at-risk-button';

const AT_RISK_PATH = href('teacher.atRisk');

/** The dashboard's at-risk card: the first few students, live, with the way to the whole list. */
export function AtRiskSection() {
  const { t } = useLingui();
  const definition = t(atRiskDefinition);
  const atRisk = useAtRisk(1, AT_RISK_DASHBOARD_ROWS);
  const total = atRisk.data?.pagination.total ?? 0;
  return (
    <DashboardSection
      title={t`At-risk students`}
      action={
        total > 0 && (
          <div className="flex flex-wrap items-center gap-3">
            <EmailAtRiskButton />
            <TextLink to={AT_RISK_PATH}>
              <Trans>
                See all {total}
                <span className="sr-only"> at-risk students</span>
              </Trans>
            </TextLink>
          </div>
        )
      }
    >
      <QueryView
        query={atRisk}
        loadingLabel={t`Loading at-risk students`}
        loading={<PanelSpinner label={t`Loading at-risk students`} />}
        isEmpty={(answer) => answer.pagination.total === 0}
        empty={<EmptyState icon={ShieldCheck} title={t`Nobody is at risk`} description={definition} />}
      >
        {(answer) => (
          <>
            <p className="mb-3 text-sm text-slate-600">{definition}</p>
            <AtRiskTable rows={answer.data} busy={atRisk.isPlaceholderData} />
          </>
        )}
      </QueryView>
    </DashboardSection>
  );
}
