import { z } from 'zod';
import { emailField, nameField, optionalText, phoneField } from './fields';
import { roleSchema, userStatusSchema } from './roles';

const stringList = (label: string) =>
  z
    .array(z.string().trim().min(1).max(60, `${label} entries must be at most 60 characters`))
    .max(20, `At most 20 ${label.toLowerCase()}`)
    .optional()
    .default([]);

/** A user as the API returns it; `_id` and `id` both, as the spec's client reads either. */
export const userSchema = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  bio: z.string(),
  role: roleSchema,
  status: userStatusSchema,
  joinedDate: z.string(),
  specialization: z.string(),
  subjects: z.array(z.string()),
  experience: z.string(),
  education: z.string(),
  languages: z.array(z.string()),
  avatar: z.string(),
  interests: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const avatarField = z
  .union([z.literal(''), z.url({ protocol: /^https?$/, error: 'Avatar must be an http(s) URL' })])
  .optional()
  .default('');

/** What a user may change about themselves. Role, status and id are never taken from this body. */
export const profileUpdateSchema = z.object({
  name: nameField,
  email: emailField,
  phone: phoneField,
  address: optionalText(200, 'Address'),
  bio: optionalText(2000, 'Bio'),
  specialization: optionalText(100, 'Specialization'),
  subjects: stringList('Subjects'),
  experience: optionalText(100, 'Experience'),
  education: optionalText(300, 'Education'),
  languages: stringList('Languages'),
  avatar: avatarField,
  interests: optionalText(300, 'Interests'),
  /** Needed only when the email address changes, so a borrowed session cannot take over the account. */
  currentPassword: z.string().max(1024).optional(),
});
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

export const userEnvelopeSchema = z.object({ success: z.literal(true), data: userSchema });
export const userUpdatedSchema = userEnvelopeSchema.extend({ message: z.string() });
