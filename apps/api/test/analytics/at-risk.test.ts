import type { AtRiskResponse } from '@tutorium/contract/at-risk';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { atRiskDigests, attendanceRecords, courses, enrolments, notifications, users } from '../../src/db/schema';
import { isoWeekOf, sendWeeklyAtRiskDigests } from '../../src/modules/analytics/at-risk-digest';
import { createCourse, enrolIn, validCourse } from '../helpers/courses';
import { DAY, dateFrom } from '../helpers/dates';
import { textOf } from '../helpers/smtp-sink';
import {
  createSignedInUser,
  createTestApp,
  json,
  type TestUser,
  useSignedInUsers,
  useTestApp,
} from '../helpers/test-app';

/** A Wednesday: past the default digest time (Monday 07:00 UTC) of its ISO week, 2027-W10. */
const now = new Date('2027-03-10T12:00:00Z');
const day = (offset: number) => dateFrom(offset, now);
/** Ten classes inside the four-week window, oldest first. */
const classes = [-25, -23, -21, -19, -17, -15, -9, -5, -3, -1].map(day);
type Mark = 'P' | 'A' | 'L' | 'E';
const statusOf = { P: 'present', A: 'absent', L: 'late', E: 'excused' } as const;

const t = useTestApp({}, { now: () => now });
const { teacher, quietTeacher, otherTeacher, admin, student } = useSignedInUsers(t, {
  teacher: ['teacher', { name: 'Tess Teacher' }],
  quietTeacher: ['teacher', { name: 'Quiet Teacher' }],
  otherTeacher: ['teacher', { name: 'Other Teacher' }],
  admin: 'admin',
  student: 'student',
});
let mathsId: string;
let artId: string;
let otherId: string;
let closedId: string;
const names: Record<string, TestUser> = {};

/** Enrols the student (60 days ago) and marks `marks` on `dates`, oldest first. */
async function attend(name: string, courseId: string, marks: string, dates = classes) {
  const user = names[name] ?? (await createSignedInUser(t, 'student', { name }));
  names[name] = user;
  await enrolIn(t, user, courseId);
  await t.db
    .update(enrolments)
    .set({ enrolledAt: new Date(now.getTime() - 60 * DAY) })
    .where(and(eq(enrolments.courseId, courseId), eq(enrolments.studentId, user.id)));
  await t.db.insert(attendanceRecords).values(
    [...marks].map((mark, index) => ({
      courseId,
      studentId: user.id,
      date: dates[index] ?? '',
      status: statusOf[mark as Mark],
    })),
  );
}

const get = (url: string, user?: TestUser) => t.app.inject({ method: 'GET', url, headers: user?.headers ?? {} });
const list = async (user: TestUser, query = '') => {
  const response = await get(`/api/analytics/at-risk${query}`, user);
  expect(response.statusCode, response.body).toBe(200);
  return json<AtRiskResponse>(response);
};
const who = (answer: AtRiskResponse) => answer.data.map((row) => `${row.student.name}/${row.course.title}`);

beforeAll(async () => {
  mathsId = (await createCourse(t, teacher, { title: 'Maths' })).id;
  artId = (await createCourse(t, teacher, { title: 'Art' })).id;
  closedId = (await createCourse(t, teacher, { title: 'Closed' })).id;
  otherId = (await createCourse(t, otherTeacher, { title: 'Other' })).id;
  await createCourse(t, quietTeacher, { title: 'Quiet' });

  // Maths keeps the defaults: below 60 % over four weeks, or 3 missed in a row.
  await attend('Ada', mathsId, 'PAPAPAPAPP'); // exactly 60 %: not at risk
  await attend('Ben', mathsId, 'PAAPAALAPP'); // 4 of 10 present (late is not present): at risk
  await attend('Cy', mathsId, 'PPPPPPPAAA'); // 70 %, but the last 3 missed in a row: at risk
  await attend('Dee', mathsId, 'PPPAPPAPEA'); // 3 absences, 60 %, not in a row (excused breaks it): not at risk
  // Absent on four classes before the window, present on every class in it: not at risk.
  await attend('Old', mathsId, 'AAAAPPPPPPPPPP', [day(-50), day(-45), day(-40), day(-30), ...classes]);

  // Art sets its own: below 80 %, or 2 missed in a row.
  const art = await t.app.inject({
    method: 'PUT',
    url: `/api/courses/${artId}`,
    headers: teacher.headers,
    payload: validCourse({ title: 'Art', atRiskBelowPercent: 80, atRiskMissedClasses: 2 }),
  });
  expect(art.statusCode, art.body).toBe(200);
  await attend('Eve', artId, 'PAPPPAPAPP'); // 70 %: at risk under Art's 80 %
  await attend('Fay', artId, 'PPPPPPPPAA'); // 80 %, 2 in a row: at risk under Art's 2
  await attend('Gus', artId, 'PPPPPPPPPA'); // 90 %, 1 missed: not at risk

  await attend('Hal', otherId, 'AAAAAAAAAA'); // another teacher's student
  await attend('Ivy', closedId, 'AAAAAAAAAA'); // a completed course is not watched
  await t.db.update(courses).set({ status: 'completed' }).where(eq(courses.id, closedId));
});

