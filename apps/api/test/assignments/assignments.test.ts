import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  assignmentFiles,
  assignmentReminders,
  assignmentSubmissions,
  assignments,
  auditLog,
  emailOutbox,
  notifications,
} from '../../src/db/schema';
import { sendDueReminders } from '../../src/modules/assignments/notify';
import { docxDocument, pdfDocument } from '../../src/seed/sample-files';
import { useGeometryClassroom } from '../helpers/courses';
import { multipart } from '../helpers/resources';
import { expectRefusal, json, send, statusesFor, type TestUser, useTestApp } from '../helpers/test-app';

const t = useTestApp();
const classroom = useGeometryClassroom(t);
const { teacher, otherTeacher, admin, asha, ravi, stranger } = classroom;

const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

interface AssignmentAnswer {
  id: string;
  title: string;
  pastDue: boolean;
  myState: string | null;
  counts: Record<string, number> | null;
  resources: { id: string }[];
}
interface SubmissionAnswer {
  id: string;
  state: string;
  attempt: number;
  late: boolean;
  text: string;
  files: { id: string; downloadUrl: string }[];
  returned: { note: string } | null;
  grade: { points: number; score: number; penaltyPercent: number; feedback: string; releasedAt: string | null } | null;
}

const essay = (overrides: object = {}) => ({
  title: 'Triangles essay',
  instructions: 'Explain **why** the angles add up to 180°.',
  dueAt: inHours(7 * 24),
  points: 20,
  ...overrides,
});
const setAssignment = (as: TestUser | null, payload: object, course = classroom.courseId) =>
  send(t, 'POST', `/api/courses/${course}/assignments`, { ...(as ? { as } : {}), payload });
const idOf = (response: { json(): unknown }) => (response.json() as { data: { id: string } }).data.id;
async function created(payload: object): Promise<string> {
  const response = await setAssignment(teacher, payload);
  expect(response.statusCode, response.body).toBe(201);
  return idOf(response);
}
const handIn = (as: TestUser, assignmentId: string, payload: object) =>
  send(t, 'PUT', `/api/assignments/${assignmentId}/submission`, { as, payload });
const rowsFor = (assignmentId: string) =>
  t.db.select().from(assignmentSubmissions).where(eq(assignmentSubmissions.assignmentId, assignmentId));
const notificationsAbout = (assignmentId: string, kind: string) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.assignmentId, assignmentId), eq(notifications.kind, kind as 'assignment_new')));
const upload = (as: TestUser | null, assignmentId: string, name: string, type: string, data: Buffer) => {
  const body = multipart({}, { name, type, data });
  return t.app.inject({
    method: 'POST',
    url: `/api/assignments/${assignmentId}/files`,
    payload: body.payload,
    headers: { ...body.headers, ...(as ? as.headers : {}) },
  });
};

let essayId: string;

