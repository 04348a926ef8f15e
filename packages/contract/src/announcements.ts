import { z } from 'zod';
import { isoDateTimeField, text } from './fields';

/** How many of a student's latest announcements the dashboard shows, across their courses. */
export const LATEST_ANNOUNCEMENTS = 5;

/**
 * A teacher's post to a course (docs/product.md §13). `publishAt` in the future schedules it: students
 * neither see nor hear of it until then. Null or in the past, it is published at once; left out, a new one
 * is published at once and an edited one keeps its time.
 */
export const announcementInputSchema = z.object({
  title: text(/*i18n*/ 'Title').trim().max(150, /*i18n*/ 'Title is too long').optional().default(''),
  body: text(/*i18n*/ 'Announcement', { multiline: true, error: /*i18n*/ 'Write the announcement' })
    .trim()
    .min(1, /*i18n*/ 'Write the announcement')
    .max(20_000, /*i18n*/ 'The announcement must be at most 20000 characters'),
  pinned: z.boolean({ error: /*i18n*/ 'pinned must be true or false' }).optional().default(false),
  commentsEnabled: z.boolean({ error: /*i18n*/ 'commentsEnabled must be true or false' }).optional().default(true),
  publishAt: isoDateTimeField(/*i18n*/ 'Publish time').nullable().optional(),
  resourceIds: z
    .array(z.uuid(/*i18n*/ 'Not a valid resource id'))
    .max(10, /*i18n*/ 'At most 10 attachments')
    .optional()
    .default([]),
});
export type AnnouncementInput = z.input<typeof announcementInputSchema>;

const personSchema = z.object({ id: z.string(), name: z.string() });

export const announcementCommentSchema = z.object({
  id: z.string(),
  announcementId: z.string(),
  body: z.string(),
  createdAt: z.string(),
  /** Null once the author erased their account ("Former member"). */
  author: personSchema.nullable(),
  /** Whether the reader may remove it: their own comment, or any comment of a course they manage. */
  canDelete: z.boolean(),
});
export type AnnouncementComment = z.infer<typeof announcementCommentSchema>;

export const announcementSchema = z.object({
  id: z.string(),
  courseId: z.string(),
  courseTitle: z.string(),
  title: z.string(),
  /** Markdown, rendered without raw HTML. */
  body: z.string(),
  pinned: z.boolean(),
  commentsEnabled: z.boolean(),
  publishAt: z.string(),
  /** False while scheduled (only its course's managers see it then). */
  published: z.boolean(),
  /** Set when a published announcement is edited ("edited" with this time). */
  editedAt: z.string().nullable(),
  createdAt: z.string(),
  /** Null once the author erased their account. */
  author: personSchema.nullable(),
  resources: z.array(z.object({ id: z.string(), title: z.string(), type: z.string(), downloadUrl: z.string() })),
  comments: z.array(announcementCommentSchema),
});
export type Announcement = z.infer<typeof announcementSchema>;

export const announcementListSchema = z.object({ success: z.literal(true), data: z.array(announcementSchema) });
export const announcementResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: announcementSchema,
});

/** The dashboard's card: the newest published announcements of the student's courses, without comments. */
export const latestAnnouncementSchema = announcementSchema.omit({ comments: true, resources: true }).extend({
  commentCount: z.number(),
});
export type LatestAnnouncement = z.infer<typeof latestAnnouncementSchema>;
export const latestAnnouncementsSchema = z.object({
  success: z.literal(true),
  data: z.array(latestAnnouncementSchema),
});

export const commentInputSchema = z.object({
  body: text(/*i18n*/ 'Comment', { multiline: true, error: /*i18n*/ 'Write a comment' })
    .trim()
    .min(1, /*i18n*/ 'Write a comment')
    .max(2_000, /*i18n*/ 'A comment must be at most 2000 characters'),
});
export const commentResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: announcementCommentSchema,
});

export const announcementMessages = {
  posted: /*i18n*/ 'Announcement posted',
  scheduled: /*i18n*/ 'Announcement scheduled',
  updated: /*i18n*/ 'Announcement updated',
  deleted: /*i18n*/ 'Announcement deleted',
  notFound: /*i18n*/ 'Announcement not found',
  enrolledOnly: /*i18n*/ 'Only students enrolled in this course can read its announcements',
  alreadyPublished: /*i18n*/ 'This announcement is already published: its publish time can no longer change',
  unknownResource: /*i18n*/ 'One of the attachments is not in the library',
  commentAdded: /*i18n*/ 'Comment posted',
  commentDeleted: /*i18n*/ 'Comment removed',
  commentNotFound: /*i18n*/ 'Comment not found',
  commentsClosed: /*i18n*/ 'Comments are turned off for this announcement',
  notYourComment: /*i18n*/ 'You can remove only your own comments',
} as const;