describe('course thresholds', () => {
  it('come with the defaults, reach only the course’s managers, and stay when a save leaves them out', async () => {
    const maths = json<{ data: Record<string, unknown> }>(await get(`/api/courses/${mathsId}`, teacher)).data;
    expect(maths).toMatchObject({ atRiskBelowPercent: 60, atRiskMissedClasses: 3, atRiskMinimumClasses: 3 });
    const publicView = json<{ data: Record<string, unknown> }>(await get(`/api/courses/${mathsId}`, student)).data;
    expect(publicView).not.toHaveProperty('atRiskBelowPercent');
    expect(publicView).not.toHaveProperty('atRiskMinimumClasses');

    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/courses/${artId}`,
      headers: teacher.headers,
      payload: validCourse({ title: 'Art' }),
    });
    expect(json<{ data: Record<string, unknown> }>(saved).data).toMatchObject({
      atRiskBelowPercent: 80,
      atRiskMissedClasses: 2,
    });
  });

  it.each([
    [{ atRiskBelowPercent: 0 }, 'atRiskBelowPercent', 'At-risk attendance percentage must be at least 1'],
    [{ atRiskBelowPercent: 101 }, 'atRiskBelowPercent', 'At-risk attendance percentage must be at most 100'],
    [{ atRiskBelowPercent: 50.5 }, 'atRiskBelowPercent', 'At-risk attendance percentage must be a whole number'],
    [{ atRiskMissedClasses: 0 }, 'atRiskMissedClasses', 'Missed classes in a row must be at least 1'],
    [{ atRiskMissedClasses: 21 }, 'atRiskMissedClasses', 'Missed classes in a row must be at most 20'],
    [{ atRiskMissedClasses: 'many' }, 'atRiskMissedClasses', 'Missed classes in a row must be a number'],
    [
      { atRiskMinimumClasses: 0 },
      'atRiskMinimumClasses',
      'Marked classes before the percentage applies must be at least 1',
    ],
    [
      { atRiskMinimumClasses: 21 },
      'atRiskMinimumClasses',
      'Marked classes before the percentage applies must be at most 20',
    ],
    [
      { atRiskMinimumClasses: 2.5 },
      'atRiskMinimumClasses',
      'Marked classes before the percentage applies must be a whole number',
    ],
    [
      { atRiskMinimumClasses: 'few' },
      'atRiskMinimumClasses',
      'Marked classes before the percentage applies must be a number',
    ],
  ])('refuses %j with a 400 naming the field', async (change, field, message) => {
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/courses/${mathsId}`,
      headers: teacher.headers,
      payload: { ...validCourse({ title: 'Maths' }), ...change },
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(field);
    expect(response.body).toContain(message);
    const [row] = await t.db.select().from(courses).where(eq(courses.id, mathsId));
    expect(row).toMatchObject({ atRiskBelowPercent: 60, atRiskMissedClasses: 3, atRiskMinimumClasses: 3 });
  });

  it('are bounded by CHECK constraints in the database too', async () => {
    await expect(t.db.update(courses).set({ atRiskBelowPercent: 0 }).where(eq(courses.id, mathsId))).rejects.toThrow();
    await expect(
      t.db.update(courses).set({ atRiskMissedClasses: 21 }).where(eq(courses.id, mathsId)),
    ).rejects.toThrow();
    await expect(
      t.db.update(courses).set({ atRiskMinimumClasses: 0 }).where(eq(courses.id, mathsId)),
    ).rejects.toThrow();
  });
});