describe('setting an assignment', () => {
  it('is set by the course teacher, and every enrolled student hears of it in the app and, by preference, by email in their language', async () => {
    const response = await setAssignment(teacher, essay());
    expect(response.statusCode, response.body).toBe(201);
    expect(json(response)).toMatchObject({
      message: 'Assignment set',
      data: {
        title: 'Triangles essay',
        points: 20,
        lateAccepted: false,
        submissionKind: 'text',
        pastDue: false,
        myState: null,
        counts: { not_submitted: 2, submitted: 0, missing: 0 },
        author: { id: teacher.id, name: 'Meera Teacher' },
      },
    });
    essayId = idOf(response);
    const told = await notificationsAbout(essayId, 'assignment_new');
    expect(told.map((row) => row.userId).sort()).toEqual([asha.id, ravi.id].sort());
    expect(told.find((row) => row.userId === ravi.id)).toMatchObject({
      title: 'New assignment in Geometry',
      link: `/student/assignments/${essayId}`,
    });
    expect(told.find((row) => row.userId === asha.id)?.title).toBe('Geometry में नया असाइनमेंट');
    const mails = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, asha.email));
    expect(mails.map((mail) => mail.subject)).toContain('Geometry में नया असाइनमेंट');
    expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, ravi.email))).toHaveLength(0);
  });

  it('refuses visitors, students and other teachers, and bad input, writing nothing', async () => {
    const before = await t.db.select().from(assignments).where(eq(assignments.courseId, classroom.courseId));
    const notesBefore = await t.db.select().from(notifications);
    expect(
      await statusesFor(
        t,
        'POST',
        `/api/courses/${classroom.courseId}/assignments`,
        [null, asha, otherTeacher],
        essay(),
      ),
    ).toEqual([401, 403, 403]);
    for (const bad of [
      essay({ title: '  ' }),
      essay({ points: 0 }),
      essay({ points: 2.5 }),
      essay({ dueAt: 'tomorrow' }),
      essay({ latePenaltyPercent: 120 }),
      essay({ submissionKind: 'files', allowedFileTypes: [] }),
      essay({ submissionKind: 'video' }),
      essay({ resourceIds: ['00000000-0000-4000-8000-000000000000'] }),
    ]) {
      const response = await setAssignment(teacher, bad);
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const unknown = await setAssignment(teacher, essay({ resourceIds: ['00000000-0000-4000-8000-000000000000'] }));
    expect(json<{ errors: Record<string, string> }>(unknown).errors).toHaveProperty('resourceIds');
    expect(await t.db.select().from(assignments).where(eq(assignments.courseId, classroom.courseId))).toHaveLength(
      before.length,
    );
    expect(await t.db.select().from(notifications)).toHaveLength(notesBefore.length);
  });

  it('lets an admin set one on any course, and the teacher edit and delete one', async () => {
    const response = await setAssignment(admin, essay({ title: 'From the office' }));
    expect(response.statusCode).toBe(201);
    const id = idOf(response);
    const edited = await send(t, 'PUT', `/api/assignments/${id}`, { as: teacher, payload: essay({ title: 'Edited' }) });
    expect(edited.statusCode).toBe(200);
    expect(json(edited)).toMatchObject({ message: 'Assignment updated', data: { title: 'Edited' } });
    expect(await statusesFor(t, 'PUT', `/api/assignments/${id}`, [null, asha, otherTeacher], essay())).toEqual([
      401, 403, 403,
    ]);
    expect(await statusesFor(t, 'DELETE', `/api/assignments/${id}`, [null, asha, otherTeacher])).toEqual([
      401, 403, 403,
    ]);
    const deleted = await send(t, 'DELETE', `/api/assignments/${id}`, { as: teacher });
    expect(deleted.statusCode).toBe(200);
    expect(await t.db.select().from(assignments).where(eq(assignments.id, id))).toEqual([]);
    expect(await t.db.select().from(notifications).where(eq(notifications.assignmentId, id))).toEqual([]);
  });
});

describe('reading', () => {
  it('shows the course managers and enrolled students the list, and refuses everyone else', async () => {
    expect(
      await statusesFor(t, 'GET', `/api/courses/${classroom.courseId}/assignments`, [
        null,
        stranger,
        otherTeacher,
        asha,
        teacher,
      ]),
    ).toEqual([401, 403, 403, 200, 200]);
    expectRefusal(
      await send(t, 'GET', `/api/courses/${classroom.courseId}/assignments`, { as: stranger }),
      403,
      'not_enrolled',
      'Only students enrolled in this course can see its assignments',
    );
    expect(await statusesFor(t, 'GET', `/api/assignments/${essayId}`, [null, stranger, otherTeacher, ravi])).toEqual([
      401, 403, 403, 200,
    ]);
    const list = json<{ data: AssignmentAnswer[] }>(
      await send(t, 'GET', `/api/courses/${classroom.courseId}/assignments`, { as: asha }),
    ).data;
    expect(list.find((item) => item.id === essayId)).toMatchObject({ myState: 'not_submitted', counts: null });
    const due = json<{ data: AssignmentAnswer[] }>(await send(t, 'GET', '/api/assignments/due', { as: asha })).data;
    expect(due.map((item) => item.id)).toContain(essayId);
    expect(await statusesFor(t, 'GET', '/api/assignments/due', [null, teacher])).toEqual([401, 403]);
  });
});

