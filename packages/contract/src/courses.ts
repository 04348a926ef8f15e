import { z } from 'zod';
import { listQuerySchema, paginationSchema } from './api';
import { atRiskThresholdFields } from './at-risk';
import { courseFeePlanFields } from './fees';
import { isoDateField, optionalHttpUrl, text } from './fields';
import { sentence } from './text-with';

export const courseCategories = ['Mathematics', 'Physics', 'Programming', 'Languages', 'Business', 'Science'] as const;
export const courseCategorySchema = z.enum(courseCategories, { error: /*i18n*/ 'Please choose a category' });
export type CourseCategory = z.infer<typeof courseCategorySchema>;

export const courseLevels = ['beginner', 'intermediate', 'advanced'] as const;
export const courseLevelSchema = z.enum(courseLevels, { error: /*i18n*/ 'Please choose a level' });
export type CourseLevel = z.infer<typeof courseLevelSchema>;

export const courseStatuses = ['active', 'inactive', 'upcoming', 'completed'] as const;
export const courseStatusSchema = z.enum(courseStatuses, { error: /*i18n*/ 'Please choose a status' });
export type CourseStatus = z.infer<typeof courseStatusSchema>;

/** Courses that appear in the catalogue and accept enrolments. */
export const publishedCourseStatuses: readonly CourseStatus[] = ['active', 'upcoming'];

export const weekDays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export const weekDaySchema = z.enum(weekDays);
export type WeekDay = z.infer<typeof weekDaySchema>;

export const DEFAULT_MAX_STUDENTS = 50;

const timeOfDay = (label: string) =>
  text(label, { error: sentence(/*i18n*/ '{label} is required', { label }) }).regex(
    /^([01]\d|2[0-3]):[0-5]\d$/,
    sentence(/*i18n*/ '{label} is required (HH:MM)', { label }),
  );

/**
 * A number of hours, or text whose first number is the hours: "10 hours", "12h", "12", and "12 hours
 * hours", which the spec's client sends back when it edits a course (it appends " hours" to the text
 * it was given). "1.5 hours" stays a fraction, so it is refused like 1.5.
 */
const durationHours = z
  .union([z.number(), text(/*i18n*/ 'Duration').trim()], { error: /*i18n*/ 'Duration is required' })
  .transform((value, ctx) => {
    const hours = typeof value === 'number' ? value : Number(/\d+(?:\.\d+)?/.exec(value)?.[0]);
    if (!Number.isInteger(hours) || hours < 1 || hours > 10_000) {
      ctx.addIssue({ code: 'custom', message: /*i18n*/ 'Duration must be a whole number of hours, at least 1' });
      return z.NEVER;
    }
    return hours;
  });

/** Whether an issue concerns one of `fields`: an issue inside it, on it, or on an object holding it (the body itself). */
const hasIssueUnder = (issues: readonly { path?: readonly PropertyKey[] }[], ...fields: readonly PropertyKey[][]) =>
  issues.some((issue) => {
    const path = issue.path ?? [];
    return fields.some((field) => field.slice(0, path.length).every((key, index) => path[index] === key));
  });

