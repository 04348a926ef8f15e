import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { teacherRoles } from '@tutorium/contract/access';
import { errorResponseSchema, messageResponseSchema } from '@tutorium/contract/api';
import { idParamsSchema } from '@tutorium/contract/fields';
import {
  resourceInputSchema,
  resourceListQuerySchema,
  resourceListResponseSchema,
  resourceMessages,
  resourceResponseSchema,
} from '@tutorium/contract/resources';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRole } from '../../platform/authentication';
import type { AppContext } from '../../platform/context';
import { AppError, badRequest } from '../../platform/errors';
import { failureResponses } from '../../platform/route-schemas';
import { countAccess, deleteResource, findFile, listResources, updateResource, uploadResource } from './service';
import { resourcesDir } from './storage';

const failures = failureResponses(400, 401, 403, 404, 413, 415);

export const resourceRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const dir = resourcesDir(ctx.config.dataDir);
  const maxBytes = ctx.config.resourceMaxBytes;
  await app.register(multipart, { limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 10_000 } });
  await app.register(fastifyStatic, { root: dir, serve: false });

  app.get(
    '/',
    {
      schema: {
        tags: ['resources'],
        summary: 'The free resource library (public), searchable and filterable',
        querystring: resourceListQuerySchema,
        response: { 200: resourceListResponseSchema, 400: errorResponseSchema },
      },
      config: { access: 'public' },
    },
    async (request) => ({ success: true as const, ...(await listResources(ctx, request.query)) }),
  );

  app.get(
    '/mine',
    {
      schema: {
        tags: ['resources'],
        summary: "The signed-in teacher's uploads (every resource for an admin)",
        querystring: resourceListQuerySchema,
        response: { 200: resourceListResponseSchema, ...failures },
      },
      config: { access: teacherRoles },
    },
    async (request) => ({
      success: true as const,
      ...(await listResources(ctx, request.query, requireRole(request, teacherRoles))),
    }),
  );

  app.post(
    '/',
    {
      schema: {
        tags: ['resources'],
        summary: `Upload a PDF, video (MP4/WebM), eBook (EPUB) or DOCX as multipart/form-data: title, description, category, file (at most ${Math.round(maxBytes / 1024 / 1024)} MB)`,
        consumes: ['multipart/form-data'],
        response: { 201: resourceResponseSchema, ...failures },
      },
      config: { access: teacherRoles },
    },
    async (request, reply) => {
      const uploader = requireRole(request, teacherRoles);
      if (!request.isMultipart()) throw badRequest('Send the upload as multipart/form-data');
      const fields: Record<string, string> = {};
      let file: { buffer: Buffer; fileName: string } | null = null;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            file = { buffer: await part.toBuffer(), fileName: part.filename };
          } else if (typeof part.value === 'string') {
            fields[part.fieldname] = part.value;
          }
        }
      } catch (error) {
        if (error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new AppError(
            'PAYLOAD_TOO_LARGE',
            `The file is larger than the ${Math.round(maxBytes / 1024 / 1024)} MB limit`,
          );
        }
        throw error;
      }
      const input = resourceInputSchema.safeParse(fields);
      if (!input.success) {
        const errors = Object.fromEntries(input.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
        throw badRequest(input.error.issues[0]?.message ?? 'Invalid resource', errors);
      }
      if (!file) throw badRequest(resourceMessages.fileRequired, { file: resourceMessages.fileRequired });
      const data = await uploadResource(ctx, uploader, input.data, file, dir);
      return reply.status(201).send({ success: true, message: resourceMessages.uploaded, data });
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        tags: ['resources'],
        summary: "Edit a resource's title, description or category (its uploader or an admin)",
        params: idParamsSchema,
        body: resourceInputSchema,
        response: { 200: resourceResponseSchema, ...failures },
      },
      config: { access: teacherRoles },
    },
    async (request) => {
      const data = await updateResource(ctx, requireRole(request, teacherRoles), request.params.id, request.body);
      return { success: true as const, message: resourceMessages.updated, data };
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags: ['resources'],
        summary: 'Delete a resource and its file (its uploader or an admin)',
        params: idParamsSchema,
        response: { 200: messageResponseSchema, ...failures },
      },
      config: { access: teacherRoles },
    },
    async (request) => {
      await deleteResource(ctx, requireRole(request, teacherRoles), request.params.id, dir);
      return { success: true as const, message: resourceMessages.deleted };
    },
  );

  app.get(
    '/:id/download',
    {
      schema: {
        tags: ['resources'],
        summary: 'Download the file (counts a download)',
        params: idParamsSchema,
        response: { 200: z.unknown(), ...failures },
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const file = await countAccess(ctx, request.params.id, 'download');
      return reply.download(file.storedName, file.fileName);
    },
  );

  app.get(
    '/:id/view',
    {
      schema: {
        tags: ['resources'],
        summary: 'Stream a video inline, with byte ranges (counts a view once per playback)',
        params: idParamsSchema,
        response: { 200: z.unknown(), 206: z.unknown(), ...failures },
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const range = request.headers.range;
      const startsPlayback = range === undefined || /^bytes=0-/.test(range);
      const file = startsPlayback
        ? await countAccess(ctx, request.params.id, 'view')
        : await findFile(ctx, request.params.id);
      return reply.sendFile(file.storedName);
    },
  );
};
