import { z } from 'zod';
import { listQuerySchema, paginationSchema } from './api';
import { emailField, nameField, text } from './fields';

export const contactInputSchema = z.object({
  name: nameField,
  email: emailField,
  subject: text('Subject', { error: 'Subject is required' })
    .trim()
    .min(1, 'Subject is required')
    .max(150, 'Subject is too long'),
  message: text('Message', { multiline: true, error: 'Message is required' })
    .trim()
    .min(1, 'Message is required')
    .max(5000, 'Message must be at most 5000 characters'),
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

export const contactUpdateSchema = z.object({ read: z.boolean({ error: 'read must be true or false' }) });

export const contactMessages = {
  sent: 'Message sent successfully!',
  sendFailed: 'Failed to send message',
  sendThrown: 'An error occurred while sending your message',
  fetchFailed: 'Failed to fetch submissions',
  fetched: 'Submissions fetched',
  notFound: 'Message not found',
  updated: 'Message updated',
  deleted: 'Message deleted',
} as const;
