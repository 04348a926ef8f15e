import { z } from 'zod';
import { personRefSchema } from './courses';
import { isoDateField, text } from './fields';

export const attendanceStatuses = ['present', 'absent', 'late', 'excused'] as const;
export const attendanceStatusSchema = z.enum(attendanceStatuses, {
  error: /*i18n*/ 'Status must be present, absent, late or excused',
});
export type AttendanceStatus = z.infer<typeof attendanceStatusSchema>;

/** Badge colours of docs/seed-spec.md §9: green at 80% or more, yellow 60 to 79, red below 60. */
export const ATTENDANCE_GOOD_PERCENT = 80;
export const ATTENDANCE_FAIR_PERCENT = 60;
export type AttendanceBand = 'good' | 'fair' | 'poor';
export const attendanceBand = (percentage: number): AttendanceBand =>
  percentage >= ATTENDANCE_GOOD_PERCENT ? 'good' : percentage >= ATTENDANCE_FAIR_PERCENT ? 'fair' : 'poor';

/** docs/seed-spec.md §9: rounded present / total; null when there is nothing to count ("No records yet"). */
export const attendancePercentage = (present: number, total: number): number | null =>
  total === 0 ? null : Math.round((present / total) * 100);

export const attendanceMessages = {
  marked: /*i18n*/ 'Attendance marked successfully',
  saved: /*i18n*/ 'Attendance saved successfully',
  missingData: /*i18n*/ 'Missing required attendance data',
  noData: /*i18n*/ 'No attendance data to save',
  noneMarked: /*i18n*/ 'Mark at least one student before saving',
  selectCourseAndDate: /*i18n*/ 'Please select a course and date',
  selectDate: /*i18n*/ 'Please select a date',
  futureDate: /*i18n*/ 'Attendance cannot be marked for a future date',
  notEnrolled: /*i18n*/ 'Attendance can only be marked for students enrolled in this course on that date',
  duplicateStudent: /*i18n*/ 'Each student can appear only once',
  loadError: /*i18n*/ 'Error loading attendance data. Please try again later.',
  noRecords: /*i18n*/ 'No attendance records found',
  noMatches: /*i18n*/ 'No records match your filters',
} as const;

export const markAttendanceSchema = z.object({
  courseId: z.uuid({ error: attendanceMessages.missingData }),
  date: isoDateField(/*i18n*/ 'Date'),
  attendanceData: z
    .array(
      z.object({
        studentId: z.uuid(/*i18n*/ 'Not a valid student id'),
        status: attendanceStatusSchema,
        remarks: text(/*i18n*/ 'Remarks')
          .trim()
          .max(500, /*i18n*/ 'Remarks must be at most 500 characters')
          .optional()
          .default(''),
      }),
      { error: attendanceMessages.missingData },
    )
    .min(1, attendanceMessages.noData)
    .max(1000, /*i18n*/ 'At most 1000 students at once'),
});
export type MarkAttendance = z.input<typeof markAttendanceSchema>;

export const attendanceStatsSchema = z.object({
  total: z.number(),
  present: z.number(),
  absent: z.number(),
  late: z.number(),
  excused: z.number(),
  percentage: z.number().nullable(),
});
export type AttendanceStats = z.infer<typeof attendanceStatsSchema>;

export const attendanceRecordSchema = z.object({
  _id: z.string(),
  id: z.string(),
  date: z.string(),
  status: attendanceStatusSchema,
  remarks: z.string(),
  course: z.object({ _id: z.string(), id: z.string(), title: z.string() }),
  student: z.object({ _id: z.string(), id: z.string() }),
  markedBy: personRefSchema.nullable(),
});
export type AttendanceRecord = z.infer<typeof attendanceRecordSchema>;

/** One enrolled student on the teacher's marking screen for a date; `record` is null until saved. */
export const rosterEntrySchema = z.object({
  student: z.object({ _id: z.string(), id: z.string(), name: z.string(), email: z.string() }),
  enrolledAt: z.string(),
  record: attendanceRecordSchema.nullable(),
  /** When the student joined a live class of this course on this date through Tutorium. */
  checkIn: z.object({ joinedAt: z.string(), suggestedStatus: attendanceStatusSchema }).nullable(),
});
export type RosterEntry = z.infer<typeof rosterEntrySchema>;

export const courseAttendanceQuerySchema = z.object({ date: isoDateField(/*i18n*/ 'Date').optional() });
export const courseAttendanceResponseSchema = z.object({
  success: z.literal(true),
  /** The course's saved records: on `date` when one is given, else on every date (newest first). */
  data: z.array(attendanceRecordSchema),
  course: z.object({ _id: z.string(), id: z.string(), title: z.string() }),
  /** The date asked for; null when none was. */
  date: z.string().nullable(),
  /** The marking sheet for `date`: every student enrolled by then, with their record. Only when a date is given. */
  roster: z.array(rosterEntrySchema).optional(),
});
export type CourseAttendance = Omit<z.infer<typeof courseAttendanceResponseSchema>, 'success'>;

export const dateRangeQuerySchema = z
  .object({
    startDate: isoDateField(/*i18n*/ 'Start date').optional(),
    endDate: isoDateField(/*i18n*/ 'End date').optional(),
  })
  .refine((range) => !range.startDate || !range.endDate || range.startDate <= range.endDate, {
    path: ['endDate'],
    message: /*i18n*/ 'End date cannot be before start date',
  });

export const courseStatsResponseSchema = z.object({
  success: z.literal(true),
  /** The course's totals at the top (total, present, absent, late, excused, percentage), and per student. */
  data: attendanceStatsSchema.extend({
    overall: attendanceStatsSchema,
    students: z.array(
      z.object({
        student: z.object({ _id: z.string(), id: z.string(), name: z.string(), email: z.string() }),
        stats: attendanceStatsSchema,
      }),
    ),
  }),
});
export type CourseAttendanceStats = z.infer<typeof courseStatsResponseSchema>['data'];

export const studentAttendanceQuerySchema = z
  .object({
    courseId: z.uuid(/*i18n*/ 'Not a valid course id').optional(),
    startDate: isoDateField(/*i18n*/ 'Start date').optional(),
    endDate: isoDateField(/*i18n*/ 'End date').optional(),
  })
  .refine((range) => !range.startDate || !range.endDate || range.startDate <= range.endDate, {
    path: ['endDate'],
    message: /*i18n*/ 'End date cannot be before start date',
  });
export type StudentAttendanceQuery = z.input<typeof studentAttendanceQuerySchema>;

export const studentAttendanceResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.array(attendanceRecordSchema),
  stats: attendanceStatsSchema,
  byCourse: z.array(
    z.object({
      course: z.object({ _id: z.string(), id: z.string(), title: z.string() }),
      stats: attendanceStatsSchema,
    }),
  ),
});
export type StudentAttendance = z.infer<typeof studentAttendanceResponseSchema>;

export const markAttendanceResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ saved: z.number(), changed: z.number() }),
});
