import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type {
  DeskPaymentBody,
  InvoiceStatus,
  LedgerEntryKind,
  PaymentMethod,
  RefundRequestState,
} from '@tutorium/contract/fees';
import type { BadgeLook } from '../../../components/ui/badge';

/** How each way of paying is named on the desk's screens. */
export const methodLabels: Record<PaymentMethod, MessageDescriptor> = {
  cash: msg`Cash`,
  upi: msg`UPI`,
  bank_transfer: msg`Bank transfer`,
  cheque: msg`Cheque`,
  online: msg`Online`,
};

export type DeskMethod = DeskPaymentBody['method'];

export const entryKindLabels: Record<LedgerEntryKind, MessageDescriptor> = {
  payment: msg`Payment`,
  refund: msg`Refund`,
  correction: msg`Correction`,
};

export const invoiceStatusLooks: Record<InvoiceStatus, { label: MessageDescriptor; tone: BadgeLook['tone'] }> = {
  open: { label: msg`Open`, tone: 'indigo' },
  paid: { label: msg`Paid`, tone: 'green' },
  cancelled: { label: msg`Cancelled`, tone: 'slate' },
};

export const refundStateLooks: Record<RefundRequestState, { label: MessageDescriptor; tone: BadgeLook['tone'] }> = {
  requested: { label: msg`Requested`, tone: 'yellow' },
  approved: { label: msg`Approved`, tone: 'green' },
  declined: { label: msg`Declined`, tone: 'slate' },
};

/** A payment's refund request, as its ledger row shows it. */
export const refundRequestLabels: Record<RefundRequestState, MessageDescriptor> = {
  requested: msg`Refund requested`,
  approved: msg`Refund approved`,
  declined: msg`Refund declined`,
};
