import { useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import { QueryView } from '../../../components/list-screen/query-view';
import { type StatCardProps, StatGrid, StatGridPlaceholder } from '../../../components/ui/stat-card';

interface DashboardSummaryProps<TDashboard> {
  dashboard: UseQueryResult<TDashboard, Error>;
  /** Names the row of figures for screen readers, e.g. "Learning summary". */
  label: string;
  cardsOf: (dashboard: TDashboard) => StatCardProps[];
  /** The cards `cardsOf` gives, while loading: one entry per card, whether it has a detail line. */
  cardsWithDetail: readonly boolean[];
}

/**
 * The dashboard's row of figures, once the dashboard has loaded; until then placeholder cards of the
 * same size (so the sections below stay put), or the error with a retry.
 */
export function DashboardSummary<TDashboard>({
  dashboard,
  label,
  cardsOf,
  cardsWithDetail,
}: DashboardSummaryProps<TDashboard>) {
  const { t } = useLingui();
  const loadingLabel = t`Loading your dashboard`;
  return (
    <QueryView
      query={dashboard}
      loadingLabel={loadingLabel}
      loading={<StatGridPlaceholder label={loadingLabel} withDetail={cardsWithDetail} />}
    >
      {(data) => <StatGrid label={label} cards={cardsOf(data)} />}
    </QueryView>
  );
}
