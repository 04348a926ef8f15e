import multipart from '@fastify/multipart';
import { resourceEndpoints } from '@tutorium/contract/endpoints/resources';
import { idParamsSchema } from '@tutorium/contract/fields';
import { resourceMessages } from '@tutorium/contract/resources';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { ok, registerEndpoints } from '../../platform/endpoint-route';
import { failureResponses } from '../../platform/route-schemas';
import { sendStoredFile } from '../../platform/storage/send';
import { deleteResource, listResources, openResourceFile, updateResource, uploadResource } from './service';
import { readUploadForm, resourceKey, UPLOAD_TIMEOUT_MS } from './upload';

const fileFailures = failureResponses(400, 404, 416);

export const resourceRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const maxBytes = ctx.config.resourceMaxBytes;
  // The parser stops one byte past the limit; the upload itself refuses that byte (see upload.ts).
  await app.register(multipart, { limits: { fileSize: maxBytes + 1, files: 1, fields: 10, fieldSize: 10_000 } });

  registerEndpoints(app, resourceEndpoints, {
    list: async (request) => ok(await listResources(ctx, request.query)),

    mine: async (request) => ok(await listResources(ctx, request.query, request.user)),

    // The multipart body streams in inside the handler, which may take longer than REQUEST_TIMEOUT_MS:
    // a large file on a slow link may take as long as the server allows any request to arrive
    // (requestTimeout in app.ts). The summary tells the configured size limit.
    upload: {
      summary: `${resourceEndpoints.upload.summary} (at most ${Math.round(maxBytes / 1024 / 1024)} MB)`,
      handlerTimeout: UPLOAD_TIMEOUT_MS,
      handler: async (request) => {
        const form = await readUploadForm(request, ctx.storage, maxBytes);
        const data = await uploadResource(ctx, request.user, form);
        return ok({ message: resourceMessages.uploaded, data });
      },
    },

    update: async (request) => {
      const data = await updateResource(ctx, request.user, request.params.id, request.body);
      return ok({ message: resourceMessages.updated, data });
    },

    remove: async (request) => {
      await deleteResource(ctx, request.user, request.params.id);
      return ok({ message: resourceMessages.deleted });
    },
  });

  /** A request that starts the file counts; later byte ranges of the same download or playback do not. */
  const startsFile = (request: FastifyRequest) =>
    request.method === 'GET' && (request.headers.range === undefined || /^bytes=0-/.test(request.headers.range));
  const fileMessages = {
    missing: resourceMessages.fileMissing,
    rangeNotSatisfiable: resourceMessages.rangeNotSatisfiable,
  };
  /** Streams a resource's file (or the asked byte range), counting a download or a view as it starts. */
  const sendResourceFile = async (
    request: FastifyRequest<{ Params: { id: string } }>,
    reply: FastifyReply,
    use: 'download' | 'view',
  ) => {
    const file = await openResourceFile(ctx, request.params.id, use, startsFile(request));
    return sendStoredFile(
      reply,
      ctx.storage,
      {
        key: resourceKey(file.storedName),
        size: file.sizeBytes,
        mimeType: file.mimeType,
        fileName: file.fileName,
        disposition: use === 'download' ? 'attachment' : 'inline',
      },
      request.headers.range,
      fileMessages,
    );
  };

  /** A download and an inline view differ only in what they count and how the file is sent. */
  const fileRoute = (path: string, use: 'download' | 'view', summary: string) =>
    app.get(
      path,
      {
        schema: {
          tags: ['resources'],
          summary,
          params: idParamsSchema,
          response: { 200: z.unknown(), 206: z.unknown(), ...fileFailures },
        },
        config: { access: 'public' },
      },
      (request, reply) => sendResourceFile(request, reply, use),
    );
  fileRoute('/:id/download', 'download', 'Download the file, whole or by byte ranges (counts a download)');
  fileRoute(
    '/:id/view',
    'view',
    'Stream a video inline, with byte ranges so it can seek (counts a view once per playback)',
  );
};
