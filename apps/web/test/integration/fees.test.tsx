import type { AddressInfo } from 'node:net';
import { screen, waitFor, within } from '@testing-library/react';
import { feeMessages } from '@tutorium/contract/fees';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentCheckouts, refundRequests } from '../../../api/src/db/schema';
import { enrolAndInvoice } from '../../../api/test/fees/fee-fixtures';
import { createCourse } from '../../../api/test/helpers/courses';
import { linkGuardian } from '../../../api/test/helpers/guardians';
import { type StripeStandIn, startStripeStandIn } from '../../../api/test/helpers/stripe-stand-in';
import { createSignedInUser, type TestUser } from '../../../api/test/helpers/test-app';
import { withRealApi } from './real-api';

const WEBHOOK_SECRET = 'whsec_web_integration';

// The stand-in starts first, so the API is built knowing its address (withRealApi reads `env` in its own beforeAll).
const env: Record<string, string> = {
  CURRENCY: 'INR',
  STRIPE_SECRET_KEY: 'sk_test_standin',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
};
let standIn: StripeStandIn;
beforeAll(async () => {
  standIn = await startStripeStandIn({ webhookSecret: WEBHOOK_SECRET });
  env.STRIPE_API_URL = standIn.url;
});
afterAll(() => standIn?.close());

const api = withRealApi(env);

beforeAll(() => {
  const { port } = api.t.app.server.address() as AddressInfo;
  standIn.webhookUrl = `http://127.0.0.1:${port}/api/payments/webhooks/stripe`;
});

/** A priced course in two monthly parts whose classroom waits for the first payment, with `student` enrolled. */
async function enrolledInPhysics(student: TestUser) {
  const teacher = await createSignedInUser(api.t, 'teacher');
  const course = await createCourse(api.t, teacher, {
    title: 'Physics',
    price: 3000,
    instalments: 2,
    accessAfterPayment: true,
  });
  return enrolAndInvoice(api.t, student, course.id);
}

/** The checkout the API started for the invoice, once the Pay online click has gone through. */
async function checkoutOf(invoiceId: string) {
  let sessionId = '';
  await waitFor(async () => {
    const [checkout] = await api.t.db.select().from(paymentCheckouts).where(eq(paymentCheckouts.invoiceId, invoiceId));
    expect(checkout).toBeDefined();
    sessionId = checkout?.providerSessionId ?? '';
  });
  return sessionId;
}

const card = (title: string) => screen.findByRole('article', { name: title });

