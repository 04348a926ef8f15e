// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen, within } from '@testing-library/react';
import type { Instalment, Invoice, LedgerEntry } from '@tutorium/contract/fees';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInI18n } from '../../../test/unit/i18n';
import { Button } from '../ui/button';
import { InvoiceCard } from './invoice-card';

afterEach(() => cleanup());

const instalment = (seq: number, fields: Partial<Instalment> = {}): Instalment => ({
  seq,
  amountMinor: 150_000,
  dueDate: `2026-0${seq + 2}-01`,
  paidMinor: 0,
  status: 'due',
  ...fields,
});

const payment = (fields: Partial<LedgerEntry> = {}): LedgerEntry => ({
  id: 'entry-1',
  kind: 'payment',
  amountMinor: 150_000,
  method: 'online',
  reference: '',
  note: '',
  recordedBy: null,
  recordedAt: '2026-03-01T10:00:00.000Z',
  receiptNumber: 17,
  correctsId: null,
  refundsId: null,
  refundRequest: null,
  canRequestRefund: false,
  ...fields,
});

const invoiceOf = (fields: Partial<Invoice> = {}): Invoice => ({
  id: 'invoice-1',
  course: { id: 'course-1', title: 'Physics' },
  student: { id: 'student-1', name: 'Sam Student', email: 'sam@example.com' },
  currency: 'INR',
  totalMinor: 300_000,
  paidMinor: 0,
  refundedMinor: 0,
  dueMinor: 300_000,
  status: 'open',
  accessAfterPayment: false,
  seatHeldUntil: null,
  nextDue: { dueDate: '2026-03-01', amountMinor: 150_000 },
  createdAt: '2026-03-01T09:00:00.000Z',
  instalments: [instalment(1), instalment(2)],
  entries: [],
  canPayOnline: false,
  ...fields,
});

const renderCard = (card: ReactElement) =>
  renderInI18n(<QueryClientProvider client={new QueryClient()}>{card}</QueryClientProvider>);

const figure = (name: string) => screen.getByText(name, { selector: 'dt' }).nextElementSibling?.textContent;

