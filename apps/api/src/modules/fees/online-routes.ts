import { onlinePaymentEndpoints } from '@tutorium/contract/endpoints/fees';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';
import { ok, registerEndpoints } from '../../platform/endpoint-route';
import { languageOf } from '../../platform/language';
import { receiveWebhook, startCheckout } from './online-payments';

/** Mounted at /api: paying an invoice online, and the provider's webhook (docs/product.md, "Paying online"). */
export const onlinePaymentRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { checkout, webhook } = onlinePaymentEndpoints;
  registerEndpoints(
    app,
    { checkout },
    {
      checkout: async (request) =>
        ok({ data: await startCheckout(ctx, request.user, request.params.id, languageOf(request)) }),
    },
  );

  // The webhook's signature is over the exact bytes sent, so its JSON is kept unparsed: a parser of its
  // own, in a context of its own, leaves every other route's JSON parsed as usual.
  await app.register(async (raw) => {
    raw.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    registerEndpoints(
      raw,
      { webhook },
      {
        webhook: async (request) => {
          await receiveWebhook(ctx, request.params.provider, request.body, request.headers);
          return { received: true as const };
        },
      },
    );
  });
};