export const courseInputSchema = z
  .object({
    title: text(/*i18n*/ 'Title', { error: /*i18n*/ 'Title is required' })
      .trim()
      .min(1, /*i18n*/ 'Title is required')
      .max(150, /*i18n*/ 'Title is too long'),
    description: text(/*i18n*/ 'Description', { multiline: true, error: /*i18n*/ 'Description is required' })
      .trim()
      .min(1, /*i18n*/ 'Description is required')
      .max(5000, /*i18n*/ 'Description must be at most 5000 characters'),
    category: courseCategorySchema,
    level: courseLevelSchema.default('beginner'),
    status: courseStatusSchema.default('active'),
    thumbnail: optionalHttpUrl(/*i18n*/ 'Thumbnail', /*i18n*/ 'Thumbnail must be an http(s) URL'),
    schedule: z.object({
      days: z.array(weekDaySchema).max(7).default([]),
      startTime: timeOfDay(/*i18n*/ 'Start time'),
      endTime: timeOfDay(/*i18n*/ 'End time'),
    }),
    duration: durationHours,
    startDate: isoDateField(/*i18n*/ 'Start date'),
    endDate: z
      .union([z.literal(''), isoDateField(/*i18n*/ 'End date')])
      .optional()
      .default(''),
    maxStudents: z.coerce
      .number({ error: /*i18n*/ 'Max students must be a number' })
      .int(/*i18n*/ 'Max students must be a whole number')
      .min(1, /*i18n*/ 'Max students must be at least 1')
      .max(10_000, /*i18n*/ 'Max students must be at most 10000')
      .default(DEFAULT_MAX_STUDENTS),
    price: z.coerce
      .number({ error: /*i18n*/ 'Price is required' })
      .min(0, /*i18n*/ 'Price cannot be negative')
      .max(1_000_000, /*i18n*/ 'Price is too high'),
    /** Left out, a new course has its waitlist on and an update leaves it as it was. */
    waitlistEnabled: z.boolean({ error: /*i18n*/ 'Waitlist when full must be on or off' }).optional(),
    ...courseFeePlanFields,
    ...atRiskThresholdFields,
  })
  // These run even when other fields are wrong (but the two they compare are valid), so a form shows
  // every error on its first submit rather than these only on the next.
  .refine((course) => course.schedule.endTime > course.schedule.startTime, {
    path: ['schedule', 'endTime'],
    message: /*i18n*/ 'End time must be after start time',
    when: (payload) => !hasIssueUnder(payload.issues, ['schedule']),
  })
  .refine((course) => !course.endDate || course.endDate >= course.startDate, {
    path: ['endDate'],
    message: /*i18n*/ 'End date cannot be before start date',
    when: (payload) => !hasIssueUnder(payload.issues, ['startDate'], ['endDate']),
  });
export type CourseInput = z.input<typeof courseInputSchema>;

export const personRefSchema = z.object({ _id: z.string(), id: z.string(), name: z.string() });
export const enrolledStudentSchema = personRefSchema.extend({ email: z.string(), enrolledAt: z.string() });

export const courseSchema = z.object({
  _id: z.string(),
  id: z.string(),
  title: z.string(),
  description: z.string(),
  category: courseCategorySchema,
  level: courseLevelSchema,
  status: courseStatusSchema,
  thumbnail: z.string(),
  instructor: personRefSchema,
  schedule: z.object({ days: z.array(weekDaySchema), startTime: z.string(), endTime: z.string() }),
  duration: z.string(),
  durationHours: z.number(),
  startDate: z.string(),
  endDate: z.string(),
  maxStudents: z.number(),
  price: z.number(),
  enrolledCount: z.number(),
  /** Only for the course's teacher and admins: students' names and emails are not public. */
  enrolledStudents: z.array(enrolledStudentSchema).optional(),
  /** Only for the course's teacher and admins: when a student counts as at risk (docs/product.md). */
  atRiskBelowPercent: z.number().optional(),
  atRiskMissedClasses: z.number().optional(),
  atRiskMinimumClasses: z.number().optional(),
  /** For a signed-in student: whether they are enrolled. */
  isEnrolled: z.boolean().optional(),
  /** Whether a full course takes students onto its waitlist. */
  waitlistEnabled: z.boolean(),
  /** The fee's plan (docs/product.md, "Fees"): paid in full (1) or in that many monthly parts. */
  instalments: z.number(),
  /** Whether a new student's classroom waits for their first payment (the seat held meanwhile). */
  accessAfterPayment: z.boolean(),
  /** On the catalogue, one course's answer and the student's waitlist: how many students are waiting. */
  waitlistCount: z.number().optional(),
  /** For a signed-in student (catalogue, course, their waitlist): their place on the waitlist (1 is next), null when not waiting. */
  waitlistPosition: z.number().nullable().optional(),
  /** For the enrolled student: completed lessons / lessons, as a whole percentage. */
  progress: z.number().optional(),
  /**
   * Mean review rating to one decimal; left out with no reviews, as the seed answers it (its client
   * averages the courses' ratings and would count a null as 0).
   */
  rating: z.number().optional(),
  reviewCount: z.number(),
  createdAt: z.string(),
});
export type Course = z.infer<typeof courseSchema>;

export const courseSorts = ['popular', 'rating', 'price-asc', 'price-desc', 'newest', 'title'] as const;

export const catalogueQuerySchema = listQuerySchema.extend({
  search: text(/*i18n*/ 'Search').trim().max(100).optional(),
  category: courseCategorySchema.optional(),
  level: courseLevelSchema.optional(),
  sort: z.enum(courseSorts).default('popular'),
  instructorId: z.uuid().optional(),
});
export type CatalogueQuery = z.input<typeof catalogueQuerySchema>;

