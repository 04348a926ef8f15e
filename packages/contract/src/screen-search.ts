import { z } from 'zod';
import { analyticsQuerySchema, performanceQuerySchema } from './analytics';
import { atRiskQuerySchema } from './at-risk';
import { dateRangeQuerySchema, studentAttendanceQuerySchema } from './attendance';
import { reportStatuses } from './conversations';
import { catalogueQuerySchema, instructorCoursesQuerySchema } from './courses';
import { duesQuerySchema, refundRequestStates, revenueQuerySchema } from './fees';
import { isoDateField, text } from './fields';
import { liveClassQuerySchema } from './live-classes';
import { auditLogQuerySchema } from './privacy';
import { resourceListQuerySchema } from './resources';
import { studentListQuerySchema, teacherListQuerySchema, userListQuerySchema } from './users';

/*
 * The search parameters of each screen whose filters the address bar keeps. Where the address uses
 * the names of the endpoint the screen lists from, it is that endpoint's query schema (or its
 * fields), so a link, the filters shown and the list fetched agree. Where the address names a filter
 * its own way (an Inbox link says ?show=unread, the endpoint takes unread=true), a small schema here
 * says what the address may hold; the screen turns it into the endpoint's query. Apart from
 * screen-paths.ts so that the paths stay free of zod (the landing page links with them); its keys
 * are screen keys of screen-paths.ts. Every field is optional or has a default, as an address may
 * hold none of them.
 */

/**
 * The register's date: absent means today, while a field the user cleared stays in the address as
 * `date=` (the register then asks for a date), as does a date that does not exist.
 */
const registerDate = isoDateField(/*i18n*/ 'Date').catch('').optional();

/** The live classes' filters: the endpoint's day and subject, and a course only by id (the course picker's value). */
const liveClassesSearchSchema = z.object({
  date: liveClassQuerySchema.shape.date,
  course: z.uuid().optional(),
  subject: liveClassQuerySchema.shape.subject,
});

/** A date range the address keeps as ?from=&to= (the endpoints take startDate and endDate). */
const fromToSearch = {
  from: dateRangeQuerySchema.shape.startDate,
  to: dateRangeQuerySchema.shape.endDate,
};

/** The teacher's register of any course: the course and date pickers. */
const attendanceSearchSchema = z.object({ course: z.uuid().optional(), date: registerDate });

/** The student's live classes: every class, those to come, or those that have ended. */
export const liveClassViews = ['all', 'upcoming', 'completed'] as const;

/**
 * The Messages screen: the conversation open beside (on a phone: instead of) the list, and a search
 * within one's own conversations. The list and the thread load more on demand, so no page number.
 */
const messagesSearchSchema = z.object({
  conversation: z.uuid().optional(),
  search: text(/*i18n*/ 'Search').trim().optional(),
});

/** The admin's reported conversations: the open reports unless another status is chosen, and the report read. */
const reportedConversationsSearchSchema = z.object({
  status: z.enum([...reportStatuses, 'all']).default('open'),
  report: z.uuid().optional(),
});

export const screenSearchSchemas = {
  'site.courses': catalogueQuerySchema,
  'site.teachers': teacherListQuerySchema,
  'site.resources': resourceListQuerySchema,
  'teacher.courses': instructorCoursesQuerySchema,
  'teacher.students': studentListQuerySchema,
  'teacher.enrollments': studentListQuerySchema,
  'teacher.resources': resourceListQuerySchema,
  'teacher.users': userListQuerySchema,
  'teacher.auditLog': auditLogQuerySchema,
  'teacher.performance': performanceQuerySchema,
  'teacher.atRisk': atRiskQuerySchema,
  'teacher.analytics': z.object({
    from: analyticsQuerySchema.shape.startDate,
    to: analyticsQuerySchema.shape.endDate,
  }),
  'teacher.inbox': z.object({ show: z.enum(['all', 'unread']).default('all') }),
  'teacher.email': z.object({ show: z.enum(['all', 'failed']).default('all') }),
  'teacher.notifications': z.object({ filter: z.enum(['all', 'unread']).default('all') }),
  'teacher.messages': messagesSearchSchema,
  'teacher.reportedConversations': reportedConversationsSearchSchema,
  'teacher.liveClasses': liveClassesSearchSchema,
  'teacher.attendance': attendanceSearchSchema,
  'teacher.markAttendance': attendanceSearchSchema,
  'teacher.courseAttendance': z.object({ date: registerDate, ...fromToSearch }),
  'teacher.dues': duesQuerySchema,
  'teacher.revenue': revenueQuerySchema,
  'teacher.refunds': z.object({ state: z.enum([...refundRequestStates, 'all']).default('requested') }),
  'student.courses': z.object({ search: text(/*i18n*/ 'Search').trim().optional() }),
  'student.exploreCourses': catalogueQuerySchema,
  'student.exploreTeachers': teacherListQuerySchema,
  'student.attendance': studentAttendanceQuerySchema,
  'student.liveClasses': liveClassesSearchSchema.extend({
    view: z.enum(liveClassViews).default('all'),
  }),
  'student.notifications': z.object({ filter: z.enum(['all', 'unread']).default('all') }),
  'student.messages': messagesSearchSchema,
  'guardian.messages': messagesSearchSchema,
  // The return from the payment provider's checkout page names the invoice just paid (docs/product.md, "Fees").
  'student.fees': z.object({ paid: z.string().optional() }),
  'guardian.child': z.object({ paid: z.string().optional() }),
} as const;
