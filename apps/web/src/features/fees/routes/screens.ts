import { msg } from '@lingui/core/macro';
import { Wallet } from 'lucide-react';
import { featureScreens } from '../../../lib/screen';

const { portalScreen } = featureScreens('fees');

/** The student's fees (docs/product.md, "Fees"): invoices, instalments, receipts, paying online and refunds. */
export const feeScreens = [
  portalScreen('student.fees', async () => (await import('./fees-page')).FeesPage, {
    nav: { label: msg`Fees`, icon: Wallet, order: 65 },
  }),
];