describe('InvoiceCard', () => {
  it('shows an open invoice part paid: its figures, the next due date, the instalments and the receipt', () => {
    renderCard(
      <InvoiceCard
        invoice={invoiceOf({
          paidMinor: 150_000,
          dueMinor: 150_000,
          nextDue: { dueDate: '2026-04-01', amountMinor: 150_000 },
          instalments: [instalment(1, { paidMinor: 150_000, status: 'paid' }), instalment(2)],
          entries: [payment()],
        })}
      />,
    );

    const card = screen.getByRole('article', { name: 'Physics' });
    expect(within(card).getByText('Open')).toBeTruthy();
    expect(within(card).queryByText('Overdue')).toBeNull();
    expect(figure('Total')).toBe('₹3,000.00');
    expect(figure('Paid')).toBe('₹1,500.00');
    expect(figure('Due')).toBe('₹1,500.00');
    expect(figure('Next due')).toBe('₹1,500.00by 1 Apr 2026');

    const table = screen.getByRole('table', { name: 'Instalments' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.children].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['1 of 2', '1 Mar 2026', '₹1,500.00', 'Paid'],
      ['2 of 2', '1 Apr 2026', '₹1,500.00', 'Due'],
    ]);

    const ledger = screen.getByRole('region', { name: 'Payments and refunds' });
    expect(within(ledger).getByText('Payment')).toBeTruthy();
    expect(within(ledger).getByText(/Receipt 17/)).toBeTruthy();
    expect(within(ledger).getByRole('button', { name: 'Download receipt 17' })).toBeTruthy();
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('marks an invoice with an instalment past its date as overdue', () => {
    renderCard(
      <InvoiceCard invoice={invoiceOf({ instalments: [instalment(1, { status: 'overdue' }), instalment(2)] })} />,
    );

    const card = screen.getByRole('article', { name: 'Physics' });
    expect(within(card).getAllByText('Overdue')).toHaveLength(2);
  });

  it('says when the held seat is released while nothing is paid, and not once something is', () => {
    const held = invoiceOf({ accessAfterPayment: true, seatHeldUntil: '2026-03-04T18:29:59.000Z' });
    const { rerender } = renderCard(<InvoiceCard invoice={held} />);
    expect(screen.getByRole('note').textContent).toBe(
      'Pay by 4 Mar 2026 to keep your seat: the classroom opens after your first payment',
    );

    rerender(
      <QueryClientProvider client={new QueryClient()}>
        <InvoiceCard invoice={{ ...held, paidMinor: 150_000, dueMinor: 150_000, entries: [payment()] }} />
      </QueryClientProvider>,
    );
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('shows paid and cancelled invoices without a next due date', () => {
    renderCard(
      <>
        <InvoiceCard
          invoice={invoiceOf({
            id: 'paid',
            course: { id: 'c2', title: 'Chemistry' },
            status: 'paid',
            paidMinor: 300_000,
            dueMinor: 0,
            nextDue: null,
          })}
        />
        <InvoiceCard
          invoice={invoiceOf({
            id: 'cancelled',
            course: { id: null, title: 'Biology' },
            status: 'cancelled',
            dueMinor: 0,
            seatHeldUntil: '2026-03-04T18:29:59.000Z',
            instalments: [instalment(1, { status: 'cancelled' })],
          })}
        />
      </>,
    );

    const paid = screen.getByRole('article', { name: 'Chemistry' });
    expect(within(paid).getByText('Paid', { selector: 'span' })).toBeTruthy();
    expect(within(paid).queryByText('Next due')).toBeNull();
    const cancelled = screen.getByRole('article', { name: 'Biology' });
    expect(within(cancelled).getAllByText('Cancelled')).toHaveLength(2);
    expect(within(cancelled).queryByText('Next due')).toBeNull();
    expect(within(cancelled).queryByRole('note')).toBeNull();
  });

  it('shows each payment’s refund request, refunds and corrections, and the screen’s buttons', () => {
    renderCard(
      <InvoiceCard
        invoice={invoiceOf({
          paidMinor: 150_000,
          entries: [
            payment({ id: 'p1', receiptNumber: 1, refundRequest: { id: 'r1', state: 'requested' } }),
            payment({ id: 'p2', receiptNumber: 2, refundRequest: { id: 'r2', state: 'approved' } }),
            payment({ id: 'p3', receiptNumber: 3, refundRequest: { id: 'r3', state: 'declined' } }),
            payment({ id: 'p4', receiptNumber: 4, canRequestRefund: true }),
            payment({ id: 'p5', kind: 'refund', amountMinor: -150_000, receiptNumber: null, refundsId: 'p2' }),
            payment({ id: 'p6', kind: 'correction', amountMinor: -100, receiptNumber: null, note: 'Typed 1 too many' }),
          ],
        })}
        actions={<Button>Pay online</Button>}
        entryActions={(entry) => entry.canRequestRefund && <Button>Ask for a refund</Button>}
      />,
    );

    const items = within(screen.getByRole('region', { name: 'Payments and refunds' })).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Payment₹1,500.00Refund requested',
      'Payment₹1,500.00Refunded',
      'Payment₹1,500.00Refund declined',
      'Payment₹1,500.00',
      'Refund-₹1,500.00',
      'Correction-₹1.00',
    ]);
    expect(within(items[3] as HTMLElement).getByRole('button', { name: 'Ask for a refund' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Ask for a refund' })).toHaveLength(1);
    expect(within(items[4] as HTMLElement).queryByRole('button')).toBeNull();
    expect(within(items[5] as HTMLElement).getByText('Typed 1 too many')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Download receipt/ })).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Pay online' })).toBeTruthy();
  });
});
