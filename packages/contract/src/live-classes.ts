import { z } from 'zod';
import { isoDateField, isoDateTimeField, text } from './fields';
import { sentence } from './text-with';
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

export const meetingLinkField = text(/*i18n*/ 'Meeting link', { error: /*i18n*/ 'Meeting link is required' })
  .trim()
  .min(1, /*i18n*/ 'Meeting link is required')
  .pipe(z.url({ protocol: /^https?$/, error: /*i18n*/ 'Meeting link must be an http:// or https:// address' }));

const titleField = text(/*i18n*/ 'Title', { error: /*i18n*/ 'Title is required' })
  .trim()
  .min(1, /*i18n*/ 'Title is required')
  .max(150, /*i18n*/ 'Title is too long');
const subjectField = text(/*i18n*/ 'Subject', { error: /*i18n*/ 'Subject is required' })
  .trim()
  .min(1, /*i18n*/ 'Subject is required')
  .max(100, /*i18n*/ 'Subject is too long');
const durationField = z.coerce
  .number({ error: /*i18n*/ 'Duration is required' })
  .int(/*i18n*/ 'Duration must be a whole number of minutes')
  .min(1, /*i18n*/ 'Duration must be more than 0 minutes')
  .max(600, /*i18n*/ 'Duration must be at most 600 minutes');

/** Tutorium's own body, as its web form sends it: the course by id, the start as one instant. */
export const liveClassInputSchema = z.object({
  title: titleField,
  courseId: z.uuid({ error: /*i18n*/ 'Please choose a course' }),
  subject: subjectField,
  /** The start as an instant: the browser turns the chosen local date and time into ISO 8601 with an offset. */
  startsAt: isoDateTimeField(/*i18n*/ 'Date and time', /*i18n*/ 'Date and time are required'),
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
    courseId: z.uuid({ error: /*i18n*/ 'Please choose a course' }).optional(),
    course: text(/*i18n*/ 'Course')
      .trim()
      .min(1, /*i18n*/ 'Please choose a course')
      .max(150, /*i18n*/ 'Course is too long')
      .optional(),
    startsAt: isoDateTimeField(/*i18n*/ 'Date and time', /*i18n*/ 'Date and time are required').optional(),
    date: text(/*i18n*/ 'Date').trim().max(40, /*i18n*/ 'Date is too long').optional(),
    time: text(/*i18n*/ 'Time').trim().max(20, /*i18n*/ 'Time is too long').optional(),
    timeZone: text(/*i18n*/ 'Time zone').trim().max(60, /*i18n*/ 'Time zone is too long').optional(),
    durationMinutes: durationField.optional(),
    duration: durationField.optional(),
  })
  .transform((body, ctx) => {
    const courseRef = body.courseId ?? body.course;
    if (courseRef === undefined) {
      ctx.addIssue({ code: 'custom', path: ['course'], message: /*i18n*/ 'Please choose a course' });
    }
    const durationMinutes = body.durationMinutes ?? body.duration;
    if (durationMinutes === undefined) {
      ctx.addIssue({ code: 'custom', path: ['duration'], message: /*i18n*/ 'Duration is required' });
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
  if (!date) return { field: 'date', problem: /*i18n*/ 'Date and time are required' };
  const withOffset = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/i.test(date);
  if (withOffset) {
    const instant = new Date(date);
    return Number.isNaN(instant.getTime())
      ? { field: 'date', problem: /*i18n*/ 'Date is not a valid date' }
      : { instant: date };
  }
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?$/.exec(date);
  if (!match) return { field: 'date', problem: /*i18n*/ 'Date must be a date (YYYY-MM-DD)' };
  const [, year, month, day, dateHour, dateMinute] = match.map(Number);
  const timeMatch = time ? /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(time) : null;
  if (time && !timeMatch) return { field: 'time', problem: /*i18n*/ 'Time must be HH:MM' };
  const hour = timeMatch ? Number(timeMatch[1]) : dateHour;
  const minute = timeMatch ? Number(timeMatch[2]) : dateMinute;
  if (hour === undefined || minute === undefined || Number.isNaN(hour) || Number.isNaN(minute)) {
    return { field: 'time', problem: /*i18n*/ 'Time is required' };
  }
  if (hour > 23 || minute > 59) return { field: 'time', problem: /*i18n*/ 'Time must be HH:MM' };
  if (year === undefined || month === undefined || day === undefined) {
    return { field: 'date', problem: /*i18n*/ 'Date must be a date (YYYY-MM-DD)' };
  }
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCDate() !== day || check.getUTCMonth() !== month - 1) {
    return { field: 'date', problem: /*i18n*/ 'Date is not a valid date' };
  }
  const wallClock = { date: `${year}-${pad(month)}-${pad(day)}`, time: `${pad(hour)}:${pad(minute)}` };
  if (timeZone === undefined) return { wallClock };
  const instant = wallClockInstant(wallClock.date, wallClock.time, timeZone);
  if (instant === null) {
    return { field: 'timeZone', problem: /*i18n*/ 'Time zone must be an IANA name or an offset like +02:00' };
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
    date: isoDateField(/*i18n*/ 'Date').optional(),
    from: isoDateTimeField('from').optional(),
    to: isoDateTimeField('to').optional(),
    subject: text(/*i18n*/ 'Subject').trim().max(100).optional(),
    /** A course id, or a course title (matched whole, ignoring case). */
    course: text(/*i18n*/ 'Course').trim().max(150).optional(),
    instructorId: z.uuid(/*i18n*/ 'Not a valid instructor id').optional(),
    state: z.enum(liveClassStates).optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    message: /*i18n*/ 'to is before from',
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
  scheduled: /*i18n*/ 'Live class scheduled successfully!',
  updated: /*i18n*/ 'Live class updated successfully!',
  cancelled: /*i18n*/ 'Live class cancelled successfully',
  notFound: /*i18n*/ 'Live class not found',
  joined: /*i18n*/ 'Joining class',
  ended: /*i18n*/ 'Class Ended',
  notStarted: sentence(/*i18n*/ 'This class opens {minutes} minutes before it starts', {
    minutes: JOIN_OPENS_MINUTES_BEFORE,
  }),
  inPast: /*i18n*/ 'This class would already be over. Choose a later start or a longer duration.',
  createLogin: /*i18n*/ 'You must be logged in to create a live class',
  feedReset: /*i18n*/ 'Your calendar link was replaced; the old one no longer works',
  noCourseTitled: (title: string) => sentence(/*i18n*/ 'None of your courses is titled "{title}"', { title }),
  manyCoursesTitled: (title: string) =>
    sentence(/*i18n*/ 'More than one of your courses is titled "{title}"; send courseId instead', { title }),
} as const;