describe('handing in', () => {
  it('accepts a written answer and a resubmission until the due time, overwriting it', async () => {
    const first = await handIn(asha, essayId, { text: 'The angles of a triangle…' });
    expect(first.statusCode, first.body).toBe(200);
    expect(json(first)).toMatchObject({
      // Asha reads Hindi (users.language), so the answer's message is in Hindi.
      message: 'काम जमा किया गया',
      data: { state: 'submitted', attempt: 1, late: false, grade: null },
    });
    const again = await handIn(asha, essayId, { text: 'Better: parallel lines.' });
    expect(json(again)).toMatchObject({ data: { attempt: 2, text: 'Better: parallel lines.' } });
    expect(json<{ message: string }>(again).message).toBe('जमा किया गया काम अपडेट किया गया');
    expect(await rowsFor(essayId)).toHaveLength(1);
    expect(
      json<{ data: AssignmentAnswer[] }>(await send(t, 'GET', '/api/assignments/due', { as: asha })).data.map(
        (item) => item.id,
      ),
    ).not.toContain(essayId);
  });

  it('keeps one row when two hand-ins race: the unique constraint makes the second the next attempt', async () => {
    const [one, two] = await Promise.all([
      handIn(ravi, essayId, { text: 'first tab' }),
      handIn(ravi, essayId, { text: 'second tab' }),
    ]);
    expect([one?.statusCode, two?.statusCode]).toEqual([200, 200]);
    const rows = (await rowsFor(essayId)).filter((row) => row.studentId === ravi.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.attempt).toBe(2);
  });

  it('refuses bad input, other roles and students not enrolled, writing nothing', async () => {
    const before = await rowsFor(essayId);
    expect((await handIn(asha, essayId, { text: '   ' })).statusCode).toBe(400);
    const withFiles = await handIn(asha, essayId, { text: 'x', fileIds: ['00000000-0000-4000-8000-000000000000'] });
    expect(withFiles.statusCode).toBe(400);
    expect(json<{ message: string }>(withFiles).message).toBe('यह असाइनमेंट केवल लिखित उत्तर लेता है');
    expect((await handIn(asha, essayId, { text: 5 })).statusCode).toBe(400);
    expect(
      await statusesFor(t, 'PUT', `/api/assignments/${essayId}/submission`, [null, teacher, stranger], { text: 'x' }),
    ).toEqual([401, 403, 403]);
    expect(await rowsFor(essayId)).toEqual(before);
  });

  it('refuses a hand-in after the due time (by the database clock) where late work is not accepted', async () => {
    const closed = await created(essay({ title: 'Closed', dueAt: inHours(-1) }));
    const response = await handIn(ravi, closed, { text: 'Too late' });
    expectRefusal(response, 409, 'past_due', 'The due time has passed and this assignment does not accept late work');
    expect(await rowsFor(closed)).toEqual([]);
    const roster = json<{ data: { student: { id: string }; state: string }[] }>(
      await send(t, 'GET', `/api/assignments/${closed}/submissions`, { as: teacher }),
    ).data;
    expect(roster.map((row) => row.state)).toEqual(['missing', 'missing']);
  });

  it('marks a late hand-in late where late work is accepted, and takes the penalty off the released score', async () => {
    const open = await created(
      essay({ title: 'Open late', dueAt: inHours(-1), lateAccepted: true, latePenaltyPercent: 25 }),
    );
    const response = await handIn(asha, open, { text: 'Late but here' });
    expect(json(response)).toMatchObject({ data: { state: 'late', late: true } });
    const submissionId = idOf(response);
    await send(t, 'PUT', `/api/assignment-submissions/${submissionId}/grade`, {
      as: teacher,
      payload: { points: 18, feedback: 'Good' },
    });
    await send(t, 'POST', `/api/assignment-submissions/${submissionId}/release`, { as: teacher });
    const mine = json<{ data: SubmissionAnswer }>(
      await send(t, 'GET', `/api/assignments/${open}/submission`, { as: asha }),
    ).data;
    expect(mine).toMatchObject({ state: 'graded', grade: { points: 18, penaltyPercent: 25, score: 13.5 } });
  });
});

