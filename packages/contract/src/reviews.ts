import { z } from 'zod';
import { text } from './fields';

export const reviewInputSchema = z.object({
  rating: z
    .number({ error: /*i18n*/ 'Rating must be from 1 to 5' })
    .int(/*i18n*/ 'Rating must be a whole number')
    .min(1, /*i18n*/ 'Rating must be from 1 to 5')
    .max(5, /*i18n*/ 'Rating must be from 1 to 5'),
  comment: text(/*i18n*/ 'Review', { multiline: true })
    .trim()
    .max(2000, /*i18n*/ 'The review must be at most 2000 characters')
    .optional()
    .default(''),
});
export type ReviewInput = z.input<typeof reviewInputSchema>;

export const replyInputSchema = z.object({
  reply: text(/*i18n*/ 'Reply', { multiline: true, error: /*i18n*/ 'Reply is required' })
    .trim()
    .min(1, /*i18n*/ 'Reply is required')
    .max(2000, /*i18n*/ 'The reply is too long'),
});

export const reviewSchema = z.object({
  _id: z.string(),
  id: z.string(),
  courseId: z.string(),
  rating: z.number(),
  comment: z.string(),
  student: z.object({ id: z.string(), name: z.string() }),
  createdAt: z.string(),
  updatedAt: z.string(),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
});
export type Review = z.infer<typeof reviewSchema>;

export const ratingSummarySchema = z.object({ average: z.number().nullable(), count: z.number() });
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

export const reviewListSchema = z.object({
  success: z.literal(true),
  data: z.array(reviewSchema),
  summary: ratingSummarySchema,
  /** For a signed-in student: their own review and whether they may write one. */
  mine: reviewSchema.nullable().optional(),
  canReview: z.boolean().optional(),
});
export const reviewResponseSchema = z.object({ success: z.literal(true), message: z.string(), data: reviewSchema });

export const reviewMessages = {
  created: /*i18n*/ 'Thank you for your review!',
  updated: /*i18n*/ 'Review updated',
  replied: /*i18n*/ 'Reply posted',
  notEnrolled: /*i18n*/ 'Only students enrolled in this course can review it',
  noActivity: /*i18n*/ 'Complete a lesson or attend a class before reviewing this course',
  duplicate: /*i18n*/ 'You have already reviewed this course; edit your review instead',
  noReview: /*i18n*/ 'You have not reviewed this course yet',
  alreadyReplied: /*i18n*/ 'This review already has a reply',
  notFound: /*i18n*/ 'Review not found',
  noReviews: /*i18n*/ 'No reviews yet',
} as const;

/** One decimal, as stars show it: 4.25 → 4.3. */
export const roundRating = (value: number): number => Math.round(value * 10) / 10;
