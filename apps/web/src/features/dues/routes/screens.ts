import { msg } from '@lingui/core/macro';
import { ReceiptText, RotateCcw, TrendingUp } from 'lucide-react';
import { featureScreens } from '../../../lib/screen';

const { portalScreen } = featureScreens('dues');

/** The desk's view of fees: dues and invoices, revenue, and (for admins) refund requests. */
export const duesScreens = [
  portalScreen('teacher.dues', async () => (await import('./dues-page')).DuesPage, {
    nav: { label: msg`Dues`, icon: ReceiptText, order: 62 },
  }),
  portalScreen('teacher.invoice', async () => (await import('./invoice-page')).InvoicePage),
  portalScreen('teacher.revenue', async () => (await import('./revenue-page')).RevenuePage, {
    nav: { label: msg`Revenue`, icon: TrendingUp, order: 64 },
  }),
  portalScreen('teacher.refunds', async () => (await import('./refunds-page')).RefundsPage, {
    access: 'admin',
    nav: { label: msg`Refunds`, icon: RotateCcw, order: 66 },
  }),
];
