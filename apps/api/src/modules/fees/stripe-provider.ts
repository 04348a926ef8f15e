import Stripe from 'stripe';
import type { Config } from '../../config';
import { InvalidWebhookError, type PaymentProvider, type ProviderEvent } from './payment-provider';

type StripeConfig = NonNullable<Config['stripe']>;

/** How long one call to Stripe may take: a checkout is started inside a request the browser waits on. */
const STRIPE_TIMEOUT_MS = 15_000;

/** Where the SDK sends its calls: Stripe itself, or STRIPE_API_URL (a stand-in in tests). */
function apiAddress(apiUrl: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

/**
 * The session of an event that means "paid": a completed checkout whose payment is in, or, for a
 * payment method that settles later (a bank debit), the later event that says it settled.
 */
function paidSession(event: Stripe.Event): Stripe.Checkout.Session | null {
  if (event.type === 'checkout.session.completed' && event.data.object.payment_status === 'paid') {
    return event.data.object;
  }
  if (event.type === 'checkout.session.async_payment_succeeded') return event.data.object;
  return null;
}

/** Stripe Checkout through the official SDK (docs/deploy.md, "Online payments"). */
export function stripeProvider(config: StripeConfig): PaymentProvider {
  const stripe = new Stripe(config.secretKey, { ...apiAddress(config.apiUrl), timeout: STRIPE_TIMEOUT_MS });
  return {
    name: 'stripe',

    async createCheckout(input) {
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: [
          {
            price_data: {
              currency: input.currency.toLowerCase(),
              unit_amount: input.amountMinor,
              product_data: { name: input.description },
            },
            quantity: 1,
          },
        ],
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        client_reference_id: input.invoiceId,
        metadata: input.metadata,
        customer_email: input.customerEmail,
      });
      if (!session.url) throw new Error(`Stripe answered checkout session ${session.id} without a url`);
      return { sessionId: session.id, url: session.url };
    },

    async parseWebhook(rawBody, headers) {
      const signature = headers['stripe-signature'];
      if (typeof signature !== 'string') throw new InvalidWebhookError('the Stripe-Signature header is missing');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, config.webhookSecret);
      } catch (error) {
        throw new InvalidWebhookError(error instanceof Error ? error.message : String(error));
      }
      const session = paidSession(event);
      if (!session) return null;
      const paymentIntent = session.payment_intent;
      const paymentRef = typeof paymentIntent === 'string' ? paymentIntent : paymentIntent?.id;
      if (!paymentRef || session.amount_total === null || !session.currency) {
        throw new InvalidWebhookError(`checkout session ${session.id} is paid but names no payment or amount`);
      }
      const completed: ProviderEvent = {
        id: event.id,
        type: 'checkout_completed',
        sessionId: session.id,
        paymentRef,
        amountMinor: session.amount_total,
        currency: session.currency.toUpperCase(),
      };
      return completed;
    },

    async refund({ paymentRef, amountMinor }) {
      const refund = await stripe.refunds.create({ payment_intent: paymentRef, amount: amountMinor });
      return { refundRef: refund.id };
    },
  };
}