describe('GET /api/analytics/at-risk', () => {
  it('lists the teacher’s at-risk students by the one definition, most at risk first', async () => {
    const answer = await list(teacher);
    expect(who(answer)).toEqual(['Ben/Maths', 'Cy/Maths', 'Eve/Art', 'Fay/Art']);
    expect(answer.pagination).toEqual({ page: 1, pageSize: 12, total: 4, pages: 1 });
    expect(answer.since).toBe(day(-27));
    const [ben, cy, eve, fay] = answer.data;
    expect(ben).toMatchObject({
      student: { id: names.Ben?.id, name: 'Ben', email: names.Ben?.email },
      course: { id: mathsId, title: 'Maths' },
      attendance: { present: 4, total: 10, percentage: 40 },
      missedInARow: 0,
      thresholds: { belowPercent: 60, missedClasses: 3, minimumClasses: 3 },
      reasons: ['low_attendance'],
      link: `/admin/courses/${mathsId}/attendance?from=${day(-27)}`,
    });
    expect(cy).toMatchObject({ attendance: { percentage: 70 }, missedInARow: 3, reasons: ['missed_in_a_row'] });
    expect(eve).toMatchObject({
      attendance: { percentage: 70 },
      thresholds: { belowPercent: 80 },
      reasons: ['low_attendance'],
    });
    expect(fay).toMatchObject({ missedInARow: 2, thresholds: { missedClasses: 2 }, reasons: ['missed_in_a_row'] });
  });

  it('gives both reasons when both hold, and counts the whole run of absences', async () => {
    await attend('Jo', artId, 'PPPPPPAAAA'); // 60 % (< 80) and 4 in a row (>= 2)
    const jo = (await list(teacher)).data.find((row) => row.student.name === 'Jo');
    expect(jo).toMatchObject({ missedInARow: 4, reasons: ['low_attendance', 'missed_in_a_row'] });
    await t.db.delete(enrolments).where(eq(enrolments.studentId, names.Jo?.id ?? ''));
    expect(who(await list(teacher))).toEqual(['Ben/Maths', 'Cy/Maths', 'Eve/Art', 'Fay/Art']);
  });

  it('follows a course’s thresholds as soon as they change', async () => {
    await t.db.update(courses).set({ atRiskBelowPercent: 61 }).where(eq(courses.id, mathsId));
    expect(who(await list(teacher))).toContain('Ada/Maths');
    await t.db.update(courses).set({ atRiskBelowPercent: 60 }).where(eq(courses.id, mathsId));
    expect(who(await list(teacher))).not.toContain('Ada/Maths');
  });

  it('pages, with the total on every page, past the end included', async () => {
    const first = await list(teacher, '?page=1&pageSize=3');
    expect(who(first)).toEqual(['Ben/Maths', 'Cy/Maths', 'Eve/Art']);
    expect(first.pagination).toEqual({ page: 1, pageSize: 3, total: 4, pages: 2 });
    const second = await list(teacher, '?page=2&pageSize=3');
    expect(who(second)).toEqual(['Fay/Art']);
    const past = await list(teacher, '?page=5&pageSize=3');
    expect(past.data).toEqual([]);
    expect(past.pagination.total).toBe(4);
  });

  it('puts the same students in the same order page by page as on one page, ties at page ends included', async () => {
    for (const viewer of [teacher, admin]) {
      const whole = who(await list(viewer, '?page=1&pageSize=100'));
      for (const size of [1, 2, 3]) {
        const paged: string[] = [];
        for (let page = 1; page <= Math.ceil(whole.length / size); page += 1) {
          paged.push(...who(await list(viewer, `?page=${page}&pageSize=${size}`)));
        }
        expect(paged).toEqual(whole);
      }
    }
  });

  it('shows a teacher nobody else’s students, and an admin every active course', async () => {
    expect((await list(otherTeacher)).data.map((row) => row.student.name)).toEqual(['Hal']);
    expect((await list(quietTeacher)).pagination.total).toBe(0);
    expect(who(await list(admin))).toEqual(['Hal/Other', 'Ben/Maths', 'Cy/Maths', 'Eve/Art', 'Fay/Art']);
  });

  it('refuses anonymous callers (401) and students (403)', async () => {
    expect((await get('/api/analytics/at-risk')).statusCode).toBe(401);
    expect((await get('/api/analytics/at-risk', student)).statusCode).toBe(403);
  });

  it.each(['?page=0', '?page=abc', '?pageSize=0', '?pageSize=101', '?pageSize=2.5'])(
    'answers 400 to %s',
    async (query) => {
      const response = await get(`/api/analytics/at-risk${query}`, teacher);
      expect(response.statusCode).toBe(400);
      expect(json<{ success: boolean; message: string }>(response)).toMatchObject({ success: false });
    },
  );

  it('gives the analytics page the same students', async () => {
    const analytics = json<{ data: { atRisk: { student: { name: string } }[]; atRiskTotal: number } }>(
      await get(`/api/analytics/teacher?startDate=${day(-2)}&endDate=${day(-1)}`, teacher),
    ).data;
    expect(analytics.atRisk.map((row) => row.student.name)).toEqual(['Ben', 'Cy', 'Eve', 'Fay']);
    expect(analytics.atRiskTotal).toBe(4);
  });
});

