import { useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import { QueryView } from '../../../components/list-screen/query-view';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { type StatCardProps, StatGrid } from '../../../components/ui/stat-card';

function DashboardLoading({ loadingLabel }: { loadingLabel: string }) {
  return (
    <Card className="flex justify-center px-6 py-12">
      <Spinner size="lg" label={loadingLabel} />
    </Card>
  );
}

interface DashboardSummaryProps<TDashboard> {
  dashboard: UseQueryResult<TDashboard, Error>;
  /** Names the row of figures for screen readers, e.g. "Learning summary". */
  label: string;
  cardsOf: (dashboard: TDashboard) => StatCardProps[];
}

/** The dashboard's row of figures, once the dashboard has loaded; the spinner or the error with a retry until then. */
export function DashboardSummary<TDashboard>({ dashboard, label, cardsOf }: DashboardSummaryProps<TDashboard>) {
  const { t } = useLingui();
  const loadingLabel = t`Loading your dashboard`;
  return (
    <QueryView query={dashboard} loadingLabel={loadingLabel} loading={<DashboardLoading loadingLabel={loadingLabel} />}>
      {(data) => <StatGrid label={label} cards={cardsOf(data)} />}
    </QueryView>
  );
}
