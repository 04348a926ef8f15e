import { desc, eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, dataExports, users } from '../../src/db/schema';
import { digestToken } from '../../src/platform/tokens';
import { createCourse } from '../helpers/courses';
import { giveStudentHistory, TOTP_SECRET_IN_HISTORY } from '../helpers/personal-data';
import { type ReceivedMail, readMail } from '../helpers/smtp-sink';
import { createSignedInUser, json, type TestUser, useSignedInUsers, useTestApp } from '../helpers/test-app';

const t = useTestApp();
const { teacher, student, other } = useSignedInUsers(t, {
  teacher: ['teacher', { name: 'Tomas Exporter' }],
  student: ['student', { name: 'Sasha Portable', phone: '+44 20 7946 0000', language: 'hi' }],
  other: ['student', { name: 'Olu Other' }],
});
let courseId: string;

beforeAll(async () => {
  courseId = (await createCourse(t, teacher, { title: 'Export Studies' })).id;
  await giveStudentHistory(t, student, teacher, courseId);
});

const requestExport = (user: TestUser) =>
  t.app.inject({ method: 'POST', url: '/api/privacy/exports', headers: user.headers });
const download = (token: string, user?: TestUser) =>
  t.app.inject({
    method: 'GET',
    url: `/api/privacy/exports/download?token=${encodeURIComponent(token)}`,
    ...(user ? { headers: user.headers } : {}),
  });
const tokenFrom = (mail: ReceivedMail): string => {
  const token = /[?&]export=([A-Za-z0-9_-]+)/.exec(readMail(mail).text)?.[1];
  if (!token) throw new Error(`no export link in ${mail.body}`);
  return token;
};
/** The export email's subject in each language: Sasha reads Hindi (users.language), the others English. */
const readySubjects = ['Your Tutorium data is ready to download', 'आपका Tutorium डेटा डाउनलोड के लिए तैयार है'];
/** The export is built after the answer; once it is ready its email sits in the outbox, which the test delivers. */
async function exportMailFor(user: TestUser): Promise<ReceivedMail> {
  await expect
    .poll(
      async () => {
        const [latest] = await t.db
          .select({ status: dataExports.status })
          .from(dataExports)
          .innerJoin(users, eq(users.id, dataExports.userId))
          .where(eq(users.email, user.email))
          .orderBy(desc(dataExports.requestedAt))
          .limit(1);
        return latest?.status;
      },
      { timeout: 20_000 },
    )
    .not.toBe('pending');
  await t.app.outbox.drain();
  return t.mail.waitFor((mail) => mail.to.includes(user.email) && readySubjects.includes(readMail(mail).subject));
}

