import { z } from 'zod';
import { isoDateField, isoDateTimeField, text } from './fields';
import { wallClockInstant } from './time-zones';

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

const titleField = text('Title', { error: 'Title is required' })
  .trim()
  .min(1, 'Title is required')
  .max(150, 'Title is too long');
const subjectField = text('Subject', { error: 'Subject is required' })
  .trim()
  .min(1, 'Subject is required')
  .max(100, 'Subject is too long');
const durationField = z.coerce
  .number({ error: 'Duration is required' })
  .int('Duration must be a whole number of minutes')
  .min(1, 'Duration must be more than 0 minutes')
  .max(600, 'Duration must be at most 600 minutes');

/** Tutorium's own body, as its web form sends it: the course by id, the start as one instant. */
export const liveClassInputSchema = z.object({
  title: titleField,
  courseId: z.uuid({ error: 'Please choose a course' }),
  subject: subjectField,
  /** The start as an instant: the browser turns the chosen local date and time into ISO 8601 with an offset. */
  startsAt: isoDateTimeField('Date and time', 'Date and time are required'),
  durationMinutes: durationField,
  meetingLink: meetingLinkField,
});
export type LiveClassInput = z.input<typeof liveClassInputSchema>;

/**
 * What POST and PUT /api/live-classes accept: Tutorium's body above, or the seed client's
 * (`course` as a title or an id, `date` and `time` as wall-clock values, `duration` in minutes).
 * `date` may also hold date and time together, as the seed's edit form sends it. A wall-clock
 * date and time are read in `timeZone` (an IANA name such as "Europe/Berlin", or an offset such
 * as "+02:00"); without one, the output keeps the wall clock and the API reads it in the acting
 * user's own zone (docs/api-compatibility.md). The output names the course (by id or by title,
 * which the API resolves among the caller's courses) and the start.
 */
export const liveClassBodySchema = z
  .object({
    title: titleField,
    subject: subjectField,
    meetingLink: meetingLinkField,
    courseId: z.uuid({ error: 'Please choose a course' }).optional(),
    course: text('Course').trim().min(1, 'Please choose a course').max(150, 'Course is too long').optional(),
    startsAt: isoDateTimeField('Date and time', 'Date and time are required').optional(),
    date: text('Date').trim().max(40, 'Date is too long').optional(),
    time: text('Time').trim().max(20, 'Time is too long').optional(),
    timeZone: text('Time zone').trim().max(60, 'Time zone is too long').optional(),
    durationMinutes: durationField.optional(),
    duration: durationField.optional(),
  })
  .transform((body, ctx) => {
    const courseRef = body.courseId ?? body.course;
    if (courseRef === undefined) {
      ctx.addIssue({ code: 'custom', path: ['course'], message: 'Please choose a course' });
    }
    const durationMinutes = body.durationMinutes ?? body.duration;
    if (durationMinutes === undefined) {
      ctx.addIssue({ code: 'custom', path: ['duration'], message: 'Duration is required' });
    }
    const start: Start = body.startsAt
      ? { instant: body.startsAt }
      : startFromWallClock(body.date, body.time, body.timeZone);
    if ('problem' in start) ctx.addIssue({ code: 'custom', path: [start.field], message: start.problem });
    if (courseRef === undefined || durationMinutes === undefined || 'problem' in start) return z.NEVER;
    const course: CourseRef = isUuid(courseRef) ? { id: courseRef } : { title: courseRef };
    return {
      title: body.title,
      subject: body.subject,
      meetingLink: body.meetingLink,
      course,
      start: 'instant' in start ? { instant: new Date(start.instant).toISOString() } : start,
      durationMinutes,
    };
  });
export type LiveClassBody = z.input<typeof liveClassBodySchema>;

/** A course named by a live-class body: by id, or by title for the API to resolve. */
export type CourseRef = { id: string } | { title: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string): boolean => UUID.test(value);

/** A start the body fixes (an instant), or a wall clock ("2027-06-02", "15:30") for the API to read in the user's zone. */
export type LiveClassStart = { instant: string } | { wallClock: { date: string; time: string } };
type Start = LiveClassStart | { field: 'date' | 'time' | 'timeZone'; problem: string };

