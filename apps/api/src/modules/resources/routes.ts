import multipart from '@fastify/multipart';
import { teacherRoles } from '@tutorium/contract/access';
import { resourceEndpoints } from '@tutorium/contract/endpoints/resources';
import { idParamsSchema } from '@tutorium/contract/fields';
import { resourceMessages } from '@tutorium/contract/resources';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRole } from '../../platform/authentication';
import type { AppContext } from '../../platform/context';
import { endpointRoutePath, registerEndpoint } from '../../platform/endpoint-route';
import { failureResponses } from '../../platform/route-schemas';
import { sendStoredFile } from '../../platform/storage/send';
import { deleteResource, listResources, openResourceFile, updateResource, uploadResource } from './service';
import { readUploadForm, resourceKey, UPLOAD_TIMEOUT_MS } from './upload';

const fileFailures = failureResponses(400, 404, 416);

export const resourceRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const maxBytes = ctx.config.resourceMaxBytes;
  // The parser stops one byte past the limit; the upload itself refuses that byte (see upload.ts).
  await app.register(multipart, { limits: { fileSize: maxBytes + 1, files: 1, fields: 10, fieldSize: 10_000 } });

  registerEndpoint(app, resourceEndpoints.list, async (request) => ({
    success: true as const,
    ...(await listResources(ctx, request.query)),
  }));

  registerEndpoint(app, resourceEndpoints.mine, async (request) => ({
    success: true as const,
    ...(await listResources(ctx, request.query, requireRole(request, teacherRoles))),
  }));

  // A plain route: the multipart body streams in inside the handler, the summary tells the configured
  // size limit, and the upload may take longer than the usual handler timeout.
  const upload = resourceEndpoints.upload;
  app.post(
    endpointRoutePath(app, upload),
    {
      schema: {
        tags: [...upload.tags],
        summary: `${upload.summary} (at most ${Math.round(maxBytes / 1024 / 1024)} MB)`,
        consumes: ['multipart/form-data'],
        response: { [upload.status]: upload.response, ...failureResponses(...upload.failures) },
      },
      config: { access: upload.access },
      // The body streams in inside the handler: a large file on a slow link may take as long as the
      // server allows any request to arrive (requestTimeout in app.ts), not REQUEST_TIMEOUT_MS.
      handlerTimeout: UPLOAD_TIMEOUT_MS,
    },
    async (request, reply) => {
      const uploader = requireRole(request, teacherRoles);
      const form = await readUploadForm(request, ctx.storage, maxBytes);
      const data = await uploadResource(ctx, uploader, form);
      return reply.status(upload.status).send({ success: true, message: resourceMessages.uploaded, data });
    },
  );

  registerEndpoint(app, resourceEndpoints.update, async (request) => {
    const data = await updateResource(ctx, requireRole(request, teacherRoles), request.params.id, request.body);
    return { success: true as const, message: resourceMessages.updated, data };
  });

  registerEndpoint(app, resourceEndpoints.remove, async (request) => {
    await deleteResource(ctx, requireRole(request, teacherRoles), request.params.id);
    return { success: true as const, message: resourceMessages.deleted };
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

  app.get(
    '/:id/download',
    {
      schema: {
        tags: ['resources'],
        summary: 'Download the file, whole or by byte ranges (counts a download)',
        params: idParamsSchema,
        response: { 200: z.unknown(), 206: z.unknown(), ...fileFailures },
      },
      config: { access: 'public' },
    },
    (request, reply) => sendResourceFile(request, reply, 'download'),
  );

  app.get(
    '/:id/view',
    {
      schema: {
        tags: ['resources'],
        summary: 'Stream a video inline, with byte ranges so it can seek (counts a view once per playback)',
        params: idParamsSchema,
        response: { 200: z.unknown(), 206: z.unknown(), ...fileFailures },
      },
      config: { access: 'public' },
    },
    (request, reply) => sendResourceFile(request, reply, 'view'),
  );
};
