import { and, eq, sql } from 'drizzle-orm';
import {
  attendanceRecords,
  courseScores,
  enrolments,
  lessonCompletions,
  lessons,
  passkeys,
  questions,
  recoveryCodes,
  totpAuthenticators,
} from '../../src/db/schema';
import { notifyUser } from '../../src/platform/notifications';
import { DAY, daysAgo } from './dates';
import type { TestApp, TestUser } from './test-app';

/**
 * A student with something in every table that can refer to them: enrolled 30 days ago, attendance on
 * three dates, a score, a review (which notifies the teacher, naming them), an assignment handed in, graded and
 * released (the answer names their address), a test taken (a short answer naming their address), a completed lesson, a notification
 * of their own and a contact message sent while signed in (which notifies every admin, naming them),
 * and second factors: an authenticator app (secret `TOTP_SECRET_IN_HISTORY`), a recovery code and a passkey.
 */
export const TOTP_SECRET_IN_HISTORY = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

export async function giveStudentHistory(t: TestApp, student: TestUser, teacher: TestUser, courseId: string) {
  const enrol = await t.app.inject({
    method: 'POST',
    url: `/api/courses/${courseId}/enroll`,
    headers: student.headers,
  });
  if (enrol.statusCode !== 200 && enrol.statusCode !== 201) throw new Error(`enrolment failed: ${enrol.body}`);
  await t.db
    .update(enrolments)
    .set({ enrolledAt: new Date(Date.now() - 30 * DAY) })
    .where(and(eq(enrolments.courseId, courseId), eq(enrolments.studentId, student.id)));
  for (const [days, status] of [
    [20, 'present'],
    [13, 'late'],
    [6, 'absent'],
  ] as const) {
    await t.db.insert(attendanceRecords).values({
      courseId,
      studentId: student.id,
      date: daysAgo(days),
      status,
      remarks: `Noted for ${student.email}`,
      markedBy: teacher.id,
    });
  }
  await t.db.insert(courseScores).values({ courseId, studentId: student.id, score: 81, gradedBy: teacher.id });
  // Through the API, so the teacher's notification naming the student is written as in real use.
  const review = await t.app.inject({
    method: 'POST',
    url: `/api/courses/${courseId}/reviews`,
    headers: student.headers,
    payload: { rating: 4, comment: 'Clear and kind teaching' },
  });
  if (review.statusCode !== 201) throw new Error(`review failed: ${review.body}`);
  await notifyUser(t.db, {
    userId: student.id,
    kind: 'low_attendance',
    title: `Attendance of ${student.email}`,
    body: 'Below 60%',
  });
  // The teacher's announcement tells the student; the student's comment under it is theirs.
  const announcement = await t.app.inject({
    method: 'POST',
    url: `/api/courses/${courseId}/announcements`,
    headers: teacher.headers,
    payload: { title: 'Welcome', body: 'Read the first lesson before class.' },
  });
  if (announcement.statusCode !== 201) throw new Error(`announcement failed: ${announcement.body}`);
  const comment = await t.app.inject({
    method: 'POST',
    url: `/api/announcements/${(announcement.json() as { data: { id: string } }).data.id}/comments`,
    headers: student.headers,
    payload: { body: `Will do, from ${student.email}` },
  });
  if (comment.statusCode !== 201) throw new Error(`comment failed: ${comment.body}`);
  // An assignment the student hands in, with their address in the answer; the teacher grades and releases it.
  const assignment = await t.app.inject({
    method: 'POST',
    url: `/api/courses/${courseId}/assignments`,
    headers: teacher.headers,
    payload: { title: 'First essay', dueAt: new Date(Date.now() + 7 * DAY).toISOString(), points: 10 },
  });
  if (assignment.statusCode !== 201) throw new Error(`assignment failed: ${assignment.body}`);
  const assignmentId = (assignment.json() as { data: { id: string } }).data.id;
  const handIn = await t.app.inject({
    method: 'PUT',
    url: `/api/assignments/${assignmentId}/submission`,
    headers: student.headers,
    payload: { text: `Essay by ${student.email}` },
  });
  if (handIn.statusCode !== 200) throw new Error(`hand-in failed: ${handIn.body}`);
  const submissionId = (handIn.json() as { data: { id: string } }).data.id;
  for (const [url, payload] of [
    [`/api/assignment-submissions/${submissionId}/grade`, { points: 8, feedback: 'Good structure' }],
    [`/api/assignment-submissions/${submissionId}/release`, undefined],
  ] as const) {
    const graded = await t.app.inject({
      method: payload ? 'PUT' : 'POST',
      url,
      headers: teacher.headers,
      ...(payload ? { payload } : {}),
    });
    if (graded.statusCode !== 200) throw new Error(`grading failed: ${graded.body}`);
  }
  // A test the student takes, with their address in a short answer, released at once.
  const [question] = await t.db
    .insert(questions)
    .values({
      courseId,
      kind: 'short',
      points: 2,
      definition: {
        kind: 'short',
        prompt: 'Who are you?',
        explanation: '',
        tags: [],
        points: 2,
        accepted: ['a student'],
        markedByHand: false,
      },
    })
    .returning({ id: questions.id });
  const quiz = await t.app.inject({
    method: 'POST',
    url: `/api/courses/${courseId}/quizzes`,
    headers: teacher.headers,
    payload: {
      title: 'First test',
      opensAt: new Date(Date.now() - DAY).toISOString(),
      closesAt: new Date(Date.now() + DAY).toISOString(),
      timeLimitMinutes: 10,
      questionIds: [question?.id],
    },
  });
  if (quiz.statusCode !== 201) throw new Error(`test failed: ${quiz.body}`);
  const attempt = await t.app.inject({
    method: 'POST',
    url: `/api/quizzes/${(quiz.json() as { data: { id: string } }).data.id}/attempts`,
    headers: student.headers,
  });
  if (attempt.statusCode !== 201) throw new Error(`attempt failed: ${attempt.body}`);
  const attemptId = (attempt.json() as { data: { id: string } }).data.id;
  for (const [method, url, payload] of [
    [
      'PUT',
      `/api/quiz-attempts/${attemptId}/answers/${question?.id}`,
      { answer: { kind: 'short', text: student.email } },
    ],
    ['POST', `/api/quiz-attempts/${attemptId}/submit`, undefined],
  ] as const) {
    const taken = await t.app.inject({ method, url, headers: student.headers, ...(payload ? { payload } : {}) });
    if (taken.statusCode !== 200) throw new Error(`taking the test failed: ${taken.body}`);
  }
  const [lesson] = await t.db.insert(lessons).values({ courseId, position: 1, title: 'Welcome' }).returning();
  await t.db.insert(lessonCompletions).values({ lessonId: lesson?.id ?? '', studentId: student.id });
  const contact = await t.app.inject({
    method: 'POST',
    url: '/api/contact',
    headers: student.headers,
    payload: { name: 'Someone', email: student.email, subject: 'A question', message: 'When does it start?' },
  });
  if (contact.statusCode !== 201) throw new Error(`contact failed: ${contact.body}`);
  // Written directly: through the API, the student's next sign-in would need a second step.
  await t.db.insert(totpAuthenticators).values({
    userId: student.id,
    secret: TOTP_SECRET_IN_HISTORY,
    confirmedAt: new Date(),
  });
  await t.db.insert(recoveryCodes).values({ userId: student.id, codeHash: 'a'.repeat(64) });
  await t.db.insert(passkeys).values({
    userId: student.id,
    credentialId: `credential-of-${student.id}`,
    publicKey: new Uint8Array([1, 2, 3]),
    name: 'Laptop passkey',
  });
}

