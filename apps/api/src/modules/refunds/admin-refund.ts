import type { Invoice } from '@tutorium/contract/fees';
import type { AuthUser } from '../../platform/authentication';
import type { AppContext } from '../../platform/context';
import { readInvoice } from '../fees/public';
import { emailRefundNews } from './emails';
import { auditAbout, endRefundedSeat, giveBack, lockPayment, studentOf } from './money-back';

/**
 * Refunds a payment, or part of it, on an admin's decision at any time (docs/product.md, "Refunds"):
 * by default all that is left of it, never more (409 `not_refundable`, nothing written). A partial
 * refund keeps the student's seat; once the invoice holds nothing paid (every payment given back in
 * full) the seat ends, as an approved request ends it. Audited, and the student is told by email.
 */
export async function refundPayment(
  ctx: AppContext,
  admin: AuthUser,
  entryId: string,
  body: { amountMinor?: number | undefined; note: string },
): Promise<Invoice> {
  return ctx.db.transaction(async (tx) => {
    const locked = await lockPayment(tx, entryId);
    const amountMinor = body.amountMinor ?? locked.leftMinor;
    await giveBack(ctx, tx, locked, amountMinor, admin, body.note);
    const { invoice } = locked;
    const ended = invoice.paidMinor === amountMinor && (await endRefundedSeat(ctx, tx, invoice));
    await auditAbout(tx, 'fee.refund_given', admin, invoice);
    await emailRefundNews(ctx, tx, await studentOf(tx, invoice), invoice.courseTitle, invoice.currency, {
      kind: 'given',
      amountMinor,
      ended,
    });
    return readInvoice(ctx, tx, admin, invoice.id);
  });
}