export const instructorCoursesQuerySchema = listQuerySchema.extend({
  search: text(/*i18n*/ 'Search').trim().max(100).optional(),
  category: courseCategorySchema.optional(),
  status: courseStatusSchema.optional(),
  /** Admins only (a teacher's list holds only their own courses): the courses one teacher teaches. */
  instructorId: z.uuid({ error: /*i18n*/ 'Choose a teacher from the list' }).optional(),
});
export type InstructorCoursesQuery = z.input<typeof instructorCoursesQuerySchema>;

export const courseListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(courseSchema),
  pagination: paginationSchema,
});
export type CourseListResponse = z.infer<typeof courseListResponseSchema>;

/** The categories that have published courses, with how many, in courseCategories order. */
export const catalogueCategoriesSchema = z.object({
  success: z.literal(true),
  data: z.array(z.object({ category: courseCategorySchema, count: z.number() })),
});
export type CatalogueCategory = z.infer<typeof catalogueCategoriesSchema>['data'][number];

export const courseResponseSchema = z.object({ success: z.literal(true), data: courseSchema, message: z.string() });

export const courseDependentsSchema = z.object({
  success: z.literal(true),
  data: z.object({ enrolments: z.number(), attendanceRecords: z.number(), liveClasses: z.number() }),
});
export type CourseDependents = z.infer<typeof courseDependentsSchema>['data'];

/** A student waiting for a seat, as the course's teacher and admins see them. */
export const waitlistEntrySchema = personRefSchema.extend({
  email: z.string(),
  joinedAt: z.string(),
  position: z.number(),
});
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;

export const waitlistResponseSchema = z.object({ success: z.literal(true), data: z.array(waitlistEntrySchema) });

export const waitlistMessages = {
  joined: /*i18n*/ 'You have joined the waitlist',
  left: /*i18n*/ 'You have left the waitlist',
  alreadyWaiting: /*i18n*/ 'You are already on the waitlist for this course',
  alreadyEnrolled: /*i18n*/ 'You are already enrolled in this course',
  notFull: /*i18n*/ 'This course has free seats: enrol instead',
  disabled: /*i18n*/ 'This course does not take a waitlist',
  notWaiting: /*i18n*/ 'You are not on the waitlist for this course',
  loginRequired: /*i18n*/ 'You must be logged in to join a waitlist',
  position: (position: number) => sentence(/*i18n*/ 'You are number {position} on the waitlist', { position }),
  placesLoginRequired: /*i18n*/ 'You must be logged in to view your waitlist places',
} as const;

/** The courses the signed-in student waits for, first joined first, each with their place and the count. */
export const studentWaitlistResponseSchema = z.object({ success: z.literal(true), data: z.array(courseSchema) });

export const courseMessages = {
  teacherFilterAdminOnly: /*i18n*/ 'Only administrators can list courses by teacher',
  created: /*i18n*/ 'Course created successfully!',
  updated: /*i18n*/ 'Course updated successfully!',
  deleted: /*i18n*/ 'Course deleted successfully',
  notFound: /*i18n*/ 'Course not found',
  found: /*i18n*/ 'Course found',
  enrolled: /*i18n*/ 'Successfully enrolled in the course!',
  alreadyEnrolled: /*i18n*/ 'You are already enrolled in this course',
  full: /*i18n*/ 'This course is full',
  notOpen: /*i18n*/ 'This course is not open for enrolment',
  unenrolled: /*i18n*/ 'You have been unenrolled from the course',
  notEnrolled: /*i18n*/ 'You are not enrolled in this course',
  // The seed's own wording (docs/seed-spec.md §5): API clients written to it match on it.
  enrolLoginRequired: /*i18n*/ 'You must be logged in to enroll in a course',
  enrolledLoginRequired: /*i18n*/ 'You must be logged in to view enrolled courses',
  notYourCourse: /*i18n*/ 'You can only manage your own courses',
  capacityBelowEnrolled: (enrolled: number) =>
    enrolled === 1
      ? /*i18n*/ '1 student is already enrolled; max students cannot be set below 1'
      : sentence(/*i18n*/ '{enrolled} students are already enrolled; max students cannot be set below {enrolled}', {
          enrolled,
        }),
} as const;
