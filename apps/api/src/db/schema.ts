import { type SubmissionKind, submissionKinds } from '@tutorium/contract/assignments';
import { AT_RISK_MINIMUM_CLASSES, AT_RISK_MISSED_CLASSES, AT_RISK_PERCENT } from '@tutorium/contract/at-risk';
import { type AttendanceStatus, attendanceStatuses } from '@tutorium/contract/attendance';
import {
  type ConversationKind,
  type ConversationStatus,
  conversationKinds,
  conversationStatuses,
  MESSAGE_MAX_LENGTH,
  type ReportReason,
  type ReportStatus,
  reportReasons,
  reportStatuses,
} from '@tutorium/contract/conversations';
import {
  type CourseCategory,
  type CourseLevel,
  type CourseStatus,
  courseLevels,
  courseStatuses,
  type WeekDay,
} from '@tutorium/contract/courses';
import {
  type LedgerEntryKind,
  ledgerEntryKinds,
  MAX_INSTALMENTS,
  type PaymentMethod,
  paymentMethods,
  type RefundRequestState,
  refundRequestStates,
} from '@tutorium/contract/fees';
import { type MissingWork, missingWorkPolicies } from '@tutorium/contract/gradebook';
import { type GuardianLinkState, guardianLinkStates } from '@tutorium/contract/guardians';
import { type NotificationKind, notificationKinds } from '@tutorium/contract/notifications';
import {
  type AuditAction,
  type AuditChange,
  auditActions,
  type DataExportStatus,
  dataExportStatuses,
} from '@tutorium/contract/privacy';
import { type QuestionDefinition, type QuestionKind, questionKinds } from '@tutorium/contract/questions';
import { type GivenAnswer, type ReleaseMode, releaseModes } from '@tutorium/contract/quizzes';
import { type ResourceType, resourceTypes } from '@tutorium/contract/resources';
import { type Role, roles, type UserStatus, userStatuses } from '@tutorium/contract/roles';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** A CHECK that the column holds one of the contract's enum values, so the two lists cannot drift apart. */
const oneOf = (column: AnyColumn, values: readonly string[]): SQL =>
  sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(', '))})`;

/** Binary data; drizzle has no built-in bytea column. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/** A moment in time: stored with its time zone, read as a Date. */
const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

const createdAt = () => instant('created_at').notNull().defaultNow();

/** A required reference to the row that owns this one: deleting the owner deletes this row with it. */
const belongsTo = (name: string, owner: () => AnyPgColumn) =>
  uuid(name).notNull().references(owner, { onDelete: 'cascade' });

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Stored lower-cased and trimmed, so the unique constraint is the duplicate check. */
    email: text('email').notNull().unique('users_email_unique'),
    passwordHash: text('password_hash').notNull(),
    role: text('role').$type<Role>().notNull(),
    status: text('status').$type<UserStatus>().notNull().default('active'),
    phone: text('phone').notNull().default(''),
    address: text('address').notNull().default(''),
    bio: text('bio').notNull().default(''),
    specialization: text('specialization').notNull().default(''),
    subjects: text('subjects').array().notNull().default(sql`'{}'::text[]`),
    experience: text('experience').notNull().default(''),
    education: text('education').notNull().default(''),
    languages: text('languages').array().notNull().default(sql`'{}'::text[]`),
    avatar: text('avatar').notNull().default(''),
    interests: text('interests').notNull().default(''),
    /** Class reminders by email; on unless the user turns them off in Settings. */
    notifyEmail: boolean('notify_email').notNull().default(true),
    /** IANA zone ("Asia/Kolkata") the user's times are shown and read in; null: the institute's TIME_ZONE. */
    timeZone: text('time_zone'),
    /**
     * The language Tutorium speaks to the user in ("hi"), one of LANGUAGES; null: not chosen (the
     * browser's, then English). No check constraint: a new language needs no migration.
     */
    language: text('language'),
    /** When the holder proved they receive mail at `email`; until then the address counts as nobody's (docs/security.md). */
    emailVerifiedAt: instant('email_verified_at'),
    /** The first completed sign-in; until then an invited teacher is not listed in the public directory (docs/product.md). */
    firstSignedInAt: instant('first_signed_in_at'),
    /** Optional; a student 18 or over by it approves guardian links others make (docs/product.md, "Guardians"). */
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [
    check('users_role_check', oneOf(table.role, roles)),
    check('users_status_check', oneOf(table.status, userStatuses)),
    index('users_role_idx').on(table.role),
    // The teacher directory's order, over its teachers only: a page reads its own rows, whatever the
    // number of users (docs/performance.md).
    index('users_teacher_directory_idx')
      .on(table.name, table.id)
      .where(sql`${table.role} = 'teacher' and ${table.status} = 'active'`),
  ],
);

/**
 * Browsers trusted for sign-in (docs/security.md, "Trusted devices"): the device cookie names a random
 * id, of which only the SHA-256 is kept. Deleting the row revokes the trust: the cookie then counts as
 * an untrusted client. Browser, system and place are read from the sign-in that made or last used it.
 */
export const trustedDevices = pgTable(
  'trusted_devices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: belongsTo('user_id', () => users.id),
    deviceIdHash: text('device_id_hash').notNull().unique('trusted_devices_device_id_hash_unique'),
    browser: text('browser').notNull().default(''),
    os: text('os').notNull().default(''),
    place: text('place').notNull().default(''),
    createdAt: createdAt(),
    lastSeenAt: instant('last_seen_at').notNull().defaultNow(),
  },
  (table) => [index('trusted_devices_user_id_idx').on(table.userId)],
);

/**
 * Bearer sessions: only the SHA-256 of the token is kept, so a leaked table cannot be replayed. Deleting
 * a row announces it (trigger in db/sql/announcements.sql), so live streams opened with it close on every instance.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: belongsTo('user_id', () => users.id),
    tokenHash: text('token_hash').notNull().unique('sessions_token_hash_unique'),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    /** Where it was opened from (the address itself is not kept, only the country it maps to). */
    browser: text('browser').notNull().default(''),
    os: text('os').notNull().default(''),
    place: text('place').notNull().default(''),
    /** Moved forward at most once a minute by the requests that use the session. */
    lastSeenAt: instant('last_seen_at').notNull().defaultNow(),
    /** The trusted device it signed in from; revoking the device leaves the session to be ended on its own. */
    trustedDeviceId: uuid('trusted_device_id').references(() => trustedDevices.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('sessions_user_id_idx').on(table.userId),
    index('sessions_trusted_device_id_idx').on(table.trustedDeviceId),
  ],
);

/** At most one live reset code per account: a resend replaces it (unique user_id). */
export const passwordResets = pgTable('password_resets', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .unique('password_resets_user_id_unique')
    .references(() => users.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  failedTries: integer('failed_tries').notNull().default(0),
  verifiedAt: instant('verified_at'),
  expiresAt: instant('expires_at').notNull(),
  createdAt: createdAt(),
});

/**
 * The one open email confirmation per account: for its own unverified address, or for the new address of
 * a change waiting to be confirmed (`email` differs from the account's). A resend replaces it; using it
 * deletes it. The code is hashed like a password, the link's token by SHA-256 (it has 256 random bits).
 */
export const emailVerifications = pgTable('email_verifications', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .unique('email_verifications_user_id_unique')
    .references(() => users.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  codeHash: text('code_hash').notNull(),
  linkTokenHash: text('link_token_hash').notNull().unique('email_verifications_link_token_hash_unique'),
  failedTries: integer('failed_tries').notNull().default(0),
  expiresAt: instant('expires_at').notNull(),
  createdAt: createdAt(),
});

/** Fixed-window counters for rate limits, shared by every API process using this database. */
export const rateLimitBuckets = pgTable(
  'rate_limit_buckets',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    expiresAt: instant('expires_at').notNull(),
  },
  (table) => [index('rate_limit_buckets_expires_at_idx').on(table.expiresAt)],
);

/**
 * Secrets the server makes for itself on first start (the device-cookie signing key), kept here so
 * every instance sharing the database signs and checks alike.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

export const courses = pgTable(
  'courses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Restrict: an account that still teaches courses is not deleted from under its students. */
    instructorId: uuid('instructor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    category: text('category').$type<CourseCategory>().notNull(),
    level: text('level').$type<CourseLevel>().notNull().default('beginner'),
    status: text('status').$type<CourseStatus>().notNull().default('active'),
    thumbnail: text('thumbnail').notNull().default(''),
    scheduleDays: text('schedule_days').array().$type<WeekDay[]>().notNull().default(sql`'{}'::text[]`),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    durationHours: integer('duration_hours').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    maxStudents: integer('max_students').notNull().default(50),
    /** Whether a full course offers its waitlist (docs/product.md §4). */
    waitlistEnabled: boolean('waitlist_enabled').notNull().default(true),
    /** Whole cents, so sums and comparisons are exact. */
    priceCents: integer('price_cents').notNull().default(0),
    /** Kept by database triggers on enrolments and reviews, so lists sort and show them without counting. */
    enrolmentCount: integer('enrolment_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    /** When a student of this course counts as at risk (docs/product.md, "At-risk students"). */
    atRiskBelowPercent: integer('at_risk_below_percent').notNull().default(AT_RISK_PERCENT.default),
    atRiskMissedClasses: integer('at_risk_missed_classes').notNull().default(AT_RISK_MISSED_CLASSES.default),
    atRiskMinimumClasses: integer('at_risk_minimum_classes').notNull().default(AT_RISK_MINIMUM_CLASSES.default),
    /** The fee's plan (docs/product.md, "Fees"): 1 in full, or that many monthly parts. */
    instalments: integer('instalments').notNull().default(1),
    /** Whether a new student's classroom waits for their first payment (the seat held meanwhile). */
    accessAfterPayment: boolean('access_after_payment').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('courses_instructor_id_idx').on(table.instructorId),
    index('courses_status_idx').on(table.status),
    // The catalogue's default order to the last key, so a page is read in order and stops at the page.
    // NULLS FIRST as a plain `desc` orders: an index in another order would not serve the query.
    index('courses_popular_idx').on(
      table.enrolmentCount.desc().nullsFirst(),
      table.createdAt.desc().nullsFirst(),
      table.id,
    ),
    check('courses_max_students_check', sql`${table.maxStudents} >= 1`),
    // The backstop behind the seat lock: the trigger-kept count can never pass the capacity.
    check('courses_enrolment_capacity_check', sql`${table.enrolmentCount} <= ${table.maxStudents}`),
    check('courses_price_check', sql`${table.priceCents} >= 0`),
    check('courses_instalments_check', sql`${table.instalments} between 1 and ${sql.raw(String(MAX_INSTALMENTS))}`),
    check('courses_duration_check', sql`${table.durationHours} >= 1`),
    check('courses_level_check', oneOf(table.level, courseLevels)),
    check('courses_status_check', oneOf(table.status, courseStatuses)),
    check(
      'courses_at_risk_below_percent_check',
      sql`${table.atRiskBelowPercent} between ${sql.raw(String(AT_RISK_PERCENT.min))} and ${sql.raw(String(AT_RISK_PERCENT.max))}`,
    ),
    check(
      'courses_at_risk_missed_classes_check',
      sql`${table.atRiskMissedClasses} between ${sql.raw(String(AT_RISK_MISSED_CLASSES.min))} and ${sql.raw(String(AT_RISK_MISSED_CLASSES.max))}`,
    ),
    check(
      'courses_at_risk_minimum_classes_check',
      sql`${table.atRiskMinimumClasses} between ${sql.raw(String(AT_RISK_MINIMUM_CLASSES.min))} and ${sql.raw(String(AT_RISK_MINIMUM_CLASSES.max))}`,
    ),
  ],
);

export const enrolments = pgTable(
  'enrolments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: belongsTo('course_id', () => courses.id),
    studentId: belongsTo('student_id', () => users.id),
    enrolledAt: instant('enrolled_at').notNull().defaultNow(),
    /**
     * This enrolment's figures, kept by database triggers in the same transaction as the write they
     * follow: attendance records dated since the enrolment, by status; lessons of the course the
     * student completed; the student's latest lesson completion or live-class join in the course.
     */
    attendanceTotal: integer('attendance_total').notNull().default(0),
    attendancePresent: integer('attendance_present').notNull().default(0),
    attendanceAbsent: integer('attendance_absent').notNull().default(0),
    attendanceLate: integer('attendance_late').notNull().default(0),
    attendanceExcused: integer('attendance_excused').notNull().default(0),
    lessonsCompleted: integer('lessons_completed').notNull().default(0),
    lastActivityAt: instant('last_activity_at'),
  },
  (table) => [
    unique('enrolments_course_student_unique').on(table.courseId, table.studentId),
    index('enrolments_student_id_idx').on(table.studentId),
    // A teacher's enrolment figures (by week enrolled, lesson progress) read from the index alone: a
    // course's enrolments lie on as many heap pages as there are rows, which grows with the platform.
    index('enrolments_course_figures_idx').on(table.courseId, table.enrolledAt, table.lessonsCompleted),
    index('enrolments_last_activity_idx').on(table.lastActivityAt.desc().nullsLast()),
  ],
);

/**
 * Students waiting for a seat in a full course. A student's position is derived (rank by joined_at,
 * then id), so positions have no gaps. joined_at is the clock at insert, taken after the course row
 * lock, so the order is the order the seat lock granted.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: belongsTo('course_id', () => courses.id),
    studentId: belongsTo('student_id', () => users.id),
    joinedAt: instant('joined_at').notNull().default(sql`clock_timestamp()`),
  },
  (table) => [
    unique('waitlist_entries_course_student_unique').on(table.courseId, table.studentId),
    index('waitlist_entries_course_order_idx').on(table.courseId, table.joinedAt, table.id),
    index('waitlist_entries_student_id_idx').on(table.studentId),
  ],
);

/**
 * Attendance per course and date, counting only records dated since the student's enrolment (the
 * records every figure counts). Kept by database triggers; summed for the analytics charts and cards.
 */
export const courseAttendanceDays = pgTable(
  'course_attendance_days',
  {
    courseId: belongsTo('course_id', () => courses.id),
    date: date('date', { mode: 'string' }).notNull(),
    total: integer('total').notNull().default(0),
    present: integer('present').notNull().default(0),
    absent: integer('absent').notNull().default(0),
    late: integer('late').notNull().default(0),
    excused: integer('excused').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.courseId, table.date] }),
    index('course_attendance_days_date_idx').on(table.date),
  ],
);

/**
 * How many of a teacher's courses each student is enrolled in, kept by triggers on enrolments and
 * courses (db/sql/summaries.sql), so the directory counts a teacher's distinct students without reading
 * their enrolments.
 */
export const teacherStudents = pgTable(
  'teacher_students',
  {
    teacherId: belongsTo('teacher_id', () => users.id),
    studentId: belongsTo('student_id', () => users.id),
    enrolments: integer('enrolments').notNull(),
  },
  (table) => [primaryKey({ columns: [table.teacherId, table.studentId] })],
);

/**
 * How many courses have each status, category and level, kept by triggers on courses
 * (db/sql/summaries.sql), so the catalogue's total reads a few rows instead of counting every published course.
 */
export const catalogueCourseCounts = pgTable(
  'catalogue_course_counts',
  {
    status: text('status').$type<CourseStatus>().notNull(),
    category: text('category').$type<CourseCategory>().notNull(),
    level: text('level').$type<CourseLevel>().notNull(),
    courses: integer('courses').notNull(),
  },
  (table) => [primaryKey({ columns: [table.status, table.category, table.level] })],
);

/** How many distinct students each teacher has, kept from teacher_students by a trigger (db/sql/summaries.sql). */
export const teacherStudentCounts = pgTable('teacher_student_counts', {
  teacherId: uuid('teacher_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  students: integer('students').notNull(),
});

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    /** The signed-in sender, when there was one. */
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    readAt: instant('read_at'),
    createdAt: createdAt(),
  },
  (table) => [
    index('contact_messages_created_at_idx').on(table.createdAt),
    index('contact_messages_sender_id_idx').on(table.senderId),
  ],
);

export const resources = pgTable(
  'resources',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    type: text('type').$type<ResourceType>().notNull(),
    category: text('category').$type<CourseCategory>().notNull(),
    /** The uploader's file name, offered again on download. */
    fileName: text('file_name').notNull(),
    /** The file's name under DATA_DIR/resources. */
    storedName: text('stored_name').notNull().unique('resources_stored_name_unique'),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    downloadCount: integer('download_count').notNull().default(0),
    viewCount: integer('view_count').notNull().default(0),
    uploadedBy: uuid('uploaded_by')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('resources_uploaded_by_idx').on(table.uploadedBy),
    check('resources_type_check', oneOf(table.type, resourceTypes)),
  ],
);

/** One record per (course, student, date); saving again updates it in place. */
export const attendanceRecords = pgTable(
  'attendance_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: belongsTo('course_id', () => courses.id),
    studentId: belongsTo('student_id', () => users.id),
    date: date('date', { mode: 'string' }).notNull(),
    status: text('status').$type<AttendanceStatus>().notNull(),
    remarks: text('remarks').notNull().default(''),
    markedBy: uuid('marked_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * Whether the record counts in the figures (the student was enrolled by its date). Decided by
     * database triggers on every write to the record or its enrolment; never set by the app.
     */
    counted: boolean('counted').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [
    unique('attendance_course_student_date_unique').on(table.courseId, table.studentId, table.date),
    index('attendance_course_date_idx').on(table.courseId, table.date),
    index('attendance_student_date_idx').on(table.studentId, table.date),
    index('attendance_marked_by_idx').on(table.markedBy),
    check('attendance_status_check', oneOf(table.status, attendanceStatuses)),
  ],
);

export const liveClasses = pgTable(
  'live_classes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: belongsTo('course_id', () => courses.id),
    title: text('title').notNull(),
    subject: text('subject').notNull(),
    startsAt: instant('starts_at').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    meetingLink: text('meeting_link').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('live_classes_course_starts_idx').on(table.courseId, table.startsAt),
    index('live_classes_starts_at_idx').on(table.startsAt),
    index('live_classes_created_by_idx').on(table.createdBy),
    check('live_classes_duration_check', sql`${table.durationMinutes} > 0`),
    check('live_classes_link_check', sql`${table.meetingLink} ~* '^https?://'`),
  ],
);

/** A student's first join of a live class through Tutorium: the check-in that pre-fills attendance. */
export const liveClassCheckIns = pgTable(
  'live_class_check_ins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    liveClassId: belongsTo('live_class_id', () => liveClasses.id),
    studentId: belongsTo('student_id', () => users.id),
    joinedAt: instant('joined_at').notNull().defaultNow(),
  },
  (table) => [
    unique('check_ins_class_student_unique').on(table.liveClassId, table.studentId),
    index('check_ins_student_id_idx').on(table.studentId),
  ],
);

/** The secret in a user's private calendar feed address; replacing it revokes the old address. */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  token: text('token').notNull().unique('calendar_feeds_token_unique'),
  createdAt: createdAt(),
});

export const lessons = pgTable(
  'lessons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: belongsTo('course_id', () => courses.id),
    /** The teacher's order, 1-based. */
    position: integer('position').notNull(),
    title: text('title').notNull(),
    /** Markdown; rendered without raw HTML. */
    body: text('body').notNull().default(''),
    videoUrl: text('video_url').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [index('lessons_course_position_idx').on(table.courseId, table.position)],
);

export const lessonResources = pgTable(
  'lesson_resources',
  {
    lessonId: belongsTo('lesson_id', () => lessons.id),
    resourceId: belongsTo('resource_id', () => resources.id),
  },
  (table) => [
    primaryKey({ columns: [table.lessonId, table.resourceId] }),
    index('lesson_resources_resource_idx').on(table.resourceId),
  ],
);

export const lessonCompletions = pgTable(
  'lesson_completions',
  {
    lessonId: belongsTo('lesson_id', () => lessons.id),
    studentId: belongsTo('student_id', () => users.id),
    completedAt: instant('completed_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.lessonId, table.studentId] }),
    index('lesson_completions_student_idx').on(table.studentId),
  ],
);

/** The teacher's score for a student in a course, 0 to 100. */
export const courseScores = pgTable(
  'course_scores',
  {
    courseId: belongsTo('course_id', () => courses.id),
    studentId: belongsTo('student_id', () => users.id),
    score: integer('score').notNull(),
    gradedBy: uuid('graded_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.courseId, table.studentId] }),
    index('course_scores_student_idx').on(table.studentId),
    index('course_scores_graded_by_idx').on(table.gradedBy),
    check('course_scores_range_check', sql`${table.score} between 0 and 100`),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: belongsTo('course_id', () => courses.id),
    studentId: belongsTo('student_id', () => users.id),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull().default(''),
    reply: text('reply'),
    repliedAt: instant('replied_at'),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [
    unique('reviews_course_student_unique').on(table.courseId, table.studentId),
    index('reviews_student_idx').on(table.studentId),
    check('reviews_rating_check', sql`${table.rating} between 1 and 5`),
  ],
);

/** One reminder email per student per class; the primary key is the claim that stops a second sender. */
export const classReminders = pgTable(
  'class_reminders',
  {
    liveClassId: belongsTo('live_class_id', () => liveClasses.id),
    studentId: belongsTo('student_id', () => users.id),
    claimedAt: instant('claimed_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.liveClassId, table.studentId] }),
    index('class_reminders_student_idx').on(table.studentId),
  ],
);

export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'failed';

/**
 * Every email, written in the transaction that caused it and delivered by the outbox worker. A row is
 * due when `next_attempt_at` has passed: for `pending` that is its (back-off) retry time, for `sending`
 * the end of the lease a worker took when it claimed it, so a message a crashed worker held is retried.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    replyToName: text('reply_to_name'),
    replyToAddress: text('reply_to_address'),
    status: text('status').$type<OutboxStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: instant('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: instant('sent_at'),
  },
  (table) => [
    index('email_outbox_due_idx').on(table.nextAttemptAt).where(sql`${table.status} in ('pending', 'sending')`),
    index('email_outbox_status_idx').on(table.status, table.createdAt),
    check('email_outbox_status_check', sql`${table.status} in ('pending', 'sending', 'sent', 'failed')`),
  ],
);

/**
 * What is left of an erased student's attendance: counts per course, date and status, with no one
 * attached, so the course's attendance figures stay the same after the student is gone.
 */
export const anonymisedAttendance = pgTable(
  'anonymised_attendance',
  {
    courseId: belongsTo('course_id', () => courses.id),
    date: date('date', { mode: 'string' }).notNull(),
    status: text('status').$type<AttendanceStatus>().notNull(),
    count: integer('count').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.courseId, table.date, table.status] }),
    check('anonymised_attendance_status_check', oneOf(table.status, attendanceStatuses)),
    check('anonymised_attendance_count_check', sql`${table.count} > 0`),
  ],
);

/**
 * A user's request for a copy of their data. The ZIP lives in `archive` until it expires; only the
 * SHA-256 of the emailed download token is kept.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: belongsTo('user_id', () => users.id),
    status: text('status').$type<DataExportStatus>().notNull().default('pending'),
    tokenHash: text('token_hash').notNull().unique('data_exports_token_hash_unique'),
    archive: bytea('archive'),
    requestedAt: instant('requested_at').notNull().defaultNow(),
    readyAt: instant('ready_at'),
    expiresAt: instant('expires_at'),
  },
  (table) => [
    index('data_exports_user_requested_idx').on(table.userId, table.requestedAt),
    /** One export in preparation per user at a time, however many requests arrive together. */
    uniqueIndex('data_exports_one_pending_idx').on(table.userId).where(sql`${table.status} = 'pending'`),
    check('data_exports_status_check', oneOf(table.status, dataExportStatuses)),
  ],
);

/**
 * Who did what to whose data. Accounts are referenced by id only, and an erased account's ids become
 * null while its role stays, so the log itself holds no personal data once someone is erased.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    action: text('action').$type<AuditAction>().notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorRole: text('actor_role').$type<Role>().notNull(),
    subjectId: uuid('subject_id').references(() => users.id, { onDelete: 'set null' }),
    subjectRole: text('subject_role').$type<Role>().notNull(),
    /** For role and status changes: what it was and what it became; null for the other actions. */
    change: jsonb('change').$type<AuditChange>(),
    createdAt: createdAt(),
  },
  (table) => [
    index('audit_log_created_at_idx').on(table.createdAt),
    index('audit_log_actor_idx').on(table.actorId),
    index('audit_log_subject_idx').on(table.subjectId),
    check('audit_log_action_check', oneOf(table.action, auditActions)),
    check('audit_log_actor_role_check', oneOf(table.actorRole, roles)),
    check('audit_log_subject_role_check', oneOf(table.subjectRole, roles)),
  ],
);

/**
 * A teacher's post to a course (docs/product.md §13). Students see it from `publish_at`; `notified_at`
 * is set, in the transaction that notifies them, when it goes out (at once or by the recurring check),
 * so however many instances run the check, students hear of it once.
 */
export const announcements = pgTable(
  'announcements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: belongsTo('course_id', () => courses.id),
    /** Null once the author erased their account: the course keeps what it told its students. */
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull().default(''),
    /** Markdown; rendered without raw HTML. */
    body: text('body').notNull(),
    pinned: boolean('pinned').notNull().default(false),
    commentsEnabled: boolean('comments_enabled').notNull().default(true),
    publishAt: instant('publish_at').notNull().defaultNow(),
    notifiedAt: instant('notified_at'),
    editedAt: instant('edited_at'),
    createdAt: createdAt(),
  },
  (table) => [
    index('announcements_course_idx').on(table.courseId, table.publishAt),
    index('announcements_author_idx').on(table.authorId),
    index('announcements_due_idx').on(table.publishAt).where(sql`${table.notifiedAt} is null`),
  ],
);

export const announcementResources = pgTable(
  'announcement_resources',
  {
    announcementId: belongsTo('announcement_id', () => announcements.id),
    resourceId: belongsTo('resource_id', () => resources.id),
  },
  (table) => [
    primaryKey({ columns: [table.announcementId, table.resourceId] }),
    index('announcement_resources_resource_idx').on(table.resourceId),
  ],
);

/** A comment under an announcement; it goes with its author's account (docs/privacy.md). */
export const announcementComments = pgTable(
  'announcement_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    announcementId: belongsTo('announcement_id', () => announcements.id),
    authorId: belongsTo('author_id', () => users.id),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('announcement_comments_announcement_idx').on(table.announcementId, table.createdAt),
    index('announcement_comments_author_idx').on(table.authorId),
  ],
);

/**
 * Homework set on a course (docs/product.md, "Assignments"). Due times are compared with the
 * database's clock (`now()`), never the app's, so every instance decides a late hand-in the same way.
 */
export const assignments = pgTable(
  'assignments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: belongsTo('course_id', () => courses.id),
    /** Null once the author erased their account: the course keeps its assignments. */
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    /** Markdown; rendered without raw HTML. */
    instructions: text('instructions').notNull().default(''),
    dueAt: instant('due_at').notNull(),
    points: integer('points').notNull(),
    lateAccepted: boolean('late_accepted').notNull().default(false),
    latePenaltyPercent: integer('late_penalty_percent').notNull().default(0),
    submissionKind: text('submission_kind').$type<SubmissionKind>().notNull(),
    allowedFileTypes: text('allowed_file_types').array().$type<ResourceType[]>().notNull(),
    maxFileBytes: integer('max_file_bytes').notNull(),
    gradebookCategoryId: uuid('gradebook_category_id').references(() => gradebookCategories.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('assignments_course_idx').on(table.courseId, table.dueAt),
    index('assignments_author_idx').on(table.authorId),
    index('assignments_due_idx').on(table.dueAt),
    index('assignments_gradebook_category_idx').on(table.gradebookCategoryId),
    check('assignments_points_check', sql`${table.points} > 0`),
    check('assignments_late_penalty_check', sql`${table.latePenaltyPercent} between 0 and 100`),
    check('assignments_submission_kind_check', oneOf(table.submissionKind, submissionKinds)),
  ],
);

export const assignmentResources = pgTable(
  'assignment_resources',
  {
    assignmentId: belongsTo('assignment_id', () => assignments.id),
    resourceId: belongsTo('resource_id', () => resources.id),
  },
  (table) => [
    primaryKey({ columns: [table.assignmentId, table.resourceId] }),
    index('assignment_resources_resource_idx').on(table.resourceId),
  ],
);

/**
 * A student's hand-in: one row per (assignment, student), which the unique constraint keeps so however
 * many submits race, one row is written; a resubmission overwrites it and counts `attempt` up. The grade
 * (points, feedback) stays hidden from the student until `released_at`; `returned_at` marks it returned
 * for rework until the next hand-in. It goes with the student's account (docs/privacy.md).
 */
export const assignmentSubmissions = pgTable(
  'assignment_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    assignmentId: belongsTo('assignment_id', () => assignments.id),
    studentId: belongsTo('student_id', () => users.id),
    text: text('text').notNull().default(''),
    attempt: integer('attempt').notNull().default(1),
    submittedAt: instant('submitted_at').notNull().defaultNow(),
    /** Handed in after the due time (by the database clock); a rework after a return keeps the first hand-in's. */
    late: boolean('late').notNull().default(false),
    points: integer('points'),
    feedback: text('feedback'),
    gradedAt: instant('graded_at'),
    gradedBy: uuid('graded_by').references(() => users.id, { onDelete: 'set null' }),
    returnedAt: instant('returned_at'),
    returnNote: text('return_note'),
    releasedAt: instant('released_at'),
    createdAt: createdAt(),
  },
  (table) => [
    unique('assignment_submissions_assignment_student_unique').on(table.assignmentId, table.studentId),
    index('assignment_submissions_student_idx').on(table.studentId),
    index('assignment_submissions_graded_by_idx').on(table.gradedBy),
    check('assignment_submissions_points_check', sql`${table.points} is null or ${table.points} >= 0`),
  ],
);

/**
 * A file a student uploaded for an assignment, kept in the storage layer under `assignments/`. Uploaded
 * first (no submission yet), then attached by the hand-in that names it; unattached uploads are removed
 * after a day by the recurring check.
 */
export const assignmentFiles = pgTable(
  'assignment_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    assignmentId: belongsTo('assignment_id', () => assignments.id),
    studentId: belongsTo('student_id', () => users.id),
    submissionId: uuid('submission_id').references(() => assignmentSubmissions.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    storedName: text('stored_name').notNull().unique('assignment_files_stored_name_unique'),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('assignment_files_assignment_idx').on(table.assignmentId),
    index('assignment_files_student_idx').on(table.studentId),
    index('assignment_files_submission_idx').on(table.submissionId),
    index('assignment_files_unattached_idx').on(table.createdAt).where(sql`${table.submissionId} is null`),
  ],
);

/**
 * The "due in 24 hours" reminder: one row per (assignment, student), inserted in the transaction that
 * tells the student. The primary key is the claim, so however many instances run the check, a student
 * hears once per assignment (a new due time clears the claims).
 */
export const assignmentReminders = pgTable(
  'assignment_reminders',
  {
    assignmentId: belongsTo('assignment_id', () => assignments.id),
    studentId: belongsTo('student_id', () => users.id),
    sentAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.assignmentId, table.studentId] }),
    index('assignment_reminders_student_idx').on(table.studentId),
  ],
);

/**
 * A course's question bank (docs/product.md, "Question bank"): the whole definition, answer key
 * included, is one JSON value the contract's `questionInputSchema` wrote; kind, tags and points are
 * columns too, to filter and sum by.
 */
export const questions = pgTable(
  'questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: belongsTo('course_id', () => courses.id),
    /** Null once the author erased their account: the course keeps its bank. */
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').$type<QuestionKind>().notNull(),
    tags: text('tags').array().notNull().default(sql`'{}'`),
    points: integer('points').notNull(),
    definition: jsonb('definition').$type<QuestionDefinition>().notNull(),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('questions_course_idx').on(table.courseId, table.createdAt),
    index('questions_author_idx').on(table.authorId),
    check('questions_kind_check', oneOf(table.kind, questionKinds)),
    check('questions_points_check', sql`${table.points} > 0`),
  ],
);

/**
 * A test on a course (docs/product.md, "Tests"; "quiz" in code). Its window and every attempt's
 * deadline are compared with the database's clock, so every instance agrees on when time is up.
 */
export const quizzes = pgTable(
  'quizzes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: belongsTo('course_id', () => courses.id),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    instructions: text('instructions').notNull().default(''),
    opensAt: instant('opens_at').notNull(),
    closesAt: instant('closes_at').notNull(),
    timeLimitMinutes: integer('time_limit_minutes').notNull(),
    attemptsAllowed: integer('attempts_allowed').notNull(),
    shuffleQuestions: boolean('shuffle_questions').notNull().default(false),
    shuffleOptions: boolean('shuffle_options').notNull().default(false),
    negativeMarkingPercent: integer('negative_marking_percent').notNull().default(0),
    release: text('release').$type<ReleaseMode>().notNull(),
    /** Set when a test released by hand is released. */
    releasedAt: instant('released_at'),
    gradebookCategoryId: uuid('gradebook_category_id').references(() => gradebookCategories.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('quizzes_course_idx').on(table.courseId, table.opensAt),
    index('quizzes_author_idx').on(table.authorId),
    index('quizzes_gradebook_category_idx').on(table.gradebookCategoryId),
    check('quizzes_window_check', sql`${table.closesAt} > ${table.opensAt}`),
    check('quizzes_time_limit_check', sql`${table.timeLimitMinutes} > 0`),
    check('quizzes_attempts_check', sql`${table.attemptsAllowed} > 0`),
    check('quizzes_negative_marking_check', sql`${table.negativeMarkingPercent} between 0 and 100`),
    check('quizzes_release_check', oneOf(table.release, releaseModes)),
  ],
);

/**
 * Whether a test's scores and answers have reached its students, by the database's clock: at once,
 * once the window has closed, or once released by hand (docs/product.md §17). Here, beside the table,
 * because the tests and the personal-data export both apply it.
 */
export const quizResultsReleased = sql<boolean>`(${quizzes.release} = 'immediately'
  or (${quizzes.release} = 'after_close' and now() >= ${quizzes.closesAt})
  or ${quizzes.releasedAt} is not null)`;

/** The questions every attempt at a test has, in order. A question a test picks cannot be deleted. */
export const quizQuestions = pgTable(
  'quiz_questions',
  {
    quizId: belongsTo('quiz_id', () => quizzes.id),
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'restrict' }),
    position: integer('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.quizId, table.questionId] }),
    index('quiz_questions_question_idx').on(table.questionId),
  ],
);

/** Questions drawn at random for each attempt from the bank's questions with a tag. */
export const quizPools = pgTable(
  'quiz_pools',
  {
    quizId: belongsTo('quiz_id', () => quizzes.id),
    tag: text('tag').notNull(),
    drawCount: integer('draw_count').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.quizId, table.tag] }),
    check('quiz_pools_draw_count_check', sql`${table.drawCount} > 0`),
  ],
);

/**
 * A student's attempt. Attempts are limited by the database: `number` counts up per (test, student)
 * under a unique constraint, and at most one attempt of a student's is open at a time (a partial
 * unique index), so two starts that race make one attempt. `deadline` is fixed at the start.
 */
export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quizId: belongsTo('quiz_id', () => quizzes.id),
    studentId: belongsTo('student_id', () => users.id),
    number: integer('number').notNull(),
    startedAt: instant('started_at').notNull().defaultNow(),
    deadline: instant('deadline').notNull(),
    submittedAt: instant('submitted_at'),
    autoSubmitted: boolean('auto_submitted').notNull().default(false),
    score: numeric('score', { precision: 10, scale: 2, mode: 'number' }),
    maxScore: integer('max_score').notNull(),
    /** Submitted with answers to hand-marked questions not marked yet. */
    pendingMarking: boolean('pending_marking').notNull().default(false),
  },
  (table) => [
    unique('quiz_attempts_number_unique').on(table.quizId, table.studentId, table.number),
    uniqueIndex('quiz_attempts_one_open_idx')
      .on(table.quizId, table.studentId)
      .where(sql`${table.submittedAt} is null`),
    index('quiz_attempts_student_idx').on(table.studentId),
    index('quiz_attempts_open_deadline_idx').on(table.deadline).where(sql`${table.submittedAt} is null`),
    check('quiz_attempts_number_check', sql`${table.number} > 0`),
  ],
);

/**
 * One question of an attempt, in the attempt's order, with its options' order and the student's
 * answer: each answer is written here as it is given, so it outlives the instance that received it.
 */
export const quizAttemptQuestions = pgTable(
  'quiz_attempt_questions',
  {
    attemptId: belongsTo('attempt_id', () => quizAttempts.id),
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'restrict' }),
    position: integer('position').notNull(),
    /** The options' original indexes in the order this attempt shows them. */
    optionOrder: integer('option_order').array().notNull().default(sql`'{}'`),
    answer: jsonb('answer').$type<GivenAnswer>(),
    savedAt: instant('saved_at'),
    /** Set when the attempt is marked; null for an unmarked hand-marked answer. */
    awarded: numeric('awarded', { precision: 8, scale: 2, mode: 'number' }),
    markedBy: uuid('marked_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    primaryKey({ columns: [table.attemptId, table.questionId] }),
    index('quiz_attempt_questions_question_idx').on(table.questionId),
    index('quiz_attempt_questions_marked_by_idx').on(table.markedBy),
  ],
);

/** In-app notifications: the bell's list. Written in the transaction of the change they tell about. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: belongsTo('user_id', () => users.id),
    kind: text('kind').$type<NotificationKind>().notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link'),
    /** The person the notification names (a review's author): erasing them deletes it. */
    aboutUserId: uuid('about_user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The contact message it announces: deleting or erasing that message deletes it. */
    contactMessageId: uuid('contact_message_id').references(() => contactMessages.id, { onDelete: 'cascade' }),
    /** The announcement it announces: deleting the announcement deletes it. */
    announcementId: uuid('announcement_id').references(() => announcements.id, { onDelete: 'cascade' }),
    /** The assignment it tells about: deleting the assignment deletes it. */
    assignmentId: uuid('assignment_id').references(() => assignments.id, { onDelete: 'cascade' }),
    readAt: instant('read_at'),
    createdAt: createdAt(),
  },
  (table) => [
    index('notifications_user_created_idx').on(table.userId, table.createdAt),
    index('notifications_about_user_idx').on(table.aboutUserId),
    index('notifications_contact_message_idx').on(table.contactMessageId),
    index('notifications_announcement_idx').on(table.announcementId),
    index('notifications_assignment_idx').on(table.assignmentId),
    index('notifications_user_unread_idx').on(table.userId).where(sql`${table.readAt} is null`),
    check('notifications_kind_check', oneOf(table.kind, notificationKinds)),
  ],
);

/**
 * The weekly at-risk digest: one row per teacher and ISO week ("2026-W48"), inserted in the
 * transaction that sends it. The primary key is the claim, so however many instances run the job,
 * a teacher hears once a week; teachers with nobody at risk are claimed too and hear nothing.
 */
export const atRiskDigests = pgTable(
  'at_risk_digests',
  {
    teacherId: belongsTo('teacher_id', () => users.id),
    isoWeek: text('iso_week').notNull(),
    students: integer('students').notNull(),
    claimedAt: instant('claimed_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.teacherId, table.isoWeek] })],
);

/**
 * An authenticator app (TOTP, RFC 6238), at most one per account. `confirmedAt` is null while it is
 * being set up: it counts as a second factor only once a first code proved the app has the secret.
 * `lastUsedStep` is the 30-second step of the last code accepted, so a code cannot be used twice.
 */
export const totpAuthenticators = pgTable('totp_authenticators', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  confirmedAt: instant('confirmed_at'),
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  createdAt: createdAt(),
});

/** One-time recovery codes: only the SHA-256 of each is kept; `usedAt` marks one spent. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: belongsTo('user_id', () => users.id),
    codeHash: text('code_hash').notNull(),
    usedAt: instant('used_at'),
    createdAt: createdAt(),
  },
  (table) => [index('recovery_codes_user_id_idx').on(table.userId)],
);

/** WebAuthn credentials (passkeys): the public key and signature counter, never a secret. */
export const passkeys = pgTable(
  'passkeys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: belongsTo('user_id', () => users.id),
    /** The credential id, base64url, as the authenticator gave it. */
    credentialId: text('credential_id').notNull().unique('passkeys_credential_id_unique'),
    publicKey: bytea('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: text('transports').array().notNull().default(sql`'{}'::text[]`),
    name: text('name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: instant('last_used_at'),
  },
  (table) => [index('passkeys_user_id_idx').on(table.userId)],
);

export const authChallengePurposes = ['two-step', 'passkey-registration', 'passkey-sign-in'] as const;
export type AuthChallengePurpose = (typeof authChallengePurposes)[number];

/**
 * Short-lived, single-use challenges, kept in the database so whichever instance gets the next
 * request can finish them: the second step of a password sign-in (`two-step`, with its tries
 * counted here), and WebAuthn challenges for adding a passkey or signing in with one.
 */
export const authChallenges = pgTable(
  'auth_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: text('purpose').$type<AuthChallengePurpose>().notNull(),
    /** Null only for a passkey sign-in, which learns the account from the passkey. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The portal the sign-in started from (`student` or `admin`), for its role rules. */
    portal: text('portal').$type<Role>(),
    /** The WebAuthn challenge (base64url) the browser must sign. */
    webauthnChallenge: text('webauthn_challenge'),
    /** The device id the password step came with, so the second step is counted on that device. */
    trustedDevice: text('trusted_device'),
    failedTries: integer('failed_tries').notNull().default(0),
    expiresAt: instant('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('auth_challenges_user_id_idx').on(table.userId),
    index('auth_challenges_expires_at_idx').on(table.expiresAt),
    check('auth_challenges_purpose_check', oneOf(table.purpose, authChallengePurposes)),
  ],
);

/** Site-wide security rules an admin sets: one row (id true), absent until first changed. */
export const securitySettings = pgTable(
  'security_settings',
  {
    id: boolean('id').primaryKey().default(true),
    requireTwoStepForStaff: boolean('require_two_step_for_staff').notNull().default(false),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [check('security_settings_one_row', sql`${table.id}`)],
);

/**
 * A direct conversation between two people (docs/product.md, "Direct messages"). One per pair of
 * accounts (`pair_key`: the two ids, smaller first), whatever started it: starting again reuses it.
 * `kind` says why the two may talk (a course both are in, a contact request through a teacher's public
 * profile, an admin); a contact request is `request` until the teacher accepts (`active`) or declines.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<ConversationKind>().notNull(),
    status: text('status').$type<ConversationStatus>().notNull(),
    pairKey: text('pair_key').notNull().unique('conversations_pair_key_unique'),
    /** Who started it; null once that account is erased. */
    startedBy: uuid('started_by').references(() => users.id, { onDelete: 'set null' }),
    /** The course it is about, for `course` conversations; null once the course is deleted. */
    courseId: uuid('course_id').references(() => courses.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** The newest message's time (or the start), so lists sort without reading messages. */
    lastMessageAt: instant('last_message_at').notNull().defaultNow(),
  },
  (table) => [
    index('conversations_started_by_idx').on(table.startedBy),
    index('conversations_course_id_idx').on(table.courseId),
    check('conversations_kind_check', oneOf(table.kind, conversationKinds)),
    check('conversations_status_check', oneOf(table.status, conversationStatuses)),
  ],
);

/**
 * A person in a conversation, with what they have read: `unread_count` is kept by the sends and reads
 * themselves (in their transactions), so the list and the sidebar's total never count messages.
 * `last_activity_at` copies the conversation's newest message time, so a person's list is one index
 * range in order. Erasing the person deletes the row; the other side keeps the conversation.
 */
export const conversationParticipants = pgTable(
  'conversation_participants',
  {
    conversationId: belongsTo('conversation_id', () => conversations.id),
    userId: belongsTo('user_id', () => users.id),
    lastActivityAt: instant('last_activity_at').notNull().defaultNow(),
    unreadCount: integer('unread_count').notNull().default(0),
    /** The newest message this person has read (read receipts); null: none yet. */
    lastReadMessageId: uuid('last_read_message_id').references((): AnyPgColumn => messages.id, {
      onDelete: 'set null',
    }),
    lastReadAt: instant('last_read_at'),
    /** When the unread-messages digest last told this person about this conversation. */
    digestedAt: instant('digested_at'),
  },
  (table) => [
    primaryKey({ columns: [table.conversationId, table.userId] }),
    index('conversation_participants_user_activity_idx').on(table.userId, table.lastActivityAt.desc()),
    index('conversation_participants_unread_idx').on(table.userId).where(sql`${table.unreadCount} > 0`),
    index('conversation_participants_last_read_idx').on(table.lastReadMessageId),
    check('conversation_participants_unread_check', sql`${table.unreadCount} >= 0`),
  ],
);

/**
 * One message: plain text (rendered without HTML), and `client_id`, the id the sender's device gave it,
 * unique per sender, so a message queued offline and sent twice is stored once. An erased sender's
 * messages stay for the other side with `sender_id` null ("Former member").
 */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: belongsTo('conversation_id', () => conversations.id),
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    clientId: uuid('client_id').notNull(),
    body: text('body').notNull(),
    createdAt: instant('created_at').notNull().default(sql`clock_timestamp()`),
  },
  (table) => [
    unique('messages_sender_client_unique').on(table.senderId, table.clientId),
    index('messages_conversation_created_idx').on(table.conversationId, table.createdAt.desc(), table.id.desc()),
    check('messages_body_length_check', sql`char_length(${table.body}) <= ${sql.raw(String(MESSAGE_MAX_LENGTH))}`),
  ],
);

/**
 * A file sent with a message, kept in the storage layer under `messages/`. Uploaded first (no message
 * yet), then attached by the send that names it; unattached uploads are removed after a day.
 */
export const messageAttachments = pgTable(
  'message_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: belongsTo('conversation_id', () => conversations.id),
    messageId: uuid('message_id').references(() => messages.id, { onDelete: 'cascade' }),
    /** Null once the uploader is erased; an unattached upload of theirs is deleted with them. */
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    fileName: text('file_name').notNull(),
    storedName: text('stored_name').notNull().unique('message_attachments_stored_name_unique'),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('message_attachments_conversation_idx').on(table.conversationId),
    index('message_attachments_message_idx').on(table.messageId),
    index('message_attachments_uploaded_by_idx').on(table.uploadedBy),
    index('message_attachments_unattached_idx').on(table.createdAt).where(sql`${table.messageId} is null`),
  ],
);

/** A block: neither may message the other nor start a conversation with them while it stands. */
export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerId: belongsTo('blocker_id', () => users.id),
    blockedId: belongsTo('blocked_id', () => users.id),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.blockerId, table.blockedId] }),
    index('user_blocks_blocked_idx').on(table.blockedId),
    check('user_blocks_not_self_check', sql`${table.blockerId} <> ${table.blockedId}`),
  ],
);

/**
 * A report of a conversation to the admins, who see reported conversations only. One open report per
 * reporter and conversation; an admin resolves it (audit-logged) with a note.
 */
export const conversationReports = pgTable(
  'conversation_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: belongsTo('conversation_id', () => conversations.id),
    reporterId: uuid('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    /** The other party at the time of the report. */
    reportedUserId: uuid('reported_user_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').$type<ReportReason>().notNull(),
    details: text('details').notNull().default(''),
    status: text('status').$type<ReportStatus>().notNull().default('open'),
    resolution: text('resolution').notNull().default(''),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: instant('resolved_at'),
    createdAt: createdAt(),
  },
  (table) => [
    index('conversation_reports_conversation_idx').on(table.conversationId),
    index('conversation_reports_reporter_idx').on(table.reporterId),
    index('conversation_reports_reported_user_idx').on(table.reportedUserId),
    index('conversation_reports_resolved_by_idx').on(table.resolvedBy),
    index('conversation_reports_status_created_idx').on(table.status, table.createdAt.desc()),
    uniqueIndex('conversation_reports_one_open_idx')
      .on(table.conversationId, table.reporterId)
      .where(sql`${table.status} = 'open'`),
    check('conversation_reports_reason_check', oneOf(table.reason, reportReasons)),
    check('conversation_reports_status_check', oneOf(table.status, reportStatuses)),
  ],
);

/** A course gradebook's categories: each column's mark counts within its category, by the category's weight. */
export const gradebookCategories = pgTable(
  'gradebook_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: belongsTo('course_id', () => courses.id),
    name: text('name').notNull(),
    /** Relative: the course grade is the weighted mean of the categories that have a counted mark. */
    weight: integer('weight').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [
    uniqueIndex('gradebook_categories_name_idx').on(table.courseId, sql`lower(${table.name})`),
    check('gradebook_categories_weight_check', sql`${table.weight} between 0 and 100`),
  ],
);

/** A course gradebook's settings; a course without a row counts missing work as zero. */
export const gradebookSettings = pgTable(
  'gradebook_settings',
  {
    courseId: uuid('course_id')
      .primaryKey()
      .references(() => courses.id, { onDelete: 'cascade' }),
    missingWork: text('missing_work').$type<MissingWork>().notNull(),
    /** The category of the course score column. */
    scoreCategoryId: uuid('score_category_id').references(() => gradebookCategories.id, { onDelete: 'set null' }),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('gradebook_settings_score_category_idx').on(table.scoreCategoryId),
    index('gradebook_settings_updated_by_idx').on(table.updatedBy),
    check('gradebook_settings_missing_work_check', oneOf(table.missingWork, missingWorkPolicies)),
  ],
);

/**
 * Each enrolment's course grade in whole percent as the student sees it in the gradebook (no row:
 * nothing counted yet), stored so the teacher's performance table can sort and page by it. Written
 * only by gradebook/stored-grades.ts, for courses noted in grade_changes or past a due time; a table
 * of its own so that writing it never contends with the enrolment row's own upkeep.
 */
export const courseGrades = pgTable(
  'course_grades',
  {
    courseId: uuid('course_id').notNull(),
    studentId: uuid('student_id').notNull(),
    percent: integer('percent').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.courseId, table.studentId] }),
    foreignKey({
      columns: [table.courseId, table.studentId],
      foreignColumns: [enrolments.courseId, enrolments.studentId],
      name: 'course_grades_enrolment_fk',
    })
      .onDelete('cascade')
      .onUpdate('cascade'),
  ],
);

/**
 * Courses whose gradebook inputs changed since their stored grades were computed, noted by triggers
 * (src/db/sql/grades.sql). No foreign key: a course being deleted still notes itself on the way out.
 */
export const gradeChanges = pgTable('grade_changes', {
  courseId: uuid('course_id').primaryKey(),
});

/** When each course's stored grades were last computed: due times passed since then change them too. */
export const gradeRefreshes = pgTable('grade_refreshes', {
  courseId: uuid('course_id')
    .primaryKey()
    .references(() => courses.id, { onDelete: 'cascade' }),
  computedAt: instant('computed_at').notNull(),
});

/**
 * A student and a guardian who follows them (docs/product.md, "Guardians"). While `invited` there is
 * no guardian yet: the invitation went to `invited_email`, and only the SHA-256 of its emailed token
 * is kept. Accepting sets the guardian and clears the token; an ended link is deleted. Erasing either
 * account deletes its links, and nothing else of the other.
 */
export const guardianLinks = pgTable(
  'guardian_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: belongsTo('student_id', () => users.id),
    guardianId: uuid('guardian_id').references(() => users.id, { onDelete: 'cascade' }),
    invitedEmail: text('invited_email').notNull(),
    relationship: text('relationship').notNull().default(''),
    state: text('state').$type<GuardianLinkState>().notNull(),
    inviteTokenHash: text('invite_token_hash').unique('guardian_links_invite_token_hash_unique'),
    inviteExpiresAt: instant('invite_expires_at'),
    invitedById: uuid('invited_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    acceptedAt: instant('accepted_at'),
    approvedAt: instant('approved_at'),
  },
  (table) => [
    check('guardian_links_state_check', oneOf(table.state, guardianLinkStates)),
    check(
      'guardian_links_invited_check',
      sql`(${table.state} = 'invited') = (${table.guardianId} is null and ${table.inviteTokenHash} is not null)`,
    ),
    check('guardian_links_not_self_check', sql`${table.guardianId} is distinct from ${table.studentId}`),
    /** One link per student and guardian, and one open invitation per student and address. */
    uniqueIndex('guardian_links_pair_idx').on(table.studentId, table.guardianId),
    uniqueIndex('guardian_links_open_invitation_idx')
      .on(table.studentId, table.invitedEmail)
      .where(sql`${table.state} = 'invited'`),
    index('guardian_links_guardian_idx').on(table.guardianId),
  ],
);

/** Which emails a guardian takes about their children; no row means every kind (the default). */
export const guardianPreferences = pgTable('guardian_preferences', {
  guardianId: uuid('guardian_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  absences: boolean('absences').notNull().default(true),
  atRisk: boolean('at_risk').notNull().default(true),
  weeklySummary: boolean('weekly_summary').notNull().default(true),
});

/**
 * Each absence told to a guardian, claimed in the transaction that emails it: the primary key makes an
 * absence reach each guardian once, however many instances run the check and however many emails a
 * day it takes (the day's email, then follow-ups for absences marked after it).
 */
export const guardianAbsenceNotices = pgTable(
  'guardian_absence_notices',
  {
    guardianId: belongsTo('guardian_id', () => users.id),
    attendanceId: belongsTo('attendance_id', () => attendanceRecords.id),
    /** The institute's day (TIME_ZONE) it was emailed: a guardian told something that day gets a follow-up. */
    toldOn: date('told_on', { mode: 'string' }).notNull(),
    claimedAt: instant('claimed_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.guardianId, table.attendanceId] }),
    index('guardian_absence_notices_attendance_idx').on(table.attendanceId),
  ],
);

/**
 * The courses a student with guardians was at risk in when their guardians were last told: the check
 * compares today's list with it, tells guardians who entered or left it, and stores the new list.
 */
export const guardianAtRiskStates = pgTable(
  'guardian_at_risk_states',
  {
    studentId: belongsTo('student_id', () => users.id),
    courseId: belongsTo('course_id', () => courses.id),
    since: instant('since').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.studentId, table.courseId] }),
    index('guardian_at_risk_states_course_idx').on(table.courseId),
  ],
);

/** The weekly summary to one guardian, claimed per ISO week ("2026-W48") like the at-risk digest. */
export const guardianWeeklySummaries = pgTable(
  'guardian_weekly_summaries',
  {
    guardianId: belongsTo('guardian_id', () => users.id),
    isoWeek: text('iso_week').notNull(),
    claimedAt: instant('claimed_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.guardianId, table.isoWeek] })],
);

/**
 * A student's invoice for a priced course (docs/product.md, "Fees"), opened when they take a seat.
 * Amounts are minor units of `currency`. `paid_minor` and `refunded_minor` are kept by the ledger's
 * trigger (src/db/sql/fees.sql) as the sums of its entries, and the CHECKs make the database refuse
 * any entry that would pay more than the total, however many payments race. Invoices are never
 * deleted: the student's and the course's references go null when those go, the title stays.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: uuid('student_id').references(() => users.id, { onDelete: 'set null' }),
    courseId: uuid('course_id').references(() => courses.id, { onDelete: 'set null' }),
    courseTitle: text('course_title').notNull(),
    currency: text('currency').notNull(),
    totalMinor: integer('total_minor').notNull(),
    paidMinor: integer('paid_minor').notNull().default(0),
    refundedMinor: integer('refunded_minor').notNull().default(0),
    /** The course's choice when the seat was taken: access waits for the first payment. */
    accessAfterPayment: boolean('access_after_payment').notNull(),
    /** While access waits for the first payment: when the unpaid seat is released. */
    seatHeldUntil: instant('seat_held_until'),
    /** Set when the seat ended (released unpaid, unenrolled, refunded): nothing more is owed. */
    cancelledAt: instant('cancelled_at'),
    createdAt: createdAt(),
  },
  (table) => [
    check('invoices_total_check', sql`${table.totalMinor} > 0`),
    check('invoices_paid_check', sql`${table.paidMinor} between 0 and ${table.totalMinor}`),
    check('invoices_refunded_check', sql`${table.refundedMinor} >= 0`),
    /** One invoice still running per student and course: a second enrolment after one ended opens a new one. */
    uniqueIndex('invoices_running_idx').on(table.studentId, table.courseId).where(sql`${table.cancelledAt} is null`),
    index('invoices_student_idx').on(table.studentId),
    index('invoices_course_idx').on(table.courseId),
  ],
);

/** The parts an invoice is paid in, in order: payments cover the first part first. */
export const invoiceInstalments = pgTable(
  'invoice_instalments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    seq: integer('seq').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
  },
  (table) => [
    unique('invoice_instalments_seq_unique').on(table.invoiceId, table.seq),
    check('invoice_instalments_amount_check', sql`${table.amountMinor} > 0`),
    index('invoice_instalments_due_idx').on(table.dueDate),
  ],
);

/**
 * The append-only ledger: every payment, refund and correction, with who recorded it and when. A
 * trigger (src/db/sql/fees.sql) refuses any change or removal, but for `recorded_by` going null when
 * that account is erased, and keeps the invoice's sums. A payment's `receipt_number` comes from
 * `fee_counters` in the same transaction, so the numbers have no gaps.
 */
export const feeLedger = pgTable(
  'fee_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    kind: text('kind').$type<LedgerEntryKind>().notNull(),
    amountMinor: integer('amount_minor').notNull(),
    method: text('method').$type<PaymentMethod>().notNull(),
    reference: text('reference').notNull().default(''),
    note: text('note').notNull().default(''),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    recordedAt: instant('recorded_at').notNull().defaultNow(),
    receiptNumber: integer('receipt_number').unique('fee_ledger_receipt_number_unique'),
    correctsId: uuid('corrects_id').references((): AnyPgColumn => feeLedger.id, { onDelete: 'restrict' }),
    refundsId: uuid('refunds_id').references((): AnyPgColumn => feeLedger.id, { onDelete: 'restrict' }),
    /** The provider's id of an online payment or refund: the same event twice records one entry. */
    provider: text('provider'),
    providerRef: text('provider_ref'),
  },
  (table) => [
    check('fee_ledger_kind_check', oneOf(table.kind, ledgerEntryKinds)),
    check('fee_ledger_method_check', oneOf(table.method, paymentMethods)),
    check(
      'fee_ledger_sign_check',
      sql`(${table.kind} = 'payment' and ${table.amountMinor} > 0 and ${table.receiptNumber} is not null) or (${table.kind} = 'refund' and ${table.amountMinor} < 0 and ${table.refundsId} is not null and ${table.receiptNumber} is null) or (${table.kind} = 'correction' and ${table.amountMinor} <> 0 and ${table.correctsId} is not null and ${table.receiptNumber} is null)`,
    ),
    uniqueIndex('fee_ledger_provider_ref_idx').on(table.provider, table.providerRef),
    index('fee_ledger_invoice_idx').on(table.invoiceId),
    index('fee_ledger_recorded_at_idx').on(table.recordedAt),
  ],
);

/** Gap-free counters (the receipt numbers): taken with UPDATE … RETURNING in the transaction that uses the number. */
export const feeCounters = pgTable('fee_counters', {
  name: text('name').primaryKey(),
  last: integer('last').notNull().default(0),
});

/** A student's request to have a payment back, and the admin's decision. One per payment. */
export const refundRequests = pgTable(
  'refund_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => feeLedger.id, { onDelete: 'restrict' })
      .unique('refund_requests_payment_unique'),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull().default(''),
    requestedAt: instant('requested_at').notNull().defaultNow(),
    state: text('state').$type<RefundRequestState>().notNull().default('requested'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: instant('decided_at'),
    decisionNote: text('decision_note').notNull().default(''),
    refundEntryId: uuid('refund_entry_id').references(() => feeLedger.id, { onDelete: 'restrict' }),
  },
  (table) => [
    check('refund_requests_state_check', oneOf(table.state, refundRequestStates)),
    index('refund_requests_state_idx').on(table.state, table.requestedAt),
  ],
);

/** An online checkout started for an invoice: the provider's session, matched when its webhook arrives. */
export const paymentCheckouts = pgTable(
  'payment_checkouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    provider: text('provider').notNull(),
    providerSessionId: text('provider_session_id').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    startedBy: uuid('started_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    completedAt: instant('completed_at'),
  },
  (table) => [
    uniqueIndex('payment_checkouts_session_idx').on(table.provider, table.providerSessionId),
    check('payment_checkouts_amount_check', sql`${table.amountMinor} > 0`),
  ],
);

/** Each provider event handled, by its id: a webhook delivered twice is acknowledged and changes nothing. */
export const paymentWebhookEvents = pgTable(
  'payment_webhook_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    receivedAt: instant('received_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.eventId] })],
);

/** A due reminder sent for an instalment: `before` its due date and `after` it, each once across instances. */
export const feeReminders = pgTable(
  'fee_reminders',
  {
    instalmentId: uuid('instalment_id')
      .notNull()
      .references(() => invoiceInstalments.id, { onDelete: 'restrict' }),
    kind: text('kind').$type<'before' | 'after'>().notNull(),
    sentAt: instant('sent_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.instalmentId, table.kind] }),
    check('fee_reminders_kind_check', sql`${table.kind} in ('before', 'after')`),
  ],
);