describe('POST /api/analytics/at-risk/email', () => {
  const email = (user?: TestUser) =>
    t.app.inject({ method: 'POST', url: '/api/analytics/at-risk/email', headers: user?.headers ?? {} });

  it('queues one email with the list and says so', async () => {
    const response = await email(teacher);
    expect(response.statusCode, response.body).toBe(200);
    expect(json(response)).toEqual({
      success: true,
      message: 'The list of 4 students at risk is on its way to your inbox.',
      data: { students: 4, emailed: true },
    });
    await t.app.outbox.drain();
    const mail = await t.mail.waitFor((m) => m.to.includes(teacher.email) && m.subject === 'At-risk students: 4');
    const body = textOf(mail);
    expect(body).toContain(
      `- Ben (${names.Ben?.email}), Maths: 40% attendance over the last 4 weeks, 4 of 10 classes present (below 60%)`,
    );
    expect(body).toContain('Cy (');
    expect(body).toContain('missed the last 3 classes in a row');
    expect(body).toContain(`${t.config.publicUrl}/admin/courses/${mathsId}/attendance?from=${day(-27)}`);
    expect(body).not.toContain('Hal');
  });

  it('sends nothing when nobody is at risk', async () => {
    const response = await email(quietTeacher);
    expect(json(response)).toMatchObject({ data: { students: 0, emailed: false } });
    const [queued] = await t.db
      .execute(sql`select count(*)::int as n from email_outbox where to_address = ${quietTeacher.email}`)
      .then((result) => (result as unknown as { rows: { n: number }[] }).rows);
    expect(queued?.n).toBe(0);
  });

  it('refuses anonymous callers (401) and students (403)', async () => {
    expect((await email()).statusCode).toBe(401);
    expect((await email(student)).statusCode).toBe(403);
  });

  it('is rate-limited per account by the app’s limiter', async () => {
    const limited = await createTestApp({ RATE_LIMIT_REQUESTS_PER_ACCOUNT: '2' }, { now: () => now, sharing: t });
    try {
      const someone = await createSignedInUser(limited, 'teacher');
      const press = () =>
        limited.app.inject({ method: 'POST', url: '/api/analytics/at-risk/email', headers: someone.headers });
      expect((await press()).statusCode).toBe(200);
      expect((await press()).statusCode).toBe(200);
      const refused = await press();
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
      expect(json<{ message: string }>(refused).message).toMatch(/^Too many attempts\. Try again in/);
    } finally {
      await limited.close();
    }
  });
});

describe('weekly at-risk digest', () => {
  const week = isoWeekOf(now).week;

  it('names ISO weeks as the standard does', () => {
    expect(isoWeekOf(new Date('2027-03-10T12:00:00Z'))).toEqual({ week: '2027-W10', weekday: 3 });
    expect(isoWeekOf(new Date('2027-01-01T00:00:00Z'))).toEqual({ week: '2026-W53', weekday: 5 });
    expect(isoWeekOf(new Date('2024-12-30T08:00:00Z'))).toEqual({ week: '2025-W01', weekday: 1 });
  });

  it('waits for the configured day and hour', async () => {
    const early = { ...t.app.ctx, now: () => new Date('2027-03-08T06:59:00Z') };
    expect(await sendWeeklyAtRiskDigests(early)).toBe(0);
    expect(await t.db.select().from(atRiskDigests)).toEqual([]);
  });

  it('tells each teacher once a week, even from two instances at once, and only those with someone at risk', async () => {
    await t.db.update(users).set({ notifyEmail: false }).where(eq(users.id, otherTeacher.id));
    const second = await createTestApp({}, { now: () => now, sharing: t });
    try {
      const told = await Promise.all([
        sendWeeklyAtRiskDigests(t.app.ctx),
        sendWeeklyAtRiskDigests(second.app.ctx),
        sendWeeklyAtRiskDigests(t.app.ctx),
      ]);
      expect(told.reduce((sum, n) => sum + n, 0)).toBe(2);
      expect(await sendWeeklyAtRiskDigests(second.app.ctx)).toBe(0);
    } finally {
      await second.close();
    }

    const claims = await t.db.select().from(atRiskDigests);
    expect(claims.map((claim) => [claim.teacherId, claim.isoWeek, claim.students]).sort()).toEqual(
      [
        [teacher.id, week, 4],
        [otherTeacher.id, week, 1],
        [quietTeacher.id, week, 0],
      ].sort(),
    );

    const notes = await t.db.select().from(notifications).where(eq(notifications.kind, 'at_risk_students'));
    expect(notes.map((note) => [note.userId, note.title, note.link]).sort()).toEqual(
      [
        [teacher.id, '4 students are at risk this week', '/admin/at-risk'],
        [otherTeacher.id, '1 student is at risk this week', '/admin/at-risk'],
      ].sort(),
    );

    await t.app.outbox.drain();
    const digest = await t.mail.waitFor((m) => m.subject === "This week's at-risk students: 4");
    expect(digest.to).toEqual([teacher.email]);
    expect(textOf(digest)).toContain('Fay (');
    const digests = t.mail.messages.filter((m) => m.subject.startsWith("This week's at-risk students"));
    // The other teacher turned emails off: the notification only. The quiet teacher: nothing at all.
    expect(digests.map((m) => m.to)).toEqual([[teacher.email]]);
  });
});

