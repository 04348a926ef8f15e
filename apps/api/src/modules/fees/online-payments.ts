import type { IncomingHttpHeaders } from 'node:http';
import { feeMessages } from '@tutorium/contract/fees';
import type { Language } from '@tutorium/contract/languages';
import { screenPaths } from '@tutorium/contract/screen-paths';
import { and, eq, isNull } from 'drizzle-orm';
import { invoiceInstalments, invoices, paymentCheckouts, paymentWebhookEvents, users } from '../../db/schema';
import type { AuthUser } from '../../platform/authentication';
import type { AppContext } from '../../platform/context';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import { translate } from '../../platform/language';
import { todayIn } from '../../platform/time-zone';
import { isActiveGuardian } from './invoice-reads';
import { coverInstalments } from './invoice-view';
import { appendLedgerEntry, type LedgerRow } from './ledger';
import { InvalidWebhookError, type ProviderEvent } from './payment-provider';
import { checkoutProvider, paymentProviders } from './payment-providers';
import { sendReceiptEmails } from './receipts';

const messages = {
  unknownProvider: /*i18n*/ 'No such payment provider is set up',
  invalidWebhook: /*i18n*/ 'The event could not be verified',
};

/**
 * Where the provider sends the payer back: their fees page, the invoice named so the page can say the
 * payment is on its way. The page only reads; the payment is recorded by the webhook alone.
 */
function returnUrls(ctx: AppContext, payer: 'student' | 'guardian', studentId: string, invoiceId: string) {
  const page =
    payer === 'student' ? screenPaths['student.fees'] : screenPaths['guardian.child'].replace(':studentId', studentId);
  const cancelUrl = `${ctx.config.publicUrl}${page}`;
  return { cancelUrl, successUrl: `${cancelUrl}?${new URLSearchParams({ paid: invoiceId })}` };
}

/**
 * Starts paying an invoice online (docs/product.md, "Paying online"): the student or an active
 * guardian of theirs is sent to the provider's checkout for what is left of the earliest instalment
 * not yet paid in full. Staff pay at the desk, not here (403 `not_your_invoice`).
 */
export async function startCheckout(
  ctx: AppContext,
  user: AuthUser,
  invoiceId: string,
  language: Language,
): Promise<{ url: string }> {
  const [invoice] = await ctx.db.select().from(invoices).where(eq(invoices.id, invoiceId));
  if (!invoice) throw notFound(feeMessages.invoiceNotFound);
  const { studentId } = invoice;
  const payer =
    studentId === null
      ? null
      : studentId === user.id
        ? 'student'
        : (await isActiveGuardian(ctx.db, user.id, studentId))
          ? 'guardian'
          : null;
  if (payer === null || studentId === null) throw forbidden(feeMessages.notYourInvoice, 'not_your_invoice');
  const provider = checkoutProvider(ctx);
  if (!provider) throw conflict('online_payments_off', feeMessages.onlinePaymentsOff);
  if (invoice.cancelledAt !== null) throw conflict('invoice_cancelled', feeMessages.invoiceClosed);

  const parts = await ctx.db.select().from(invoiceInstalments).where(eq(invoiceInstalments.invoiceId, invoiceId));
  const next = coverInstalments(invoice, parts, todayIn(ctx.config.timeZone, ctx.now())).find(
    (part) => part.paidMinor < part.amountMinor,
  );
  if (!next) throw conflict('overpayment', feeMessages.overpaid);
  const amountMinor = next.amountMinor - next.paidMinor;

  const [payerRow] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, user.id));
  const description =
    parts.length === 1
      ? invoice.courseTitle
      : translate(language, /*i18n*/ '{course}: instalment {seq} of {count}', {
          course: invoice.courseTitle,
          seq: next.seq,
          count: parts.length,
        });
  // The provider is called first: a checkout it never opened leaves no row behind.
  const session = await provider.createCheckout({
    invoiceId,
    amountMinor,
    currency: invoice.currency,
    description,
    customerEmail: payerRow?.email ?? '',
    ...returnUrls(ctx, payer, studentId, invoiceId),
    metadata: { invoiceId, instalment: String(next.seq), startedBy: user.id },
  });
  await ctx.db.insert(paymentCheckouts).values({
    invoiceId,
    provider: provider.name,
    providerSessionId: session.sessionId,
    amountMinor,
    startedBy: user.id,
  });
  return { url: session.url };
}

