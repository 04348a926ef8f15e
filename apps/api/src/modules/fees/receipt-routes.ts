import { invoiceEndpoints } from '@tutorium/contract/endpoints/fees';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';
import { registerEndpoints } from '../../platform/endpoint-route';
import { languageOf } from '../../platform/language';
import { receiptFor } from './receipt-data';
import { receiptPdf } from './receipt-pdf';

/** A payment's receipt as a PDF download, in the reader's language. */
export const receiptRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerEndpoints(
    app,
    { receipt: invoiceEndpoints.receipt },
    {
      receipt: async (request, reply) => {
        const receipt = await receiptFor(ctx, request.user, request.params.entryId);
        const pdf = await receiptPdf(receipt, languageOf(request));
        return reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="receipt-${receipt.receiptNumber}.pdf"`)
          .header('cache-control', 'private, no-store')
          .send(pdf);
      },
    },
  );
};