describe('the minimum of marked classes before the percentage applies', () => {
  // Runs last: its teacher's students would change the lists and digests above.
  let minded: TestUser;
  let chemistryId: string;
  let physicsId: string;

  beforeAll(async () => {
    minded = await createSignedInUser(t, 'teacher', { name: 'Min Teacher' });
    chemistryId = (await createCourse(t, minded, { title: 'Chemistry' })).id; // the default: 3
    physicsId = (await createCourse(t, minded, { title: 'Physics', atRiskMinimumClasses: 5 })).id;
    const recent = classes.slice(-5);
    await attend('Kim', chemistryId, 'AA', recent.slice(-2)); // 0 of 2: below the minimum, one short of a run of 3
    await attend('Lou', chemistryId, 'PAA', recent.slice(-3)); // 1 of 3 at the minimum: at risk
    await attend('Max', physicsId, 'PAPA', recent.slice(0, 4)); // 2 of 4 under Physics's 5: not yet
    await attend('Ned', physicsId, 'PAPAA', recent); // 2 of 5 (and 2 in a row): at risk
  });

  it('flags a student only once they have the course’s minimum of marked classes', async () => {
    const answer = await list(minded);
    expect(who(answer)).toEqual(['Lou/Chemistry', 'Ned/Physics']);
    expect(answer.data[0]).toMatchObject({
      attendance: { present: 1, total: 3, percentage: 33 },
      thresholds: { belowPercent: 60, missedClasses: 3, minimumClasses: 3 },
      reasons: ['low_attendance'],
    });
    expect(answer.data[1]).toMatchObject({ thresholds: { minimumClasses: 5 }, reasons: ['low_attendance'] });
  });

  it('follows the course’s own minimum when its teacher edits it', async () => {
    const edit = async (courseId: string, title: string, atRiskMinimumClasses: number) => {
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/courses/${courseId}`,
        headers: minded.headers,
        payload: validCourse({ title, atRiskMinimumClasses }),
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(json<{ data: { atRiskMinimumClasses: number } }>(response).data.atRiskMinimumClasses).toBe(
        atRiskMinimumClasses,
      );
    };
    await edit(physicsId, 'Physics', 4);
    await edit(chemistryId, 'Chemistry', 2);
    expect(who(await list(minded))).toEqual(['Kim/Chemistry', 'Lou/Chemistry', 'Ned/Physics', 'Max/Physics']);
    await edit(chemistryId, 'Chemistry', 3);
    expect(who(await list(minded))).toEqual(['Lou/Chemistry', 'Ned/Physics', 'Max/Physics']);
  });

  it('keeps a student under the minimum out of the emailed list', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/at-risk/email',
      headers: minded.headers,
    });
    expect(json(response)).toMatchObject({ data: { students: 3, emailed: true } });
    await t.app.outbox.drain();
    const mail = await t.mail.waitFor((m) => m.to.includes(minded.email) && m.subject === 'At-risk students: 3');
    const body = textOf(mail);
    expect(body).toContain('Lou (');
    expect(body).toContain('Chemistry: 33% attendance over the last 4 weeks, 1 of 3 classes present (below 60%)');
    expect(body).not.toContain('Kim (');
  });

  it('refuses a minimum out of bounds on a new course and writes nothing', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/courses',
      headers: minded.headers,
      payload: validCourse({ title: 'Biology', atRiskMinimumClasses: 21 }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Marked classes before the percentage applies must be at most 20');
    expect(await t.db.select().from(courses).where(eq(courses.title, 'Biology'))).toEqual([]);
  });
});
