import { z } from 'zod';
import { pageQuerySchema, paginationSchema } from './api';
import { AT_RISK_PERCENT } from './at-risk';
import { performanceRowSchema } from './dashboard';
import { isoDateField, text, timeZoneField } from './fields';

/** The default at-risk line the charts draw; each course sets its own (see at-risk.ts). */
export const AT_RISK_BELOW_PERCENT = AT_RISK_PERCENT.default;
/**
 * The analytics at-risk list (the shared definition in at-risk.ts, as of today whatever the date
 * range) shows the students most at risk first, at most this many; `atRiskTotal` counts them all.
 */
export const AT_RISK_LIST_LIMIT = 50;
/**
 * The per-course charts show at most this many courses, those needing attention first (the lowest
 * attendance rate, the lowest average progress), in title order; `attendanceCourseTotal` and
 * `completionCourseTotal` count them all. A teacher's handful of courses all show; an admin's
 * platform of thousands does not become thousands of bars.
 */
export const COURSE_CHART_LIMIT = 25;

export const analyticsQuerySchema = z
  .object({
    startDate: isoDateField(/*i18n*/ 'Start date').optional(),
    endDate: isoDateField(/*i18n*/ 'End date').optional(),
  })
  .refine((range) => !range.startDate || !range.endDate || range.startDate <= range.endDate, {
    path: ['endDate'],
    message: /*i18n*/ 'End date cannot be before start date',
  });
export type AnalyticsQuery = z.input<typeof analyticsQuerySchema>;

const rate = z.object({ present: z.number(), total: z.number(), percentage: z.number().nullable() });

export const teacherAnalyticsSchema = z.object({
  success: z.literal(true),
  data: z.object({
    enrolmentsByWeek: z.array(z.object({ week: z.string(), enrolments: z.number() })),
    attendanceByCourse: z.array(z.object({ course: z.object({ id: z.string(), title: z.string() }), ...rate.shape })),
    attendanceCourseTotal: z.number(),
    attendanceByWeek: z.array(z.object({ week: z.string(), ...rate.shape })),
    statusMix: z.object({ present: z.number(), absent: z.number(), late: z.number(), excused: z.number() }),
    completionByCourse: z.array(
      z.object({
        course: z.object({ id: z.string(), title: z.string() }),
        students: z.number(),
        lessons: z.number(),
        averageProgress: z.number(),
        completed: z.number(),
      }),
    ),
    completionCourseTotal: z.number(),
    atRisk: z.array(
      z.object({
        student: z.object({ id: z.string(), name: z.string(), email: z.string() }),
        course: z.object({ id: z.string(), title: z.string() }),
        ...rate.shape,
      }),
    ),
    atRiskTotal: z.number(),
  }),
});
export type TeacherAnalytics = z.infer<typeof teacherAnalyticsSchema>['data'];

export const performanceSorts = ['student', 'course', 'attendance', 'progress', 'score', 'lastActivity'] as const;
export const performanceQuerySchema = pageQuerySchema.extend({
  search: text(/*i18n*/ 'Search').trim().max(100).optional(),
  courseId: z.uuid(/*i18n*/ 'Not a valid course id').optional(),
  sort: z.enum(performanceSorts).default('student'),
  order: z.enum(['asc', 'desc']).default('asc'),
});
export type PerformanceQuery = z.input<typeof performanceQuerySchema>;

/** The CSV takes every page, and writes its times in the viewer's time zone (UTC when not given). */
export const performanceExportQuerySchema = performanceQuerySchema
  .omit({ page: true, pageSize: true })
  .extend({ timeZone: timeZoneField.default('UTC') });

export const performanceResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(performanceRowSchema),
  pagination: paginationSchema,
});
