import { z } from 'zod';
import { attendanceStatusSchema } from './attendance';
import { emailField, nameField, passwordField, text } from './fields';
import { liveClassStates } from './live-classes';
import { roleSchema } from './roles';
import { browserTimeZoneField, userSchema } from './users';

/*
 * Guardians (docs/product.md, "Guardians"): a parent or guardian follows a linked child's attendance,
 * classes, homework, grades and announcements in the guardian portal, read-only, and hears of absences,
 * at-risk changes and a weekly summary by email.
 */

/** How long an emailed guardian invitation can be accepted. */
export const GUARDIAN_INVITATION_TTL_DAYS = 14;

/** From this age a student approves a link someone else made, and may end a link. */
export const ADULT_AGE_YEARS = 18;

/**
 * A link between a student and a guardian: `invited` while the emailed invitation waits (no guardian
 * account yet), `awaiting_approval` when an adult student must approve a link someone else made, then
 * `active`. An ended link is deleted (the audit log keeps that it was made and ended).
 */
export const guardianLinkStates = ['invited', 'awaiting_approval', 'active'] as const;
export const guardianLinkStateSchema = z.enum(guardianLinkStates);
export type GuardianLinkState = z.infer<typeof guardianLinkStateSchema>;

const relationshipField = text(/*i18n*/ 'Relationship')
  .trim()
  .max(50, /*i18n*/ 'Relationship must be at most 50 characters')
  .optional()
  .default('');

/** A student, teacher or admin invites a guardian by email. */
export const guardianInviteBodySchema = z.object({ email: emailField, relationship: relationshipField });
export type GuardianInviteBody = z.input<typeof guardianInviteBodySchema>;

const personRefSchema = z.object({ id: z.string(), name: z.string() });

/** One link as the student (or their teacher) sees it. */
export const guardianLinkSchema = z.object({
  id: z.string(),
  state: guardianLinkStateSchema,
  /** The guardian's account once the invitation is accepted; null while invited. */
  guardian: personRefSchema.extend({ email: z.string() }).nullable(),
  invitedEmail: z.string(),
  relationship: z.string(),
  /** Who made the link; null once that account is erased. */
  invitedBy: personRefSchema.extend({ role: roleSchema }).nullable(),
  createdAt: z.string(),
  /** Whether the signed-in user may end it (or withdraw the invitation). */
  canEnd: z.boolean(),
  /** Whether the signed-in user is the adult student who must approve it. */
  canApprove: z.boolean(),
});
export type GuardianLink = z.infer<typeof guardianLinkSchema>;

export const guardianLinkListSchema = z.object({
  success: z.literal(true),
  data: z.object({
    links: z.array(guardianLinkSchema),
    /** Whether the student is 18 or over by the date of birth on their profile (false when none is given). */
    adult: z.boolean(),
  }),
});

export const guardianLinkResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: guardianLinkSchema,
});

/** The emailed invitation's token, in the address of the page that accepts it. */
export const invitationTokenParamsSchema = z.object({
  token: z
    .string({ error: /*i18n*/ 'The invitation link is incomplete' })
    .trim()
    .min(1, /*i18n*/ 'The invitation link is incomplete')
    .max(200, /*i18n*/ 'The invitation link is not valid'),
});

/** What the invitation page shows before it is accepted (anyone holding the link may read it). */
export const guardianInvitationSchema = z.object({
  success: z.literal(true),
  data: z.object({
    studentName: z.string(),
    invitedEmail: z.string(),
    invitedByName: z.string().nullable(),
    relationship: z.string(),
    expiresAt: z.string(),
    /** An account with the invited address exists: it accepts signed in, no new account is made. */
    accountExists: z.boolean(),
  }),
});

/** Accepting with a new guardian account: the emailed link proves the address, so it is verified at once. */
export const acceptInvitationNewAccountSchema = z.object({
  name: nameField,
  password: passwordField,
  timeZone: browserTimeZoneField,
});
export type AcceptInvitationNewAccount = z.input<typeof acceptInvitationNewAccountSchema>;

/** The form adds a confirmation that never leaves the browser. */
export const acceptInvitationFormSchema = z
  .object({
    name: nameField,
    password: passwordField,
    confirmPassword: text(/*i18n*/ 'Password confirmation').min(1, /*i18n*/ 'Please confirm your password'),
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    message: /*i18n*/ 'Passwords do not match',
  });
export type AcceptInvitationForm = z.input<typeof acceptInvitationFormSchema>;

/** A new guardian account is signed in as it is made: the session token and the account. */
export const acceptedAsNewAccountSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  token: z.string(),
  user: userSchema,
});

/** One linked child in the guardian portal's list. */
export const guardianChildSchema = z.object({
  id: z.string(),
  /** The reader's active link to the child: ending it (`DELETE /api/guardian-links/:id`) stops following them. */
  linkId: z.string(),
  name: z.string(),
  avatar: z.string(),
  relationship: z.string(),
  activeCourses: z.number().int(),
  /** Attendance this month (present over marked, as every attendance rate), null with no class marked. */
  attendancePercentThisMonth: z.number().nullable(),
  atRisk: z.boolean(),
});
export type GuardianChild = z.infer<typeof guardianChildSchema>;

