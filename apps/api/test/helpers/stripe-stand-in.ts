import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { minorUnitsPerMajor } from '@tutorium/contract/fees';
import Stripe from 'stripe';

/** A checkout session as the stand-in keeps it: what the SDK sent, and what Stripe would answer. */
interface StandInSession {
  id: string;
  object: 'checkout.session';
  url: string;
  mode: string;
  status: 'open' | 'complete';
  payment_status: 'unpaid' | 'paid';
  payment_intent: string;
  amount_total: number;
  currency: string;
  description: string;
  success_url: string;
  cancel_url: string;
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
}

interface StandInRefund {
  id: string;
  object: 'refund';
  payment_intent: string;
  amount: number;
  status: 'succeeded';
}

/** One delivery of a signed event to the webhook address, and how the app answered. */
interface WebhookDelivery {
  eventId: string;
  status: number;
  body: string;
}

export interface StripeStandIn {
  /** Give it as STRIPE_API_URL: the SDK's calls come here. */
  url: string;
  /** Where events are delivered; may be set once the app listens. */
  webhookUrl: string;
  sessions: Map<string, StandInSession>;
  refunds: StandInRefund[];
  /** Signs and delivers `checkout.session.completed` for a session: a new event id unless `eventId` is given. */
  sendWebhook(sessionId: string, options?: { eventId?: string; secret?: string }): Promise<WebhookDelivery>;
  close(): Promise<void>;
}

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function answerJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

const stripeError = (response: ServerResponse, status: number, message: string) =>
  answerJson(response, status, { error: { type: 'invalid_request_error', message } });

/** The fields of a form-encoded body as the SDK writes them (`line_items[0][price_data][currency]=inr`). */
function formFields(body: string): Map<string, string> {
  return new Map(new URLSearchParams(body));
}

/** `metadata[key]=value` fields as an object. */
function nested(fields: Map<string, string>, name: string): Record<string, string> {
  const prefix = `${name}[`;
  return Object.fromEntries(
    [...fields].filter(([key]) => key.startsWith(prefix)).map(([key, value]) => [key.slice(prefix.length, -1), value]),
  );
}

function paymentPage(session: StandInSession): string {
  const amount = new Intl.NumberFormat('en', { style: 'currency', currency: session.currency.toUpperCase() }).format(
    session.amount_total / minorUnitsPerMajor(session.currency.toUpperCase()),
  );
  const title = `Test payment — ${amount}`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body><main>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(session.description)}</p>
<form method="post" action="/checkout/${session.id}/pay"><button type="submit">Pay</button></form>
<p><a href="${escapeHtml(session.cancel_url)}">Cancel</a></p>
</main></body></html>`;
}

/**
 * A stand-in for Stripe's HTTP API on a free loopback port, for the adapter's tests and e2e: the SDK
 * creates checkout sessions and refunds here (STRIPE_API_URL), each session has a test payment page
 * whose Pay button sends the signed `checkout.session.completed` webhook, as Stripe would, and then
 * returns the browser to the session's success address.
 */
export async function startStripeStandIn(options: {
  webhookUrl?: string;
  webhookSecret: string;
}): Promise<StripeStandIn> {
  const sessions = new Map<string, StandInSession>();
  const refunds: StandInRefund[] = [];
  let baseUrl = '';

  const standIn: StripeStandIn = {
    url: '',
    webhookUrl: options.webhookUrl ?? '',
    sessions,
    refunds,
    async sendWebhook(sessionId, { eventId = newId('evt_test'), secret = options.webhookSecret } = {}) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no checkout session ${sessionId}`);
      if (!standIn.webhookUrl) throw new Error('the stand-in has no webhook address yet');
      session.status = 'complete';
      session.payment_status = 'paid';
      const payload = JSON.stringify({
        id: eventId,
        object: 'event',
        api_version: Stripe.API_VERSION,
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        type: 'checkout.session.completed',
        data: { object: session },
      });
      const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
      const response = await fetch(standIn.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
        body: payload,
      });
      return { eventId, status: response.status, body: await response.text() };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // The SDK keeps its connections alive; they would hold the close open.
        server.closeAllConnections();
      }),
  };

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const { pathname } = new URL(request.url ?? '/', baseUrl);
    if (pathname.startsWith('/v1/') && !/^Bearer sk_/.test(request.headers.authorization ?? '')) {
      return stripeError(response, 401, 'Invalid API Key provided');
    }
    if (request.method === 'POST' && pathname === '/v1/checkout/sessions') {
      const fields = formFields(await readBody(request));
      const unitAmount = Number(fields.get('line_items[0][price_data][unit_amount]'));
      const quantity = Number(fields.get('line_items[0][quantity]') ?? '1');
      const currency = fields.get('line_items[0][price_data][currency]');
      const successUrl = fields.get('success_url');
      const cancelUrl = fields.get('cancel_url');
      if (!Number.isInteger(unitAmount) || unitAmount <= 0 || !currency || !successUrl || !cancelUrl) {
        return stripeError(response, 400, 'line_items, success_url and cancel_url are required');
      }
      const id = newId('cs_test');
      const session: StandInSession = {
        id,
        object: 'checkout.session',
        url: `${baseUrl}/checkout/${id}`,
        mode: fields.get('mode') ?? 'payment',
        status: 'open',
        payment_status: 'unpaid',
        payment_intent: newId('pi_test'),
        amount_total: unitAmount * quantity,
        currency,
        description: fields.get('line_items[0][price_data][product_data][name]') ?? '',
        success_url: successUrl,
        cancel_url: cancelUrl,
        client_reference_id: fields.get('client_reference_id') ?? null,
        customer_email: fields.get('customer_email') ?? null,
        metadata: nested(fields, 'metadata'),
      };
      sessions.set(id, session);
      return answerJson(response, 200, session);
    }
    if (request.method === 'POST' && pathname === '/v1/refunds') {
      const fields = formFields(await readBody(request));
      const paymentIntent = fields.get('payment_intent');
      const amount = Number(fields.get('amount'));
      const paid = [...sessions.values()].find((session) => session.payment_intent === paymentIntent);
      if (paid?.payment_status !== 'paid') return stripeError(response, 400, 'No such payment_intent');
      if (!Number.isInteger(amount) || amount <= 0 || amount > paid.amount_total) {
        return stripeError(response, 400, 'Refund amount is greater than the unrefunded amount');
      }
      const refund: StandInRefund = {
        id: newId('re_test'),
        object: 'refund',
        payment_intent: paid.payment_intent,
        amount,
        status: 'succeeded',
      };
      refunds.push(refund);
      return answerJson(response, 200, refund);
    }
    const page = /^\/checkout\/([\w]+)(\/pay)?$/.exec(pathname);
    const session = page ? sessions.get(page[1] ?? '') : undefined;
    if (session && request.method === 'GET' && !page?.[2]) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(paymentPage(session));
      return;
    }
    if (session && request.method === 'POST' && page?.[2]) {
      await standIn.sendWebhook(session.id);
      response.writeHead(303, { location: session.success_url }).end();
      return;
    }
    stripeError(response, 404, `Unrecognized request URL (${request.method}: ${pathname})`);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      stripeError(response, 500, error instanceof Error ? error.message : String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  standIn.url = baseUrl;
  return standIn;
}
