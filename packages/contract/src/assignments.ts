import { z } from 'zod';
import { isoDateTimeField, text } from './fields';
import { resourceTypeSchema, resourceTypes } from './resources';

/**
 * Assignments (homework) set on a course (docs/product.md, "Assignments"): a teacher sets one with a due
 * time and points; enrolled students submit text, files or both, and may resubmit until the due time;
 * the teacher grades, returns for rework and releases the grades.
 */

/** What a student hands in: text, files, or both (both required). */
export const submissionKinds = ['text', 'files', 'both'] as const;
export const submissionKindSchema = z.enum(submissionKinds, {
  error: /*i18n*/ 'What students submit must be text, files or both',
});
export type SubmissionKind = z.infer<typeof submissionKindSchema>;

/**
 * A student's state on one assignment, derived from their submission and the database's clock:
 * nothing yet before the due time, missing after it; submitted (on time) or late; returned for rework;
 * graded once the grade is released.
 */
export const submissionStates = ['not_submitted', 'submitted', 'late', 'missing', 'returned', 'graded'] as const;
export const submissionStateSchema = z.enum(submissionStates);
export type SubmissionState = z.infer<typeof submissionStateSchema>;

/** How many files one submission may carry. */
export const MAX_SUBMISSION_FILES = 10;
/** The per-file size a teacher may allow (the server's RESOURCE_MAX_MB caps it further). */
export const MAX_SUBMISSION_FILE_MB = 1024;
export const MAX_ASSIGNMENT_POINTS = 1000;

export const assignmentInputSchema = z
  .object({
    title: text(/*i18n*/ 'Title', { error: /*i18n*/ 'Title is required' })
      .trim()
      .min(1, /*i18n*/ 'Title is required')
      .max(150, /*i18n*/ 'Title is too long'),
    /** Markdown, as the lessons' text; rendered without raw HTML. */
    instructions: text(/*i18n*/ 'Instructions', { multiline: true })
      .trim()
      .max(20_000, /*i18n*/ 'The instructions must be at most 20000 characters')
      .optional()
      .default(''),
    dueAt: isoDateTimeField(/*i18n*/ 'Due time'),
    points: z
      .number({ error: /*i18n*/ 'Points must be a number from 1 to 1000' })
      .int(/*i18n*/ 'Points must be a whole number')
      .min(1, /*i18n*/ 'Points must be a number from 1 to 1000')
      .max(MAX_ASSIGNMENT_POINTS, /*i18n*/ 'Points must be a number from 1 to 1000'),
    lateAccepted: z.boolean({ error: /*i18n*/ 'lateAccepted must be true or false' }).optional().default(false),
    /** Taken off the released score of a late submission, in percent. */
    latePenaltyPercent: z
      .number({ error: /*i18n*/ 'The late penalty must be a percentage from 0 to 100' })
      .int(/*i18n*/ 'The late penalty must be a whole percentage')
      .min(0, /*i18n*/ 'The late penalty must be a percentage from 0 to 100')
      .max(100, /*i18n*/ 'The late penalty must be a percentage from 0 to 100')
      .optional()
      .default(0),
    submissionKind: submissionKindSchema.optional().default('text'),
    /** The library's file kinds a submission's files may be (by content, as every upload). */
    allowedFileTypes: z
      .array(resourceTypeSchema)
      .max(resourceTypes.length)
      .optional()
      .default([...resourceTypes]),
    maxFileMb: z
      .number({ error: /*i18n*/ 'The file size limit must be a number of megabytes' })
      .int(/*i18n*/ 'The file size limit must be a whole number of megabytes')
      .min(1, /*i18n*/ 'The file size limit must be at least 1 MB')
      .max(MAX_SUBMISSION_FILE_MB, /*i18n*/ 'The file size limit must be at most 1024 MB')
      .optional()
      .default(10),
    /** Attachments from the resource library (upload a file there first to attach it). */
    resourceIds: z
      .array(z.uuid(/*i18n*/ 'Not a valid resource id'))
      .max(10, /*i18n*/ 'At most 10 attachments')
      .optional()
      .default([]),
  })
  .refine((input) => input.submissionKind === 'text' || input.allowedFileTypes.length > 0, {
    path: ['allowedFileTypes'],
    message: /*i18n*/ 'Choose at least one file type students may submit',
  });
