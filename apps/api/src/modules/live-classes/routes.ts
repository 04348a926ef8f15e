import { errorResponseSchema, messageResponseSchema } from '@tutorium/contract/api';
import { idParamsSchema } from '@tutorium/contract/fields';
import {
  calendarFeedSchema,
  joinResponseSchema,
  liveClassBodySchema,
  liveClassListSchema,
  liveClassMessages,
  liveClassQuerySchema,
  liveClassResponseSchema,
  liveClassSchema,
} from '@tutorium/contract/live-classes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRole, requireUser } from '../../platform/authentication';
import type { AppContext } from '../../platform/context';
import { unauthenticated } from '../../platform/errors';
import { fileNameStem } from '../../platform/file-names';
import { failureResponses, secured } from '../../platform/route-schemas';
import { calendarFeed, calendarFeedUrl, resetCalendarFeed, singleClassCalendar } from './calendar';
import {
  cancelLiveClass,
  createLiveClass,
  getLiveClass,
  joinLiveClass,
  listLiveClasses,
  updateLiveClass,
} from './service';

const failures = failureResponses(400, 401, 403, 404, 409);
const teachers = ['teacher', 'admin'] as const;

export const liveClassRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['live classes'],
        summary:
          "The classes the caller may see (a teacher's own courses', a student's enrolled courses'), soonest first, as an array; a visitor sees none",
        ...secured,
        querystring: liveClassQuerySchema,
        response: { 200: liveClassListSchema, ...failures },
      },
      // Public so a signed-out client gets an empty list rather than a 401 it would treat as "signed out".
      config: { access: 'public' },
    },
    async (request) => (request.user ? listLiveClasses(ctx, request.user, request.query) : []),
  );

  app.post(
    '/',
    {
      schema: {
        tags: ['live classes'],
        summary: 'Schedule a class for one of your courses',
        ...secured,
        body: liveClassBodySchema,
        response: { 201: liveClassResponseSchema, ...failures },
      },
    },
    async (request, reply) => {
      if (!request.user) throw unauthenticated(liveClassMessages.createLogin);
      const liveClass = await createLiveClass(ctx, requireRole(request, teachers), request.body);
      return reply.status(201).send({ success: true, message: liveClassMessages.scheduled, liveClass });
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['live classes'],
        summary: 'The class itself (404 for anyone who may not see it)',
        ...secured,
        params: idParamsSchema,
        response: { 200: liveClassSchema, ...failures },
      },
    },
    async (request) => getLiveClass(ctx, requireUser(request), request.params.id),
  );

  app.put(
    '/:id',
    {
      schema: {
        tags: ['live classes'],
        summary: "Edit a class (its course's teacher or an admin)",
        ...secured,
        params: idParamsSchema,
        body: liveClassBodySchema,
        response: { 200: liveClassResponseSchema, ...failures },
      },
    },
    async (request) => ({
      success: true as const,
      message: liveClassMessages.updated,
      liveClass: await updateLiveClass(ctx, requireRole(request, teachers), request.params.id, request.body),
    }),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags: ['live classes'],
        summary: "Cancel a class (its course's teacher or an admin)",
        ...secured,
        params: idParamsSchema,
        response: { 200: messageResponseSchema, ...failures },
      },
    },
    async (request) => {
      await cancelLiveClass(ctx, requireRole(request, teachers), request.params.id);
      return { success: true as const, message: liveClassMessages.cancelled };
    },
  );

  app.post(
    '/:id/join',
    {
      schema: {
        tags: ['live classes'],
        summary: 'Join: records a student check-in (once) and answers the meeting link',
        ...secured,
        params: idParamsSchema,
        response: { 200: joinResponseSchema, ...failures },
      },
    },
    async (request) => ({
      success: true as const,
      message: liveClassMessages.joined,
      data: await joinLiveClass(ctx, requireUser(request), request.params.id),
    }),
  );

  app.get(
    '/:id/ics',
    {
      schema: {
        tags: ['live classes'],
        summary: 'One class as an iCalendar file',
        ...secured,
        params: idParamsSchema,
        produces: ['text/calendar'],
        response: { 200: z.string(), ...failures },
      },
    },
    async (request, reply) => {
      const liveClass = await getLiveClass(ctx, requireUser(request), request.params.id);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileNameStem(liveClass.title, 'live-class')}.ics"`)
        .send(singleClassCalendar(liveClass));
    },
  );
};

export const calendarRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/feed-url',
    {
      schema: {
        tags: ['calendar'],
        summary: "The signed-in user's private calendar feed address",
        ...secured,
        response: { 200: calendarFeedSchema, ...failures },
      },
    },
    async (request) => ({ success: true as const, data: { url: await calendarFeedUrl(ctx, requireUser(request)) } }),
  );

  app.post(
    '/feed-url/reset',
    {
      schema: {
        tags: ['calendar'],
        summary: 'Replace the feed address; the old one stops working',
        ...secured,
        response: { 200: calendarFeedSchema.extend({ message: z.string() }), ...failures },
      },
    },
    async (request) => ({
      success: true as const,
      message: liveClassMessages.feedReset,
      data: { url: await resetCalendarFeed(ctx, requireUser(request)) },
    }),
  );

  app.get(
    '/feed/:file',
    {
      schema: {
        tags: ['calendar'],
        summary: 'A private iCalendar feed, addressed by its secret (no sign-in: calendar apps fetch it)',
        params: z.object({ file: z.string().regex(/^[A-Za-z0-9_-]{20,64}\.ics$/, 'Calendar not found') }),
        produces: ['text/calendar'],
        response: { 200: z.string(), 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const body = await calendarFeed(ctx, request.params.file.replace(/\.ics$/, ''));
      return reply.type('text/calendar; charset=utf-8').header('cache-control', 'private, max-age=300').send(body);
    },
  );
};
