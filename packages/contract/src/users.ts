import { z } from 'zod';
import { listQuerySchema, paginationSchema } from './api';
import { emailField, isIsoDate, nameField, optionalHttpUrl, phoneText, text } from './fields';
import { LANGUAGES } from './languages';
import { assignableRoleSchema, roleSchema, seedRoleSchema, userStatusSchema } from './roles';
import { sentence } from './text-with';
import { isTimeZone } from './time-zones';

/** `tooLong` and `tooMany` are whole sentences, so each language words its own. */
const stringList = (label: string, tooLong: string, tooMany: string) =>
  z.array(text(label).trim().min(1).max(60, tooLong)).max(20, tooMany);

const optionalLine = (max: number, label: string, options: { multiline?: boolean } = {}) =>
  text(label, options)
    .trim()
    .max(max, sentence(/*i18n*/ '{label} must be at most {max} characters', { label, max }))
    .optional();

/** A user as the API returns it; `_id` and `id` both, as the spec's client reads either. */
export const userSchema = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  email: z.string(),
  /** Whether the holder proved they receive mail at `email` (docs/security.md, "Verified addresses"). */
  emailVerified: z.boolean(),
  phone: z.string(),
  address: z.string(),
  bio: z.string(),
  /** The seed's role: `admin` for teachers and platform admins, `student` for students. */
  role: seedRoleSchema,
  /** Tutorium's own role (student, teacher or admin): what Tutorium's clients read. */
  accountRole: roleSchema,
  status: userStatusSchema,
  joinedDate: z.string(),
  specialization: z.string(),
  subjects: z.array(z.string()),
  experience: z.string(),
  education: z.string(),
  languages: z.array(z.string()),
  avatar: z.string(),
  interests: z.string(),
  /** The zone the user's times are shown and read in: their own, else the institute's TIME_ZONE. */
  timeZone: z.string(),
  /** The language they chose in Settings; null until they choose one (their browser's is used meanwhile). */
  language: z.enum(LANGUAGES).nullable(),
  /** When they first signed in; null while an invited account has never been used. */
  firstSignedInAt: z.string().nullable(),
  /** YYYY-MM-DD, or null when not given: a student 18 or over by it approves guardian links others make. */
  dateOfBirth: z.string().nullable(),
  /**
   * Only in answers about the signed-in user's own account (sign-in, profile): true throughout the
   * session that was their first sign-in, so the greeting says "Welcome" rather than "Welcome back".
   */
  firstSession: z.boolean().optional(),
});
export type User = z.infer<typeof userSchema>;

export const timeZoneMessage = /*i18n*/ 'Time zone must be an IANA time zone such as Asia/Kolkata';

/** A time zone a user picks: an IANA name this server knows ("Europe/Berlin"), never an offset. */
export const timeZoneField = text(/*i18n*/ 'Time zone', { error: timeZoneMessage })
  .trim()
  .max(64, timeZoneMessage)
  .refine(isTimeZone, timeZoneMessage);

/** A language a user picks: one Tutorium speaks (languages.ts), by its code ("hi"). */
export const languageField = z.enum(LANGUAGES, { error: /*i18n*/ 'Choose a language Tutorium speaks' });

/**
 * The browser's zone sent at sign-up and sign-in: a hint the user never typed, so a name this
 * server does not know is dropped (undefined) rather than refusing the sign-in.
 */
export const browserTimeZoneField = z
  .string()
  .optional()
  .catch(undefined)
  .transform((value) => (value !== undefined && isTimeZone(value.trim()) ? value.trim() : undefined));

/**
 * A date of birth a user gives: a real date from 1 January 1900 to today (the latest date that is
 * today anywhere on Earth, UTC+14, so no time zone refuses its own today).
 */
