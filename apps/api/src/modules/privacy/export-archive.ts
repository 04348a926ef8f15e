import { stringify } from 'csv-stringify/sync';
import { asc, eq, or } from 'drizzle-orm';
import { strToU8, zipSync } from 'fflate';
import type { Database } from '../../db/client';
import {
  attendanceRecords,
  auditLog,
  calendarFeeds,
  classReminders,
  contactMessages,
  courseScores,
  courses,
  dataExports,
  enrolments,
  lessonCompletions,
  lessons,
  liveClassCheckIns,
  liveClasses,
  notifications,
  passwordResets,
  resources,
  reviews,
  sessions,
  users,
  waitlistEntries,
} from '../../db/schema';

type Cell = string | number | boolean | null;
type Row = Record<string, Cell>;

/** Dates as ISO text and lists as JSON, so the JSON and CSV copies of a table say the same thing. */
function plain(row: Record<string, unknown>): Row {
  const out: Row = {};
  for (const [key, value] of Object.entries(row)) {
    if (value instanceof Date) out[key] = value.toISOString();
    else if (Array.isArray(value)) out[key] = JSON.stringify(value);
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

const dataset = <T extends Record<string, unknown>>(
  name: string,
  description: string,
  rows: T[],
  columns: readonly (keyof T & string)[],
): Dataset => ({ name, description, columns, rows: rows.map(plain) });

/**
 * Everything Tutorium holds about one user, as a ZIP: profile.json, and each table that refers to them
 * as `<name>.json` and `<name>.csv`, with a README.txt saying what each file is. Secrets (password hash,
 * session and calendar tokens, reset codes) are left out; other people's personal data is never included.
 */
/** What an export request is, as the settings screen and the archive itself show it (never its token or bytes). */
export const exportRequestColumns = {
  id: dataExports.id,
  status: dataExports.status,
  requestedAt: dataExports.requestedAt,
  readyAt: dataExports.readyAt,
  expiresAt: dataExports.expiresAt,
};

export async function buildExportZip(db: Database, userId: string): Promise<Uint8Array> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new Error(`no user ${userId} to export`);
  const { passwordHash: _secret, ...profile } = user;

  const [
    sessionRows,
    resetRows,
    enrolmentRows,
    attendanceRows,
    scoreRows,
    reviewRows,
    completionRows,
    checkInRows,
    reminderRows,
    feedRows,
    contactRows,
    resourceRows,
    taughtRows,
    liveClassRows,
    exportRows,
    auditRows,
    waitlistRows,
    notificationRows,
  ] = await Promise.all([
    db
      .select({ id: sessions.id, createdAt: sessions.createdAt, expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(asc(sessions.createdAt)),
    db
      .select({ createdAt: passwordResets.createdAt, expiresAt: passwordResets.expiresAt })
      .from(passwordResets)
      .where(eq(passwordResets.userId, userId)),
    db
      .select({ courseId: courses.id, courseTitle: courses.title, enrolledAt: enrolments.enrolledAt })
      .from(enrolments)
      .innerJoin(courses, eq(courses.id, enrolments.courseId))
      .where(eq(enrolments.studentId, userId))
      .orderBy(asc(enrolments.enrolledAt)),
    db
      .select({
        courseId: courses.id,
        courseTitle: courses.title,
        date: attendanceRecords.date,
        status: attendanceRecords.status,
        remarks: attendanceRecords.remarks,
        updatedAt: attendanceRecords.updatedAt,
      })
      .from(attendanceRecords)
      .innerJoin(courses, eq(courses.id, attendanceRecords.courseId))
      .where(eq(attendanceRecords.studentId, userId))
      .orderBy(asc(attendanceRecords.date), asc(courses.title)),
    db
      .select({
        courseId: courses.id,
        courseTitle: courses.title,
        score: courseScores.score,
        updatedAt: courseScores.updatedAt,
      })
      .from(courseScores)
      .innerJoin(courses, eq(courses.id, courseScores.courseId))
      .where(eq(courseScores.studentId, userId))
      .orderBy(asc(courses.title)),
    db
      .select({
        courseId: courses.id,
        courseTitle: courses.title,
        rating: reviews.rating,
        comment: reviews.comment,
        reply: reviews.reply,
        repliedAt: reviews.repliedAt,
        createdAt: reviews.createdAt,
        updatedAt: reviews.updatedAt,
      })
      .from(reviews)
      .innerJoin(courses, eq(courses.id, reviews.courseId))
      .where(eq(reviews.studentId, userId))
      .orderBy(asc(reviews.createdAt)),
    db
      .select({
        courseTitle: courses.title,
        lessonId: lessons.id,
        lessonTitle: lessons.title,
        completedAt: lessonCompletions.completedAt,
      })
      .from(lessonCompletions)
      .innerJoin(lessons, eq(lessons.id, lessonCompletions.lessonId))
      .innerJoin(courses, eq(courses.id, lessons.courseId))
      .where(eq(lessonCompletions.studentId, userId))
      .orderBy(asc(lessonCompletions.completedAt)),
    db
      .select({
        liveClassId: liveClasses.id,
        liveClassTitle: liveClasses.title,
        startsAt: liveClasses.startsAt,
        joinedAt: liveClassCheckIns.joinedAt,
      })
      .from(liveClassCheckIns)
      .innerJoin(liveClasses, eq(liveClasses.id, liveClassCheckIns.liveClassId))
      .where(eq(liveClassCheckIns.studentId, userId))
      .orderBy(asc(liveClassCheckIns.joinedAt)),
    db
      .select({ liveClassId: liveClasses.id, liveClassTitle: liveClasses.title, sentAt: classReminders.claimedAt })
      .from(classReminders)
      .innerJoin(liveClasses, eq(liveClasses.id, classReminders.liveClassId))
      .where(eq(classReminders.studentId, userId))
      .orderBy(asc(classReminders.claimedAt)),
    db.select({ createdAt: calendarFeeds.createdAt }).from(calendarFeeds).where(eq(calendarFeeds.userId, userId)),
    db
      .select({
        name: contactMessages.name,
        email: contactMessages.email,
        subject: contactMessages.subject,
        message: contactMessages.message,
        createdAt: contactMessages.createdAt,
      })
      .from(contactMessages)
      .where(or(eq(contactMessages.senderId, userId), eq(contactMessages.email, user.email)))
      .orderBy(asc(contactMessages.createdAt)),
    db
      .select({
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
      })
      .from(resources)
      .where(eq(resources.uploadedBy, userId))
      .orderBy(asc(resources.createdAt)),
    db
      .select({
        id: courses.id,
        title: courses.title,
        category: courses.category,
        level: courses.level,
        status: courses.status,
        startDate: courses.startDate,
        endDate: courses.endDate,
        createdAt: courses.createdAt,
      })
      .from(courses)
      .where(eq(courses.instructorId, userId))
      .orderBy(asc(courses.createdAt)),
    db
      .select({
        id: liveClasses.id,
        title: liveClasses.title,
        subject: liveClasses.subject,
        startsAt: liveClasses.startsAt,
        durationMinutes: liveClasses.durationMinutes,
        meetingLink: liveClasses.meetingLink,
        createdAt: liveClasses.createdAt,
      })
      .from(liveClasses)
      .where(eq(liveClasses.createdBy, userId))
      .orderBy(asc(liveClasses.startsAt)),
    db
      .select(exportRequestColumns)
      .from(dataExports)
      .where(eq(dataExports.userId, userId))
      .orderBy(asc(dataExports.requestedAt)),
    db
      .select({
        action: auditLog.action,
        actorId: auditLog.actorId,
        subjectId: auditLog.subjectId,
        createdAt: auditLog.createdAt,
      })
      .from(auditLog)
      .where(or(eq(auditLog.actorId, userId), eq(auditLog.subjectId, userId)))
      .orderBy(asc(auditLog.createdAt)),
    db
      .select({ courseId: courses.id, courseTitle: courses.title, joinedAt: waitlistEntries.joinedAt })
      .from(waitlistEntries)
      .innerJoin(courses, eq(courses.id, waitlistEntries.courseId))
      .where(eq(waitlistEntries.studentId, userId))
      .orderBy(asc(waitlistEntries.joinedAt)),
    db
      .select({
        kind: notifications.kind,
        title: notifications.title,
        body: notifications.body,
        link: notifications.link,
        readAt: notifications.readAt,
        createdAt: notifications.createdAt,
      })
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(asc(notifications.createdAt)),
  ]);

  const datasets: Dataset[] = [
    dataset('sessions', 'Your sign-ins that have not expired (the tokens themselves are never stored)', sessionRows, [
      'id',
      'createdAt',
      'expiresAt',
    ]),
    dataset('password_resets', 'A password-reset code waiting to be used (the code is stored only hashed)', resetRows, [
      'createdAt',
      'expiresAt',
    ]),
    dataset('enrolments', 'Courses you are enrolled in', enrolmentRows, ['courseId', 'courseTitle', 'enrolledAt']),
    dataset('waitlist', 'Full courses whose waitlist you are on', waitlistRows, [
      'courseId',
      'courseTitle',
      'joinedAt',
    ]),
    dataset('attendance', 'Your attendance records, as your teachers marked them', attendanceRows, [
      'courseId',
      'courseTitle',
      'date',
      'status',
      'remarks',
      'updatedAt',
    ]),
    dataset('scores', 'Your course scores', scoreRows, ['courseId', 'courseTitle', 'score', 'updatedAt']),
    dataset('reviews', 'Reviews you wrote, with the teacher’s reply', reviewRows, [
      'courseId',
      'courseTitle',
      'rating',
      'comment',
      'reply',
      'repliedAt',
      'createdAt',
      'updatedAt',
    ]),
    dataset('lesson_completions', 'Lessons you marked complete', completionRows, [
      'courseTitle',
      'lessonId',
      'lessonTitle',
      'completedAt',
    ]),
    dataset('live_class_check_ins', 'Live classes you joined through Tutorium', checkInRows, [
      'liveClassId',
      'liveClassTitle',
      'startsAt',
      'joinedAt',
    ]),
    dataset(
      'class_reminders',
      'Class reminders sent to you (in the app, and by email when email reminders are on)',
      reminderRows,
      ['liveClassId', 'liveClassTitle', 'sentAt'],
    ),
    dataset(
      'calendar_feed',
      'Your private calendar feed address, when you have one (the secret is left out)',
      feedRows,
      ['createdAt'],
    ),
    dataset('notifications', 'Notifications Tutorium showed you under the bell', notificationRows, [
      'kind',
      'title',
      'body',
      'link',
      'readAt',
      'createdAt',
    ]),
    dataset('contact_messages', 'Messages you sent through the contact form', contactRows, [
      'name',
      'email',
      'subject',
      'message',
      'createdAt',
    ]),
    dataset('uploaded_files', 'Files you uploaded to the resource library (details, not the files)', resourceRows, [
      'id',
      'title',
      'description',
      'type',
      'category',
      'fileName',
      'mimeType',
      'sizeBytes',
      'downloadCount',
      'viewCount',
      'createdAt',
      'updatedAt',
    ]),
    dataset('courses_taught', 'Courses you teach or taught', taughtRows, [
      'id',
      'title',
      'category',
      'level',
      'status',
      'startDate',
      'endDate',
      'createdAt',
    ]),
    dataset('live_classes_scheduled', 'Live classes you scheduled', liveClassRows, [
      'id',
      'title',
      'subject',
      'startsAt',
      'durationMinutes',
      'meetingLink',
      'createdAt',
    ]),
    dataset('data_exports', 'Your requests for a copy of your data', exportRows, [
      'id',
      'status',
      'requestedAt',
      'readyAt',
      'expiresAt',
    ]),
    dataset('audit_log', 'Privacy actions you took or that were taken on your account', auditRows, [
      'action',
      'actorId',
      'subjectId',
      'createdAt',
    ]),
  ];

  const files: Record<string, Uint8Array> = {
    'README.txt': strToU8(readme(datasets)),
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

function readme(datasets: readonly Dataset[]): string {
  return [
    'Your data from Tutorium',
    '',
    'profile.json: your account, profile and notification settings (your password is stored only as a hash and is left out).',
    ...datasets.map((set) => `${set.name}.json and ${set.name}.csv: ${set.description} (${set.rows.length} rows).`),
    '',
    'Dates and times are UTC (ISO 8601).',
  ].join('\n');
}
