import { feeMessages, type RefundRequest } from '@tutorium/contract/fees';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { refundRequests } from '../../db/schema';
import type { AuthUser } from '../../platform/authentication';
import type { AppContext } from '../../platform/context';
import { conflict, notFound } from '../../platform/errors';
import { emailRefundNews } from './emails';
import { auditAbout, endRefundedSeat, findPayment, giveBack, lockPayment, studentOf } from './money-back';
import { loadRefundRequest } from './request-view';

/** The same words as the id's own check in the contract (refundRequestIdParamsSchema). */
const requestNotFound = /*i18n*/ 'Refund request not found';

/** The request, locked until the decision commits: two admins deciding at once queue, and the second finds it decided. */
async function lockUndecided(tx: Database, requestId: string) {
  const [request] = await tx.select().from(refundRequests).where(eq(refundRequests.id, requestId)).for('update');
  if (!request) throw notFound(requestNotFound);
  if (request.state !== 'requested') throw conflict('refund_decided', feeMessages.refundDecided);
  return request;
}

/**
 * Approves a refund request (docs/product.md, "Refunds"), in one transaction: all that is left of the
 * payment goes back (through the provider for an online payment, before anything is committed), the
 * student's seat ends and goes to the first student waiting, and the decision, its audit entry and
 * the student's email are written with it. A request decided already is refused (409 `refund_decided`)
 * and nothing more is written.
 */
export async function approveRefund(
  ctx: AppContext,
  admin: AuthUser,
  requestId: string,
  note: string,
): Promise<RefundRequest> {
  return ctx.db.transaction(async (tx) => {
    const request = await lockUndecided(tx, requestId);
    const locked = await lockPayment(tx, request.paymentId);
    const entry = await giveBack(ctx, tx, locked, locked.leftMinor, admin, note);
    const ended = await endRefundedSeat(ctx, tx, locked.invoice);
    await tx
      .update(refundRequests)
      .set({
        state: 'approved',
        decidedBy: admin.id,
        decidedAt: ctx.now(),
        decisionNote: note,
        refundEntryId: entry.id,
      })
      .where(eq(refundRequests.id, request.id));
    await auditAbout(tx, 'fee.refund_approved', admin, locked.invoice);
    const { invoice } = locked;
    await emailRefundNews(ctx, tx, await studentOf(tx, invoice), invoice.courseTitle, invoice.currency, {
      kind: 'approved',
      amountMinor: -entry.amountMinor,
      ended,
    });
    return loadRefundRequest(tx, request.id);
  });
}

/** Declines a refund request, with the admin's note: no money moves; the student is told by email. */
export async function declineRefund(
  ctx: AppContext,
  admin: AuthUser,
  requestId: string,
  note: string,
): Promise<RefundRequest> {
  return ctx.db.transaction(async (tx) => {
    const request = await lockUndecided(tx, requestId);
    const { invoice } = await findPayment(tx, request.paymentId);
    await tx
      .update(refundRequests)
      .set({ state: 'declined', decidedBy: admin.id, decidedAt: ctx.now(), decisionNote: note })
      .where(eq(refundRequests.id, request.id));
    await auditAbout(tx, 'fee.refund_declined', admin, invoice);
    await emailRefundNews(ctx, tx, await studentOf(tx, invoice), invoice.courseTitle, invoice.currency, {
      kind: 'declined',
      note,
    });
    return loadRefundRequest(tx, request.id);
  });
}
