import { duesEndpoints } from '@tutorium/contract/endpoints/fees';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';
import { sendCsv } from '../../platform/csv-reply';
import { ok, registerEndpoints } from '../../platform/endpoint-route';
import { languageOf } from '../../platform/language';
import { todayIn } from '../../platform/time-zone';
import { duesForExport, listDues } from './dues';
import { duesCsv } from './dues-csv';
import { revenue } from './revenue';

/** The teacher's and admin's view of the money: the dues list and its CSV, and revenue. */
export const duesRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerEndpoints(app, duesEndpoints, {
    dues: async (request) => ok(await listDues(ctx, request.user, request.query)),

    duesExport: async (request, reply) => {
      const lines = await duesForExport(ctx, request.user, request.query);
      const fileName = `dues-${request.query.status}-${todayIn(ctx.config.timeZone, ctx.now())}.csv`;
      return sendCsv(reply, fileName, duesCsv(lines, languageOf(request)));
    },

    revenue: async (request) => ok({ data: await revenue(ctx, request.user, request.query) }),
  });
};
