import { z } from 'zod';
import { pageQuerySchema, paginationSchema } from './api';
import { sentence } from './text-with';

/**
 * Who is at risk (docs/product.md, "At-risk students"): in an active course, attendance over the last
 * AT_RISK_WINDOW_DAYS below the course's percentage, or the course's last N marked classes missed in a row.
 */
export const AT_RISK_WINDOW_DAYS = 28;

/** Each course's own thresholds, with these defaults and bounds (CHECK constraints on courses too). */
export const AT_RISK_PERCENT = { default: 60, min: 1, max: 100 } as const;
export const AT_RISK_MISSED_CLASSES = { default: 3, min: 1, max: 20 } as const;
/** Marked classes a student needs in a course before its percentage rule can call them at risk: one missed class is no pattern. */
export const AT_RISK_MINIMUM_CLASSES = { default: 3, min: 1, max: 20 } as const;

/** An email lists at most this many students; it says how many more the dashboard shows. */
export const AT_RISK_EMAIL_ROWS = 100;
export const AT_RISK_DASHBOARD_ROWS = 5;

export const atRiskReasons = ['low_attendance', 'missed_in_a_row'] as const;
export type AtRiskReason = (typeof atRiskReasons)[number];

const thresholdField = (label: string, bounds: { min: number; max: number }) =>
  z.coerce
    .number({ error: sentence(/*i18n*/ '{label} must be a number', { label }) })
    .int(sentence(/*i18n*/ '{label} must be a whole number', { label }))
    .min(bounds.min, sentence(/*i18n*/ '{label} must be at least {min}', { label, min: bounds.min }))
    .max(bounds.max, sentence(/*i18n*/ '{label} must be at most {max}', { label, max: bounds.max }));

/** The course form's three fields; left out of a request, a course keeps what it has (new ones get the defaults). */
export const atRiskThresholdFields = {
  atRiskBelowPercent: thresholdField(/*i18n*/ 'At-risk attendance percentage', AT_RISK_PERCENT).optional(),
  atRiskMissedClasses: thresholdField(/*i18n*/ 'Missed classes in a row', AT_RISK_MISSED_CLASSES).optional(),
  atRiskMinimumClasses: thresholdField(
    /*i18n*/ 'Marked classes before the percentage applies',
    AT_RISK_MINIMUM_CLASSES,
  ).optional(),
};

export const atRiskQuerySchema = pageQuerySchema;
export type AtRiskQuery = z.input<typeof atRiskQuerySchema>;

export const atRiskRowSchema = z.object({
  student: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  course: z.object({ id: z.string(), title: z.string() }),
  /** Present out of counted records over the window; null with no records in it. */
  attendance: z.object({ present: z.number(), total: z.number(), percentage: z.number().nullable() }),
  /** Consecutive absences ending at the course's latest marked class (looked at up to the highest threshold). */
  missedInARow: z.number(),
  /** minimumClasses: marked classes in the window before belowPercent can flag the student. */
  thresholds: z.object({ belowPercent: z.number(), missedClasses: z.number(), minimumClasses: z.number() }),
  reasons: z.array(z.enum(atRiskReasons)),
  /** Where the teacher reads the student's record: the course's attendance with the window's statistics. */
  link: z.string(),
});
export type AtRiskRow = z.infer<typeof atRiskRowSchema>;

export const atRiskResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(atRiskRowSchema),
  pagination: paginationSchema,
  /** The first day of the window (UTC calendar date), so screens can say "since …". */
  since: z.string(),
});
export type AtRiskResponse = z.infer<typeof atRiskResponseSchema>;

export const atRiskEmailResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ students: z.number(), emailed: z.boolean() }),
});

export const atRiskMessages = {
  emailed: (count: number) =>
    count === 1
      ? /*i18n*/ 'The list of 1 student at risk is on its way to your inbox.'
      : sentence(/*i18n*/ 'The list of {count} students at risk is on its way to your inbox.', { count }),
  nobody: /*i18n*/ 'Nobody is at risk right now, so there is nothing to email.',
} as const;