/**
 * Records a completed checkout, once (docs/product.md, "Paying online"): in one transaction the event
 * is noted by its id (a repeat delivery stops there), the checkout marked completed, and the payment
 * appended to the ledger with its receipt number (a second event about the same payment finds its
 * reference there and adds nothing), and the receipt emailed.
 */
async function recordCompletedCheckout(ctx: AppContext, providerName: string, event: ProviderEvent): Promise<void> {
  const [checkout] = await ctx.db
    .select({ id: paymentCheckouts.id, invoiceId: paymentCheckouts.invoiceId, currency: invoices.currency })
    .from(paymentCheckouts)
    .innerJoin(invoices, eq(invoices.id, paymentCheckouts.invoiceId))
    .where(and(eq(paymentCheckouts.provider, providerName), eq(paymentCheckouts.providerSessionId, event.sessionId)));
  if (!checkout) {
    // Another system on the same provider account, or a checkout of another installation.
    ctx.log.warn(
      { provider: providerName, event: event.id, session: event.sessionId },
      'payment for an unknown checkout',
    );
    return;
  }
  if (checkout.currency !== event.currency) {
    ctx.log.error(
      { provider: providerName, event: event.id, invoice: checkout.invoiceId, currency: event.currency },
      'online payment in another currency than its invoice: not recorded',
    );
    return;
  }
  try {
    await ctx.db.transaction(async (tx) => {
      const [fresh] = await tx
        .insert(paymentWebhookEvents)
        .values({ provider: providerName, eventId: event.id })
        .onConflictDoNothing()
        .returning({ eventId: paymentWebhookEvents.eventId });
      if (!fresh) return;
      // Locked like a desk payment's invoice, so closing the invoice waits for the entry.
      await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.id, checkout.invoiceId)).for('update');
      await tx
        .update(paymentCheckouts)
        .set({ completedAt: ctx.now() })
        .where(and(eq(paymentCheckouts.id, checkout.id), isNull(paymentCheckouts.completedAt)));
      const entry = await appendLedgerEntry(tx, {
        invoiceId: checkout.invoiceId,
        kind: 'payment',
        amountMinor: event.amountMinor,
        method: 'online',
        reference: event.paymentRef,
        recordedBy: null,
        provider: providerName,
        providerRef: event.paymentRef,
      });
      if (entry) await sendReceiptEmails(ctx, tx, entry.id);
    });
  } catch (error) {
    if (!(error instanceof AppError && error.code === 'overpayment')) throw error;
    // Two checkouts of one instalment both paid: the provider holds the second payment, and an admin
    // gives it back there. Answered 200 all the same, or the provider would deliver it again for days.
    ctx.log.error(
      { provider: providerName, event: event.id, invoice: checkout.invoiceId, paymentRef: event.paymentRef },
      'online payment beyond what the invoice owes: not recorded, refund it at the provider',
    );
  }
}

/**
 * A provider's webhook: verified by its signature against the raw body (400 `invalid_webhook`, nothing
 * written, when it does not hold), then a completed checkout is recorded. Events the product does not
 * act on are acknowledged and ignored.
 */
export async function receiveWebhook(
  ctx: AppContext,
  providerName: string,
  rawBody: unknown,
  headers: IncomingHttpHeaders,
): Promise<void> {
  const provider = paymentProviders(ctx).get(providerName);
  if (!provider) throw notFound(messages.unknownProvider);
  if (!Buffer.isBuffer(rawBody)) throw badRequest(messages.invalidWebhook, undefined, 'invalid_webhook');
  let event: ProviderEvent | null;
  try {
    event = await provider.parseWebhook(rawBody, headers);
  } catch (error) {
    if (!(error instanceof InvalidWebhookError)) throw error;
    ctx.log.warn({ provider: providerName, reason: error.message }, 'webhook refused');
    throw badRequest(messages.invalidWebhook, undefined, 'invalid_webhook');
  }
  if (event) await recordCompletedCheckout(ctx, provider.name, event);
}

/**
 * Gives back `amountMinor` of an online payment through the provider that took it: the provider's
 * refund id. 409 `online_payments_off` when that provider is no longer configured.
 */
export async function refundOnline(
  ctx: AppContext,
  payment: Pick<LedgerRow, 'provider' | 'providerRef'>,
  amountMinor: number,
): Promise<{ refundRef: string }> {
  if (payment.provider === null || payment.providerRef === null) {
    throw new Error('refundOnline is for a payment taken online');
  }
  const provider = paymentProviders(ctx).get(payment.provider);
  if (!provider) throw conflict('online_payments_off', feeMessages.onlinePaymentsOff);
  return provider.refund({ paymentRef: payment.providerRef, amountMinor });
}
