import { useLingui } from '@lingui/react/macro';
import { refundEndpoints } from '@tutorium/contract/endpoints/fees';
import type { RefundRequest, refundRequestStates } from '@tutorium/contract/fees';
import { Check, RotateCcw, X } from 'lucide-react';
import { useState } from 'react';
import { QueryView } from '../../../components/list-screen/query-view';
import { SegmentedFilter } from '../../../components/list-screen/segmented-filter';
import { AdminOnlyScreen } from '../../../components/people/admin-only-panel';
import { LookupBadge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { StatColumnTable } from '../../../components/ui/stat-table';
import { TextLink } from '../../../components/ui/text-link';
import { useEndpointQuery } from '../../../lib/endpoint-query';
import { formatDate, formatDateTime, formatMoney } from '../../../lib/format';
import { href } from '../../../lib/href';
import { useCurrency } from '../../../lib/site';
import { useListParams } from '../../../lib/use-list-params';
import { refundStateLooks } from '../components/money-words';
import { type RefundDecision, RefundDecisionDialog } from '../components/refund-decision-dialog';

type StateFilter = (typeof refundRequestStates)[number] | 'all';

function RefundsScreen() {
  const { t } = useLingui();
  const currency = useCurrency();
  const { filters, update } = useListParams('teacher.refunds');
  const { state } = filters;
  const requests = useEndpointQuery(refundEndpoints.refundRequests, {
    input: { query: state === 'all' ? {} : { state } },
    pick: ({ data }) => data,
    keepPrevious: true,
  });
  const [deciding, setDeciding] = useState<{ request: RefundRequest; decision: RefundDecision } | null>(null);
  const stateWords: Record<StateFilter, string> = {
    requested: t`Requested`,
    approved: t`Approved`,
    declined: t`Declined`,
    all: t`All`,
  };
  const looks = {
    requested: { label: t(refundStateLooks.requested.label), tone: refundStateLooks.requested.tone },
    approved: { label: t(refundStateLooks.approved.label), tone: refundStateLooks.approved.tone },
    declined: { label: t(refundStateLooks.declined.label), tone: refundStateLooks.declined.tone },
  };
  const money = (minor: number) => formatMoney(minor, currency);

  const actions = (request: RefundRequest) => {
    if (request.state !== 'requested') {
      const decidedBy = request.decidedBy?.name ?? t`Deleted account`;
      const decidedAt = request.decidedAt === null ? '' : formatDate(request.decidedAt);
      return (
        <span className="text-xs text-slate-600">
          {t`By ${decidedBy}, ${decidedAt}`}
          {request.decisionNote && <span className="block break-words">{request.decisionNote}</span>}
        </span>
      );
    }
    const studentName = request.student?.name ?? t`Deleted account`;
    return (
      <div className="flex flex-wrap gap-2 whitespace-nowrap">
        <Button
          size="sm"
          icon={Check}
          aria-label={t`Approve the refund for ${studentName}`}
          onClick={() => setDeciding({ request, decision: 'approve' })}
        >
          {t`Approve`}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          icon={X}
          aria-label={t`Decline the refund for ${studentName}`}
          onClick={() => setDeciding({ request, decision: 'decline' })}
        >
          {t`Decline`}
        </Button>
      </div>
    );
  };

  return (
    <>
      <SegmentedFilter
        legend={t`Show refund requests`}
        choices={(['requested', 'approved', 'declined', 'all'] as const).map((value) => ({
          value,
          label: stateWords[value],
        }))}
        value={state}
        onChange={(next) => update({ state: next === 'requested' ? undefined : next })}
        summary={requests.data && t`${requests.data.length} shown`}
      />
      <QueryView
        query={requests}
        loadingLabel={t`Loading the refund requests`}
        loading="section"
        empty={
          <EmptyState
            icon={RotateCcw}
            title={state === 'requested' ? t`No refund requests waiting` : t`No refund requests here`}
            description={t`Students can ask for a payment back within 7 days of it.`}
          />
        }
      >
        {(data) => (
          <StatColumnTable
            caption={t`Refund requests, newest first`}
            cards
            busy={requests.isPlaceholderData}
            minWidth="min-w-[60rem]"
            rows={data}
            keyOf={(request) => request.id}
            columns={[
              {
                heading: t`Student`,
                rowHeader: true,
                cell: (request) =>
                  request.student?.name ?? <span className="text-slate-600 italic">{t`Deleted account`}</span>,
              },
              {
                heading: t`Course`,
                className: 'break-words',
                cell: (request) => (
                  <TextLink to={href('teacher.invoice', { id: request.invoiceId })}>{request.course.title}</TextLink>
                ),
              },
              {
                heading: t`Payment`,
                cell: (request) => (
                  <>
                    <span className="block tabular-nums">{money(request.payment.amountMinor)}</span>
                    <span className="block text-xs text-slate-600">{formatDate(request.payment.recordedAt)}</span>
                  </>
                ),
              },
              { heading: t`Reason`, className: 'break-words', cell: (request) => request.reason || '—' },
              {
                heading: t`Requested`,
                className: 'whitespace-nowrap',
                cell: (request) => <time dateTime={request.requestedAt}>{formatDateTime(request.requestedAt)}</time>,
              },
              { heading: t`State`, cell: (request) => <LookupBadge looks={looks} value={request.state} /> },
              { heading: t`Decision`, cell: actions },
            ]}
          />
        )}
      </QueryView>
      <RefundDecisionDialog deciding={deciding} currency={currency} onClose={() => setDeciding(null)} />
    </>
  );
}

/** /admin/refunds: students' refund requests, for an administrator to approve or decline. */
export function RefundsPage() {
  const { t } = useLingui();
  return (
    <AdminOnlyScreen
      title={t`Refunds`}
      locked={{ title: t`Administrators only`, text: t`Only administrators decide refund requests.` }}
    >
      <PageHeader
        title={t`Refunds`}
        description={t`Students ask for a payment back within 7 days of it. Approving gives the money back and ends the enrolment.`}
      />
      <RefundsScreen />
    </AdminOnlyScreen>
  );
}
