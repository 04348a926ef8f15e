import { Trans, useLingui } from '@lingui/react/macro';
import { invoiceEndpoints } from '@tutorium/contract/endpoints/fees';
import type { Invoice, LedgerEntry } from '@tutorium/contract/fees';
import { Undo2, Wallet } from 'lucide-react';
import { useState } from 'react';
import { InvoiceCard } from '../../../components/fees/invoice-card';
import { PayOnlineButton } from '../../../components/fees/pay-online-button';
import { usePaymentReturn } from '../../../components/fees/payment-return';
import { PaymentReturnBanner } from '../../../components/fees/payment-return-banner';
import { QueryView } from '../../../components/list-screen/query-view';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { useEndpointQuery } from '../../../lib/endpoint-query';
import { useListParams } from '../../../lib/use-list-params';
import { RefundRequestDialog } from '../components/refund-request-dialog';

/**
 * The student's fees (/student/fees): one card per invoice with its instalments, payments and
 * receipts; Pay online where the institute takes payments online, and a refund asked for within the
 * window. Back from the provider's checkout (`?paid=<invoiceId>`) it waits for the provider's word.
 */
export function FeesPage() {
  const { t } = useLingui();
  const { filters } = useListParams('student.fees');
  const paymentReturn = usePaymentReturn(filters.paid);
  const invoices = useEndpointQuery(invoiceEndpoints.myInvoices, {
    pick: ({ data }) => data,
    staleTime: 0,
    refetchInterval: paymentReturn.refetchInterval,
  });
  const [refunding, setRefunding] = useState<{ payment: LedgerEntry; currency: string } | null>(null);

  const refundAction = (invoice: Invoice) => (entry: LedgerEntry) =>
    entry.kind === 'payment' &&
    entry.canRequestRefund && (
      <Button
        size="sm"
        variant="secondary"
        icon={Undo2}
        onClick={() => setRefunding({ payment: entry, currency: invoice.currency })}
      >
        <Trans>Ask for a refund</Trans>
      </Button>
    );

  return (
    <>
      <PageHeader title={t`Fees`} description={t`What your courses cost, what is due and when, and your receipts.`} />
      <PaymentReturnBanner outcome={paymentReturn.outcome(invoices.data)} />
      <QueryView
        query={invoices}
        loadingLabel={t`Loading your fees`}
        empty={
          <EmptyState
            icon={Wallet}
            title={t`No fees yet`}
            description={t`Free courses have none, and a priced course's invoice appears here when you enrol.`}
          />
        }
      >
        {(list) => (
          <div className="space-y-6">
            {list.map((invoice) => (
              <InvoiceCard
                key={invoice.id}
                invoice={invoice}
                actions={invoice.canPayOnline ? <PayOnlineButton invoice={invoice} /> : undefined}
                entryActions={refundAction(invoice)}
              />
            ))}
          </div>
        )}
      </QueryView>
      <RefundRequestDialog
        payment={refunding?.payment ?? null}
        currency={refunding?.currency ?? ''}
        onClose={() => setRefunding(null)}
      />
    </>
  );
}
