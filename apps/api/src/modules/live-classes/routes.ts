import { teacherRoles } from '@tutorium/contract/access';
import { calendarEndpoints, liveClassEndpoints } from '@tutorium/contract/endpoints/live-classes';
import { liveClassMessages } from '@tutorium/contract/live-classes';
import type { FastifyPluginAsync } from 'fastify';
import { requireRole, requireUser } from '../../platform/authentication';
import type { AppContext } from '../../platform/context';
import { registerEndpoint } from '../../platform/endpoint-route';
import { fileNameStem } from '../../platform/file-names';
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
  registerEndpoint(app, liveClassEndpoints.list, async (request) =>
    request.user ? listLiveClasses(ctx, request.user, request.query) : [],
  );

  registerEndpoint(app, liveClassEndpoints.create, async (request) => ({
    success: true as const,
    message: liveClassMessages.scheduled,
    liveClass: await createLiveClass(ctx, requireRole(request, teacherRoles), request.body),
  }));

  registerEndpoint(app, liveClassEndpoints.get, async (request) =>
    getLiveClass(ctx, requireUser(request), request.params.id),
  );

  registerEndpoint(app, liveClassEndpoints.update, async (request) => ({
    success: true as const,
    message: liveClassMessages.updated,
    liveClass: await updateLiveClass(ctx, requireRole(request, teacherRoles), request.params.id, request.body),
  }));

  registerEndpoint(app, liveClassEndpoints.cancel, async (request) => {
    await cancelLiveClass(ctx, requireRole(request, teacherRoles), request.params.id);
    return { success: true as const, message: liveClassMessages.cancelled };
  });

  registerEndpoint(app, liveClassEndpoints.join, async (request) => ({
    success: true as const,
    message: liveClassMessages.joined,
    data: await joinLiveClass(ctx, requireUser(request), request.params.id),
  }));

  registerEndpoint(app, liveClassEndpoints.calendarFile, async (request, reply) => {
    const liveClass = await getLiveClass(ctx, requireUser(request), request.params.id);
    return reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="${fileNameStem(liveClass.title, 'live-class')}.ics"`)
      .send(singleClassCalendar(liveClass));
  });
};

/** Each user's private calendar feed (docs/product.md §6), registered from its contract endpoints. */
export const calendarRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerEndpoint(app, calendarEndpoints.feedUrl, async (request) => ({
    success: true as const,
    data: { url: await calendarFeedUrl(ctx, requireUser(request)) },
  }));

  registerEndpoint(app, calendarEndpoints.resetFeedUrl, async (request) => ({
    success: true as const,
    message: liveClassMessages.feedReset,
    data: { url: await resetCalendarFeed(ctx, requireUser(request)) },
  }));

  registerEndpoint(app, calendarEndpoints.feed, async (request, reply) => {
    const body = await calendarFeed(ctx, request.params.file.replace(/\.ics$/, ''));
    return reply.type('text/calendar; charset=utf-8').header('cache-control', 'private, max-age=300').send(body);
  });
};
