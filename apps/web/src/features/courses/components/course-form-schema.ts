import { AT_RISK_MINIMUM_CLASSES, AT_RISK_MISSED_CLASSES, AT_RISK_PERCENT } from '@tutorium/contract/at-risk';
import { type Course, type CourseInput, courseInputSchema, DEFAULT_MAX_STUDENTS } from '@tutorium/contract/courses';
import { z } from 'zod';

/** What the inputs hold: text everywhere (number inputs included), and the chosen class days. */
const courseFormFieldsSchema = z.object({
  title: z.string(),
  description: z.string(),
  category: z.string(),
  level: z.string(),
  status: z.string(),
  thumbnail: z.string(),
  schedule: z.object({ days: z.array(z.string()), startTime: z.string(), endTime: z.string() }),
  duration: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  maxStudents: z.string(),
  price: z.string(),
  waitlistEnabled: z.boolean(),
  instalments: z.string(),
  accessAfterPayment: z.boolean(),
  atRiskBelowPercent: z.string(),
  atRiskMissedClasses: z.string(),
  atRiskMinimumClasses: z.string(),
});
export type CourseFormValues = z.input<typeof courseFormFieldsSchema>;

/** An empty number input means "not given", never 0, so the contract reports it as missing. */
const given = (value: string): string | undefined => (value.trim() === '' ? undefined : value.trim());

/**
 * The form's values, checked by the contract's own course rules: the field names are the
 * contract's, so its messages (including "schedule.endTime") land under the right inputs.
 */
export const courseFormSchema = courseFormFieldsSchema
  .transform((values): unknown => ({
    ...values,
    thumbnail: values.thumbnail.trim(),
    duration: given(values.duration),
    maxStudents: given(values.maxStudents),
    price: given(values.price),
    instalments: given(values.instalments),
    atRiskBelowPercent: given(values.atRiskBelowPercent),
    atRiskMissedClasses: given(values.atRiskMissedClasses),
    atRiskMinimumClasses: given(values.atRiskMinimumClasses),
  }))
  .pipe(courseInputSchema);
export type CourseFormOutput = z.output<typeof courseFormSchema>;

/** docs/seed-spec.md §5's defaults come from the contract: level beginner, status active, 50 seats. */
export const newCourseFormValues: CourseFormValues = {
  title: '',
  description: '',
  category: '',
  level: courseInputSchema.shape.level.parse(undefined),
  status: courseInputSchema.shape.status.parse(undefined),
  thumbnail: '',
  schedule: { days: [], startTime: '', endTime: '' },
  duration: '',
  startDate: '',
  endDate: '',
  maxStudents: String(DEFAULT_MAX_STUDENTS),
  price: '',
  waitlistEnabled: true,
  instalments: '1',
  accessAfterPayment: true,
  atRiskBelowPercent: String(AT_RISK_PERCENT.default),
  atRiskMissedClasses: String(AT_RISK_MISSED_CLASSES.default),
  atRiskMinimumClasses: String(AT_RISK_MINIMUM_CLASSES.default),
};

export function courseFormValuesOf(course: Course): CourseFormValues {
  return {
    title: course.title,
    description: course.description,
    category: course.category,
    level: course.level,
    status: course.status,
    thumbnail: course.thumbnail,
    schedule: { ...course.schedule, days: [...course.schedule.days] },
    duration: String(course.durationHours),
    startDate: course.startDate,
    endDate: course.endDate,
    maxStudents: String(course.maxStudents),
    price: String(course.price),
    waitlistEnabled: course.waitlistEnabled,
    instalments: String(course.instalments),
    accessAfterPayment: course.accessAfterPayment,
    atRiskBelowPercent: String(course.atRiskBelowPercent ?? AT_RISK_PERCENT.default),
    atRiskMissedClasses: String(course.atRiskMissedClasses ?? AT_RISK_MISSED_CLASSES.default),
    atRiskMinimumClasses: String(course.atRiskMinimumClasses ?? AT_RISK_MINIMUM_CLASSES.default),
  };
}

/** The request body; the duration goes as "N hours", as docs/seed-spec.md §5 says. */
export function courseBodyOf(values: CourseFormOutput): CourseInput {
  return { ...values, duration: `${values.duration} hours` };
}

/** Fields the server may name in its field errors. */
export const courseFormFields = [
  'title',
  'description',
  'category',
  'level',
  'status',
  'thumbnail',
  'schedule.days',
  'schedule.startTime',
  'schedule.endTime',
  'duration',
  'startDate',
  'endDate',
  'maxStudents',
  'price',
  'waitlistEnabled',
  'instalments',
  'accessAfterPayment',
  'atRiskBelowPercent',
  'atRiskMissedClasses',
  'atRiskMinimumClasses',
] as const;