export type AssignmentInput = z.input<typeof assignmentInputSchema>;

const personSchema = z.object({ id: z.string(), name: z.string() });

export const assignmentResourceSchema = z.object({
  id: z.string(),
  title: z.string(),
  type: z.string(),
  downloadUrl: z.string(),
});

export const stateCountsSchema = z.object({
  not_submitted: z.number(),
  submitted: z.number(),
  late: z.number(),
  missing: z.number(),
  returned: z.number(),
  graded: z.number(),
});

export const assignmentSchema = z.object({
  id: z.string(),
  courseId: z.string(),
  courseTitle: z.string(),
  title: z.string(),
  instructions: z.string(),
  dueAt: z.string(),
  /** By the database's clock when it was read. */
  pastDue: z.boolean(),
  points: z.number(),
  lateAccepted: z.boolean(),
  latePenaltyPercent: z.number(),
  submissionKind: submissionKindSchema,
  allowedFileTypes: z.array(resourceTypeSchema),
  maxFileMb: z.number(),
  createdAt: z.string(),
  /** Null once the author erased their account. */
  author: personSchema.nullable(),
  resources: z.array(assignmentResourceSchema),
  /** A student's own state; null for the course's managers. */
  myState: submissionStateSchema.nullable(),
  /** How many enrolled students are in each state; the course's managers only (null for students). */
  counts: stateCountsSchema.nullable(),
});
export type Assignment = z.infer<typeof assignmentSchema>;

export const assignmentListSchema = z.object({ success: z.literal(true), data: z.array(assignmentSchema) });
export const assignmentResponseSchema = z.object({ success: z.literal(true), data: assignmentSchema });
export const assignmentSavedSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: assignmentSchema,
});

export const submissionFileSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  mimeType: z.string(),
  fileSize: z.number(),
  /** The address that downloads it: its student and the course's managers only. */
  downloadUrl: z.string(),
});
export type SubmissionFile = z.infer<typeof submissionFileSchema>;
export const submissionFileResponseSchema = z.object({ success: z.literal(true), data: submissionFileSchema });

export const gradeSchema = z.object({
  points: z.number(),
  maxPoints: z.number(),
  /** The late penalty taken off (0 when on time or no penalty). */
  penaltyPercent: z.number(),
  /** `points` less the penalty, to two decimals: what the student gets once released. */
  score: z.number(),
  feedback: z.string(),
  gradedAt: z.string(),
  /** Null while the grade is hidden from the student. */
  releasedAt: z.string().nullable(),
});

export const submissionSchema = z.object({
  id: z.string(),
  assignmentId: z.string(),
  student: personSchema,
  state: submissionStateSchema,
  text: z.string(),
  files: z.array(submissionFileSchema),
  /** 1 for the first hand-in, one more for each resubmission (each overwrites the one before). */
  attempt: z.number(),
  submittedAt: z.string(),
  late: z.boolean(),
  /** Set while it is returned for rework, with the teacher's note. */
  returned: z.object({ at: z.string(), note: z.string() }).nullable(),
  /** Students see it only once released. */
  grade: gradeSchema.nullable(),
});
export type Submission = z.infer<typeof submissionSchema>;

export const submissionResponseSchema = z.object({ success: z.literal(true), data: submissionSchema.nullable() });
export const submissionSavedSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: submissionSchema,
});

/** The teacher's view of one submission, with the students' submissions either side (by name). */
export const submissionReviewSchema = z.object({
  success: z.literal(true),
  data: submissionSchema,
  previousId: z.string().nullable(),
  nextId: z.string().nullable(),
});

export const rosterRowSchema = z.object({
  student: personSchema.extend({ email: z.string() }),
  state: submissionStateSchema,
  submissionId: z.string().nullable(),
  submittedAt: z.string().nullable(),
  attempt: z.number(),
  late: z.boolean(),
  /** The grade given, released or not (null: not graded). */
  points: z.number().nullable(),
  released: z.boolean(),
});
export type RosterRow = z.infer<typeof rosterRowSchema>;
export const rosterResponseSchema = z.object({ success: z.literal(true), data: z.array(rosterRowSchema) });

