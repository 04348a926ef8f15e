import { z } from 'zod';
import { listQuerySchema, paginationSchema } from './api';
import { isoDateField, text } from './fields';

/*
 * Fees (docs/product.md, "Fees"): enrolling in a priced course opens an invoice, paid in full or in the
 * instalments the teacher set on the course; payments at the desk and online are entries of an
 * append-only ledger; each payment has a numbered receipt; students ask for refunds within
 * REFUND_WINDOW_DAYS and an admin decides. Every amount is in minor units (paise, cents) of the
 * institute's CURRENCY: whole numbers, never floats.
 */

/** The most parts a course's fee can be split into. */
export const MAX_INSTALMENTS = 12;

/** The spec's money-back guarantee (seed spec §2.7): a payment can be refunded on request within these days. */
export const REFUND_WINDOW_DAYS = 7;

/** How a payment reached the institute: the four of the desk, or online through the payment provider. */
export const deskPaymentMethods = ['cash', 'upi', 'bank_transfer', 'cheque'] as const;
export const paymentMethods = [...deskPaymentMethods, 'online'] as const;
export const deskPaymentMethodSchema = z.enum(deskPaymentMethods, { error: /*i18n*/ 'Choose how it was paid' });
export const paymentMethodSchema = z.enum(paymentMethods);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/**
 * One ledger entry: a payment (positive), a refund of a payment (negative), or a correction of an
 * entry (either sign). Entries are never changed or removed; a mistake is put right by a correction.
 */
export const ledgerEntryKinds = ['payment', 'refund', 'correction'] as const;
export const ledgerEntryKindSchema = z.enum(ledgerEntryKinds);
export type LedgerEntryKind = z.infer<typeof ledgerEntryKindSchema>;

/** An invoice is open until paid in full; cancelled when the seat went before anything was paid. */
export const invoiceStatuses = ['open', 'paid', 'cancelled'] as const;
export const invoiceStatusSchema = z.enum(invoiceStatuses);
export type InvoiceStatus = z.infer<typeof invoiceStatusSchema>;

/** An instalment is paid once the invoice's payments cover it and every earlier one. */
export const instalmentStatuses = ['paid', 'due', 'overdue', 'cancelled'] as const;
export const instalmentStatusSchema = z.enum(instalmentStatuses);
export type InstalmentStatus = z.infer<typeof instalmentStatusSchema>;

export const refundRequestStates = ['requested', 'approved', 'declined'] as const;
export const refundRequestStateSchema = z.enum(refundRequestStates);
export type RefundRequestState = z.infer<typeof refundRequestStateSchema>;

/** How many minor units make one major unit of `currency` (100 for INR and USD, 1 for JPY). */
export function minorUnitsPerMajor(currency: string): number {
  const digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits;
  return 10 ** (digits ?? 2);
}

/** An amount typed in major units ("1250.50") as minor units, or null when it has more decimals than the currency. */
export function toMinorUnits(major: number, currency: string): number | null {
  const minor = major * minorUnitsPerMajor(currency);
  const rounded = Math.round(minor);
  return Math.abs(minor - rounded) < 1e-6 ? rounded : null;
}

const amountMinorField = z
  .number({ error: /*i18n*/ 'Amount must be a number' })
  .int(/*i18n*/ 'Amount must be in whole minor units (paise, cents)')
  .max(1_000_000_000, /*i18n*/ 'Amount is too large');

/** The fee plan a course's form sets (docs/product.md, "Fees"); both have defaults, so older clients keep working. */
export const courseFeePlanFields = {
  /** 1: the fee is paid in full; 2 to MAX_INSTALMENTS: in monthly parts, the first due at enrolment. */
  instalments: z.coerce
    .number({ error: /*i18n*/ 'Instalments must be a number' })
    .int(/*i18n*/ 'Instalments must be a whole number')
    .min(1, /*i18n*/ 'Instalments must be at least 1')
    .max(MAX_INSTALMENTS, /*i18n*/ 'Instalments must be at most 12')
    .optional(),
  /**
   * Whether a new student's access to the classroom waits for their first payment (the seat is held
   * for FEE_SEAT_HOLD_DAYS, then released to the waitlist), or begins at once with the fee due later.
   */
  accessAfterPayment: z.boolean({ error: /*i18n*/ 'Access after payment must be on or off' }).optional(),
};

const personRefSchema = z.object({ id: z.string(), name: z.string() });