describe('files', () => {
  let filesId: string;
  const pdf = pdfDocument('My essay', ['Angles add up.']);

  beforeAll(async () => {
    filesId = await created(
      essay({ title: 'Drawings', submissionKind: 'both', allowedFileTypes: ['pdf'], maxFileMb: 1 }),
    );
  });

  it('uploads through the storage layer with the library rules narrowed by the assignment, and hands in with them', async () => {
    const uploaded = await upload(asha, filesId, 'essay.pdf', 'application/pdf', pdf);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const file = json<{ data: { id: string; downloadUrl: string; fileName: string } }>(uploaded).data;
    expect(file.fileName).toBe('essay.pdf');
    const docx = await upload(
      asha,
      filesId,
      'essay.docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      docxDocument('Essay', ['x']),
    );
    expect(docx.statusCode).toBe(415);
    expect((await upload(asha, filesId, 'notes.pdf', 'application/pdf', Buffer.from('plain text'))).statusCode).toBe(
      415,
    );
    expect((await upload(null, filesId, 'essay.pdf', 'application/pdf', pdf)).statusCode).toBe(401);
    expect((await upload(stranger, filesId, 'essay.pdf', 'application/pdf', pdf)).statusCode).toBe(403);
    expect((await upload(asha, essayId, 'essay.pdf', 'application/pdf', pdf)).statusCode).toBe(400);
    const [row] = await t.db.select().from(assignmentFiles).where(eq(assignmentFiles.id, file.id));
    expect(await t.app.ctx.storage.size(`assignments/${row?.storedName}`)).toBe(pdf.length);
    expect(await t.db.select().from(assignmentFiles).where(eq(assignmentFiles.assignmentId, filesId))).toHaveLength(1);

    // Both: a file alone is not enough.
    expect((await handIn(asha, filesId, { fileIds: [file.id] })).statusCode).toBe(400);
    // Ravi cannot hand in Asha's upload.
    expect((await handIn(ravi, filesId, { text: 'mine', fileIds: [file.id] })).statusCode).toBe(400);
    const handed = await handIn(asha, filesId, { text: 'See the drawing', fileIds: [file.id] });
    expect(handed.statusCode, handed.body).toBe(200);
    expect(json<{ data: SubmissionAnswer }>(handed).data.files.map((item) => item.id)).toEqual([file.id]);

    expect(await statusesFor(t, 'GET', file.downloadUrl, [null, ravi, otherTeacher, asha, teacher])).toEqual([
      401, 404, 404, 200, 200,
    ]);

    // A resubmission without the file removes it, from the database and from storage.
    const again = await handIn(asha, filesId, { text: 'Text only now', fileIds: [] });
    expect(again.statusCode).toBe(400);
    const second = json<{ data: { id: string } }>(
      await upload(asha, filesId, 'second.pdf', 'application/pdf', pdf),
    ).data;
    expect((await handIn(asha, filesId, { text: 'Replaced', fileIds: [second.id] })).statusCode).toBe(200);
    expect(await t.db.select().from(assignmentFiles).where(eq(assignmentFiles.id, file.id))).toEqual([]);
    expect(await t.app.ctx.storage.size(`assignments/${row?.storedName}`)).toBeNull();
  });

  it("refuses a file larger than the assignment's limit, leaving nothing behind", async () => {
    const before = await t.db.select().from(assignmentFiles).where(eq(assignmentFiles.assignmentId, filesId));
    const big = Buffer.concat([pdf, Buffer.alloc(1024 * 1024 + 10, 32)]);
    expect((await upload(asha, filesId, 'big.pdf', 'application/pdf', big)).statusCode).toBe(413);
    expect(await t.db.select().from(assignmentFiles).where(eq(assignmentFiles.assignmentId, filesId))).toEqual(before);
  });
});