export const submissionInputSchema = z.object({
  text: text(/*i18n*/ 'Answer', { multiline: true })
    .trim()
    .max(50_000, /*i18n*/ 'The answer must be at most 50000 characters')
    .optional()
    .default(''),
  fileIds: z
    .array(z.uuid(/*i18n*/ 'Not a valid file id'))
    .max(MAX_SUBMISSION_FILES, /*i18n*/ 'At most 10 files')
    .optional()
    .default([]),
});
export type SubmissionInput = z.input<typeof submissionInputSchema>;

export const gradeInputSchema = z.object({
  points: z
    .number({ error: /*i18n*/ 'Points must be a number' })
    .int(/*i18n*/ 'Points must be a whole number')
    .min(0, /*i18n*/ 'Points must not be negative')
    .max(MAX_ASSIGNMENT_POINTS, /*i18n*/ 'Points must be at most 1000'),
  feedback: text(/*i18n*/ 'Feedback', { multiline: true })
    .trim()
    .max(10_000, /*i18n*/ 'Feedback must be at most 10000 characters')
    .optional()
    .default(''),
});

export const returnInputSchema = z.object({
  note: text(/*i18n*/ 'Note', { multiline: true, error: /*i18n*/ 'Say what to rework' })
    .trim()
    .min(1, /*i18n*/ 'Say what to rework')
    .max(10_000, /*i18n*/ 'The note must be at most 10000 characters'),
});

export const releasedResponseSchema = z.object({ success: z.literal(true), message: z.string(), released: z.number() });

export const submissionFileParamsSchema = z.object({ id: z.uuid(/*i18n*/ 'Not a valid id') });

export const assignmentMessages = {
  created: /*i18n*/ 'Assignment set',
  updated: /*i18n*/ 'Assignment updated',
  deleted: /*i18n*/ 'Assignment deleted',
  notFound: /*i18n*/ 'Assignment not found',
  submissionNotFound: /*i18n*/ 'Submission not found',
  fileNotFound: /*i18n*/ 'File not found',
  fileMissing: /*i18n*/ 'The file is no longer available',
  enrolledOnly: /*i18n*/ 'Only students enrolled in this course can see its assignments',
  unknownResource: /*i18n*/ 'One of the attachments is not in the library',
  submitted: /*i18n*/ 'Submission handed in',
  resubmitted: /*i18n*/ 'Submission updated',
  pastDue: /*i18n*/ 'The due time has passed and this assignment does not accept late work',
  alreadyGraded: /*i18n*/ 'This submission is graded: it can be handed in again only if your teacher returns it',
  textRequired: /*i18n*/ 'Write your answer',
  filesRequired: /*i18n*/ 'Add at least one file',
  noFiles: /*i18n*/ 'This assignment takes a written answer only',
  noText: /*i18n*/ 'This assignment takes files only',
  unknownFile: /*i18n*/ 'One of the files was not uploaded for this assignment',
  fileTypeRefused: /*i18n*/ 'This assignment does not accept this kind of file',
  tooManyPoints: /*i18n*/ 'Points must not be more than the assignment is worth',
  graded: /*i18n*/ 'Grade saved',
  returned: /*i18n*/ 'Submission returned for rework',
  released: /*i18n*/ 'Grade released',
  releasedAll: /*i18n*/ 'Grades released',
  notGraded: /*i18n*/ 'Grade this submission before releasing it',
} as const;

/** The late penalty a submission carries: the assignment's, when it was handed in late and late work is accepted. */
export const latePenaltyOf = (
  assignment: { lateAccepted: boolean; latePenaltyPercent: number },
  submission: { late: boolean },
): number => (submission.late && assignment.lateAccepted ? assignment.latePenaltyPercent : 0);

/** Points less the penalty, to two decimals (points × (100 − penalty) is a whole number). */
export const scoreAfterPenalty = (points: number, penaltyPercent: number): number =>
  Math.round(points * (100 - penaltyPercent)) / 100;
