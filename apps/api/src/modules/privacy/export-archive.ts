import type { Language } from '@tutorium/contract/languages';
import { stringify } from 'csv-stringify/sync';
import { and, asc, eq, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { strToU8, zipSync } from 'fflate';
import type { Database } from '../../db/client';
import {
  announcementComments,
  announcements,
  assignmentFiles,
  assignmentSubmissions,
  assignments,
  attendanceRecords,
  auditLog,
  calendarFeeds,
  classReminders,
  contactMessages,
  conversationParticipants,
  conversationReports,
  conversations,
  courseScores,
  courses,
  dataExports,
  emailVerifications,
  enrolments,
  feeLedger,
  guardianLinks,
  guardianPreferences,
  invoiceInstalments,
  invoices,
  lessonCompletions,
  lessons,
  liveClassCheckIns,
  liveClasses,
  messageAttachments,
  messages,
  notifications,
  passkeys,
  passwordResets,
  questions,
  quizAttemptQuestions,
  quizAttempts,
  quizResultsReleased,
  quizzes,
  recoveryCodes,
  refundRequests,
  resources,
  reviews,
  sessions,
  totpAuthenticators,
  trustedDevices,
  userBlocks,
  users,
  waitlistEntries,
} from '../../db/schema';
import { translate } from '../../platform/language';
import { readerLanguage } from '../../platform/reader-language';

type Cell = string | number | boolean | null;
type Row = Record<string, Cell>;

/** Dates as ISO text, lists and objects (an audit entry's change) as JSON, so the JSON and CSV copies say the same thing. */
function plain(row: Record<string, unknown>): Row {
  const out: Row = {};
  for (const [key, value] of Object.entries(row)) {
    if (value instanceof Date) out[key] = value.toISOString();
    else if (Array.isArray(value) || (typeof value === 'object' && value !== null)) out[key] = JSON.stringify(value);
    else if (value === undefined) out[key] = null;
    else out[key] = value as Cell;
  }
  return out;
}

interface Dataset {
  name: string;
  description: string;
  columns: readonly string[];
  rows: Row[];
}

type User = typeof users.$inferSelect;

/**
 * One table of the archive: its file name, what it is (for the README), the columns it holds (in file
 * order; none is a secret), and which rows are the user's. Tables named in `joins` are inner-joined.
 */
interface DatasetSource {
  name: string;
  description: string;
  /** Columns, or a value computed from them (`SQL.Aliased`), such as a score shown only once released. */
  columns: Record<string, PgColumn | SQL.Aliased>;
  from: PgTable;
  joins?: readonly (readonly [PgTable, SQL])[];
  where: (user: User) => SQL | undefined;
  orderBy?: readonly (PgColumn | SQL)[];
}

/** The course (or live class) a row is about: joined on the row's reference, named by id and title. */
const courseColumns = { courseId: courses.id, courseTitle: courses.title };
const joinCourse = (courseId: PgColumn) => [courses, eq(courses.id, courseId)] as const;
const liveClassColumns = { liveClassId: liveClasses.id, liveClassTitle: liveClasses.title };
const joinLiveClass = (liveClassId: PgColumn) => [liveClasses, eq(liveClasses.id, liveClassId)] as const;

type OwnTable = Pick<DatasetSource, 'name' | 'description' | 'columns' | 'orderBy'>;

/** The user's rows of a table that names its user in `user_id`. */
const userRowsOf = (table: PgTable & { userId: PgColumn }, dataset: OwnTable): DatasetSource => ({
  ...dataset,
  from: table,
  where: (user) => eq(table.userId, user.id),
});

/** The name of the account a row's column refers to (null once it is erased or not set): the other side of a guardian link. */
const nameOf = (userId: PgColumn, alias: string) =>
  sql<string | null>`(select ${users.name} from ${users} where ${users.id} = ${userId})`.as(alias);

/** What a student's row is about, named first in its file: a course, or a live class. */
interface About {
  columns: Record<string, PgColumn>;
  join: readonly [PgTable, SQL];
}
const aboutCourse = (courseId: PgColumn): About => ({ columns: courseColumns, join: joinCourse(courseId) });
const aboutLiveClass = (liveClassId: PgColumn): About => ({
  columns: liveClassColumns,
  join: joinLiveClass(liveClassId),
});

/** The student's rows of a table, each with what it is about. */
const studentRowsOf = (table: PgTable & { studentId: PgColumn }, about: About, dataset: OwnTable): DatasetSource => ({
  ...dataset,
  columns: { ...about.columns, ...dataset.columns },
  from: table,
  joins: [about.join],
  where: (user) => eq(table.studentId, user.id),
});

/** What an export request is, as the settings screen and the archive itself show it (never its token or bytes). */
export const exportRequestColumns = {
  id: dataExports.id,
  status: dataExports.status,
  requestedAt: dataExports.requestedAt,
  readyAt: dataExports.readyAt,
  expiresAt: dataExports.expiresAt,
};

/** Every table that refers to the user, in the order the archive lists them. */
const sources: readonly DatasetSource[] = [
  userRowsOf(sessions, {
    name: 'sessions',
    description:
      /*i18n*/ 'Your sign-ins that have not ended: browser and system from the User-Agent, the country of the address (the address itself is not kept), last seen (the tokens themselves are never stored)',
    columns: {
      id: sessions.id,
      browser: sessions.browser,
      os: sessions.os,
      place: sessions.place,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
    },
    orderBy: [asc(sessions.createdAt)],
  }),
  userRowsOf(trustedDevices, {
    name: 'trusted_devices',
    description:
      /*i18n*/ 'Browsers trusted for signing in to your account: browser, system and country of their last sign-in (the device ids are stored only hashed)',
    columns: {
      id: trustedDevices.id,
      browser: trustedDevices.browser,
      os: trustedDevices.os,
      place: trustedDevices.place,
      createdAt: trustedDevices.createdAt,
      lastSeenAt: trustedDevices.lastSeenAt,
    },
    orderBy: [asc(trustedDevices.createdAt)],
  }),
  userRowsOf(passwordResets, {
    name: 'password_resets',
    description: /*i18n*/ 'A password-reset code waiting to be used (the code is stored only hashed)',
    columns: { createdAt: passwordResets.createdAt, expiresAt: passwordResets.expiresAt },
  }),
  userRowsOf(totpAuthenticators, {
    name: 'authenticator_app',
    description: /*i18n*/ 'Your authenticator app for two-step sign-in, if you set one up (its secret is not included)',
    columns: { createdAt: totpAuthenticators.createdAt, confirmedAt: totpAuthenticators.confirmedAt },
  }),
  userRowsOf(recoveryCodes, {
    name: 'recovery_codes',
    description:
      /*i18n*/ 'Your two-step recovery codes: when each was made and used (the codes are stored only hashed)',
    columns: { id: recoveryCodes.id, createdAt: recoveryCodes.createdAt, usedAt: recoveryCodes.usedAt },
    orderBy: [asc(recoveryCodes.createdAt), asc(recoveryCodes.id)],
  }),
  userRowsOf(passkeys, {
    name: 'passkeys',
    description: /*i18n*/ 'Your passkeys (their public keys are not included)',
    columns: {
      id: passkeys.id,
      name: passkeys.name,
      createdAt: passkeys.createdAt,
      lastUsedAt: passkeys.lastUsedAt,
    },
    orderBy: [asc(passkeys.createdAt), asc(passkeys.id)],
  }),
  userRowsOf(emailVerifications, {
    name: 'email_confirmations',
    description:
      /*i18n*/ 'An email address waiting to be confirmed with a code (the code and link are stored only hashed)',
    columns: {
      email: emailVerifications.email,
      createdAt: emailVerifications.createdAt,
      expiresAt: emailVerifications.expiresAt,
    },
  }),
  studentRowsOf(enrolments, aboutCourse(enrolments.courseId), {
    name: 'enrolments',
    description: /*i18n*/ 'Courses you are enrolled in',
    columns: { enrolledAt: enrolments.enrolledAt },
    orderBy: [asc(enrolments.enrolledAt)],
  }),
  studentRowsOf(waitlistEntries, aboutCourse(waitlistEntries.courseId), {
    name: 'waitlist',
    description: /*i18n*/ 'Full courses whose waitlist you are on',
    columns: { joinedAt: waitlistEntries.joinedAt },
    orderBy: [asc(waitlistEntries.joinedAt)],
  }),
  studentRowsOf(attendanceRecords, aboutCourse(attendanceRecords.courseId), {
    name: 'attendance',
    description: /*i18n*/ 'Your attendance records, as your teachers marked them',
    columns: {
      date: attendanceRecords.date,
      status: attendanceRecords.status,
      remarks: attendanceRecords.remarks,
      updatedAt: attendanceRecords.updatedAt,
    },
    orderBy: [asc(attendanceRecords.date), asc(courses.title)],
  }),
  studentRowsOf(courseScores, aboutCourse(courseScores.courseId), {
    name: 'scores',
    description: /*i18n*/ 'Your course scores',
    columns: { score: courseScores.score, updatedAt: courseScores.updatedAt },
    orderBy: [asc(courses.title)],
  }),
  studentRowsOf(reviews, aboutCourse(reviews.courseId), {
    name: 'reviews',
    description: /*i18n*/ 'Reviews you wrote, with the teacher’s reply',
    columns: {
      rating: reviews.rating,
      comment: reviews.comment,
      reply: reviews.reply,
      repliedAt: reviews.repliedAt,
      createdAt: reviews.createdAt,
      updatedAt: reviews.updatedAt,
    },
    orderBy: [asc(reviews.createdAt)],
  }),
  {
    name: 'lesson_completions',
    description: /*i18n*/ 'Lessons you marked complete',
    columns: {
      courseTitle: courses.title,
      lessonId: lessons.id,
      lessonTitle: lessons.title,
      completedAt: lessonCompletions.completedAt,
    },
    from: lessonCompletions,
    joins: [[lessons, eq(lessons.id, lessonCompletions.lessonId)], joinCourse(lessons.courseId)],
    where: (user) => eq(lessonCompletions.studentId, user.id),
    orderBy: [asc(lessonCompletions.completedAt)],
  },
  studentRowsOf(liveClassCheckIns, aboutLiveClass(liveClassCheckIns.liveClassId), {
    name: 'live_class_check_ins',
    description: /*i18n*/ 'Live classes you joined through Tutorium',
    columns: { startsAt: liveClasses.startsAt, joinedAt: liveClassCheckIns.joinedAt },
    orderBy: [asc(liveClassCheckIns.joinedAt)],
  }),
  studentRowsOf(classReminders, aboutLiveClass(classReminders.liveClassId), {
    name: 'class_reminders',
    description: /*i18n*/ 'Class reminders sent to you (in the app, and by email when email reminders are on)',
    columns: { sentAt: classReminders.claimedAt },
    orderBy: [asc(classReminders.claimedAt)],
  }),
  userRowsOf(calendarFeeds, {
    name: 'calendar_feed',
    description: /*i18n*/ 'Your private calendar feed address, when you have one (the secret is left out)',
    columns: { createdAt: calendarFeeds.createdAt },
  }),
  userRowsOf(notifications, {
    name: 'notifications',
    description: /*i18n*/ 'Notifications Tutorium showed you under the bell',
    columns: {
      kind: notifications.kind,
      title: notifications.title,
      body: notifications.body,
      link: notifications.link,
      readAt: notifications.readAt,
      createdAt: notifications.createdAt,
    },
    orderBy: [asc(notifications.createdAt)],
  }),
  {
    name: 'contact_messages',
    description: /*i18n*/ 'Messages you sent through the contact form',
    columns: {
      name: contactMessages.name,
      email: contactMessages.email,
      subject: contactMessages.subject,
      message: contactMessages.message,
      createdAt: contactMessages.createdAt,
    },
    from: contactMessages,
    // Sent while signed in, or from the account's address without signing in: only once the address is
    // verified, else whoever registers someone's address would be handed that person's messages.
    where: (user) =>
      user.emailVerifiedAt === null
        ? eq(contactMessages.senderId, user.id)
        : or(eq(contactMessages.senderId, user.id), eq(contactMessages.email, user.email)),
    orderBy: [asc(contactMessages.createdAt)],
  },
  {
    name: 'conversations',
    description: /*i18n*/ 'Your direct-message conversations (the other person is not named: their data is theirs)',
    columns: {
      id: conversations.id,
      kind: conversations.kind,
      status: conversations.status,
      courseId: conversations.courseId,
      createdAt: conversations.createdAt,
      lastMessageAt: conversations.lastMessageAt,
      unreadCount: conversationParticipants.unreadCount,
      lastReadAt: conversationParticipants.lastReadAt,
    },
    from: conversationParticipants,
    joins: [[conversations, eq(conversations.id, conversationParticipants.conversationId)]],
    where: (user) => eq(conversationParticipants.userId, user.id),
    orderBy: [asc(conversations.createdAt)],
  },
  {
    name: 'messages_sent',
    description: /*i18n*/ 'Direct messages you sent',
    columns: {
      id: messages.id,
      conversationId: messages.conversationId,
      text: messages.body,
      createdAt: messages.createdAt,
    },
    from: messages,
    where: (user) => eq(messages.senderId, user.id),
    orderBy: [asc(messages.createdAt)],
  },
  {
    name: 'message_attachments',
    description: /*i18n*/ 'Files you sent in direct messages (details, not the files)',
    columns: {
      id: messageAttachments.id,
      conversationId: messageAttachments.conversationId,
      messageId: messageAttachments.messageId,
      fileName: messageAttachments.fileName,
      mimeType: messageAttachments.mimeType,
      sizeBytes: messageAttachments.sizeBytes,
      createdAt: messageAttachments.createdAt,
    },
    from: messageAttachments,
    where: (user) => eq(messageAttachments.uploadedBy, user.id),
    orderBy: [asc(messageAttachments.createdAt)],
  },
  {
    name: 'blocked_people',
    description: /*i18n*/ 'People you blocked in direct messages (by account id)',
    columns: { blockedId: userBlocks.blockedId, createdAt: userBlocks.createdAt },
    from: userBlocks,
    where: (user) => eq(userBlocks.blockerId, user.id),
    orderBy: [asc(userBlocks.createdAt)],
  },
  {
    name: 'conversation_reports',
    description: /*i18n*/ 'Conversations you reported to the administrators, and what became of each report',
    columns: {
      id: conversationReports.id,
      conversationId: conversationReports.conversationId,
      reason: conversationReports.reason,
      details: conversationReports.details,
      status: conversationReports.status,
      resolution: conversationReports.resolution,
      createdAt: conversationReports.createdAt,
      resolvedAt: conversationReports.resolvedAt,
    },
    from: conversationReports,
    where: (user) => eq(conversationReports.reporterId, user.id),
    orderBy: [asc(conversationReports.createdAt)],
  },
  {
    name: 'uploaded_files',
    description: /*i18n*/ 'Files you uploaded to the resource library (details, not the files)',
    columns: {
      id: resources.id,
      title: resources.title,
      description: resources.description,
      type: resources.type,
      category: resources.category,
      fileName: resources.fileName,
      mimeType: resources.mimeType,
      sizeBytes: resources.sizeBytes,
      downloadCount: resources.downloadCount,
      viewCount: resources.viewCount,
      createdAt: resources.createdAt,
      updatedAt: resources.updatedAt,
    },
    from: resources,
    where: (user) => eq(resources.uploadedBy, user.id),
    orderBy: [asc(resources.createdAt)],
  },
  {
    name: 'courses_taught',
    description: /*i18n*/ 'Courses you teach or taught',
    columns: {
      id: courses.id,
      title: courses.title,
      category: courses.category,
      level: courses.level,
      status: courses.status,
      startDate: courses.startDate,
      endDate: courses.endDate,
      createdAt: courses.createdAt,
    },
    from: courses,
    where: (user) => eq(courses.instructorId, user.id),
    orderBy: [asc(courses.createdAt)],
  },
  {
    name: 'live_classes_scheduled',
    description: /*i18n*/ 'Live classes you scheduled',
    columns: {
      id: liveClasses.id,
      title: liveClasses.title,
      subject: liveClasses.subject,
      startsAt: liveClasses.startsAt,
      durationMinutes: liveClasses.durationMinutes,
      meetingLink: liveClasses.meetingLink,
      createdAt: liveClasses.createdAt,
    },
    from: liveClasses,
    where: (user) => eq(liveClasses.createdBy, user.id),
    orderBy: [asc(liveClasses.startsAt)],
  },
  {
    name: 'announcements_written',
    description: /*i18n*/ 'Announcements you posted to your courses',
    columns: {
      id: announcements.id,
      ...courseColumns,
      title: announcements.title,
      body: announcements.body,
      pinned: announcements.pinned,
      commentsEnabled: announcements.commentsEnabled,
      publishAt: announcements.publishAt,
      editedAt: announcements.editedAt,
      createdAt: announcements.createdAt,
    },
    from: announcements,
    joins: [joinCourse(announcements.courseId)],
    where: (user) => eq(announcements.authorId, user.id),
    orderBy: [asc(announcements.createdAt)],
  },
  {
    name: 'announcement_comments',
    description: /*i18n*/ "Your comments on courses' announcements",
    columns: {
      id: announcementComments.id,
      announcementId: announcementComments.announcementId,
      ...courseColumns,
      body: announcementComments.body,
      createdAt: announcementComments.createdAt,
    },
    from: announcementComments,
    joins: [
      [announcements, eq(announcements.id, announcementComments.announcementId)],
      joinCourse(announcements.courseId),
    ],
    where: (user) => eq(announcementComments.authorId, user.id),
    orderBy: [asc(announcementComments.createdAt)],
  },
  {
    name: 'assignment_submissions',
    description: /*i18n*/ 'What you handed in for assignments (the latest attempt of each)',
    columns: {
      id: assignmentSubmissions.id,
      assignmentId: assignmentSubmissions.assignmentId,
      ...courseColumns,
      assignmentTitle: assignments.title,
      text: assignmentSubmissions.text,
      attempt: assignmentSubmissions.attempt,
      submittedAt: assignmentSubmissions.submittedAt,
      late: assignmentSubmissions.late,
      returnedAt: assignmentSubmissions.returnedAt,
      returnNote: assignmentSubmissions.returnNote,
    },
    from: assignmentSubmissions,
    joins: [[assignments, eq(assignments.id, assignmentSubmissions.assignmentId)], joinCourse(assignments.courseId)],
    where: (user) => eq(assignmentSubmissions.studentId, user.id),
    orderBy: [asc(assignmentSubmissions.submittedAt)],
  },
  {
    name: 'assignment_grades',
    description: /*i18n*/ 'The grades released to you for assignments, with their feedback',
    columns: {
      submissionId: assignmentSubmissions.id,
      assignmentId: assignmentSubmissions.assignmentId,
      ...courseColumns,
      assignmentTitle: assignments.title,
      points: assignmentSubmissions.points,
      maxPoints: assignments.points,
      late: assignmentSubmissions.late,
      latePenaltyPercent: assignments.latePenaltyPercent,
      feedback: assignmentSubmissions.feedback,
      gradedAt: assignmentSubmissions.gradedAt,
      releasedAt: assignmentSubmissions.releasedAt,
    },
    from: assignmentSubmissions,
    joins: [[assignments, eq(assignments.id, assignmentSubmissions.assignmentId)], joinCourse(assignments.courseId)],
    // A grade not released yet is not the student's to read (docs/product.md, "Assignments").
    where: (user) => and(eq(assignmentSubmissions.studentId, user.id), isNotNull(assignmentSubmissions.releasedAt)),
    orderBy: [asc(assignmentSubmissions.releasedAt)],
  },
  {
    name: 'assignment_files',
    description: /*i18n*/ 'Files you uploaded for assignments (details, not the files)',
    columns: {
      id: assignmentFiles.id,
      assignmentId: assignmentFiles.assignmentId,
      submissionId: assignmentFiles.submissionId,
      fileName: assignmentFiles.fileName,
      mimeType: assignmentFiles.mimeType,
      sizeBytes: assignmentFiles.sizeBytes,
      createdAt: assignmentFiles.createdAt,
    },
    from: assignmentFiles,
    where: (user) => eq(assignmentFiles.studentId, user.id),
    orderBy: [asc(assignmentFiles.createdAt)],
  },
  {
    name: 'assignments_set',
    description: /*i18n*/ 'Assignments you set on your courses',
    columns: {
      id: assignments.id,
      ...courseColumns,
      title: assignments.title,
      instructions: assignments.instructions,
      dueAt: assignments.dueAt,
      points: assignments.points,
      lateAccepted: assignments.lateAccepted,
      latePenaltyPercent: assignments.latePenaltyPercent,
      createdAt: assignments.createdAt,
    },
    from: assignments,
    joins: [joinCourse(assignments.courseId)],
    where: (user) => eq(assignments.authorId, user.id),
    orderBy: [asc(assignments.createdAt)],
  },
  {
    name: 'test_attempts',
    description: /*i18n*/ 'Your attempts at tests (the score once the test released it)',
    columns: {
      id: quizAttempts.id,
      testId: quizAttempts.quizId,
      ...courseColumns,
      testTitle: quizzes.title,
      number: quizAttempts.number,
      startedAt: quizAttempts.startedAt,
      deadline: quizAttempts.deadline,
      submittedAt: quizAttempts.submittedAt,
      autoSubmitted: quizAttempts.autoSubmitted,
      score: sql<number | null>`case when ${quizResultsReleased} then ${quizAttempts.score}::float8 end`.as('score'),
      maxScore: quizAttempts.maxScore,
    },
    from: quizAttempts,
    joins: [[quizzes, eq(quizzes.id, quizAttempts.quizId)], joinCourse(quizzes.courseId)],
    where: (user) => eq(quizAttempts.studentId, user.id),
    orderBy: [asc(quizAttempts.startedAt)],
  },
  {
    name: 'test_answers',
    description: /*i18n*/ 'The answers you gave in tests (the points once the test released them)',
    columns: {
      attemptId: quizAttemptQuestions.attemptId,
      questionId: quizAttemptQuestions.questionId,
      testTitle: quizzes.title,
      position: quizAttemptQuestions.position,
      answer: quizAttemptQuestions.answer,
      savedAt: quizAttemptQuestions.savedAt,
      points: sql<number | null>`case when ${quizResultsReleased} then ${quizAttemptQuestions.awarded}::float8 end`.as(
        'points',
      ),
    },
    from: quizAttemptQuestions,
    joins: [
      [quizAttempts, eq(quizAttempts.id, quizAttemptQuestions.attemptId)],
      [quizzes, eq(quizzes.id, quizAttempts.quizId)],
    ],
    where: (user) => eq(quizAttempts.studentId, user.id),
    orderBy: [asc(quizAttempts.startedAt), asc(quizAttemptQuestions.position)],
  },
  {
    name: 'tests_set',
    description: /*i18n*/ 'Tests you created on your courses',
    columns: {
      id: quizzes.id,
      ...courseColumns,
      title: quizzes.title,
      opensAt: quizzes.opensAt,
      closesAt: quizzes.closesAt,
      timeLimitMinutes: quizzes.timeLimitMinutes,
      createdAt: quizzes.createdAt,
    },
    from: quizzes,
    joins: [joinCourse(quizzes.courseId)],
    where: (user) => eq(quizzes.authorId, user.id),
    orderBy: [asc(quizzes.createdAt)],
  },
  {
    name: 'questions_written',
    description: /*i18n*/ "Questions you wrote for your courses' question banks",
    columns: {
      id: questions.id,
      ...courseColumns,
      kind: questions.kind,
      definition: questions.definition,
      createdAt: questions.createdAt,
    },
    from: questions,
    joins: [joinCourse(questions.courseId)],
    where: (user) => eq(questions.authorId, user.id),
    orderBy: [asc(questions.createdAt)],
  },
  {
    name: 'guardians',
    description:
      /*i18n*/ 'Your guardians: who follows your classes (or was invited to), how they are related to you, and when the link was made, accepted and approved',
    columns: {
      id: guardianLinks.id,
      state: guardianLinks.state,
      guardianId: guardianLinks.guardianId,
      guardianName: nameOf(guardianLinks.guardianId, 'guardianName'),
      invitedEmail: guardianLinks.invitedEmail,
      relationship: guardianLinks.relationship,
      invitedById: guardianLinks.invitedById,
      createdAt: guardianLinks.createdAt,
      acceptedAt: guardianLinks.acceptedAt,
      approvedAt: guardianLinks.approvedAt,
    },
    from: guardianLinks,
    where: (user) => eq(guardianLinks.studentId, user.id),
    orderBy: [asc(guardianLinks.createdAt), asc(guardianLinks.id)],
  },
  {
    name: 'children_followed',
    description:
      /*i18n*/ 'The students you follow as their guardian, and invitations to your address not accepted yet: the relationship and when each was made, accepted and approved',
    columns: {
      id: guardianLinks.id,
      state: guardianLinks.state,
      studentId: guardianLinks.studentId,
      studentName: nameOf(guardianLinks.studentId, 'studentName'),
      relationship: guardianLinks.relationship,
      createdAt: guardianLinks.createdAt,
      acceptedAt: guardianLinks.acceptedAt,
      approvedAt: guardianLinks.approvedAt,
    },
    from: guardianLinks,
    // An invitation to the address counts as theirs only once the address is verified, as contact messages do.
    where: (user) =>
      user.emailVerifiedAt === null
        ? eq(guardianLinks.guardianId, user.id)
        : or(
            eq(guardianLinks.guardianId, user.id),
            and(eq(guardianLinks.state, 'invited'), eq(guardianLinks.invitedEmail, user.email)),
          ),
    orderBy: [asc(guardianLinks.createdAt), asc(guardianLinks.id)],
  },
  {
    name: 'guardian_email_preferences',
    description: /*i18n*/ 'Which emails about your children you chose to receive (no row: every kind, the default)',
    columns: {
      absences: guardianPreferences.absences,
      atRisk: guardianPreferences.atRisk,
      weeklySummary: guardianPreferences.weeklySummary,
    },
    from: guardianPreferences,
    where: (user) => eq(guardianPreferences.guardianId, user.id),
  },
  {
    name: 'invoices',
    description:
      /*i18n*/ 'Your fee invoices: the course, the total, what was paid and refunded (in minor units: paise, cents), and when each was opened or cancelled',
    columns: {
      id: invoices.id,
      courseId: invoices.courseId,
      courseTitle: invoices.courseTitle,
      currency: invoices.currency,
      totalMinor: invoices.totalMinor,
      paidMinor: invoices.paidMinor,
      refundedMinor: invoices.refundedMinor,
      accessAfterPayment: invoices.accessAfterPayment,
      seatHeldUntil: invoices.seatHeldUntil,
      cancelledAt: invoices.cancelledAt,
      createdAt: invoices.createdAt,
    },
    from: invoices,
    where: (user) => eq(invoices.studentId, user.id),
    orderBy: [asc(invoices.createdAt), asc(invoices.id)],
  },
  {
    name: 'invoice_instalments',
    description: /*i18n*/ 'The instalments of your invoices: each part and when it is due',
    columns: {
      invoiceId: invoiceInstalments.invoiceId,
      courseTitle: invoices.courseTitle,
      seq: invoiceInstalments.seq,
      amountMinor: invoiceInstalments.amountMinor,
      dueDate: invoiceInstalments.dueDate,
    },
    from: invoiceInstalments,
    joins: [[invoices, eq(invoices.id, invoiceInstalments.invoiceId)]],
    where: (user) => eq(invoices.studentId, user.id),
    orderBy: [asc(invoices.createdAt), asc(invoiceInstalments.invoiceId), asc(invoiceInstalments.seq)],
  },
  {
    name: 'fee_payments',
    description:
      /*i18n*/ 'The ledger of your invoices: payments with their receipt numbers, refunds and corrections (who recorded them is left out: their data is theirs)',
    columns: {
      id: feeLedger.id,
      invoiceId: feeLedger.invoiceId,
      courseTitle: invoices.courseTitle,
      kind: feeLedger.kind,
      amountMinor: feeLedger.amountMinor,
      method: feeLedger.method,
      reference: feeLedger.reference,
      note: feeLedger.note,
      receiptNumber: feeLedger.receiptNumber,
      correctsId: feeLedger.correctsId,
      refundsId: feeLedger.refundsId,
      recordedAt: feeLedger.recordedAt,
    },
    from: feeLedger,
    joins: [[invoices, eq(invoices.id, feeLedger.invoiceId)]],
    where: (user) => eq(invoices.studentId, user.id),
    orderBy: [asc(feeLedger.recordedAt), asc(feeLedger.receiptNumber)],
  },
  {
    name: 'refund_requests',
    description: /*i18n*/ 'Refunds you asked for, and what was decided',
    columns: {
      id: refundRequests.id,
      paymentId: refundRequests.paymentId,
      reason: refundRequests.reason,
      requestedAt: refundRequests.requestedAt,
      state: refundRequests.state,
      decidedAt: refundRequests.decidedAt,
      decisionNote: refundRequests.decisionNote,
    },
    from: refundRequests,
    where: (user) => eq(refundRequests.requestedBy, user.id),
    orderBy: [asc(refundRequests.requestedAt)],
  },
  {
    name: 'data_exports',
    description: /*i18n*/ 'Your requests for a copy of your data',
    columns: exportRequestColumns,
    from: dataExports,
    where: (user) => eq(dataExports.userId, user.id),
    orderBy: [asc(dataExports.requestedAt)],
  },
  {
    name: 'audit_log',
    description:
      /*i18n*/ 'Privacy and account actions you took or that were taken on your account (a role or status change with what it was and became)',
    columns: {
      action: auditLog.action,
      actorId: auditLog.actorId,
      subjectId: auditLog.subjectId,
      change: auditLog.change,
      createdAt: auditLog.createdAt,
    },
    from: auditLog,
    where: (user) => or(eq(auditLog.actorId, user.id), eq(auditLog.subjectId, user.id)),
    orderBy: [asc(auditLog.createdAt)],
  },
];

async function readDataset(db: Database, source: DatasetSource, user: User): Promise<Dataset> {
  let query = db.select(source.columns).from(source.from).$dynamic();
  for (const [table, on] of source.joins ?? []) query = query.innerJoin(table, on);
  const rows = await query.where(source.where(user)).orderBy(...(source.orderBy ?? []));
  return {
    name: source.name,
    description: source.description,
    columns: Object.keys(source.columns),
    rows: rows.map(plain),
  };
}

/**
 * Everything Tutorium holds about one user, as a ZIP: profile.json, and each table that refers to them
 * as `<name>.json` and `<name>.csv`, with a README.txt saying what each file is. Secrets (password hash,
 * session and calendar tokens, reset codes) are left out; other people's personal data is never included.
 */
export async function buildExportZip(db: Database, userId: string): Promise<Uint8Array> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new Error(`no user ${userId} to export`);
  const { passwordHash: _secret, ...profile } = user;
  const datasets = await Promise.all(sources.map((source) => readDataset(db, source, user)));

  const files: Record<string, Uint8Array> = {
    'README.txt': strToU8(readme(datasets, readerLanguage(user.language))),
    'profile.json': strToU8(
      JSON.stringify(
        {
          ...plain(profile),
          notificationSettings: { emailNotifications: user.notifyEmail },
        },
        null,
        2,
      ),
    ),
  };
  for (const set of datasets) {
    files[`${set.name}.json`] = strToU8(JSON.stringify(set.rows, null, 2));
    files[`${set.name}.csv`] = strToU8(stringify(set.rows, { header: true, columns: [...set.columns] }));
  }
  return zipSync(files);
}

/** What each file is, in the account's language; the files' names and columns stay as the data has them. */
function readme(datasets: readonly Dataset[], language: Language): string {
  return [
    translate(language, /*i18n*/ 'Your data from Tutorium'),
    '',
    translate(
      language,
      /*i18n*/ 'profile.json: your account, profile and notification settings (your password is stored only as a hash and is left out).',
    ),
    ...datasets.map((set) =>
      translate(language, /*i18n*/ '{name}.json and {name}.csv: {description} ({count} rows).', {
        name: set.name,
        description: translate(language, set.description),
        count: set.rows.length,
      }),
    ),
    '',
    translate(language, /*i18n*/ 'Dates and times are UTC (ISO 8601).'),
  ].join('\n');
}