describe('grading', () => {
  let ashaSubmission: string;
  let raviSubmission: string;

  beforeAll(async () => {
    const rows = await rowsFor(essayId);
    ashaSubmission = rows.find((row) => row.studentId === asha.id)?.id ?? '';
    raviSubmission = rows.find((row) => row.studentId === ravi.id)?.id ?? '';
  });

  it("shows the teacher every enrolled student's state, and refuses everyone else", async () => {
    const roster = json<{ data: { student: { name: string }; state: string; attempt: number }[] }>(
      await send(t, 'GET', `/api/assignments/${essayId}/submissions`, { as: teacher }),
    ).data;
    expect(roster.map((row) => [row.student.name, row.state, row.attempt])).toEqual([
      ['Asha Rao', 'submitted', 2],
      ['Ravi Kumar', 'submitted', 2],
    ]);
    expect(await statusesFor(t, 'GET', `/api/assignments/${essayId}/submissions`, [null, asha, otherTeacher])).toEqual([
      401, 403, 403,
    ]);
  });

  it('opens a submission beside the next one, and refuses another student and another teacher', async () => {
    const opened = json<{ data: SubmissionAnswer; previousId: string | null; nextId: string | null }>(
      await send(t, 'GET', `/api/assignment-submissions/${ashaSubmission}`, { as: teacher }),
    );
    expect(opened).toMatchObject({
      previousId: null,
      nextId: raviSubmission,
      data: { text: 'Better: parallel lines.' },
    });
    expect(
      await statusesFor(t, 'GET', `/api/assignment-submissions/${ashaSubmission}`, [null, ravi, otherTeacher, admin]),
    ).toEqual([401, 403, 403, 200]);
    // A student reads only their own submission.
    const ravisOwn = json<{ data: SubmissionAnswer }>(
      await send(t, 'GET', `/api/assignments/${essayId}/submission`, { as: ravi }),
    ).data;
    expect(ravisOwn.id).toBe(raviSubmission);
  });

  it('grades with points and feedback hidden from the student until released, then tells them', async () => {
    expect(
      (
        await send(t, 'PUT', `/api/assignment-submissions/${ashaSubmission}/grade`, {
          as: teacher,
          payload: { points: 21 },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      await statusesFor(t, 'PUT', `/api/assignment-submissions/${ashaSubmission}/grade`, [null, asha, otherTeacher], {
        points: 20,
      }),
    ).toEqual([401, 403, 403]);
    expect((await rowsFor(essayId)).find((row) => row.id === ashaSubmission)?.points).toBeNull();
    const graded = await send(t, 'PUT', `/api/assignment-submissions/${ashaSubmission}/grade`, {
      as: teacher,
      payload: { points: 17, feedback: 'Clear proof' },
    });
    expect(json(graded)).toMatchObject({ message: 'Grade saved', data: { grade: { points: 17, releasedAt: null } } });
    const hidden = json<{ data: SubmissionAnswer }>(
      await send(t, 'GET', `/api/assignments/${essayId}/submission`, { as: asha }),
    ).data;
    expect(hidden).toMatchObject({ state: 'submitted', grade: null });
    // Graded: no more hand-ins unless returned.
    // Asha reads Hindi; asked in English (Accept-Language), the refusal answers in English.
    expectRefusal(
      await t.app.inject({
        method: 'PUT',
        url: `/api/assignments/${essayId}/submission`,
        headers: { ...asha.headers, 'accept-language': 'en' },
        payload: { text: 'one more' },
      }),
      409,
      'already_graded',
      'This submission is graded: it can be handed in again only if your teacher returns it',
    );
    expect(
      await statusesFor(t, 'POST', `/api/assignment-submissions/${ashaSubmission}/release`, [null, asha, otherTeacher]),
    ).toEqual([401, 403, 403]);
    expectRefusal(
      await send(t, 'POST', `/api/assignment-submissions/${raviSubmission}/release`, { as: teacher }),
      409,
      'not_graded',
      'Grade this submission before releasing it',
    );
    const released = await send(t, 'POST', `/api/assignment-submissions/${ashaSubmission}/release`, { as: teacher });
    expect(released.statusCode).toBe(200);
    const shown = json<{ data: SubmissionAnswer }>(
      await send(t, 'GET', `/api/assignments/${essayId}/submission`, { as: asha }),
    ).data;
    expect(shown).toMatchObject({ state: 'graded', grade: { points: 17, score: 17, feedback: 'Clear proof' } });
    const told = await notificationsAbout(essayId, 'assignment_graded');
    expect(told.map((row) => row.userId)).toEqual([asha.id]);
    expect(told[0]?.title).toBe('Geometry में असाइनमेंट का ग्रेड जारी हुआ');
  });

  it('returns a submission for rework, which the student may hand in again', async () => {
    expect(
      await statusesFor(t, 'POST', `/api/assignment-submissions/${raviSubmission}/return`, [null, ravi, otherTeacher], {
        note: 'Redo',
      }),
    ).toEqual([401, 403, 403]);
    expect(
      (
        await send(t, 'POST', `/api/assignment-submissions/${raviSubmission}/return`, {
          as: teacher,
          payload: { note: ' ' },
        })
      ).statusCode,
    ).toBe(400);
    const returned = await send(t, 'POST', `/api/assignment-submissions/${raviSubmission}/return`, {
      as: teacher,
      payload: { note: 'Show the parallel line' },
    });
    expect(json(returned)).toMatchObject({ data: { state: 'returned', returned: { note: 'Show the parallel line' } } });
    const told = await notificationsAbout(essayId, 'assignment_returned');
    expect(told.map((row) => [row.userId, row.title])).toEqual([
      [ravi.id, 'Assignment returned for rework in Geometry'],
    ]);
    // Ravi keeps emails off: told in the app only.
    expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, ravi.email))).toEqual([]);
    const mine = json<{ data: SubmissionAnswer }>(
      await send(t, 'GET', `/api/assignments/${essayId}/submission`, { as: ravi }),
    ).data;
    expect(mine).toMatchObject({ state: 'returned', returned: { note: 'Show the parallel line' } });
    const again = await handIn(ravi, essayId, { text: 'With the parallel line' });
    expect(json(again)).toMatchObject({ data: { state: 'submitted', attempt: 3, returned: null } });
  });

  it('releases every graded grade at once, in one transaction, telling each student', async () => {
    await send(t, 'PUT', `/api/assignment-submissions/${raviSubmission}/grade`, {
      as: teacher,
      payload: { points: 19 },
    });
    expect(await statusesFor(t, 'POST', `/api/assignments/${essayId}/release`, [null, ravi, otherTeacher])).toEqual([
      401, 403, 403,
    ]);
    const response = await send(t, 'POST', `/api/assignments/${essayId}/release`, { as: teacher });
    expect(json(response)).toMatchObject({ message: 'Grades released', released: 1 });
    expect(json(await send(t, 'POST', `/api/assignments/${essayId}/release`, { as: teacher }))).toMatchObject({
      released: 0,
    });
    const told = await notificationsAbout(essayId, 'assignment_graded');
    expect(told.map((row) => row.userId).sort()).toEqual([asha.id, ravi.id].sort());
    const roster = json<{ data: { state: string; released: boolean }[] }>(
      await send(t, 'GET', `/api/assignments/${essayId}/submissions`, { as: teacher }),
    ).data;
    expect(roster.map((row) => [row.state, row.released])).toEqual([
      ['graded', true],
      ['graded', true],
    ]);
  });
});

