import { conversationMessages, type MessageAttachment } from '@tutorium/contract/conversations';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { messageAttachments } from '../../db/schema';
import type { AuthUser } from '../../platform/authentication';
import type { AppContext } from '../../platform/context';
import { badRequest, notFound } from '../../platform/errors';
import { pendingUploadCutoff, recordStoredFile } from '../../platform/storage/pending-uploads';
import { sendStoredFile } from '../../platform/storage/send';
import type { UploadForm } from '../resources/public';
import { assertNotRefused, loadOwnConversation } from './rules';
import { isReported } from './safety';
import { toAttachment } from './views';

/** The storage folder of message attachments. */
export const attachmentFolder = 'messages';

/** Refuses, before the file is read, an upload by someone who may not send in the conversation now. */
export async function assertMayUpload(ctx: AppContext, user: AuthUser, conversationId: string): Promise<void> {
  const conversation = await loadOwnConversation(ctx.db, user.id, conversationId);
  await assertNotRefused(ctx.db, conversation, user.id);
}

/** Records a file already streamed into storage as the uploader's, waiting for the send that names it. */
export async function recordAttachment(
  ctx: AppContext,
  user: AuthUser,
  conversationId: string,
  form: UploadForm,
): Promise<MessageAttachment> {
  const { file } = form;
  if (!file) throw badRequest(conversationMessages.attachmentUnknown, { file: conversationMessages.attachmentUnknown });
  const [row] = await recordStoredFile(ctx.storage, `${attachmentFolder}/${file.storedName}`, () =>
    ctx.db
      .insert(messageAttachments)
      .values({
        conversationId,
        uploadedBy: user.id,
        fileName: file.fileName,
        storedName: file.storedName,
        mimeType: file.mimeType,
        sizeBytes: file.sizeBytes,
      })
      .returning(),
  );
  if (!row) throw new Error('an attachment was not stored');
  return toAttachment(row);
}

/**
 * Sends a sent message's file to a participant of its conversation, or to an admin while the
 * conversation is reported; to anyone else it does not exist (404). Unsent uploads only to their uploader.
 */
export async function sendAttachment(
  ctx: AppContext,
  user: AuthUser,
  conversationId: string,
  attachmentId: string,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const mayRead =
    (await loadOwnConversation(ctx.db, user.id, conversationId).then(
      () => true,
      () => false,
    )) ||
    (user.role === 'admin' && (await isReported(ctx.db, conversationId)));
  if (!mayRead) throw notFound(conversationMessages.notFound);
  const [row] = await ctx.db
    .select()
    .from(messageAttachments)
    .where(and(eq(messageAttachments.id, attachmentId), eq(messageAttachments.conversationId, conversationId)));
  if (!row || (row.messageId === null && row.uploadedBy !== user.id)) {
    throw notFound(conversationMessages.attachmentNotFound);
  }
  return sendStoredFile(
    reply,
    ctx.storage,
    {
      key: `${attachmentFolder}/${row.storedName}`,
      size: row.sizeBytes,
      mimeType: row.mimeType,
      fileName: row.fileName,
      disposition: 'attachment',
    },
    undefined,
    { missing: conversationMessages.fileMissing, rangeNotSatisfiable: conversationMessages.fileMissing },
  );
}

/** Removes uploads never sent with a message, and their files (the recurring messages check). */
export async function removeUnsentAttachments(ctx: AppContext): Promise<number> {
  const stale = await ctx.db
    .delete(messageAttachments)
    .where(and(isNull(messageAttachments.messageId), lt(messageAttachments.createdAt, pendingUploadCutoff(ctx.now()))))
    .returning({ storedName: messageAttachments.storedName });
  for (const { storedName } of stale) await ctx.storage.delete(`${attachmentFolder}/${storedName}`);
  return stale.length;
}
