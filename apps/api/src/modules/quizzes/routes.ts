import { quizEndpoints } from '@tutorium/contract/endpoints/quizzes';
import { quizMessages } from '@tutorium/contract/quizzes';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';
import { sendCsv } from '../../platform/csv-reply';
import { ok, registerEndpoints } from '../../platform/endpoint-route';
import { languageOf } from '../../platform/language';
import { getAttempt, saveAnswer, startAttempt, submitAttempt } from './attempts';
import { markAnswerByHand, quizResults, quizResultsCsv, releaseResults } from './results';
import { createQuiz, deleteQuiz, getQuiz, listQuizzes, myQuizzes, updateQuiz } from './service';

/** Mounted at /api: course-scoped paths under /courses/:courseId/quizzes, the rest under /quizzes and /quiz-attempts. */
export const quizRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerEndpoints(app, quizEndpoints, {
    list: async (request) => ok({ data: await listQuizzes(ctx, request.user, request.params.courseId) }),

    mine: async (request) => ok({ data: await myQuizzes(ctx, request.user) }),

    create: async (request) =>
      ok({
        message: quizMessages.created,
        data: await createQuiz(ctx, request.user, request.params.courseId, request.body),
      }),

    get: async (request) => ok({ data: await getQuiz(ctx, request.user, request.params.id) }),

    update: async (request) =>
      ok({ message: quizMessages.updated, data: await updateQuiz(ctx, request.user, request.params.id, request.body) }),

    delete: async (request) => {
      await deleteQuiz(ctx, request.user, request.params.id);
      return ok({ message: quizMessages.deleted });
    },

    start: async (request) => {
      const { attempt, resumed } = await startAttempt(ctx, request.user, request.params.id);
      return ok({ message: resumed ? quizMessages.resumed : quizMessages.started, resumed, data: attempt });
    },

    attempt: async (request) => ok({ data: await getAttempt(ctx, request.user, request.params.id) }),

    answer: async (request) =>
      ok({
        savedAt: await saveAnswer(ctx, request.user, request.params.id, request.params.questionId, request.body.answer),
      }),

    submit: async (request) =>
      ok({ message: quizMessages.submitted, data: await submitAttempt(ctx, request.user, request.params.id) }),

    mark: async (request) =>
      ok({
        message: quizMessages.marked,
        data: await markAnswerByHand(ctx, request.user, request.params.id, request.params.questionId, request.body),
      }),

    results: async (request) => ok({ data: await quizResults(ctx, request.user, request.params.id) }),

    exportResults: async (request, reply) => {
      const { fileName, csv } = await quizResultsCsv(ctx, request.user, request.params.id, languageOf(request));
      return sendCsv(reply, fileName, csv);
    },

    release: async (request) =>
      ok({ message: quizMessages.released, data: await releaseResults(ctx, request.user, request.params.id) }),
  });
};