export const guardianChildListSchema = z.object({ success: z.literal(true), data: z.array(guardianChildSchema) });

export const studentIdParamsSchema = z.object({
  studentId: z.uuid(/*i18n*/ 'Student id must be a valid id'),
});

const attendanceTallySchema = z.object({
  present: z.number().int(),
  late: z.number().int(),
  absent: z.number().int(),
  excused: z.number().int(),
  total: z.number().int(),
  /** Present over the classes marked (late and excused are not present), null with none marked. */
  percentage: z.number().nullable(),
});

/** A linked child's overview: everything the guardian portal shows of them, read-only. */
export const guardianChildOverviewSchema = z.object({
  success: z.literal(true),
  data: z.object({
    child: guardianChildSchema,
    /** The reader's "today" and the weeks below are in the institute's time zone. */
    attendance: z.object({
      thisWeek: attendanceTallySchema,
      thisMonth: attendanceTallySchema,
      /** Every mark of the last 42 days, newest first: the calendar. */
      days: z.array(
        z.object({
          date: z.string(),
          status: attendanceStatusSchema,
          course: personRefSchema.pick({ id: true }).extend({ title: z.string() }),
        }),
      ),
    }),
    upcomingClasses: z.array(
      z.object({
        id: z.string(),
        title: z.string(),
        course: z.object({ id: z.string(), title: z.string() }),
        startsAt: z.string(),
        durationMinutes: z.number().int(),
        state: z.enum(liveClassStates),
      }),
    ),
    homework: z.object({
      /** Not yet handed in and not past due, soonest first. */
      due: z.array(
        z.object({
          id: z.string(),
          title: z.string(),
          course: z.object({ id: z.string(), title: z.string() }),
          dueAt: z.string(),
        }),
      ),
      /** Past due and never handed in, most recent first. */
      missing: z.array(
        z.object({
          id: z.string(),
          title: z.string(),
          course: z.object({ id: z.string(), title: z.string() }),
          dueAt: z.string(),
        }),
      ),
    }),
    /** Released test results, newest first. */
    tests: z.array(
      z.object({
        id: z.string(),
        title: z.string(),
        course: z.object({ id: z.string(), title: z.string() }),
        submittedAt: z.string(),
        score: z.number(),
        maxScore: z.number(),
        percentage: z.number().nullable(),
      }),
    ),
    /** The course grade of each active enrolment that has one. */
    grades: z.array(
      z.object({
        course: z.object({ id: z.string(), title: z.string() }),
        percentage: z.number().nullable(),
        letter: z.string().nullable(),
      }),
    ),
    /** The newest published announcements of the child's courses. */
    announcements: z.array(
      z.object({
        id: z.string(),
        course: z.object({ id: z.string(), title: z.string() }),
        authorName: z.string(),
        body: z.string(),
        publishedAt: z.string(),
      }),
    ),
    /** The child's teachers, whom the guardian may message. */
    teachers: z.array(personRefSchema),
  }),
});
export type GuardianChildOverview = z.infer<typeof guardianChildOverviewSchema>['data'];

/** The emails a guardian can receive; each can be turned off in Settings or from the email itself. */
export const guardianAlertKinds = ['absences', 'at_risk', 'weekly_summary'] as const;
export const guardianAlertKindSchema = z.enum(guardianAlertKinds);
export type GuardianAlertKind = z.infer<typeof guardianAlertKindSchema>;

export const guardianPreferencesSchema = z.object({
  absences: z.boolean({ error: /*i18n*/ 'Choose whether to receive absence emails' }),
  atRisk: z.boolean({ error: /*i18n*/ 'Choose whether to receive at-risk emails' }),
  weeklySummary: z.boolean({ error: /*i18n*/ 'Choose whether to receive the weekly summary' }),
});
export type GuardianPreferences = z.infer<typeof guardianPreferencesSchema>;

export const guardianPreferencesResponseSchema = z.object({
  success: z.literal(true),
  data: guardianPreferencesSchema.extend({
    /** The weekday (1 Monday … 7 Sunday) the institute sends the weekly summary. */
    weeklySummaryDay: z.number().int().min(1).max(7),
  }),
});

/** The signed token of an email's unsubscribe link: works without signing in. */
export const unsubscribeBodySchema = z.object({
  token: z
    .string({ error: /*i18n*/ 'The unsubscribe link is incomplete' })
    .trim()
    .min(1, /*i18n*/ 'The unsubscribe link is incomplete')
    .max(500, /*i18n*/ 'The unsubscribe link is not valid'),
});

export const unsubscribeResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ kind: guardianAlertKindSchema }),
});

export const guardianMessages = {
  invited: /*i18n*/ 'Invitation sent to {email}',
  accepted: /*i18n*/ 'You now follow {name} in Tutorium',
  /** Accepted, but an adult student approves a link someone else made before it shows them. */
  acceptedAwaitingApproval: /*i18n*/ 'Invitation accepted: you can follow {name} once they approve it',
  approved: /*i18n*/ 'Guardian approved',
  ended: /*i18n*/ 'Guardian link ended',
  withdrawn: /*i18n*/ 'Invitation withdrawn',
  preferencesSaved: /*i18n*/ 'Email preferences saved',
  unsubscribed: /*i18n*/ 'You will no longer receive these emails',
} as const;