describe('a student exports their data', () => {
  let token: string;

  it('answers 202 at once, records the request, and emails a 24-hour link when the ZIP is ready', async () => {
    const response = await requestExport(student);
    expect(response.statusCode).toBe(202);
    const body = json<{ success: boolean; message: string; data: { id: string; status: string } }>(response);
    expect(body).toMatchObject({ success: true, data: { status: 'pending' } });
    // The answer and the e-mail are in the student's saved language (Hindi), as no Accept-Language asks otherwise.
    expect(body.message).toBe('हम आपका डेटा तैयार कर रहे हैं। कुछ ही मिनटों में डाउनलोड लिंक ईमेल पर आ जाएगा।');

    const mail = await exportMailFor(student);
    expect(readMail(mail).subject).toBe('आपका Tutorium डेटा डाउनलोड के लिए तैयार है');
    expect(readMail(mail).text).toContain('यह लिंक 24 घंटे तक और केवल आपके खाते के लिए काम करेगा।');
    expect(readMail(mail).text).toContain('/student/settings?export=');
    token = tokenFrom(mail);

    const [row] = await t.db.select().from(dataExports).where(eq(dataExports.id, body.data.id));
    expect(row?.status).toBe('ready');
    expect(row?.tokenHash).toBe(digestToken(token));
    expect(row?.tokenHash).not.toContain(token);
    const ttl = (row?.expiresAt?.getTime() ?? 0) - (row?.readyAt?.getTime() ?? 0);
    expect(ttl).toBe(24 * 3_600_000);

    const audit = await t.db.select().from(auditLog).where(eq(auditLog.subjectId, student.id));
    expect(audit.map((entry) => [entry.action, entry.actorId, entry.actorRole])).toEqual([
      ['export.requested', student.id, 'student'],
    ]);

    const latest = await t.app.inject({ method: 'GET', url: '/api/privacy/exports/latest', headers: student.headers });
    expect(json(latest)).toMatchObject({ success: true, data: { id: body.data.id, status: 'ready' } });
  });

  it("downloads a ZIP of JSON and CSV files holding the student's own rows", async () => {
    const response = await download(token, student);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="tutorium-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const names = Object.keys(files).sort();
    for (const name of [
      'enrolments',
      'waitlist',
      'attendance',
      'scores',
      'reviews',
      'lesson_completions',
      'contact_messages',
      'announcement_comments',
    ]) {
      expect(names).toContain(`${name}.json`);
      expect(names).toContain(`${name}.csv`);
    }
    expect(names).toContain('README.txt');
    const read = <T>(name: string): T => JSON.parse(strFromU8(files[name] ?? new Uint8Array())) as T;

    const profile = read<Record<string, unknown>>('profile.json');
    expect(profile).toMatchObject({
      id: student.id,
      name: 'Sasha Portable',
      email: student.email,
      phone: '+44 20 7946 0000',
      language: 'hi',
      notificationSettings: { emailNotifications: true },
    });
    expect(profile).not.toHaveProperty('passwordHash');

    expect(read<{ courseTitle: string }[]>('enrolments.json').map((row) => row.courseTitle)).toEqual([
      'Export Studies',
    ]);
    expect(read<{ status: string }[]>('attendance.json').map((row) => row.status)).toEqual([
      'present',
      'late',
      'absent',
    ]);
    expect(read<{ score: number }[]>('scores.json')).toMatchObject([{ score: 81, courseTitle: 'Export Studies' }]);
    expect(read<unknown[]>('reviews.json')).toMatchObject([{ rating: 4, comment: 'Clear and kind teaching' }]);
    expect(read<unknown[]>('lesson_completions.json')).toMatchObject([{ lessonTitle: 'Welcome' }]);
    expect(read<unknown[]>('contact_messages.json')).toMatchObject([{ subject: 'A question' }]);
    expect(read<unknown[]>('announcement_comments.json')).toMatchObject([
      { courseTitle: 'Export Studies', body: `Will do, from ${student.email}` },
    ]);
    expect(read<unknown[]>('announcements_written.json')).toEqual([]);
    expect(read<unknown[]>('assignment_submissions.json')).toMatchObject([
      { assignmentTitle: 'First essay', courseTitle: 'Export Studies', attempt: 1, late: false },
    ]);
    expect(read<unknown[]>('assignment_grades.json')).toMatchObject([
      { assignmentTitle: 'First essay', points: 8, maxPoints: 10, feedback: 'Good structure' },
    ]);
    expect(read<unknown[]>('test_attempts.json')).toMatchObject([
      { testTitle: 'First test', courseTitle: 'Export Studies', number: 1, score: 0, maxScore: 2 },
    ]);
    expect(read<unknown[]>('test_answers.json')).toMatchObject([
      { testTitle: 'First test', answer: JSON.stringify({ kind: 'short', text: student.email }), points: 0 },
    ]);
    const sessionsJson = read<Record<string, unknown>[]>('sessions.json');
    expect(sessionsJson.length).toBeGreaterThan(0);
    for (const session of sessionsJson) {
      expect(Object.keys(session).sort()).toEqual([
        'browser',
        'createdAt',
        'expiresAt',
        'id',
        'lastSeenAt',
        'os',
        'place',
      ]);
    }
    // The sign-in came from the test client on this machine: its place, never its address, is kept.
    expect(sessionsJson[0]).toMatchObject({ place: 'This network' });
    const devices = read<Record<string, unknown>[]>('trusted_devices.json');
    expect(devices.length).toBeGreaterThan(0);
    for (const device of devices) {
      expect(Object.keys(device).sort()).toEqual(['browser', 'createdAt', 'id', 'lastSeenAt', 'os', 'place']);
    }
    expect(read<unknown[]>('audit_log.json')).toMatchObject([{ action: 'export.requested' }]);
    // Second factors are listed, without their secrets.
    expect(read<Record<string, unknown>[]>('authenticator_app.json').map((row) => Object.keys(row).sort())).toEqual([
      ['confirmedAt', 'createdAt'],
    ]);
    expect(read<Record<string, unknown>[]>('recovery_codes.json').map((row) => Object.keys(row).sort())).toEqual([
      ['createdAt', 'id', 'usedAt'],
    ]);
    expect(read<unknown[]>('passkeys.json')).toMatchObject([{ name: 'Laptop passkey', lastUsedAt: null }]);

    const csv = strFromU8(files['attendance.csv'] ?? new Uint8Array())
      .trim()
      .split('\n');
    expect(csv[0]).toBe('courseId,courseTitle,date,status,remarks,updatedAt');
    expect(csv).toHaveLength(4);
    expect(csv[1]).toContain('present');

    const everything = Object.values(files)
      .map((file) => strFromU8(file))
      .join('\n');
    expect(everything).not.toContain('Olu Other');
    expect(everything).not.toContain(other.email);
    expect(everything).not.toMatch(/\$argon2/);
    expect(everything).not.toContain(TOTP_SECRET_IN_HISTORY);
    expect(everything).not.toContain('a'.repeat(64));
    expect(everything).not.toContain(`credential-of-${student.id}`);
    expect(everything).not.toContain(student.token);
  });

  it("refuses another user's token, a visitor, an expired export and a failed one", async () => {
    const foreign = await download(token, other);
    expect(foreign.statusCode).toBe(404);
    expect(json(foreign).message).toBe('This download link is not valid for your account');
    expect((await download(token, teacher)).statusCode).toBe(404);
    expect((await download(token)).statusCode).toBe(401);
    expect((await download('not-a-real-token', student)).statusCode).toBe(404);
    const empty = await t.app.inject({ method: 'GET', url: '/api/privacy/exports/download', headers: student.headers });
    expect(empty.statusCode).toBe(400);

    await t.db
      .update(dataExports)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(dataExports.tokenHash, digestToken(token)));
    const expired = await download(token, student);
    expect(expired.statusCode).toBe(410);
    expect(json(expired).message).toBe('इस डाउनलोड लिंक की समय-सीमा खत्म हो गई है। अपनी सेटिंग्स से नया एक्सपोर्ट माँगें।');

    await t.db
      .insert(dataExports)
      .values({ userId: student.id, tokenHash: digestToken('failed-one'), status: 'failed' });
    expect((await download('failed-one', student)).statusCode).toBe(410);
  });

  it('refuses a second request while one is being prepared, decided by the database', async () => {
    await t.db.insert(dataExports).values({ userId: other.id, tokenHash: digestToken('pending-one') });
    const pending = await download('pending-one', other);
    expect(pending.statusCode).toBe(409);
    const before = await t.db.select().from(dataExports).where(eq(dataExports.userId, other.id));
    const again = await requestExport(other);
    expect(again.statusCode).toBe(409);
    expect(json(again).message).toContain('already being prepared');
    expect(await t.db.select().from(dataExports).where(eq(dataExports.userId, other.id))).toHaveLength(before.length);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.subjectId, other.id));
    expect(audits).toHaveLength(0);
  });

  // On a fast server the first export can be ready before the last request arrives, and a request after it
  // is ready is allowed; what must hold is that each recorded request answered 202 and every other one 409.
  it('refuses simultaneous requests while one is being prepared, and records exactly the accepted ones', async () => {
    const racer = await createSignedInUser(t, 'student', { name: 'Rae Racer' });
    const answers = await Promise.all(Array.from({ length: 5 }, () => requestExport(racer)));
    const statuses = answers.map((answer) => answer.statusCode);
    const accepted = statuses.filter((status) => status === 202).length;
    expect(statuses.filter((status) => status !== 202 && status !== 409)).toEqual([]);
    expect(accepted).toBeGreaterThanOrEqual(1);
    expect(accepted).toBeLessThan(5);
    await exportMailFor(racer);
    expect(await t.db.select().from(dataExports).where(eq(dataExports.userId, racer.id))).toHaveLength(accepted);
    expect(await t.db.select().from(auditLog).where(eq(auditLog.subjectId, racer.id))).toHaveLength(accepted);
  });

  it('refuses a visitor', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/privacy/exports' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/privacy/exports/latest' })).statusCode).toBe(401);
  });
});

describe('a teacher exports their data', () => {
  it('gets their courses taught and announcements written (not the comments under them), and a link to the teacher portal', async () => {
    expect((await requestExport(teacher)).statusCode).toBe(202);
    const mail = await exportMailFor(teacher);
    expect(readMail(mail).subject).toBe('Your Tutorium data is ready to download');
    expect(readMail(mail).text).toContain('/admin/settings?export=');
    const response = await download(tokenFrom(mail), teacher);
    expect(response.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const taught = JSON.parse(strFromU8(files['courses_taught.json'] ?? new Uint8Array())) as { title: string }[];
    expect(taught.map((course) => course.title)).toEqual(['Export Studies']);
    const written = JSON.parse(strFromU8(files['announcements_written.json'] ?? new Uint8Array())) as unknown[];
    expect(written).toMatchObject([{ courseTitle: 'Export Studies', title: 'Welcome' }]);
    const attendance = JSON.parse(strFromU8(files['attendance.json'] ?? new Uint8Array())) as unknown[];
    expect(attendance).toEqual([]);
    expect(
      Object.values(files)
        .map((file) => strFromU8(file))
        .join('\n'),
    ).not.toContain(student.email);
  });
});
