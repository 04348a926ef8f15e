import { gradebookEndpoints } from '@tutorium/contract/endpoints/gradebook';
import { gradebookMessages } from '@tutorium/contract/gradebook';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';
import { ok, registerEndpoints } from '../../platform/endpoint-route';
import { languageOf } from '../../platform/language';
import { exportGradebook, myGrades, readGradebook, saveSetup } from './service';

export const gradebookRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerEndpoints(app, gradebookEndpoints, {
    read: async (request) =>
      ok({ data: await readGradebook(ctx, request.user, request.params.courseId, languageOf(request)) }),

    saveSetup: async (request) =>
      ok({
        message: gradebookMessages.saved,
        data: await saveSetup(ctx, request.user, request.params.courseId, request.body, languageOf(request)),
      }),

    export: async (request, reply) => {
      const { fileName, csv } = await exportGradebook(ctx, request.user, request.params.courseId, languageOf(request));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(csv);
    },

    mine: async (request) =>
      ok({ data: await myGrades(ctx, request.user, request.params.courseId, languageOf(request)) }),
  });
};