describe('the audit log', () => {
  it("records an admin grading a student's work on a course they do not teach, and not the teacher's own grading", async () => {
    const byAdmin = () => t.db.select().from(auditLog).where(eq(auditLog.action, 'assignment_grade.changed_by_admin'));
    expect(await byAdmin()).toEqual([]);
    const [submission] = (await rowsFor(essayId)).filter((row) => row.studentId === asha.id);
    const response = await send(t, 'PUT', `/api/assignment-submissions/${submission?.id}/grade`, {
      as: admin,
      payload: { points: 18, feedback: 'Adjusted' },
    });
    expect(response.statusCode).toBe(200);
    expect((await byAdmin()).map((entry) => [entry.actorId, entry.subjectId, entry.subjectRole])).toEqual([
      [admin.id, asha.id, 'student'],
    ]);
  });
});

describe('the "due in 24 hours" reminder', () => {
  it('tells each student who has not handed in, once, however many checks run', async () => {
    const soon = await created(essay({ title: 'Quick quiz', dueAt: inHours(12) }));
    const later = await created(essay({ title: 'Far away', dueAt: inHours(3 * 24) }));
    await handIn(asha, soon, { text: 'Done early' });
    await Promise.all([sendDueReminders(t.app.ctx), sendDueReminders(t.app.ctx)]);
    await sendDueReminders(t.app.ctx);
    const told = await notificationsAbout(soon, 'assignment_due');
    expect(told.map((row) => row.userId)).toEqual([ravi.id]);
    expect(told[0]).toMatchObject({ title: 'Assignment due in 24 hours' });
    expect(await notificationsAbout(later, 'assignment_due')).toEqual([]);
    expect(
      await t.db.select().from(assignmentReminders).where(eq(assignmentReminders.assignmentId, soon)),
    ).toHaveLength(1);
    // A new due time allows a new reminder.
    await send(t, 'PUT', `/api/assignments/${soon}`, {
      as: teacher,
      payload: essay({ title: 'Quick quiz', dueAt: inHours(20) }),
    });
    await sendDueReminders(t.app.ctx);
    expect(await notificationsAbout(soon, 'assignment_due')).toHaveLength(2);
  });
});

describe('erasure', () => {
  it("deletes an erased student's hand-ins, grades and uploaded files", async () => {
    const filesId = await created(essay({ title: 'Erasable', submissionKind: 'files', allowedFileTypes: ['pdf'] }));
    const file = json<{ data: { id: string } }>(
      await upload(ravi, filesId, 'mine.pdf', 'application/pdf', pdfDocument('Mine', ['x'])),
    ).data;
    expect((await handIn(ravi, filesId, { fileIds: [file.id] })).statusCode).toBe(200);
    const [row] = await t.db.select().from(assignmentFiles).where(eq(assignmentFiles.id, file.id));
    const erased = await send(t, 'DELETE', `/api/users/${ravi.id}`, { as: admin });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(await t.db.select().from(assignmentSubmissions).where(eq(assignmentSubmissions.studentId, ravi.id))).toEqual(
      [],
    );
    expect(await t.db.select().from(assignmentFiles).where(eq(assignmentFiles.studentId, ravi.id))).toEqual([]);
    expect(await t.app.ctx.storage.size(`assignments/${row?.storedName}`)).toBeNull();
  });
});
