import { useLingui } from '@lingui/react/macro';
import { invoiceEndpoints } from '@tutorium/contract/endpoints/fees';
import { Wallet } from 'lucide-react';
import { InvoiceCard } from '../../../components/fees/invoice-card';
import { PayOnlineButton } from '../../../components/fees/pay-online-button';
import { usePaymentReturn } from '../../../components/fees/payment-return';
import { PaymentReturnBanner } from '../../../components/fees/payment-return-banner';
import { QueryPanel } from '../../../components/panel/panel';
import { EmptyState } from '../../../components/ui/empty-state';
import { useEndpointQuery } from '../../../lib/endpoint-query';
import { useListParams } from '../../../lib/use-list-params';

/**
 * The child's fees: each invoice with its instalments and receipts, and Pay online where the institute
 * takes payments online (a guardian may pay). Back from the provider's checkout (`?paid=<invoiceId>`)
 * it waits for the provider's word, as the student's own Fees screen does.
 */
export function FeesPanel({ studentId }: { studentId: string }) {
  const { t } = useLingui();
  const { filters } = useListParams('guardian.child');
  const paymentReturn = usePaymentReturn(filters.paid);
  const invoices = useEndpointQuery(invoiceEndpoints.childInvoices, {
    input: { params: { studentId } },
    pick: ({ data }) => data,
    staleTime: 0,
    refetchInterval: paymentReturn.refetchInterval,
  });
  return (
    <QueryPanel
      title={t`Fees`}
      query={invoices}
      loadingLabel={t`Loading the fees`}
      isEmpty={(list) => list.length === 0}
      empty={
        <EmptyState
          icon={Wallet}
          title={t`No fees yet`}
          description={t`Free courses have none; a priced course's invoice appears here when they enrol.`}
        />
      }
    >
      {(list) => (
        <>
          <PaymentReturnBanner outcome={paymentReturn.outcome(list)} />
          <div className="space-y-4">
            {list.map((invoice) => (
              <InvoiceCard
                key={invoice.id}
                invoice={invoice}
                headingLevel={3}
                actions={invoice.canPayOnline ? <PayOnlineButton invoice={invoice} /> : undefined}
              />
            ))}
          </div>
        </>
      )}
    </QueryPanel>
  );
}
