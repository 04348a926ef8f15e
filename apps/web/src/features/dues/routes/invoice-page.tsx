import { Trans, useLingui } from '@lingui/react/macro';
import { invoiceEndpoints } from '@tutorium/contract/endpoints/fees';
import type { Invoice, LedgerEntry } from '@tutorium/contract/fees';
import { Banknote } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { QueryView } from '../../../components/list-screen/query-view';
import { BackLink } from '../../../components/ui/back-link';
import { LookupBadge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { NotFoundCard } from '../../../components/ui/not-found-card';
import { PageHeader } from '../../../components/ui/page-header';
import { StatGrid } from '../../../components/ui/stat-card';
import { isNotFoundError } from '../../../lib/api-client';
import { useEndpointQuery } from '../../../lib/endpoint-query';
import { reportFormError } from '../../../lib/form-errors';
import { formatCalendarDate, formatDate, formatMoney } from '../../../lib/format';
import { href } from '../../../lib/href';
import { useSignedInUser } from '../../../lib/session';
import { useReceiptDownload } from '../api/use-receipt-download';
import { CorrectEntryDialog, RefundPaymentDialog } from '../components/entry-dialogs';
import { FigureIcons } from '../components/figure-icons';
import { InstalmentsTable } from '../components/instalments-table';
import { LedgerTable } from '../components/ledger-table';
import { invoiceStatusLooks } from '../components/money-words';
import { RecordPaymentDialog } from '../components/record-payment-dialog';

function InvoiceView({ invoice }: { invoice: Invoice }) {
  const { t } = useLingui();
  const isAdmin = useSignedInUser().accountRole === 'admin';
  const [paying, setPaying] = useState(false);
  const [correcting, setCorrecting] = useState<LedgerEntry | null>(null);
  const [refunding, setRefunding] = useState<LedgerEntry | null>(null);
  const receipt = useReceiptDownload();
  const { currency } = invoice;
  const studentName = invoice.student?.name ?? t`Deleted account`;
  const courseTitle = invoice.course.title;
  const statusLooks = {
    open: { label: t(invoiceStatusLooks.open.label), tone: invoiceStatusLooks.open.tone },
    paid: { label: t(invoiceStatusLooks.paid.label), tone: invoiceStatusLooks.paid.tone },
    cancelled: { label: t(invoiceStatusLooks.cancelled.label), tone: invoiceStatusLooks.cancelled.tone },
  };
  const nextDue = invoice.nextDue;

  return (
    <>
      <BackLink to={href('teacher.dues')} className="mb-4">
        <Trans>Back to Dues</Trans>
      </BackLink>
      <PageHeader
        title={t`Invoice: ${studentName}`}
        description={
          <span className="flex flex-wrap items-center gap-2">
            {courseTitle}
            {invoice.student && <span className="text-slate-500">{invoice.student.email}</span>}
            <LookupBadge looks={statusLooks} value={invoice.status} />
          </span>
        }
        actions={
          invoice.status === 'open' && (
            <Button icon={Banknote} onClick={() => setPaying(true)}>
              <Trans>Record payment</Trans>
            </Button>
          )
        }
      />
      <StatGrid
        label={t`Invoice figures`}
        cards={[
          { label: t`Total`, value: formatMoney(invoice.totalMinor, currency), icon: FigureIcons.total },
          {
            label: t`Paid`,
            value: formatMoney(invoice.paidMinor, currency),
            icon: FigureIcons.paid,
            detail: invoice.refundedMinor > 0 ? t`${formatMoney(invoice.refundedMinor, currency)} refunded` : undefined,
          },
          { label: t`Due`, value: formatMoney(invoice.dueMinor, currency), icon: FigureIcons.due },
          {
            label: t`Next due`,
            value: nextDue ? formatMoney(nextDue.amountMinor, currency) : t`Nothing due`,
            icon: FigureIcons.next,
            detail: nextDue ? t`on ${formatCalendarDate(nextDue.dueDate)}` : undefined,
          },
        ]}
      />
      <p className="mt-3 text-sm text-slate-600">
        <Trans>Invoice opened {formatDate(invoice.createdAt)}.</Trans>
      </p>
      <div className="mt-8">
        <h2 className="mb-3 text-lg font-semibold text-slate-900">
          <Trans>Instalments</Trans>
        </h2>
        <InstalmentsTable instalments={invoice.instalments} currency={currency} />
      </div>
      <div className="mt-8">
        <h2 className="mb-3 text-lg font-semibold text-slate-900">
          <Trans>Ledger</Trans>
        </h2>
        {invoice.entries.length === 0 ? (
          <EmptyState
            icon={Banknote}
            title={t`Nothing paid yet`}
            description={t`Payments, refunds and corrections appear here as they are recorded.`}
          />
        ) : (
          <LedgerTable
            invoice={invoice}
            canRefund={isAdmin}
            onCorrect={setCorrecting}
            onRefund={setRefunding}
            onReceipt={(entry) =>
              receipt.mutate(entry, {
                onError: (error) => reportFormError(error, invoiceEndpoints.receipt.fallbackMessage),
              })
            }
          />
        )}
      </div>
      <RecordPaymentDialog
        invoice={paying ? { id: invoice.id, currency, dueMinor: invoice.dueMinor, studentName, courseTitle } : null}
        onClose={() => setPaying(false)}
      />
      <CorrectEntryDialog entry={correcting} currency={currency} onClose={() => setCorrecting(null)} />
      <RefundPaymentDialog entry={refunding} currency={currency} onClose={() => setRefunding(null)} />
    </>
  );
}

/** /admin/invoices/:id: one invoice, its instalments and its ledger, where the desk records and corrects. */
export function InvoicePage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const invoice = useEndpointQuery(invoiceEndpoints.invoice, { input: { params: { id } }, pick: ({ data }) => data });
  if (invoice.isError && isNotFoundError(invoice.error)) {
    return (
      <NotFoundCard
        title={t`Invoice not found`}
        description={t`It does not exist, or it is not for one of your courses.`}
        backTo={href('teacher.dues')}
        backLabel={t`Back to Dues`}
      />
    );
  }
  return (
    <QueryView query={invoice} loadingLabel={t`Loading the invoice`}>
      {(data) => <InvoiceView invoice={data} />}
    </QueryView>
  );
}
