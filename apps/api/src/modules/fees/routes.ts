import { invoiceEndpoints } from '@tutorium/contract/endpoints/fees';
import { feeMessages } from '@tutorium/contract/fees';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';
import { ok, registerEndpoints } from '../../platform/endpoint-route';
import { correctEntry, recordDeskPayment } from './desk-payments';
import { childInvoices, myInvoices, readInvoiceFor } from './invoice-reads';

/** The receipt's PDF is served by receipt-routes.ts, with the receipts it belongs to. */
const { receipt: _receipt, ...endpoints } = invoiceEndpoints;

/** Mounted at /api: invoices and their ledger, and payments at the desk (docs/product.md, "Fees"). */
export const invoiceRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerEndpoints(app, endpoints, {
    myInvoices: async (request) => ok({ data: await myInvoices(ctx, request.user) }),

    childInvoices: async (request) => ok({ data: await childInvoices(ctx, request.user, request.params.studentId) }),

    invoice: async (request) => ok({ data: await readInvoiceFor(ctx, request.user, request.params.id) }),

    recordPayment: async (request) =>
      ok({
        message: feeMessages.paymentRecorded,
        data: await recordDeskPayment(ctx, request.user, request.params.id, request.body),
      }),

    correctEntry: async (request) =>
      ok({
        message: feeMessages.correctionRecorded,
        data: await correctEntry(ctx, request.user, request.params.entryId, request.body),
      }),
  });
};