describe('fees, against the real API', () => {
  it('says there is nothing to pay before a priced enrolment', async () => {
    await api.signIn('student');
    api.renderAt('/student/fees');

    expect(await screen.findByRole('heading', { level: 1, name: 'Fees' })).toBeTruthy();
    expect(await screen.findByText('No fees yet')).toBeTruthy();
    expect(
      screen.getByText("Free courses have none, and a priced course's invoice appears here when you enrol."),
    ).toBeTruthy();
  });

  it('names the plan when enrolling in a priced course, then leads to Fees', async () => {
    const teacher = await createSignedInUser(api.t, 'teacher');
    const course = await createCourse(api.t, teacher, {
      title: 'Optics',
      price: 3000,
      instalments: 3,
      accessAfterPayment: true,
    });
    await api.signIn('student');
    const { user, router } = api.renderAt(`/courses/${course.id}`);

    await user.click(await screen.findByRole('button', { name: 'Enrol in Optics' }));
    const dialog = screen.getByRole('dialog', { name: 'Enrol in Optics?' });
    // The currency and whether payments go online come with the site's settings, read beside the course.
    await waitFor(() =>
      expect(dialog.textContent).toContain(
        'Enrolling opens an invoice under Fees, which you can pay online or at the desk.',
      ),
    );
    expect(dialog.textContent).toContain('₹3,000 in 3 monthly instalments, the first due today.');
    expect(dialog.textContent).toContain('The classroom opens after your first payment.');
    expect(dialog.textContent).toContain(
      'Enrolling opens an invoice under Fees, which you can pay online or at the desk.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Enrol for ₹3,000' }));

    await user.click(await screen.findByRole('link', { name: 'See your fees' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/student/fees'));
    const optics = await card('Optics');
    expect(within(within(optics).getByRole('table', { name: 'Instalments' })).getAllByRole('row')).toHaveLength(4);
  });

  it('shows the invoice with its instalments and held seat, and confirms an online payment only once the provider says so', async () => {
    const student = await api.signIn('student');
    const invoice = await enrolledInPhysics(student);
    const first = api.renderAt('/student/fees');

    const physics = await card('Physics');
    expect(within(physics).getByText('Open')).toBeTruthy();
    expect(within(physics).getByRole('note').textContent).toMatch(
      /^Pay by .+ to keep your seat: the classroom opens after your first payment$/,
    );
    const rows = within(within(physics).getByRole('table', { name: 'Instalments' })).getAllByRole('row');
    expect(rows.slice(1).map((row) => row.firstElementChild?.textContent)).toEqual(['1 of 2', '2 of 2']);
    expect(rows[1]?.textContent).toContain('₹1,500.00');

    // The provider's page is another site: the browser would go there (jsdom stays).
    await first.user.click(within(physics).getByRole('button', { name: 'Pay online for Physics' }));
    const sessionId = await checkoutOf(invoice.id);
    expect(standIn.sessions.get(sessionId)?.amount_total).toBe(150_000);
    first.unmount();

    // Back from the provider before its word has arrived: nothing counts as paid yet.
    api.renderAt(`/student/fees?paid=${invoice.id}`);
    expect(await screen.findByText('Payment received by the payment provider. Confirming it…')).toBeTruthy();
    const returned = await card('Physics');
    expect(within(returned).getByText('Paid', { selector: 'dt' }).nextElementSibling?.textContent).toBe('₹0.00');

    const delivery = await standIn.sendWebhook(sessionId);
    expect(delivery.status).toBe(200);
    expect(await screen.findByText(/^Payment confirmed: receipt \d+ is on its way by email$/)).toBeTruthy();
    await waitFor(() =>
      expect(within(returned).getByText('Paid', { selector: 'dt' }).nextElementSibling?.textContent).toBe('₹1,500.00'),
    );
    expect(within(returned).queryByRole('note')).toBeNull();
    expect(within(returned).getByRole('button', { name: /^Download receipt \d+$/ })).toBeTruthy();
  });

  it('asks for a refund of a payment with a reason, and shows the request on it', async () => {
    const student = await api.signIn('student');
    const invoice = await enrolledInPhysics(student);
    const checkout = await api.t.app.inject({
      method: 'POST',
      url: `/api/invoices/${invoice.id}/checkout`,
      headers: { authorization: `Bearer ${student.token}` },
    });
    expect(checkout.statusCode).toBe(201);
    const [started] = await api.t.db.select().from(paymentCheckouts).where(eq(paymentCheckouts.invoiceId, invoice.id));
    await standIn.sendWebhook(started?.providerSessionId ?? '');
    const { user } = api.renderAt('/student/fees');

    const physics = await card('Physics');
    await user.click(await within(physics).findByRole('button', { name: 'Ask for a refund' }));
    const dialog = screen.getByRole('dialog', { name: 'Ask for a refund?' });
    expect(dialog.textContent).toContain('Ask for your payment of ₹1,500.00 back.');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason (optional)' }), 'Moving to another city');
    await user.click(within(dialog).getByRole('button', { name: 'Ask for a refund' }));

    expect(await screen.findByText(feeMessages.refundRequested)).toBeTruthy();
    expect(await within(physics).findByText('Refund requested')).toBeTruthy();
    expect(within(physics).queryByRole('button', { name: 'Ask for a refund' })).toBeNull();
    const requests = await api.t.db.select().from(refundRequests);
    expect(requests.map(({ reason, state, requestedBy }) => ({ reason, state, requestedBy }))).toEqual([
      { reason: 'Moving to another city', state: 'requested', requestedBy: student.id },
    ]);
  });

  it('shows a child’s fees on their guardian’s page, with Pay online', async () => {
    const child = await createSignedInUser(api.t, 'student', { name: 'Kiran Kid' });
    const invoice = await enrolledInPhysics(child);
    const guardian = await api.signIn('guardian');
    await linkGuardian(api.t, child, child, guardian);
    const { user } = api.renderAt(`/guardian/children/${child.id}`);

    const fees = await screen.findByRole('region', { name: 'Fees' });
    const physics = await within(fees).findByRole('article', { name: 'Physics' });
    expect(within(physics).getByText('Total', { selector: 'dt' }).nextElementSibling?.textContent).toBe('₹3,000.00');
    await user.click(within(physics).getByRole('button', { name: 'Pay online for Physics' }));
    const sessionId = await checkoutOf(invoice.id);
    expect(standIn.sessions.get(sessionId)?.success_url).toMatch(
      new RegExp(`/guardian/children/${child.id}\\?paid=${invoice.id}$`),
    );
  });
});
