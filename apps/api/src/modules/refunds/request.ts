import { feeMessages, REFUND_WINDOW_DAYS, type RefundRequest } from '@tutorium/contract/fees';
import { eq } from 'drizzle-orm';
import { refundRequests } from '../../db/schema';
import type { AuthUser } from '../../platform/authentication';
import type { AppContext } from '../../platform/context';
import { conflict, forbidden } from '../../platform/errors';
import { emailRefundNews } from './emails';
import { findPayment, leftOfPayment, studentOf } from './money-back';
import { loadRefundRequest } from './request-view';

const DAY_MS = 24 * 60 * 60 * 1000;

const alreadyRequested = () => conflict('refund_already_requested', feeMessages.refundAlreadyRequested);

/**
 * The student asks for a payment of theirs back (docs/product.md, "Refunds"): within
 * REFUND_WINDOW_DAYS of it, once per payment, and only while none of it was given back. Nothing moves
 * yet: an admin decides. The student is told by email that the request arrived. Two requests at once
 * for one payment: the unique index lets one in, the other is answered 409 like any second request.
 */
export async function requestRefund(
  ctx: AppContext,
  student: AuthUser,
  entryId: string,
  reason: string,
): Promise<RefundRequest> {
  return ctx.db.transaction(async (tx) => {
    const { payment, invoice } = await findPayment(tx, entryId);
    if (invoice.studentId !== student.id) throw forbidden(feeMessages.notYourInvoice, 'not_your_invoice');
    const [asked] = await tx
      .select({ id: refundRequests.id })
      .from(refundRequests)
      .where(eq(refundRequests.paymentId, payment.id));
    if (asked) throw alreadyRequested();
    const now = ctx.now();
    if (now.getTime() - payment.recordedAt.getTime() > REFUND_WINDOW_DAYS * DAY_MS) {
      throw conflict('refund_window_closed', feeMessages.refundWindowClosed);
    }
    if ((await leftOfPayment(tx, payment.id)) < payment.amountMinor || invoice.paidMinor <= 0) {
      throw conflict('not_refundable', feeMessages.notRefundable);
    }
    const [request] = await tx
      .insert(refundRequests)
      .values({ paymentId: payment.id, requestedBy: student.id, reason, requestedAt: now })
      .onConflictDoNothing({ target: refundRequests.paymentId })
      .returning({ id: refundRequests.id });
    if (!request) throw alreadyRequested();
    await emailRefundNews(ctx, tx, await studentOf(tx, invoice), invoice.courseTitle, invoice.currency, {
      kind: 'requested',
      amountMinor: payment.amountMinor,
    });
    return loadRefundRequest(tx, request.id);
  });
}