/** One entry of an invoice's ledger, as the student, their guardian, the teacher or an admin reads it. */
export const ledgerEntrySchema = z.object({
  id: z.string(),
  kind: ledgerEntryKindSchema,
  amountMinor: z.number(),
  method: paymentMethodSchema,
  reference: z.string(),
  note: z.string(),
  /** Who recorded it; null for an online payment (the provider's webhook) or once that account is erased. */
  recordedBy: personRefSchema.nullable(),
  recordedAt: z.string(),
  /** A payment's receipt number, gap-free across the institute; null for refunds and corrections. */
  receiptNumber: z.number().nullable(),
  /** The entry a correction puts right, or the payment a refund gives back. */
  correctsId: z.string().nullable(),
  refundsId: z.string().nullable(),
  /** For a payment: its refund request, if one was made. */
  refundRequest: z.object({ id: z.string(), state: refundRequestStateSchema }).nullable(),
  /** For the student: whether they may still ask for this payment back (within REFUND_WINDOW_DAYS, not asked yet). */
  canRequestRefund: z.boolean(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

export const instalmentSchema = z.object({
  seq: z.number(),
  amountMinor: z.number(),
  dueDate: z.string(),
  /** How much of this instalment the invoice's payments cover (earlier instalments are covered first). */
  paidMinor: z.number(),
  status: instalmentStatusSchema,
});
export type Instalment = z.infer<typeof instalmentSchema>;

export const invoiceSchema = z.object({
  id: z.string(),
  /** The course; `id` is null once the course was deleted (the title is kept with the invoice). */
  course: z.object({ id: z.string().nullable(), title: z.string() }),
  /** The student; null once their account is erased (the ledger stays, without their name). */
  student: personRefSchema.extend({ email: z.string() }).nullable(),
  currency: z.string(),
  totalMinor: z.number(),
  /** Payments less refunds and corrections: what the institute holds against this invoice. */
  paidMinor: z.number(),
  refundedMinor: z.number(),
  /** What is still owed: total less paid, 0 once cancelled. */
  dueMinor: z.number(),
  status: invoiceStatusSchema,
  accessAfterPayment: z.boolean(),
  /** While access waits for the first payment: when the unpaid seat is released. */
  seatHeldUntil: z.string().nullable(),
  /** The earliest instalment not yet paid in full, if any. */
  nextDue: z.object({ dueDate: z.string(), amountMinor: z.number() }).nullable(),
  createdAt: z.string(),
  instalments: z.array(instalmentSchema),
  entries: z.array(ledgerEntrySchema),
  /** Whether the signed-in user can pay it online now (a provider is set up, it is open, they are its student or guardian). */
  canPayOnline: z.boolean(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoiceListSchema = z.object({ success: z.literal(true), data: z.array(invoiceSchema) });
export const invoiceResponseSchema = z.object({ success: z.literal(true), data: invoiceSchema });
export const invoiceMessageResponseSchema = invoiceResponseSchema.extend({ message: z.string() });

/** A payment taken at the desk (cash, UPI, bank transfer or cheque), partial payments allowed. */
export const deskPaymentBodySchema = z.object({
  amountMinor: amountMinorField.min(1, /*i18n*/ 'Amount must be more than zero'),
  method: deskPaymentMethodSchema,
  reference: text(/*i18n*/ 'Reference')
    .trim()
    .max(100, /*i18n*/ 'Reference must be at most 100 characters')
    .optional()
    .default(''),
  note: text(/*i18n*/ 'Note').trim().max(500, /*i18n*/ 'Note must be at most 500 characters').optional().default(''),
});
export type DeskPaymentBody = z.input<typeof deskPaymentBodySchema>;

/** A correction of an entry: a signed amount and why (a note is required: the ledger explains itself). */
export const correctionBodySchema = z.object({
  amountMinor: amountMinorField
    .min(-1_000_000_000, /*i18n*/ 'Amount is too large')
    .refine((amount) => amount !== 0, /*i18n*/ 'A correction cannot be zero'),
  note: text(/*i18n*/ 'Note', { error: /*i18n*/ 'Say why the entry is corrected' })
    .trim()
    .min(1, /*i18n*/ 'Say why the entry is corrected')
    .max(500, /*i18n*/ 'Note must be at most 500 characters'),
});
export type CorrectionBody = z.input<typeof correctionBodySchema>;

/** Where the provider's checkout page is: the browser goes there; the invoice is settled only by the webhook. */
export const checkoutResponseSchema = z.object({ success: z.literal(true), data: z.object({ url: z.string() }) });

export const dueFilters = ['open', 'overdue', 'paid', 'cancelled', 'all'] as const;
export const dueFilterSchema = z.enum(dueFilters);
export type DueFilter = z.infer<typeof dueFilterSchema>;

/** The teacher's and admin's dues screen: invoices of the courses they manage, filtered. */
export const duesQuerySchema = listQuerySchema.extend({
  status: dueFilterSchema.optional().default('open'),
  courseId: z.uuid({ error: /*i18n*/ 'Choose a course from the list' }).optional(),
  search: text(/*i18n*/ 'Search').trim().max(100).optional(),
});
export type DuesQuery = z.input<typeof duesQuerySchema>;

export const dueRowSchema = z.object({
  invoiceId: z.string(),
  student: personRefSchema.extend({ email: z.string() }).nullable(),
  course: z.object({ id: z.string().nullable(), title: z.string() }),
  totalMinor: z.number(),
  paidMinor: z.number(),
  dueMinor: z.number(),
  status: invoiceStatusSchema,
  nextDue: z.object({ dueDate: z.string(), amountMinor: z.number() }).nullable(),
  overdue: z.boolean(),
});
export type DueRow = z.infer<typeof dueRowSchema>;

export const duesListSchema = z.object({
  success: z.literal(true),
  data: z.array(dueRowSchema),
  pagination: paginationSchema,
  /** Over every invoice the filters match, not just this page. */
  totals: z.object({ totalMinor: z.number(), paidMinor: z.number(), dueMinor: z.number() }),
  currency: z.string(),
});

/** The revenue view: money collected, outstanding and refunded, by course and by month. */
export const revenueQuerySchema = z.object({
  from: isoDateField(/*i18n*/ 'From').optional(),
  to: isoDateField(/*i18n*/ 'To').optional(),
});
export const revenueFiguresSchema = z.object({
  collectedMinor: z.number(),
  refundedMinor: z.number(),
  outstandingMinor: z.number(),
});
export const revenueSchema = z.object({
  success: z.literal(true),
  data: z.object({
    currency: z.string(),
    totals: revenueFiguresSchema,
    byCourse: z.array(
      revenueFiguresSchema.extend({ course: z.object({ id: z.string().nullable(), title: z.string() }) }),
    ),
    /** `month` as YYYY-MM in the institute's time zone. */
    byMonth: z.array(z.object({ month: z.string(), collectedMinor: z.number(), refundedMinor: z.number() })),
  }),
});

export const refundRequestBodySchema = z.object({
  reason: text(/*i18n*/ 'Reason')
    .trim()
    .max(500, /*i18n*/ 'Reason must be at most 500 characters')
    .optional()
    .default(''),
});
export const refundDecisionBodySchema = z.object({
  note: text(/*i18n*/ 'Note').trim().max(500, /*i18n*/ 'Note must be at most 500 characters').optional().default(''),
});

export const refundRequestSchema = z.object({
  id: z.string(),
  state: refundRequestStateSchema,
  payment: z.object({
    id: z.string(),
    amountMinor: z.number(),
    method: paymentMethodSchema,
    recordedAt: z.string(),
    receiptNumber: z.number().nullable(),
  }),
  invoiceId: z.string(),
  course: z.object({ id: z.string().nullable(), title: z.string() }),
  student: personRefSchema.nullable(),
  reason: z.string(),
  requestedAt: z.string(),
  decidedBy: personRefSchema.nullable(),
  decidedAt: z.string().nullable(),
  decisionNote: z.string(),
});
export type RefundRequest = z.infer<typeof refundRequestSchema>;
export const refundRequestListSchema = z.object({ success: z.literal(true), data: z.array(refundRequestSchema) });
export const refundRequestResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: refundRequestSchema,
});
export const refundRequestsQuerySchema = z.object({ state: refundRequestStateSchema.optional() });

/** A refund an admin gives later than the window, or of part of a payment. */
export const adminRefundBodySchema = z.object({
  amountMinor: amountMinorField.min(1, /*i18n*/ 'Amount must be more than zero').optional(),
  note: text(/*i18n*/ 'Note', { error: /*i18n*/ 'Say why it is refunded' })
    .trim()
    .min(1, /*i18n*/ 'Say why it is refunded')
    .max(500, /*i18n*/ 'Note must be at most 500 characters'),
});

export const entryIdParamsSchema = z.object({ entryId: z.uuid({ error: /*i18n*/ 'Payment not found' }) });
export const providerParamsSchema = z.object({ provider: z.string().trim().min(1).max(40) });

/** What the API says after a fee action, once, so both sides and the tests read the same words. */
export const feeMessages = {
  paymentRecorded: /*i18n*/ 'Payment recorded. The receipt is on its way by email.',
  correctionRecorded: /*i18n*/ 'Correction recorded',
  invoiceNotFound: /*i18n*/ 'Invoice not found',
  paymentNotFound: /*i18n*/ 'Payment not found',
  notYourInvoice: /*i18n*/ 'This invoice is not yours',
  overpaid: /*i18n*/ 'That is more than is owed on this invoice',
  invoiceClosed: /*i18n*/ 'This invoice is cancelled: nothing is owed on it',
  onlinePaymentsOff: /*i18n*/ 'Online payment is not set up: pay at the desk',
  refundRequested: /*i18n*/ 'Refund requested. An admin will decide, and you will hear by email.',
  refundWindowClosed: /*i18n*/ 'Refunds can be asked for within 7 days of a payment',
  refundAlreadyRequested: /*i18n*/ 'A refund of this payment was already asked for',
  refundApproved: /*i18n*/ 'Refund approved',
  refundDeclined: /*i18n*/ 'Refund declined',
  refundGiven: /*i18n*/ 'Refund recorded',
  refundDecided: /*i18n*/ 'This refund request was already decided',
  notRefundable: /*i18n*/ 'Only a payment can be refunded, up to what it paid',
  accessAwaitsPayment: /*i18n*/ 'Your seat is held: the classroom opens once your first payment is made',
} as const;

export const duesCsvQuerySchema = duesQuerySchema.omit({ page: true, pageSize: true });
export const invoiceIdParamsSchema = z.object({ id: z.uuid({ error: /*i18n*/ 'Invoice not found' }) });
export const refundRequestIdParamsSchema = z.object({ id: z.uuid({ error: /*i18n*/ 'Refund request not found' }) });