export const dateOfBirthField = z
  .string({ error: /*i18n*/ 'Date of birth must be a date (YYYY-MM-DD)' })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, /*i18n*/ 'Date of birth must be a date (YYYY-MM-DD)')
  .refine(isIsoDate, /*i18n*/ 'Date of birth is not a valid date')
  .refine((value) => value >= '1900-01-01', /*i18n*/ 'Date of birth cannot be before 1900')
  .refine(
    (value) => value <= new Date(Date.now() + 14 * 60 * 60 * 1000).toISOString().slice(0, 10),
    /*i18n*/ 'Date of birth cannot be in the future',
  );

export const avatarField = optionalHttpUrl(/*i18n*/ 'Avatar', /*i18n*/ 'Avatar must be an http(s) URL');

/**
 * What a user may change about themselves. Every field is optional: one not sent keeps its stored
 * value, so a client that edits only some fields never wipes the others. Role, status and id are
 * never taken from this body (a client may send them; they are ignored).
 */
export const profileUpdateSchema = z.object({
  name: nameField.optional(),
  email: emailField.optional(),
  phone: phoneText.optional(),
  address: optionalLine(200, /*i18n*/ 'Address'),
  bio: optionalLine(2000, 'Bio', { multiline: true }),
  specialization: optionalLine(100, /*i18n*/ 'Specialization'),
  subjects: stringList(
    /*i18n*/ 'Subjects',
    /*i18n*/ 'Subjects entries must be at most 60 characters',
    /*i18n*/ 'At most 20 subjects',
  ).optional(),
  experience: optionalLine(100, /*i18n*/ 'Experience'),
  education: optionalLine(300, /*i18n*/ 'Education'),
  languages: stringList(
    /*i18n*/ 'Languages',
    /*i18n*/ 'Languages entries must be at most 60 characters',
    /*i18n*/ 'At most 20 languages',
  ).optional(),
  avatar: avatarField.optional(),
  interests: optionalLine(300, /*i18n*/ 'Interests'),
  timeZone: timeZoneField.optional(),
  /** null forgets the choice: the browser's language applies again. */
  language: languageField.nullable().optional(),
  /** null clears it. */
  dateOfBirth: dateOfBirthField.nullable().optional(),
  /** Needed only when the email address changes, so a borrowed session cannot take over the account. */
  currentPassword: text(/*i18n*/ 'Current password').max(1024).optional(),
});
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

export const userEnvelopeSchema = z.object({ success: z.literal(true), data: userSchema });
export const userUpdatedSchema = userEnvelopeSchema.extend({ message: z.string() });

export const courseRefSchema = z.object({ _id: z.string(), id: z.string(), title: z.string() });

/** A row of a teacher's "Your Students" list. */
export const studentRowSchema = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  status: userStatusSchema,
  joinedDate: z.string(),
  enrolledCoursesCount: z.number(),
  courses: z.array(courseRefSchema),
});
export type StudentRow = z.infer<typeof studentRowSchema>;
export const studentPageSchema = z.object({
  success: z.literal(true),
  data: z.array(studentRowSchema),
  pagination: paginationSchema,
});

export const studentListQuerySchema = listQuerySchema.extend({
  search: text(/*i18n*/ 'Search').trim().max(100).optional(),
});
export type StudentListQuery = z.input<typeof studentListQuerySchema>;

/** A teacher as the public directory and Explore Teachers show them: no email, no phone. */
export const teacherCardSchema = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  specialization: z.string(),
  subjects: z.array(z.string()),
  experience: z.string(),
  bio: z.string(),
  education: z.string(),
  languages: z.array(z.string()),
  avatar: z.string(),
  joinedDate: z.string(),
  courseCount: z.number(),
  studentCount: z.number(),
  /** Mean of the ratings of all their courses' reviews, to one decimal; null with none. */
  rating: z.number().nullable(),
  reviewCount: z.number(),
  /** The seed client's name for reviewCount. */
  reviews: z.number(),
  /** The seed's hourly rate: always null, as Tutorium prices courses, not teachers' hours. */
  rate: z.number().nullable(),
});
export type TeacherCard = z.infer<typeof teacherCardSchema>;
export const teacherEnvelopeSchema = z.object({ success: z.literal(true), data: teacherCardSchema });
export const teacherPageSchema = z.object({
  success: z.literal(true),
  data: z.array(teacherCardSchema),
  pagination: paginationSchema,
});

