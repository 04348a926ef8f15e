import multipart from '@fastify/multipart';
import { assignmentMessages } from '@tutorium/contract/assignments';
import { assignmentEndpoints } from '@tutorium/contract/endpoints/assignments';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';
import { ok, registerEndpoints } from '../../platform/endpoint-route';
import { UPLOAD_TIMEOUT_MS } from '../resources/public';
import { grade, release, releaseAll, returnForRework, review, roster } from './grading';
import {
  createAssignment,
  deleteAssignment,
  dueAssignments,
  getAssignment,
  listAssignments,
  updateAssignment,
} from './service';
import { assertMayUpload, mySubmission, sendFile, submit, uploadFile } from './submissions';

/** Mounted at /api: course-scoped paths under /courses/:courseId/assignments, the rest under /assignments and /assignment-…. */
export const assignmentRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  // Submission files follow the resource library's upload rules (kinds, size limit; see resources/upload.ts).
  const maxBytes = ctx.config.resourceMaxBytes;
  await app.register(multipart, { limits: { fileSize: maxBytes + 1, files: 1, fields: 10, fieldSize: 10_000 } });

  registerEndpoints(app, assignmentEndpoints, {
    list: async (request) => ok({ data: await listAssignments(ctx, request.user, request.params.courseId) }),

    due: async (request) => ok({ data: await dueAssignments(ctx, request.user) }),

    create: async (request) =>
      ok({
        message: assignmentMessages.created,
        data: await createAssignment(ctx, request.user, request.params.courseId, request.body),
      }),

    get: async (request) => ok({ data: await getAssignment(ctx, request.user, request.params.id) }),

    update: async (request) =>
      ok({
        message: assignmentMessages.updated,
        data: await updateAssignment(ctx, request.user, request.params.id, request.body),
      }),

    delete: async (request) => {
      await deleteAssignment(ctx, request.user, request.params.id);
      return ok({ message: assignmentMessages.deleted });
    },

    upload: {
      summary: `${assignmentEndpoints.upload.summary} (at most ${Math.round(maxBytes / 1024 / 1024)} MB, or the assignment's smaller limit)`,
      handlerTimeout: UPLOAD_TIMEOUT_MS,
      handler: async (request) => {
        const assignment = await assertMayUpload(ctx, request.user, request.params.id);
        return ok({ data: await uploadFile(ctx, request.user, assignment, request) });
      },
    },

    file: (request, reply) => sendFile(ctx, request.user, request.params.id, reply),

    mySubmission: async (request) => ok({ data: await mySubmission(ctx, request.user, request.params.id) }),

    submit: async (request) => {
      const { data, first } = await submit(ctx, request.user, request.params.id, request.body);
      return ok({ message: first ? assignmentMessages.submitted : assignmentMessages.resubmitted, data });
    },

    roster: async (request) => ok({ data: await roster(ctx, request.user, request.params.id) }),

    releaseAll: async (request) =>
      ok({ message: assignmentMessages.releasedAll, released: await releaseAll(ctx, request.user, request.params.id) }),

    review: async (request) => ok(await review(ctx, request.user, request.params.id)),

    grade: async (request) =>
      ok({ message: assignmentMessages.graded, data: await grade(ctx, request.user, request.params.id, request.body) }),

    return: async (request) =>
      ok({
        message: assignmentMessages.returned,
        data: await returnForRework(ctx, request.user, request.params.id, request.body),
      }),

    release: async (request) =>
      ok({ message: assignmentMessages.released, data: await release(ctx, request.user, request.params.id) }),
  });
};
