import { Trans, useLingui } from '@lingui/react/macro';
import type { Invoice } from '@tutorium/contract/fees';
import { CreditCard } from 'lucide-react';
import { Button } from '../ui/button';
import { usePayOnline } from './use-pay-online';

/** "Pay online" for an invoice its reader may pay online now (`canPayOnline`); nothing otherwise. */
export function PayOnlineButton({ invoice }: { invoice: Invoice }) {
  const { t } = useLingui();
  const pay = usePayOnline();
  if (!invoice.canPayOnline) return null;
  const title = invoice.course.title;
  return (
    // Stays busy after success too: the browser is on its way to the provider's page.
    <Button
      icon={CreditCard}
      loading={pay.isPending || pay.isSuccess}
      aria-label={t`Pay online for ${title}`}
      onClick={() => pay.mutate(invoice)}
    >
      <Trans>Pay online</Trans>
    </Button>
  );
}