export const teacherListQuerySchema = listQuerySchema.extend({
  search: text(/*i18n*/ 'Search').trim().max(100).optional(),
  subject: text(/*i18n*/ 'Subject').trim().max(60).optional(),
});
export type TeacherListQuery = z.input<typeof teacherListQuerySchema>;

export const userListQuerySchema = listQuerySchema.extend({
  search: text(/*i18n*/ 'Search').trim().max(100).optional(),
  /** The account role (`accountRole`), not the seed's `role`: `teacher` and `admin` are told apart. */
  role: roleSchema.optional(),
  status: userStatusSchema.optional(),
});
export type UserListQuery = z.input<typeof userListQuerySchema>;
export const userPageSchema = z.object({
  success: z.literal(true),
  data: z.array(userSchema),
  pagination: paginationSchema,
});

/** What an admin may change on another account; `role` is the account role (`accountRole` in answers). */
export const adminUserUpdateSchema = z
  .object({ status: userStatusSchema.optional(), role: assignableRoleSchema.optional() })
  .refine((body) => body.status !== undefined || body.role !== undefined, {
    message: /*i18n*/ 'Nothing to update: send a status or a role',
  });
export type AdminUserUpdate = z.input<typeof adminUserUpdateSchema>;

/**
 * An account an admin creates for someone else. It has no password: the person gets an email with a
 * verification code and a link to choose one.
 */
export const adminCreateUserSchema = z.object({
  name: nameField,
  email: emailField,
  role: assignableRoleSchema,
  specialization: text(/*i18n*/ 'Specialization')
    .trim()
    .max(100, /*i18n*/ 'Specialization is too long')
    .optional()
    .default(''),
});
export type AdminCreateUser = z.input<typeof adminCreateUserSchema>;

export const teacherContactSchema = z.object({
  subject: text(/*i18n*/ 'Subject', { error: /*i18n*/ 'Subject is required' })
    .trim()
    .min(1, /*i18n*/ 'Subject is required')
    .max(150, /*i18n*/ 'Subject is too long'),
  message: text(/*i18n*/ 'Message', { multiline: true, error: /*i18n*/ 'Message is required' })
    .trim()
    .min(1, /*i18n*/ 'Message is required')
    .max(5000, /*i18n*/ 'Message must be at most 5000 characters'),
});
export type TeacherContact = z.input<typeof teacherContactSchema>;

export const userMessages = {
  studentRemoved: /*i18n*/ 'Student removed successfully',
  studentNotInYourCourses: /*i18n*/ 'This student is not enrolled in any of your courses',
  userUpdated: /*i18n*/ 'User updated successfully',
  userDeleted: /*i18n*/ 'User deleted successfully',
  userNotFound: /*i18n*/ 'User not found',
  teacherNotFound: /*i18n*/ 'Teacher not found',
  notYourself: /*i18n*/ 'You cannot change or delete your own account here',
  lastAdmin: /*i18n*/ 'Tutorium needs at least one active admin: make another account an admin first',
  noLongerAdmin: /*i18n*/ 'You are no longer an active admin: another admin changed your account meanwhile',
  emailTaken: /*i18n*/ 'An account with this email already exists',
  invited: /*i18n*/ 'Account created. We emailed them a link to choose a password.',
  resetCodeSent: /*i18n*/ 'We emailed them a verification code to choose a new password.',
  notActive: /*i18n*/ 'Only an active account can get a verification code',
  messageSent: /*i18n*/ 'Message sent successfully!',
  settingsSaved: /*i18n*/ 'Settings saved',
} as const;

/** Which kinds of notification also go out by email; in-app notifications are always on. */
export const notificationSettingsSchema = z.object({
  emailNotifications: z.boolean({ error: /*i18n*/ 'emailNotifications must be true or false' }),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;
export const notificationSettingsResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: notificationSettingsSchema,
});
