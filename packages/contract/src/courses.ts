import { z } from 'zod';
import { listQuerySchema, paginationSchema } from './api';
import { atRiskThresholdFields } from './at-risk';
import { isoDateField, optionalHttpUrl, text } from './fields';

export const courseCategories = ['Mathematics', 'Physics', 'Programming', 'Languages', 'Business', 'Science'] as const;
export const courseCategorySchema = z.enum(courseCategories, { error: 'Please choose a category' });
export type CourseCategory = z.infer<typeof courseCategorySchema>;

export const courseLevels = ['beginner', 'intermediate', 'advanced'] as const;
export const courseLevelSchema = z.enum(courseLevels, { error: 'Please choose a level' });
export type CourseLevel = z.infer<typeof courseLevelSchema>;

export const courseStatuses = ['active', 'inactive', 'upcoming', 'completed'] as const;
export const courseStatusSchema = z.enum(courseStatuses, { error: 'Please choose a status' });
export type CourseStatus = z.infer<typeof courseStatusSchema>;

/** Courses that appear in the catalogue and accept enrolments. */
export const publishedCourseStatuses: readonly CourseStatus[] = ['active', 'upcoming'];

export const weekDays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export const weekDaySchema = z.enum(weekDays);
export type WeekDay = z.infer<typeof weekDaySchema>;

export const DEFAULT_MAX_STUDENTS = 50;

const timeOfDay = (label: string) =>
  text(label, { error: `${label} is required` }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, `${label} is required (HH:MM)`);

/**
 * A number of hours, or text whose first number is the hours: "10 hours", "12h", "12", and "12 hours
 * hours", which the spec's client sends back when it edits a course (it appends " hours" to the text
 * it was given). "1.5 hours" stays a fraction, so it is refused like 1.5.
 */
const durationHours = z
  .union([z.number(), text('Duration').trim()], { error: 'Duration is required' })
  .transform((value, ctx) => {
    const hours = typeof value === 'number' ? value : Number(/\d+(?:\.\d+)?/.exec(value)?.[0]);
    if (!Number.isInteger(hours) || hours < 1 || hours > 10_000) {
      ctx.addIssue({ code: 'custom', message: 'Duration must be a whole number of hours, at least 1' });
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
    title: text('Title', { error: 'Title is required' })
      .trim()
      .min(1, 'Title is required')
      .max(150, 'Title is too long'),
    description: text('Description', { multiline: true, error: 'Description is required' })
      .trim()
      .min(1, 'Description is required')
      .max(5000, 'Description must be at most 5000 characters'),
    category: courseCategorySchema,
    level: courseLevelSchema.default('beginner'),
    status: courseStatusSchema.default('active'),
    thumbnail: optionalHttpUrl('Thumbnail', 'Thumbnail must be an http(s) URL'),
    schedule: z.object({
      days: z.array(weekDaySchema).max(7).default([]),
      startTime: timeOfDay('Start time'),
      endTime: timeOfDay('End time'),
    }),
    duration: durationHours,
    startDate: isoDateField('Start date'),
    endDate: z
      .union([z.literal(''), isoDateField('End date')])
      .optional()
      .default(''),
    maxStudents: z.coerce
      .number({ error: 'Max students must be a number' })
      .int('Max students must be a whole number')
      .min(1, 'Max students must be at least 1')
      .max(10_000, 'Max students must be at most 10000')
      .default(DEFAULT_MAX_STUDENTS),
    price: z.coerce
      .number({ error: 'Price is required' })
      .min(0, 'Price cannot be negative')
      .max(1_000_000, 'Price is too high'),
    /** Left out, a new course has its waitlist on and an update leaves it as it was. */
    waitlistEnabled: z.boolean({ error: 'Waitlist when full must be on or off' }).optional(),
    ...atRiskThresholdFields,
  })
  // These run even when other fields are wrong (but the two they compare are valid), so a form shows
  // every error on its first submit rather than these only on the next.
  .refine((course) => course.schedule.endTime > course.schedule.startTime, {
    path: ['schedule', 'endTime'],
    message: 'End time must be after start time',
    when: (payload) => !hasIssueUnder(payload.issues, ['schedule']),
  })
  .refine((course) => !course.endDate || course.endDate >= course.startDate, {
    path: ['endDate'],
    message: 'End date cannot be before start date',
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
  search: text('Search').trim().max(100).optional(),
  category: courseCategorySchema.optional(),
  level: courseLevelSchema.optional(),
  sort: z.enum(courseSorts).default('popular'),
  instructorId: z.uuid().optional(),
});
export type CatalogueQuery = z.input<typeof catalogueQuerySchema>;

export const instructorCoursesQuerySchema = listQuerySchema.extend({
  search: text('Search').trim().max(100).optional(),
  category: courseCategorySchema.optional(),
  status: courseStatusSchema.optional(),
  /** Admins only (a teacher's list holds only their own courses): the courses one teacher teaches. */
  instructorId: z.uuid({ error: 'Choose a teacher from the list' }).optional(),
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
  joined: 'You have joined the waitlist',
  left: 'You have left the waitlist',
  alreadyWaiting: 'You are already on the waitlist for this course',
  alreadyEnrolled: 'You are already enrolled in this course',
  notFull: 'This course has free seats: enrol instead',
  disabled: 'This course does not take a waitlist',
  notWaiting: 'You are not on the waitlist for this course',
  loginRequired: 'You must be logged in to join a waitlist',
  position: (position: number) => `You are number ${position} on the waitlist`,
  placesLoginRequired: 'You must be logged in to view your waitlist places',
} as const;

/** The courses the signed-in student waits for, first joined first, each with their place and the count. */
export const studentWaitlistResponseSchema = z.object({ success: z.literal(true), data: z.array(courseSchema) });

export const courseMessages = {
  teacherFilterAdminOnly: 'Only administrators can list courses by teacher',
  created: 'Course created successfully!',
  updated: 'Course updated successfully!',
  deleted: 'Course deleted successfully',
  notFound: 'Course not found',
  found: 'Course found',
  enrolled: 'Successfully enrolled in the course!',
  alreadyEnrolled: 'You are already enrolled in this course',
  full: 'This course is full',
  notOpen: 'This course is not open for enrolment',
  unenrolled: 'You have been unenrolled from the course',
  notEnrolled: 'You are not enrolled in this course',
  // The seed's own wording (docs/seed-spec.md §5): API clients written to it match on it.
  enrolLoginRequired: 'You must be logged in to enroll in a course',
  enrolledLoginRequired: 'You must be logged in to view enrolled courses',
  notYourCourse: 'You can only manage your own courses',
  capacityBelowEnrolled: (enrolled: number) =>
    `${enrolled} ${enrolled === 1 ? 'student is' : 'students are'} already enrolled; max students cannot be set below ${enrolled}`,
} as const;
