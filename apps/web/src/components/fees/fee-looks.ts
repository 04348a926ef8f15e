import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type {
  InstalmentStatus,
  InvoiceStatus,
  LedgerEntryKind,
  PaymentMethod,
  RefundRequestState,
} from '@tutorium/contract/fees';
import type { BadgeTone } from '../ui/badge';

/** How a status shows as a badge: its words (read in the active language where drawn) and tone. */
interface Look {
  label: MessageDescriptor;
  tone: BadgeTone;
}

export const invoiceStatusLooks: Readonly<Record<InvoiceStatus, Look>> = {
  open: { label: msg`Open`, tone: 'yellow' },
  paid: { label: msg`Paid`, tone: 'green' },
  cancelled: { label: msg`Cancelled`, tone: 'slate' },
};

export const instalmentStatusLooks: Readonly<Record<InstalmentStatus, Look>> = {
  paid: { label: msg`Paid`, tone: 'green' },
  due: { label: msg`Due`, tone: 'slate' },
  overdue: { label: msg`Overdue`, tone: 'red' },
  cancelled: { label: msg`Cancelled`, tone: 'slate' },
};

export const refundStateLooks: Readonly<Record<RefundRequestState, Look>> = {
  requested: { label: msg`Refund requested`, tone: 'yellow' },
  approved: { label: msg`Refunded`, tone: 'green' },
  declined: { label: msg`Refund declined`, tone: 'red' },
};

export const entryKindLabels: Readonly<Record<LedgerEntryKind, MessageDescriptor>> = {
  payment: msg`Payment`,
  refund: msg`Refund`,
  correction: msg`Correction`,
};

export const paymentMethodLabels: Readonly<Record<PaymentMethod, MessageDescriptor>> = {
  cash: msg`Cash`,
  upi: msg`UPI`,
  bank_transfer: msg`Bank transfer`,
  cheque: msg`Cheque`,
  online: msg`Online`,
};
