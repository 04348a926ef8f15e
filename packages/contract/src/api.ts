import { z } from 'zod';
import { errorCodes } from './error-codes';

/** The shape of every failed answer: a stable code, a message to show, and field errors where input was bad. */
export const errorResponseSchema = z.object({
  success: z.literal(false),
  code: z.enum(errorCodes),
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const messageResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** Liveness: the process answers. It never looks at the database, so a database outage restarts nothing. */
export const healthResponseSchema = z.object({ status: z.literal('ok') });

/** Readiness: every part the instance needs, each up or down; 503 names the parts that are down. */
export const readinessResponseSchema = z.object({
  status: z.enum(['ready', 'unavailable']),
  checks: z.record(z.string(), z.enum(['up', 'down'])),
  message: z.string(),
});

export const pageQuerySchema = z.object({
  page: z.coerce
    .number()
    .int(/*i18n*/ 'Page must be a whole number')
    .min(1, /*i18n*/ 'Page must be 1 or more')
    .default(1),
  pageSize: z.coerce.number().int().min(1).max(100, /*i18n*/ 'Page size must be at most 100').default(12),
});

/** Page size of a list whose caller asked for a page without naming its size. */
export const DEFAULT_PAGE_SIZE = 12;
/** A list asked for with no paging parameters answers every item the caller may see, up to this many. */
export const LIST_CAP = 1000;

/**
 * Paging of the lists a plain client reads whole (courses, users, students, teachers, contact
 * messages): `page` or `pageSize` given → that page; neither → everything up to LIST_CAP.
 * `pageWindow` turns the parsed query into the page to read.
 */
export const listQuerySchema = z.object({
  page: z.coerce
    .number()
    .int(/*i18n*/ 'Page must be a whole number')
    .min(1, /*i18n*/ 'Page must be 1 or more')
    .optional(),
  pageSize: z.coerce.number().int().min(1).max(100, /*i18n*/ 'Page size must be at most 100').optional(),
});

export function pageWindow(query: { page?: number | undefined; pageSize?: number | undefined }): {
  page: number;
  pageSize: number;
} {
  if (query.page === undefined && query.pageSize === undefined) return { page: 1, pageSize: LIST_CAP };
  return { page: query.page ?? 1, pageSize: query.pageSize ?? DEFAULT_PAGE_SIZE };
}

export const paginationSchema = z.object({
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
  pages: z.number(),
});
export type Pagination = z.infer<typeof paginationSchema>;
