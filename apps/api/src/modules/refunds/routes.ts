import { refundEndpoints } from '@tutorium/contract/endpoints/fees';
import { feeMessages } from '@tutorium/contract/fees';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';
import { ok, registerEndpoints } from '../../platform/endpoint-route';
import { refundPayment } from './admin-refund';
import { approveRefund, declineRefund } from './decide';
import { requestRefund } from './request';
import { listRefundRequests } from './request-view';

/** Mounted at /api: refund requests and their decisions, and an admin's refunds (docs/product.md, "Refunds"). */
export const refundRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerEndpoints(app, refundEndpoints, {
    requestRefund: async (request) =>
      ok({
        message: feeMessages.refundRequested,
        data: await requestRefund(ctx, request.user, request.params.entryId, request.body.reason),
      }),

    refundRequests: async (request) => ok({ data: await listRefundRequests(ctx, request.query.state) }),

    approveRefund: async (request) =>
      ok({
        message: feeMessages.refundApproved,
        data: await approveRefund(ctx, request.user, request.params.id, request.body.note),
      }),

    declineRefund: async (request) =>
      ok({
        message: feeMessages.refundDeclined,
        data: await declineRefund(ctx, request.user, request.params.id, request.body.note),
      }),

    refundPayment: async (request) =>
      ok({
        message: feeMessages.refundGiven,
        data: await refundPayment(ctx, request.user, request.params.entryId, request.body),
      }),
  });
};
