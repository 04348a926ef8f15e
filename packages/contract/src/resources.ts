import { z } from 'zod';
import { pageQuerySchema, paginationSchema } from './api';
import { courseCategorySchema } from './courses';
import { text } from './fields';
import { sentence } from './text-with';

export const resourceTypes = ['pdf', 'video', 'ebook', 'docx'] as const;
export const resourceTypeSchema = z.enum(resourceTypes, { error: /*i18n*/ 'Please choose a type' });
export type ResourceType = z.infer<typeof resourceTypeSchema>;
export const resourceTypeLabels: Record<ResourceType, string> = {
  pdf: 'PDF',
  video: /*i18n*/ 'Video',
  ebook: 'eBook',
  docx: 'DOCX',
};

/** What an uploaded file may be, by content (not by its name): the accepted kinds for each type. */
export const acceptedUploads = {
  pdf: ['application/pdf'],
  video: ['video/mp4', 'video/webm'],
  ebook: ['application/epub+zip'],
  docx: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
} as const satisfies Record<ResourceType, readonly string[]>;
export const acceptAttribute = '.pdf,.mp4,.webm,.epub,.docx';

export const resourceInputSchema = z.object({
  title: text(/*i18n*/ 'Title', { error: /*i18n*/ 'Title is required' })
    .trim()
    .min(1, /*i18n*/ 'Title is required')
    .max(150, /*i18n*/ 'Title is too long'),
  description: text(/*i18n*/ 'Description', { multiline: true, error: /*i18n*/ 'Description is required' })
    .trim()
    .min(1, /*i18n*/ 'Description is required')
    .max(2000, /*i18n*/ 'Description must be at most 2000 characters'),
  category: courseCategorySchema,
});
export type ResourceInput = z.input<typeof resourceInputSchema>;

export const resourceSchema = z.object({
  _id: z.string(),
  id: z.string(),
  title: z.string(),
  description: z.string(),
  type: resourceTypeSchema,
  category: courseCategorySchema,
  fileName: z.string(),
  mimeType: z.string(),
  fileSize: z.number(),
  downloadCount: z.number(),
  viewCount: z.number(),
  uploadedBy: z.object({ _id: z.string(), id: z.string(), name: z.string() }),
  createdAt: z.string(),
  downloadUrl: z.string(),
  /** Videos stream inline for "Watch Now". */
  viewUrl: z.string().nullable(),
});
export type Resource = z.infer<typeof resourceSchema>;

export const resourceListQuerySchema = pageQuerySchema.extend({
  search: text(/*i18n*/ 'Search').trim().max(100).optional(),
  category: courseCategorySchema.optional(),
  type: resourceTypeSchema.optional(),
});
export type ResourceListQuery = z.input<typeof resourceListQuerySchema>;

export const resourceListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(resourceSchema),
  pagination: paginationSchema,
});

export const resourceResponseSchema = z.object({ success: z.literal(true), message: z.string(), data: resourceSchema });

export const resourceMessages = {
  uploaded: /*i18n*/ 'Resource uploaded successfully',
  updated: /*i18n*/ 'Resource updated successfully',
  deleted: /*i18n*/ 'Resource deleted successfully',
  notFound: /*i18n*/ 'Resource not found',
  fileRequired: /*i18n*/ 'Please choose a file to upload',
  wrongType: /*i18n*/ 'Only PDF, video (MP4 or WebM), eBook (EPUB) and DOCX files can be uploaded',
  notYours: /*i18n*/ 'You can only manage your own resources',
  fileMissing: /*i18n*/ 'The file of this resource is missing; please ask its uploader to upload it again',
  rangeNotSatisfiable: /*i18n*/ 'The requested byte range is outside the file',
  /** The bytes say one format, the file's name or declared type another. */
  contentMismatch: (actual: string, claimed: string) =>
    sentence(
      /*i18n*/ "This file's content is {actual}, which does not match {claimed}; rename it or choose the right file",
      {
        actual: actual.toUpperCase(),
        claimed,
      },
    ),
} as const;
