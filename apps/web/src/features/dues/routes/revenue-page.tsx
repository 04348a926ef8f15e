import { Trans, useLingui } from '@lingui/react/macro';
import { duesEndpoints } from '@tutorium/contract/endpoints/fees';
import { QueryView } from '../../../components/list-screen/query-view';
import { DateRangeFilter } from '../../../components/ui/date-range-filter';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { StatGrid } from '../../../components/ui/stat-card';
import { StatColumnTable } from '../../../components/ui/stat-table';
import { useEndpointQuery } from '../../../lib/endpoint-query';
import { formatMoney } from '../../../lib/format';
import { href } from '../../../lib/href';
import { useSignedInUser } from '../../../lib/session';
import { useListParams } from '../../../lib/use-list-params';
import { FigureIcons } from '../components/figure-icons';
import { RevenueByMonthChart } from '../components/revenue-by-month-chart';

/** /admin/revenue: collected, refunded and outstanding, by month and by course, over dates kept in the address. */
export function RevenuePage() {
  const { t } = useLingui();
  const isAdmin = useSignedInUser().accountRole === 'admin';
  const { filters, update } = useListParams('teacher.revenue');
  const from = filters.from ?? '';
  const to = filters.to ?? '';
  const backwards = from !== '' && to !== '' && to < from;
  const revenue = useEndpointQuery(duesEndpoints.revenue, {
    input: { query: { from: from || undefined, to: to || undefined } },
    pick: ({ data }) => data,
    keepPrevious: true,
    enabled: !backwards,
  });

  return (
    <>
      <PageHeader
        title={t`Revenue`}
        description={
          isAdmin
            ? t`Fees collected, refunded and still owed across every course.`
            : t`Fees collected, refunded and still owed on your courses.`
        }
        link={{ to: href('teacher.dues'), label: t`Dues`, icon: FigureIcons.due }}
      />
      <DateRangeFilter
        from={from}
        to={to}
        error={backwards ? t`The end date must be on or after the start date` : undefined}
        onChange={(end, value) => update(end === 'from' ? { from: value } : { to: value }, { replace: true })}
        onClear={() => update({ from: undefined, to: undefined }, { replace: true })}
      />
      {!backwards && (
        <QueryView query={revenue} loadingLabel={t`Loading the revenue`} loading="section">
          {(data) => {
            const money = (minor: number) => formatMoney(minor, data.currency);
            return (
              <div
                aria-busy={revenue.isPlaceholderData || undefined}
                className={`space-y-6 ${revenue.isPlaceholderData ? 'opacity-60' : ''}`}
              >
                <StatGrid
                  label={t`Revenue totals`}
                  cards={[
                    { label: t`Collected`, value: money(data.totals.collectedMinor), icon: FigureIcons.collected },
                    { label: t`Refunded`, value: money(data.totals.refundedMinor), icon: FigureIcons.refunded },
                    { label: t`Outstanding`, value: money(data.totals.outstandingMinor), icon: FigureIcons.due },
                  ]}
                />
                <RevenueByMonthChart months={data.byMonth} currency={data.currency} />
                <section aria-labelledby="revenue-by-course">
                  <h2 id="revenue-by-course" className="mb-3 text-lg font-semibold text-slate-900">
                    <Trans>By course</Trans>
                  </h2>
                  {data.byCourse.length === 0 ? (
                    <EmptyState
                      icon={FigureIcons.total}
                      title={t`No invoices yet`}
                      description={t`A course's figures appear once a student enrols in it with a fee.`}
                    />
                  ) : (
                    <StatColumnTable
                      caption={t`Revenue by course`}
                      cards
                      rows={data.byCourse}
                      keyOf={(row) => row.course.id ?? `deleted:${row.course.title}`}
                      columns={[
                        {
                          heading: t`Course`,
                          rowHeader: true,
                          className: 'break-words',
                          cell: (row) => row.course.title,
                        },
                        {
                          heading: t`Collected`,
                          className: 'tabular-nums',
                          cell: (row) => money(row.collectedMinor),
                        },
                        { heading: t`Refunded`, className: 'tabular-nums', cell: (row) => money(row.refundedMinor) },
                        {
                          heading: t`Outstanding`,
                          className: 'tabular-nums',
                          cell: (row) => money(row.outstandingMinor),
                        },
                      ]}
                    />
                  )}
                </section>
              </div>
            );
          }}
        </QueryView>
      )}
    </>
  );
}
