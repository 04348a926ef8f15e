import { z } from 'zod';
import { teacherRoles } from '../access';
import {
  analyticsQuerySchema,
  performanceExportQuerySchema,
  performanceQuerySchema,
  performanceResponseSchema,
  teacherAnalyticsSchema,
} from '../analytics';
import { atRiskEmailResponseSchema, atRiskQuerySchema, atRiskResponseSchema } from '../at-risk';
import { defineEndpoint } from '../endpoint';

/** The teacher's analytics (docs/product.md §7), at-risk students (§5) and student performance table. */
export const analyticsEndpoints = {
  teacher: defineEndpoint({
    method: 'GET',
    path: '/analytics/teacher',
    summary: "Enrolments, attendance, status mix, completion and at-risk students over the teacher's courses",
    fallbackMessage: /*i18n*/ 'Failed to load analytics',
    tags: ['analytics'],
    access: teacherRoles,
    query: analyticsQuerySchema,
    status: 200,
    response: teacherAnalyticsSchema,
    rules: [],
  }),
  atRisk: defineEndpoint({
    method: 'GET',
    path: '/analytics/at-risk',
    summary: "The at-risk students of the teacher's active courses (every course for an admin), most at risk first",
    fallbackMessage: /*i18n*/ 'Failed to load the at-risk students',
    tags: ['analytics'],
    access: teacherRoles,
    query: atRiskQuerySchema,
    status: 200,
    response: atRiskResponseSchema,
    rules: [],
  }),
  emailAtRisk: defineEndpoint({
    method: 'POST',
    path: '/analytics/at-risk/email',
    summary: 'Emails the signed-in teacher their at-risk list (rate-limited per account)',
    fallbackMessage: /*i18n*/ 'Failed to email the at-risk list',
    invalidates: [],
    tags: ['analytics'],
    access: teacherRoles,
    status: 200,
    response: atRiskEmailResponseSchema,
    rules: ['too_many_requests'],
  }),
  performance: defineEndpoint({
    method: 'GET',
    path: '/analytics/performance',
    summary: "Every student of the teacher's courses with attendance, progress, course grade and last activity",
    fallbackMessage: /*i18n*/ 'Failed to load student performance',
    tags: ['analytics'],
    access: teacherRoles,
    query: performanceQuerySchema,
    status: 200,
    response: performanceResponseSchema,
    rules: [],
  }),
  performanceExport: defineEndpoint({
    method: 'GET',
    path: '/analytics/performance/export',
    summary: 'The performance table as CSV, with the same search and sort',
    fallbackMessage: /*i18n*/ 'Failed to export student performance',
    tags: ['analytics'],
    access: teacherRoles,
    query: performanceExportQuerySchema,
    status: 200,
    response: z.string(),
    produces: ['text/csv'],
    rules: [],
  }),
};
