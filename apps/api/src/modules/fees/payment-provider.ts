import type { IncomingHttpHeaders } from 'node:http';

/** What the product asks of a payment provider (docs/product.md, "Paying online"); one adapter per provider. */
export interface PaymentProvider {
  /** The name in the webhook's address (/api/payments/webhooks/<name>) and in the ledger's `provider`. */
  readonly name: string;
  /** Opens the provider's hosted checkout for one amount: the browser is sent to `url`. */
  createCheckout(input: CheckoutInput): Promise<{ sessionId: string; url: string }>;
  /**
   * The event a webhook carries, once its signature is verified against the raw body: a completed
   * checkout, or null for an event the product does not act on. Throws InvalidWebhookError when the
   * signature or the body does not hold.
   */
  parseWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): Promise<ProviderEvent | null>;
  /** Gives back part or all of an online payment, by the provider's reference of it. */
  refund(input: { paymentRef: string; amountMinor: number }): Promise<{ refundRef: string }>;
}

interface CheckoutInput {
  invoiceId: string;
  amountMinor: number;
  currency: string;
  /** The line the payer reads on the provider's page. */
  description: string;
  customerEmail: string;
  /** Where the browser returns: a page only, the payment is recorded by the webhook alone. */
  successUrl: string;
  cancelUrl: string;
  metadata: Record<string, string>;
}

/** A checkout the provider says was paid: `paymentRef` is the payment's id there, the same for every event about it. */
export interface ProviderEvent {
  id: string;
  type: 'checkout_completed';
  sessionId: string;
  paymentRef: string;
  amountMinor: number;
  /** ISO 4217, upper case. */
  currency: string;
}

/** A webhook whose signature or body does not hold: answered 400 `invalid_webhook`, nothing written. */
export class InvalidWebhookError extends Error {}
