import { z } from 'zod';
import { optionalHttpUrl, text } from './fields';

/** YouTube and Vimeo links are shown embedded; any other http(s) video link is shown as a link. */
export function videoEmbedUrl(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const host = parsed.hostname.replace(/^www\.|^m\./, '');
  const youtubeId =
    host === 'youtu.be'
      ? parsed.pathname.slice(1)
      : host === 'youtube.com'
        ? (parsed.searchParams.get('v') ?? /^\/(?:embed|shorts)\/([\w-]+)/.exec(parsed.pathname)?.[1])
        : null;
  if (youtubeId && /^[\w-]{6,20}$/.test(youtubeId)) return `https://www.youtube-nocookie.com/embed/${youtubeId}`;
  const vimeoId = host === 'vimeo.com' ? /^\/(\d+)/.exec(parsed.pathname)?.[1] : null;
  if (vimeoId) return `https://player.vimeo.com/video/${vimeoId}`;
  return null;
}

export const lessonInputSchema = z.object({
  title: text('Title', { error: 'Title is required' }).trim().min(1, 'Title is required').max(150, 'Title is too long'),
  body: text('Lesson text', { multiline: true })
    .max(50_000, 'The lesson text must be at most 50000 characters')
    .optional()
    .default(''),
  videoUrl: optionalHttpUrl('Video link', 'Video link must be an http(s) address'),
  resourceIds: z.array(z.uuid('Not a valid resource id')).max(20, 'At most 20 attachments').optional().default([]),
});
export type LessonInput = z.input<typeof lessonInputSchema>;

export const lessonSchema = z.object({
  _id: z.string(),
  id: z.string(),
  courseId: z.string(),
  position: z.number(),
  title: z.string(),
  body: z.string(),
  videoUrl: z.string(),
  resources: z.array(z.object({ id: z.string(), title: z.string(), type: z.string(), downloadUrl: z.string() })),
  /** For an enrolled student: whether they marked it complete. */
  completed: z.boolean().optional(),
});
export type Lesson = z.infer<typeof lessonSchema>;

export const lessonListSchema = z.object({
  success: z.literal(true),
  data: z.array(lessonSchema),
  progress: z.object({ completed: z.number(), total: z.number(), percentage: z.number() }).nullable(),
});
/** A course's lessons by title only, in order: what a visitor sees before enrolling. */
export const lessonOutlineSchema = z.object({
  success: z.literal(true),
  data: z.array(z.object({ id: z.string(), position: z.number(), title: z.string() })),
});
export type LessonOutline = z.infer<typeof lessonOutlineSchema>['data'];
export const lessonResponseSchema = z.object({ success: z.literal(true), message: z.string(), data: lessonSchema });
export const lessonOrderSchema = z.object({
  lessonIds: z.array(z.uuid('Not a valid lesson id')).min(1, 'Send the lessons in their new order'),
});
export const lessonCompletionSchema = z.object({ completed: z.boolean({ error: 'completed must be true or false' }) });

/** Course progress: completed lessons / lessons, rounded; 0 when the course has no lessons yet. */
export const progressPercentage = (completed: number, total: number): number =>
  total === 0 ? 0 : Math.round((completed / total) * 100);
/** Spec 4: a course counts as completed at 100%. */
export const COMPLETED_AT = 100;

export const lessonMessages = {
  created: 'Lesson added',
  updated: 'Lesson saved',
  deleted: 'Lesson deleted',
  reordered: 'Lesson order saved',
  notFound: 'Lesson not found',
  completed: 'Lesson marked complete',
  uncompleted: 'Lesson marked not complete',
  orderMismatch: 'The new order must list every lesson of the course exactly once',
  unknownResource: 'One of the attached resources does not exist',
  enrolledOnly: 'Only students enrolled in this course can read its lessons',
} as const;
