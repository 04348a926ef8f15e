import { toNestErrors } from '@hookform/resolvers';
import { t } from '@lingui/core/macro';
import { type LiveClass, liveClassInputSchema } from '@tutorium/contract/live-classes';
import type { FieldError, Resolver } from 'react-hook-form';
import { toCalendarDate } from '../../../lib/format';
import type { LiveClassBody } from '../api/use-save-live-class';
import { instantOf, localTimeValue } from './live-class-time';

/** What the inputs hold: text everywhere; the start is a local date and a local time. */
export interface LiveClassFormValues {
  title: string;
  courseId: string;
  subject: string;
  date: string;
  time: string;
  durationMinutes: string;
  meetingLink: string;
  /** The teacher's tick that a start in the past is meant (asked only then). */
  confirmPast: boolean;
}

type FormField = keyof LiveClassFormValues;

const formFields: readonly FormField[] = [
  'title',
  'courseId',
  'subject',
  'date',
  'time',
  'durationMinutes',
  'meetingLink',
  'confirmPast',
];
const isFormField = (value: unknown): value is FormField => formFields.some((field) => field === value);

/** Defaults for a new class: an hour long, everything else chosen by the teacher. */
export const newLiveClassFormValues: LiveClassFormValues = {
  title: '',
  courseId: '',
  subject: '',
  date: '',
  time: '',
  durationMinutes: '60',
  meetingLink: '',
  confirmPast: false,
};

/** A class's values, its start shown in the viewer's time zone. */
export function liveClassFormValuesOf(liveClass: LiveClass): LiveClassFormValues {
  const start = new Date(liveClass.startsAt);
  return {
    title: liveClass.title,
    courseId: liveClass.courseId,
    subject: liveClass.subject,
    date: toCalendarDate(start),
    time: localTimeValue(start),
    durationMinutes: String(liveClass.durationMinutes),
    meetingLink: liveClass.meetingLink,
    confirmPast: false,
  };
}

/**
 * Whether the date and time typed start before `now`: a new class, or a class given a new start. A
 * class edited at its own saved start is not asked about, so a past class's title can be corrected.
 */
export function startsInThePast(
  values: Pick<LiveClassFormValues, 'date' | 'time'>,
  savedStartsAt: string | undefined,
  now: Date,
): boolean {
  const start = instantOf(values.date, values.time);
  if (start === undefined) return false;
  const at = new Date(start).getTime();
  if (savedStartsAt !== undefined && at === new Date(savedStartsAt).getTime()) return false;
  return at < now.getTime();
}

/** The body the contract checks: the chosen local date and time become one instant. */
function candidateBody(values: LiveClassFormValues) {
  return {
    title: values.title,
    courseId: values.courseId,
    subject: values.subject,
    startsAt: instantOf(values.date, values.time) ?? '',
    // An empty number input means "not given", never 0, so the contract reports it as missing.
    durationMinutes: values.durationMinutes.trim() === '' ? undefined : values.durationMinutes.trim(),
    meetingLink: values.meetingLink,
  };
}

/**
 * Checks the form with the contract's liveClassInputSchema. The contract knows one `startsAt`;
 * the form asks for a date and a time, so a missing one is named under its own input, and any
 * other complaint about the start shows under the date. A start in the past (other than the saved
 * one of the class edited) needs the teacher's tick; the API refuses a class that would be over.
 */
export const liveClassFormResolver =
  (savedStartsAt?: string): Resolver<LiveClassFormValues, unknown, LiveClassBody> =>
  async (values, _context, options) => {
    const errors: Partial<Record<FormField, FieldError>> = {};
    if (values.date === '') errors.date = { type: 'required', message: t`Please choose a date` };
    if (values.time === '') errors.time = { type: 'required', message: t`Please choose a time` };
    if (!values.confirmPast && startsInThePast(values, savedStartsAt, new Date())) {
      errors.confirmPast = { type: 'required', message: t`Tick the box to schedule a class that starts in the past` };
    }

    const result = await liveClassInputSchema.safeParseAsync(candidateBody(values));
    if (result.success && Object.keys(errors).length === 0) return { values: result.data, errors: {} };

    for (const issue of result.success ? [] : result.error.issues) {
      const field = issue.path[0] === 'startsAt' ? 'date' : issue.path[0];
      if (!isFormField(field)) continue;
      if (field === 'date' && (errors.date !== undefined || errors.time !== undefined)) continue;
      errors[field] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: toNestErrors(errors, options) };
  };

/** Fields the server may name in its field errors, besides `startsAt`, which shows under the date. */
export const serverFields = ['title', 'courseId', 'subject', 'durationMinutes', 'meetingLink'] as const;
