import { z } from 'zod';
import { listQuerySchema, paginationSchema } from './api';
import { emailField, nameField, text } from './fields';

export const contactInputSchema = z.object({
  name: nameField,
  email: emailField,
  subject: text(/*i18n*/ 'Subject', { error: /*i18n*/ 'Subject is required' })
    .trim()
    .min(1, /*i18n*/ 'Subject is required')
    .max(150, /*i18n*/ 'Subject is too long'),
  message: text(/*i18n*/ 'Message', { multiline: true, error: /*i18n*/ 'Message is required' })
    .trim()
    .min(1, /*i18n*/ 'Message is required')
    .max(5000, /*i18n*/ 'Message must be at most 5000 characters'),
});
export type ContactInput = z.input<typeof contactInputSchema>;

export const contactSubmissionSchema = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type ContactSubmission = z.infer<typeof contactSubmissionSchema>;

export const contactListQuerySchema = listQuerySchema.extend({
  unread: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});
export type ContactListQuery = z.input<typeof contactListQuerySchema>;

export const contactListResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.array(contactSubmissionSchema),
  pagination: paginationSchema,
  unreadCount: z.number(),
});

export const contactCreatedSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: contactSubmissionSchema,
});

export const contactUpdateSchema = z.object({ read: z.boolean({ error: /*i18n*/ 'read must be true or false' }) });

export const contactMessages = {
  sent: /*i18n*/ 'Message sent successfully!',
  sendFailed: /*i18n*/ 'Failed to send message',
  sendThrown: /*i18n*/ 'An error occurred while sending your message',
  fetchFailed: /*i18n*/ 'Failed to fetch submissions',
  fetched: /*i18n*/ 'Submissions fetched',
  notFound: /*i18n*/ 'Message not found',
  updated: /*i18n*/ 'Message updated',
  deleted: /*i18n*/ 'Message deleted',
} as const;
