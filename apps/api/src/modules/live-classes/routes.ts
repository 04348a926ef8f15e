import { calendarEndpoints, liveClassEndpoints } from '@tutorium/contract/endpoints/live-classes';
import { liveClassMessages } from '@tutorium/contract/live-classes';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';
import { ok, registerEndpoints } from '../../platform/endpoint-route';
import { fileNameStem } from '../../platform/file-names';
import { languageOf } from '../../platform/language';
import { calendarFeed, calendarFeedUrl, resetCalendarFeed, singleClassCalendar } from './calendar';
import {
  cancelLiveClass,
  createLiveClass,
  getLiveClass,
  joinLiveClass,
  listLiveClasses,
  updateLiveClass,
} from './service';

/** Live classes (docs/product.md §6), registered from their contract endpoints. */
export const liveClassRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerEndpoints(app, liveClassEndpoints, {
    list: async (request) => (request.user ? listLiveClasses(ctx, request.user, request.query) : []),

    create: async (request) =>
      ok({ message: liveClassMessages.scheduled, liveClass: await createLiveClass(ctx, request.user, request.body) }),

    get: async (request) => getLiveClass(ctx, request.user, request.params.id),

    update: async (request) =>
      ok({
        message: liveClassMessages.updated,
        liveClass: await updateLiveClass(ctx, request.user, request.params.id, request.body),
      }),

    cancel: async (request) => {
      await cancelLiveClass(ctx, request.user, request.params.id);
      return ok({ message: liveClassMessages.cancelled });
    },

    join: async (request) =>
      ok({ message: liveClassMessages.joined, data: await joinLiveClass(ctx, request.user, request.params.id) }),

    calendarFile: async (request, reply) => {
      const liveClass = await getLiveClass(ctx, request.user, request.params.id);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileNameStem(liveClass.title, 'live-class')}.ics"`)
        .send(singleClassCalendar(liveClass, languageOf(request)));
    },
  });
};

/** Each user's private calendar feed (docs/product.md §6), registered from its contract endpoints. */
export const calendarRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerEndpoints(app, calendarEndpoints, {
    feedUrl: async (request) => ok({ data: { url: await calendarFeedUrl(ctx, request.user) } }),

    resetFeedUrl: async (request) =>
      ok({ message: liveClassMessages.feedReset, data: { url: await resetCalendarFeed(ctx, request.user) } }),

    feed: async (request, reply) => {
      const body = await calendarFeed(ctx, request.params.file.replace(/\.ics$/, ''));
      return reply.type('text/calendar; charset=utf-8').header('cache-control', 'private, max-age=300').send(body);
    },
  });
};
