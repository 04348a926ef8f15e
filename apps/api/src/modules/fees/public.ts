export { startFeeChecks } from './due-reminders';
export { readInvoice } from './invoice-view';
export { appendLedgerEntry, type LedgerRow, type NewLedgerEntry } from './ledger';
export { refundOnline } from './online-payments';
export { closeInvoices, instalmentPlan, openInvoices } from './open-invoices';
