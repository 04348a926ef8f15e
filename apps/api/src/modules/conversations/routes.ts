import multipart from '@fastify/multipart';
import { conversationMessages } from '@tutorium/contract/conversations';
import { conversationEndpoints } from '@tutorium/contract/endpoints/conversations';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';
import { ok, registerEndpoints } from '../../platform/endpoint-route';
import { languageOf } from '../../platform/language';
import { readUploadForm, UPLOAD_TIMEOUT_MS } from '../resources/public';
import { assertMayUpload, attachmentFolder, recordAttachment, sendAttachment } from './attachments';
import {
  getConversation,
  history,
  listConversations,
  markRead,
  sendMessage,
  startConversation,
  unreadTotal,
} from './messaging';
import {
  answerRequest,
  blockUser,
  listBlocks,
  listReports,
  reportConversation,
  reportDetail,
  resolveReport,
  unblockUser,
} from './safety';

/** Direct messages, registered from their contract endpoints (docs/product.md, "Direct messages"). */
export const conversationRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  // Attachments follow the resource library's upload rules (kinds, size limit; see resources/upload.ts).
  const maxBytes = ctx.config.resourceMaxBytes;
  await app.register(multipart, { limits: { fileSize: maxBytes + 1, files: 1, fields: 10, fieldSize: 10_000 } });

  registerEndpoints(app, conversationEndpoints, {
    list: async (request) => ok(await listConversations(ctx, request.user, request.query, languageOf(request))),
    unread: async (request) => ok(await unreadTotal(ctx, request.user)),
    start: async (request) => ok(await startConversation(ctx, request.user, request.body, languageOf(request))),
    get: async (request) =>
      ok({ data: await getConversation(ctx, request.user, request.params.id, languageOf(request)) }),
    history: async (request) =>
      ok(await history(ctx, request.user, request.params.id, request.query, languageOf(request))),
    send: async (request) =>
      ok(await sendMessage(ctx, request.user, request.params.id, request.body, languageOf(request))),
    upload: {
      summary: `${conversationEndpoints.upload.summary} (at most ${Math.round(maxBytes / 1024 / 1024)} MB)`,
      handlerTimeout: UPLOAD_TIMEOUT_MS,
      handler: async (request) => {
        await ctx.limiter.consumeMessaging('message-send', request.user.id);
        await assertMayUpload(ctx, request.user, request.params.id);
        const form = await readUploadForm(request, ctx.storage, maxBytes, attachmentFolder);
        return ok({ data: await recordAttachment(ctx, request.user, request.params.id, form) });
      },
    },
    attachment: (request, reply) =>
      sendAttachment(ctx, request.user, request.params.id, request.params.attachmentId, reply),
    read: async (request) => ok(await markRead(ctx, request.user, request.params.id, request.body)),
    accept: async (request) =>
      ok({ data: await answerRequest(ctx, request.user, request.params.id, 'active', languageOf(request)) }),
    decline: async (request) =>
      ok({ data: await answerRequest(ctx, request.user, request.params.id, 'declined', languageOf(request)) }),
    report: async (request) =>
      ok({
        message: conversationMessages.reported,
        data: await reportConversation(ctx, request.user, request.params.id, request.body, languageOf(request)),
      }),
    blocks: async (request) => ok({ data: await listBlocks(ctx, request.user, languageOf(request)) }),
    block: async (request) =>
      ok({
        message: conversationMessages.blockedUser,
        data: await blockUser(ctx, request.user, request.params.userId, languageOf(request)),
      }),
    unblock: async (request) =>
      ok({
        message: conversationMessages.unblockedUser,
        data: await unblockUser(ctx, request.user, request.params.userId, languageOf(request)),
      }),
    reports: async (request) => ok(await listReports(ctx, request.query, languageOf(request))),
    reportDetail: async (request) => ok(await reportDetail(ctx, request.params.id, request.query, languageOf(request))),
    resolve: async (request) =>
      ok({
        message: conversationMessages.reportResolved,
        data: await resolveReport(ctx, request.user, request.params.id, request.body, languageOf(request)),
      }),
  });
};
