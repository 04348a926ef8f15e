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
  title: text(/*i18n*/ 'Title', { error: /*i18n*/ 'Title is required' })
    .trim()
    .min(1, /*i18n*/ 'Title is required')
    .max(150, /*i18n*/ 'Title is too long'),
  body: text(/*i18n*/ 'Lesson text', { multiline: true })
    .max(50_000, /*i18n*/ 'The lesson text must be at most 50000 characters')
    .optional()
    .default(''),
  videoUrl: optionalHttpUrl(/*i18n*/ 'Video link', /*i18n*/ 'Video link must be an http(s) address'),
  resourceIds: z
    .array(z.uuid(/*i18n*/ 'Not a valid resource id'))
    .max(20, /*i18n*/ 'At most 20 attachments')
    .optional()
    .default([]),
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
  /** Attached library files; the name and size (bytes) let a student keep them offline knowing what it takes. */
  resources: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      type: z.string(),
      fileName: z.string(),
      fileSize: z.number(),
      downloadUrl: z.string(),
    }),
  ),
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
  lessonIds: z.array(z.uuid(/*i18n*/ 'Not a valid lesson id')).min(1, /*i18n*/ 'Send the lessons in their new order'),
});
export const lessonCompletionSchema = z.object({
  completed: z.boolean({ error: /*i18n*/ 'completed must be true or false' }),
});

/** Course progress: completed lessons / lessons, rounded; 0 when the course has no lessons yet. */
export const progressPercentage = (completed: number, total: number): number =>
  total === 0 ? 0 : Math.round((completed / total) * 100);
/** Spec 4: a course counts as completed at 100%. */
export const COMPLETED_AT = 100;

export const lessonMessages = {
  created: /*i18n*/ 'Lesson added',
  updated: /*i18n*/ 'Lesson saved',
  deleted: /*i18n*/ 'Lesson deleted',
  reordered: /*i18n*/ 'Lesson order saved',
  notFound: /*i18n*/ 'Lesson not found',
  completed: /*i18n*/ 'Lesson marked complete',
  uncompleted: /*i18n*/ 'Lesson marked not complete',
  orderMismatch: /*i18n*/ 'The new order must list every lesson of the course exactly once',
  unknownResource: /*i18n*/ 'One of the attached resources does not exist',
  enrolledOnly: /*i18n*/ 'Only students enrolled in this course can read its lessons',
} as const;