export interface Trace {
  table: string;
  column: string;
  needle: string;
}

/**
 * Looks in every column of every table that can hold text or an id (text, varchar, uuid, arrays, json)
 * for each needle, case-insensitively. The list of tables and columns comes from information_schema,
 * so a table added later is scanned without this test changing.
 */
export async function findTraces(t: TestApp, needles: readonly string[]): Promise<Trace[]> {
  const columns = (await t.db.execute(sql`
    select table_name, column_name
    from information_schema.columns
    where table_schema = 'public'
      and data_type in ('text', 'character varying', 'character', 'uuid', 'ARRAY', 'json', 'jsonb')
    order by table_name, column_name
  `)) as unknown as { rows: { table_name: string; column_name: string }[] };
  if (columns.rows.length === 0) throw new Error('information_schema listed no columns');
  const traces: Trace[] = [];
  for (const { table_name: table, column_name: column } of columns.rows) {
    for (const needle of needles) {
      const found = (await t.db.execute(sql`
        select count(*)::int as n from ${sql.identifier(table)}
        where ${sql.identifier(column)}::text ilike ${`%${needle}%`}
      `)) as unknown as { rows: { n: number }[] };
      if ((found.rows[0]?.n ?? 0) > 0) traces.push({ table, column, needle });
    }
  }
  return traces;
}

/** Every table in the public schema, so a test can say which ones it scanned. */
export async function tableNames(t: TestApp): Promise<string[]> {
  const result = (await t.db.execute(sql`
    select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'
    order by table_name
  `)) as unknown as { rows: { table_name: string }[] };
  return result.rows.map((row) => row.table_name);
}
