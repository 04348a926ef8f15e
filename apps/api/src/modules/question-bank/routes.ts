import { questionEndpoints } from '@tutorium/contract/endpoints/questions';
import { questionMessages } from '@tutorium/contract/questions';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';
import { sendCsv } from '../../platform/csv-reply';
import { ok, registerEndpoints } from '../../platform/endpoint-route';
import {
  createQuestion,
  deleteQuestion,
  exportQuestions,
  importQuestions,
  listQuestions,
  updateQuestion,
} from './service';

/** Mounted at /api: the bank under /courses/:courseId/questions, one question under /questions/:id. */
export const questionBankRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerEndpoints(app, questionEndpoints, {
    list: async (request) => ok(await listQuestions(ctx, request.user, request.params.courseId, request.query.tag)),

    create: async (request) =>
      ok({
        message: questionMessages.created,
        data: await createQuestion(ctx, request.user, request.params.courseId, request.body),
      }),

    update: async (request) =>
      ok({
        message: questionMessages.updated,
        data: await updateQuestion(ctx, request.user, request.params.id, request.body),
      }),

    delete: async (request) => {
      await deleteQuestion(ctx, request.user, request.params.id);
      return ok({ message: questionMessages.deleted });
    },

    export: async (request, reply) => {
      const { fileName, csv } = await exportQuestions(ctx, request.user, request.params.courseId);
      return sendCsv(reply, fileName, csv);
    },

    import: async (request) =>
      ok({
        message: questionMessages.imported,
        created: await importQuestions(ctx, request.user, request.params.courseId, request.body.csv),
      }),
  });
};