const pad = (value: number) => String(value).padStart(2, '0');

/** The seed's `date` (+ `time`): an instant when it carries an offset or `timeZone` is sent, else a checked wall clock. */
function startFromWallClock(date: string | undefined, time: string | undefined, timeZone: string | undefined): Start {
  if (!date) return { field: 'date', problem: 'Date and time are required' };
  const withOffset = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/i.test(date);
  if (withOffset) {
    const instant = new Date(date);
    return Number.isNaN(instant.getTime()) ? { field: 'date', problem: 'Date is not a valid date' } : { instant: date };
  }
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?$/.exec(date);
  if (!match) return { field: 'date', problem: 'Date must be a date (YYYY-MM-DD)' };
  const [, year, month, day, dateHour, dateMinute] = match.map(Number);
  const timeMatch = time ? /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(time) : null;
  if (time && !timeMatch) return { field: 'time', problem: 'Time must be HH:MM' };
  const hour = timeMatch ? Number(timeMatch[1]) : dateHour;
  const minute = timeMatch ? Number(timeMatch[2]) : dateMinute;
  if (hour === undefined || minute === undefined || Number.isNaN(hour) || Number.isNaN(minute)) {
    return { field: 'time', problem: 'Time is required' };
  }
  if (hour > 23 || minute > 59) return { field: 'time', problem: 'Time must be HH:MM' };
  if (year === undefined || month === undefined || day === undefined) {
    return { field: 'date', problem: 'Date must be a date (YYYY-MM-DD)' };
  }
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCDate() !== day || check.getUTCMonth() !== month - 1) {
    return { field: 'date', problem: 'Date is not a valid date' };
  }
  const wallClock = { date: `${year}-${pad(month)}-${pad(day)}`, time: `${pad(hour)}:${pad(minute)}` };
  if (timeZone === undefined) return { wallClock };
  const instant = wallClockInstant(wallClock.date, wallClock.time, timeZone);
  if (instant === null) {
    return { field: 'timeZone', problem: 'Time zone must be an IANA name or an offset like +02:00' };
  }
  return { instant: instant.toISOString() };
}

export const liveClassSchema = z.object({
  _id: z.string(),
  id: z.string(),
  title: z.string(),
  subject: z.string(),
  /** The course's title, as the seed's client shows and matches it. */
  course: z.string(),
  courseId: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  /**
   * The seed's names: `date` holds date and time together (the start instant, ISO 8601 in UTC), `time`
   * is its HH:MM in the caller's time zone (so a seed client reads back the time it sent), `duration` is minutes.
   */
  date: z.string(),
  time: z.string(),
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
    /** A calendar day in the caller's time zone (visitors: the institute's), as the spec's `date` filter. */
    date: isoDateField('Date').optional(),
    from: isoDateTimeField('from').optional(),
    to: isoDateTimeField('to').optional(),
    subject: text('Subject').trim().max(100).optional(),
    /** A course id, or a course title (matched whole, ignoring case). */
    course: text('Course').trim().max(150).optional(),
    instructorId: z.uuid('Not a valid instructor id').optional(),
    state: z.enum(liveClassStates).optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    message: 'to is before from',
  });
export type LiveClassQuery = z.input<typeof liveClassQuerySchema>;

/** GET /api/live-classes answers the array itself. */
export const liveClassListSchema = z.array(liveClassSchema);
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
export const calendarFeedResetSchema = calendarFeedSchema.extend({ message: z.string() });

export const liveClassMessages = {
  scheduled: 'Live class scheduled successfully!',
  updated: 'Live class updated successfully!',
  cancelled: 'Live class cancelled successfully',
  notFound: 'Live class not found',
  joined: 'Joining class',
  ended: 'Class Ended',
  notStarted: `This class opens ${JOIN_OPENS_MINUTES_BEFORE} minutes before it starts`,
  inPast: 'This class would already be over. Choose a later start or a longer duration.',
  createLogin: 'You must be logged in to create a live class',
  feedReset: 'Your calendar link was replaced; the old one no longer works',
  noCourseTitled: (title: string) => `None of your courses is titled "${title}"`,
  manyCoursesTitled: (title: string) => `More than one of your courses is titled "${title}"; send courseId instead`,
} as const;
