export { appendLedgerEntry, type LedgerRow, type NewLedgerEntry } from './ledger';
export { closeInvoices, openInvoices } from './open-invoices';
