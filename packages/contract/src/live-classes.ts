import { z } from 'zod';
import { isoDateField, isoDateTimeField, text } from './fields';

export const liveClassStates = ['upcoming', 'live', 'ended'] as const;
export type LiveClassState = (typeof liveClassStates)[number];

/** A student who joins more than this many minutes after the start is suggested "late". */
export const LATE_AFTER_MINUTES = 10;
/** Join opens this many minutes before the start, so students can settle in. */
export const JOIN_OPENS_MINUTES_BEFORE = 15;

/** Upcoming before the start, Live from the start until start + duration, Ended from then on. */
export function liveClassState(startsAt: Date, durationMinutes: number, now: Date): LiveClassState {
  const start = startsAt.getTime();
  if (now.getTime() < start) return 'upcoming';
  return now.getTime() < start + durationMinutes * 60_000 ? 'live' : 'ended';
}

export const meetingLinkField = text('Meeting link', { error: 'Meeting link is required' })
  .trim()
  .min(1, 'Meeting link is required')
  .pipe(z.url({ protocol: /^https?$/, error: 'Meeting link must be an http:// or https:// address' }));

export const liveClassInputSchema = z.object({
  title: text('Title', { error: 'Title is required' }).trim().min(1, 'Title is required').max(150, 'Title is too long'),
  courseId: z.uuid({ error: 'Please choose a course' }),
  subject: text('Subject', { error: 'Subject is required' })
    .trim()
    .min(1, 'Subject is required')
    .max(100, 'Subject is too long'),
  /** The start as an instant: the browser turns the chosen local date and time into ISO 8601 with an offset. */
  startsAt: isoDateTimeField('Date and time', 'Date and time are required'),
  durationMinutes: z.coerce
    .number({ error: 'Duration is required' })
    .int('Duration must be a whole number of minutes')
    .min(1, 'Duration must be more than 0 minutes')
    .max(600, 'Duration must be at most 600 minutes'),
  meetingLink: meetingLinkField,
});
export type LiveClassInput = z.input<typeof liveClassInputSchema>;

export const liveClassSchema = z.object({
  _id: z.string(),
  id: z.string(),
  title: z.string(),
  subject: z.string(),
  course: z.object({ _id: z.string(), id: z.string(), title: z.string() }),
  startsAt: z.string(),
  endsAt: z.string(),
  /** Spec names: `date` holds date and time together, `duration` is minutes. */
  date: z.string(),
  duration: z.number(),
  durationMinutes: z.number(),
  state: z.enum(liveClassStates),
  meetingLink: z.string(),
  instructor: z.string(),
  instructorId: z.string(),
  participants: z.number(),
  /** For a student: when they joined through Tutorium. */
  joinedAt: z.string().nullable().optional(),
});
export type LiveClass = z.infer<typeof liveClassSchema>;

export const liveClassQuerySchema = z
  .object({
    /** A UTC calendar day, as the spec's `date` filter. */
    date: isoDateField('Date').optional(),
    from: isoDateTimeField('from').optional(),
    to: isoDateTimeField('to').optional(),
    subject: text('Subject').trim().max(100).optional(),
    course: z.uuid('Not a valid course id').optional(),
    instructorId: z.uuid('Not a valid instructor id').optional(),
    state: z.enum(liveClassStates).optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    message: 'to is before from',
  });
export type LiveClassQuery = z.input<typeof liveClassQuerySchema>;

export const liveClassListSchema = z.object({ success: z.literal(true), data: z.array(liveClassSchema) });
export const liveClassResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  liveClass: liveClassSchema,
});
export const joinResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ meetingLink: z.string(), joinedAt: z.string().nullable() }),
});
export const calendarFeedSchema = z.object({ success: z.literal(true), data: z.object({ url: z.string() }) });

export const liveClassMessages = {
  scheduled: 'Live class scheduled successfully!',
  updated: 'Live class updated successfully!',
  cancelled: 'Live class cancelled successfully',
  found: 'Live class found',
  notFound: 'Live class not found',
  joined: 'Joining class',
  ended: 'Class Ended',
  notStarted: `This class opens ${JOIN_OPENS_MINUTES_BEFORE} minutes before it starts`,
  createLogin: 'You must be logged in to create a live class',
  feedReset: 'Your calendar link was replaced; the old one no longer works',
} as const;
