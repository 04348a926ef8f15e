import { z } from 'zod';
import { teacherRoles } from '../access';
import { messageResponseSchema } from '../api';
import { defineEndpoint } from '../endpoint';
import { idParamsSchema } from '../fields';
import {
  calendarFeedResetSchema,
  calendarFeedSchema,
  joinResponseSchema,
  liveClassBodySchema,
  liveClassListSchema,
  liveClassMessages,
  liveClassQuerySchema,
  liveClassResponseSchema,
  liveClassSchema,
} from '../live-classes';

/** Live classes (docs/product.md §6): the teacher schedules them; whoever may see one joins it or saves it to a calendar. */
export const liveClassEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/live-classes',
    summary:
      "The classes the caller may see (a teacher's own courses', a student's enrolled courses'), soonest first, as an array; a visitor sees none",
    tags: ['live classes'],
    // Public so a signed-out client gets an empty list rather than a 401 it would treat as "signed out".
    access: 'public',
    query: liveClassQuerySchema,
    status: 200,
    response: liveClassListSchema,
    rules: [],
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/live-classes',
    summary: 'Schedule a class for one of your courses',
    tags: ['live classes'],
    access: teacherRoles,
    signInMessage: liveClassMessages.createLogin,
    body: liveClassBodySchema,
    status: 201,
    response: liveClassResponseSchema,
    rules: ['not_found', 'not_your_course'],
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/live-classes/:id',
    summary: 'The class itself (404 for anyone who may not see it)',
    tags: ['live classes'],
    access: 'signed-in',
    params: idParamsSchema,
    status: 200,
    response: liveClassSchema,
    rules: ['not_found'],
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/live-classes/:id',
    summary: "Edit a class (its course's teacher or an admin)",
    tags: ['live classes'],
    access: teacherRoles,
    params: idParamsSchema,
    body: liveClassBodySchema,
    status: 200,
    response: liveClassResponseSchema,
    rules: ['not_found', 'not_your_course'],
  }),
  cancel: defineEndpoint({
    method: 'DELETE',
    path: '/live-classes/:id',
    summary: "Cancel a class (its course's teacher or an admin)",
    tags: ['live classes'],
    access: teacherRoles,
    params: idParamsSchema,
    status: 200,
    response: messageResponseSchema,
    rules: ['not_found'],
  }),
  join: defineEndpoint({
    method: 'POST',
    path: '/live-classes/:id/join',
    summary: 'Join: records a student check-in (once) and answers the meeting link',
    tags: ['live classes'],
    access: 'signed-in',
    params: idParamsSchema,
    status: 200,
    response: joinResponseSchema,
    rules: ['not_found', 'class_ended', 'class_not_started'],
  }),
  calendarFile: defineEndpoint({
    method: 'GET',
    path: '/live-classes/:id/ics',
    summary: 'One class as an iCalendar file',
    tags: ['live classes'],
    access: 'signed-in',
    params: idParamsSchema,
    status: 200,
    response: z.string(),
    produces: ['text/calendar'],
    rules: ['not_found'],
  }),
};

/** Each user's private calendar feed of the classes they may see (docs/product.md §6). */
export const calendarEndpoints = {
  feedUrl: defineEndpoint({
    method: 'GET',
    path: '/calendar/feed-url',
    summary: "The signed-in user's private calendar feed address",
    tags: ['calendar'],
    access: 'signed-in',
    status: 200,
    response: calendarFeedSchema,
    rules: [],
  }),
  resetFeedUrl: defineEndpoint({
    method: 'POST',
    path: '/calendar/feed-url/reset',
    summary: 'Replace the feed address; the old one stops working',
    tags: ['calendar'],
    access: 'signed-in',
    status: 200,
    response: calendarFeedResetSchema,
    rules: [],
  }),
  feed: defineEndpoint({
    method: 'GET',
    path: '/calendar/feed/:file',
    summary: 'A private iCalendar feed, addressed by its secret (no sign-in: calendar apps fetch it)',
    tags: ['calendar'],
    access: 'public',
    params: z.object({ file: z.string().regex(/^[A-Za-z0-9_-]{20,64}\.ics$/, 'Calendar not found') }),
    status: 200,
    response: z.string(),
    produces: ['text/calendar'],
    rules: ['not_found'],
  }),
};
