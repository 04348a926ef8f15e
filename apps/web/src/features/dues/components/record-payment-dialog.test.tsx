// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { invoiceEndpoints } from '@tutorium/contract/endpoints/fees';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installDialogMethods } from '../../../../test/unit/dom';
import { renderInI18n } from '../../../../test/unit/i18n';
import { ApiError } from '../../../lib/api-client';
import { callEndpoint } from '../../../lib/endpoint-client';
import { RecordPaymentDialog } from './record-payment-dialog';

vi.mock('../../../lib/endpoint-client', () => ({ callEndpoint: vi.fn() }));
const called = vi.mocked(callEndpoint);

beforeAll(() => {
  installDialogMethods();
});

afterEach(() => {
  cleanup();
  called.mockReset();
});

const invoice = { id: 'inv-1', currency: 'INR', dueMinor: 500_000, studentName: 'Asha Rao', courseTitle: 'Algebra' };

function openDialog() {
  const onClose = vi.fn();
  renderInI18n(
    <QueryClientProvider client={new QueryClient()}>
      <RecordPaymentDialog invoice={invoice} onClose={onClose} />
    </QueryClientProvider>,
  );
  return { onClose, user: userEvent.setup() };
}

describe('RecordPaymentDialog', () => {
  it('sends the amount in minor units with the method, reference and note', async () => {
    called.mockResolvedValue({ success: true, message: 'Payment recorded', data: {} } as never);
    const { onClose, user } = openDialog();
    expect(screen.getByText(/Asha Rao, Algebra: ₹5,000.00 due/)).toBeTruthy();
    await user.type(screen.getByLabelText('Amount (INR)'), '1,250.50');
    await user.selectOptions(screen.getByLabelText('Method'), 'UPI');
    await user.type(screen.getByLabelText('Reference (optional)'), 'UTR 9981');
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(called).toHaveBeenCalledTimes(1);
    expect(called.mock.calls[0]?.[0]).toBe(invoiceEndpoints.recordPayment);
    expect(called.mock.calls[0]?.[1]).toEqual({
      params: { id: 'inv-1' },
      body: { amountMinor: 125_050, method: 'upi', reference: 'UTR 9981', note: '' },
    });
  });

  it('refuses more decimals than the currency has, and sends nothing', async () => {
    const { onClose, user } = openDialog();
    await user.type(screen.getByLabelText('Amount (INR)'), '100.125');
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText('Use at most 2 decimal places')).toBeTruthy();
    await user.clear(screen.getByLabelText('Amount (INR)'));
    await user.type(screen.getByLabelText('Amount (INR)'), '0');
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText('Amount must be more than zero')).toBeTruthy();
    expect(called).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("shows the server's overpayment refusal under the amount and stays open", async () => {
    called.mockRejectedValue(new ApiError(409, 'That is more than is owed on this invoice', {}, 'overpayment'));
    const { onClose, user } = openDialog();
    await user.type(screen.getByLabelText('Amount (INR)'), '6000');
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    const amount = screen.getByLabelText('Amount (INR)');
    await vi.waitFor(() => expect(amount.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('That is more than is owed on this invoice')).toBeTruthy();
    expect(called.mock.calls[0]?.[1]).toMatchObject({ body: { amountMinor: 600_000, method: 'cash' } });
    expect(onClose).not.toHaveBeenCalled();
  });
});
