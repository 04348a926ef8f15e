import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { attendanceRecords, enrolments } from '../../src/db/schema';
import { createCourseWithStudents } from '../helpers/courses';
import { DAY, dateFrom, daysAgo } from '../helpers/dates';
import { json, students, type TestUser, useSignedInUsers, useTestApp } from '../helpers/test-app';

const t = useTestApp();
const { teacher, otherTeacher, admin, ana, ben, cy, outsider } = useSignedInUsers(t, {
  teacher: ['teacher', { name: 'Tess Teacher' }],
  otherTeacher: 'teacher',
  admin: 'admin',
  ...students('Ana', 'Ben', 'Cy', 'Outsider'),
});
let courseId: string;
let otherCourseId: string;

beforeAll(async () => {
  courseId = (await createCourseWithStudents(t, teacher, [ana, ben, cy], { title: 'Chemistry' })).id;
  otherCourseId = (await createCourseWithStudents(t, otherTeacher, [ana], { title: 'History' })).id;
  // Ana and Ben enrolled 30 days ago; Cy only 3 days ago.
  for (const [student, days] of [
    [ana, 30],
    [ben, 30],
    [cy, 3],
  ] as const) {
    await t.db
      .update(enrolments)
      .set({ enrolledAt: new Date(Date.now() - days * DAY) })
      .where(and(eq(enrolments.courseId, courseId), eq(enrolments.studentId, student.id)));
  }
});

const get = (url: string, user?: TestUser) =>
  t.app.inject({ method: 'GET', url, ...(user ? { headers: user.headers } : {}) });

/** Who may not read a course's attendance (only its teacher and admins may), and the status they get. */
const notTheCourseTeacher: [string, () => TestUser | undefined, number][] = [
  ['another teacher', () => otherTeacher, 403],
  ['a student of the course', () => ana, 403],
  ['a visitor', () => undefined, 401],
];

const mark = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/attendance', headers, payload });
const recordsOf = (studentId: string) =>
  t.db.select().from(attendanceRecords).where(eq(attendanceRecords.studentId, studentId));

describe('POST /api/attendance', () => {
  it('saves one record per student and date, and saving the same batch again changes nothing', async () => {
    const batch = {
      courseId,
      date: daysAgo(10),
      attendanceData: [
        { studentId: ana.id, status: 'present', remarks: 'On time' },
        { studentId: ben.id, status: 'late', remarks: 'Bus delay' },
      ],
    };
    const first = await mark(teacher.headers, batch);
    expect(first.statusCode).toBe(200);
    expect(json(first)).toEqual({
      success: true,
      message: 'Attendance marked successfully',
      data: { saved: 2, changed: 2 },
    });
    const [before] = await recordsOf(ana.id);
    const again = await mark(teacher.headers, batch);
    expect(json(again)).toMatchObject({ data: { saved: 2, changed: 0 } });
    const [after] = await recordsOf(ana.id);
    expect(after?.updatedAt.getTime()).toBe(before?.updatedAt.getTime());
    expect(await t.db.select().from(attendanceRecords).where(eq(attendanceRecords.courseId, courseId))).toHaveLength(2);
  });

  it('re-marking updates the record in place', async () => {
    const response = await mark(teacher.headers, {
      courseId,
      date: daysAgo(10),
      attendanceData: [{ studentId: ben.id, status: 'excused', remarks: 'Doctor' }],
    });
    expect(json(response)).toMatchObject({ data: { changed: 1 } });
    const rows = await recordsOf(ben.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'excused', remarks: 'Doctor', markedBy: teacher.id });
  });

  it('refuses a future date', async () => {
    const future = dateFrom(3);
    const response = await mark(teacher.headers, {
      courseId,
      date: future,
      attendanceData: [{ studentId: ana.id, status: 'present' }],
    });
    expect(response.statusCode).toBe(400);
    expect(json(response).message).toBe('Attendance cannot be marked for a future date');
    expect(await t.db.select().from(attendanceRecords).where(eq(attendanceRecords.date, future))).toHaveLength(0);
  });

  it('refuses the whole batch when one student is not enrolled (or not yet on that date), writing nothing', async () => {
    for (const [studentId, date] of [
      [outsider.id, daysAgo(5)],
      [cy.id, daysAgo(5)],
    ] as const) {
      const response = await mark(teacher.headers, {
        courseId,
        date,
        attendanceData: [
          { studentId: ana.id, status: 'present' },
          { studentId, status: 'present' },
        ],
      });
      expect(response.statusCode).toBe(400);
      expect(json(response).message).toBe(
        'Attendance can only be marked for students enrolled in this course on that date',
      );
    }
    expect((await recordsOf(ana.id)).map((row) => row.date)).toEqual([daysAgo(10)]);
  });

  it.each([
    [{ attendanceData: [] }, 'No attendance data to save'],
    [{ courseId: undefined }, 'Missing required attendance data'],
    [{ date: '' }, 'Date is required'],
    [{ date: '2026-02-30' }, 'Date is not a valid date'],
    [{ attendanceData: [{ studentId: 'x', status: 'present' }] }, 'Not a valid student id'],
    [
      { attendanceData: [{ studentId: 'a4f9b6de-4c4b-4d1e-9d4e-1b2c3d4e5f60', status: 'sleeping' }] },
      'Status must be present, absent, late or excused',
    ],
  ])('answers 400 for %o', async (change, message) => {
    const response = await mark(teacher.headers, {
      courseId,
      date: daysAgo(2),
      attendanceData: [{ studentId: ana.id, status: 'present' }],
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(json(response).message).toBe(message);
  });

  it('refuses a duplicate student in one batch', async () => {
    const response = await mark(teacher.headers, {
      courseId,
      date: daysAgo(2),
      attendanceData: [
        { studentId: ana.id, status: 'present' },
        { studentId: ana.id, status: 'absent' },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(json(response).message).toBe('Each student can appear only once');
  });

  it('refuses another teacher, a student and a visitor, writing nothing', async () => {
    const payload = { courseId, date: daysAgo(1), attendanceData: [{ studentId: ana.id, status: 'absent' }] };
    expect((await mark(otherTeacher.headers, payload)).statusCode).toBe(403);
    expect((await mark(ana.headers, payload)).statusCode).toBe(403);
    expect((await mark({}, payload)).statusCode).toBe(401);
    expect(
      await t.db
        .select()
        .from(attendanceRecords)
        .where(eq(attendanceRecords.date, daysAgo(1))),
    ).toHaveLength(0);
    expect((await mark(admin.headers, payload)).statusCode).toBe(200);
  });
});

describe('GET /api/attendance/course/:courseId', () => {
  it('lists the students enrolled by that date with their records (none stored for the unmarked)', async () => {
    const response = await get(`/api/attendance/course/${courseId}?date=${daysAgo(10)}`, teacher);
    expect(response.statusCode).toBe(200);
    const body = json<{
      date: string;
      data: { student: { id: string }; status: string }[];
      roster: { student: { name: string }; record: { status: string; markedBy: { name: string } } | null }[];
    }>(response);
    expect(body.date).toBe(daysAgo(10));
    expect(body.roster.map((entry) => [entry.student.name, entry.record?.status ?? null])).toEqual([
      ['Ana', 'present'],
      ['Ben', 'excused'],
    ]);
    expect(body.roster[0]?.record?.markedBy.name).toBe('Tess Teacher');
    expect(body.data.map((record) => record.status)).toEqual(['present', 'excused']);

    const today = await get(`/api/attendance/course/${courseId}?date=${daysAgo(0)}`, teacher);
    const roster = json<{ roster: { student: { name: string }; record: unknown }[] }>(today).roster;
    expect(roster.map((entry) => entry.student.name)).toEqual(['Ana', 'Ben', 'Cy']);
    expect(roster.every((entry) => entry.record === null)).toBe(true);
  });

  it('answers every record of the course, newest date first, without a date', async () => {
    const response = await get(`/api/attendance/course/${courseId}`, teacher);
    expect(response.statusCode).toBe(200);
    const body = json<{ date: null; roster?: unknown; data: { date: string }[] }>(response);
    expect(body.date).toBeNull();
    expect(body).not.toHaveProperty('roster');
    const dates = body.data.map((record) => record.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(dates).toContain(daysAgo(10));
  });

  it.each(notTheCourseTeacher)('refuses %s', async (_, who, status) => {
    expect((await get(`/api/attendance/course/${courseId}`, who())).statusCode).toBe(status);
  });
});

describe('statistics', () => {
  beforeAll(async () => {
    // With the earlier marks: Ana 2 present of 4 (50%), Ben 2 of 3 (67%), Cy 1 of 2 since enrolling (50%).
    const days = [
      { ago: 8, marks: { [ana.id]: 'absent', [ben.id]: 'present' } },
      { ago: 2, marks: { [ana.id]: 'present', [ben.id]: 'present', [cy.id]: 'present' } },
      { ago: 0, marks: { [cy.id]: 'absent' } },
    ];
    for (const { ago, marks } of days) {
      const attendanceData = Object.entries(marks).map(([studentId, status]) => ({ studentId, status }));
      await mark(teacher.headers, { courseId, date: daysAgo(ago), attendanceData });
    }
  });

  it('gives per-student and overall figures with rounding', async () => {
    const response = await get(`/api/attendance/stats/${courseId}`, teacher);
    const data = json<{ data: { overall: object; students: { student: { name: string }; stats: object }[] } }>(
      response,
    ).data;
    const byName = Object.fromEntries(data.students.map((entry) => [entry.student.name, entry.stats]));
    expect(byName.Ana).toEqual({ total: 4, present: 2, absent: 2, late: 0, excused: 0, percentage: 50 });
    expect(byName.Ben).toEqual({ total: 3, present: 2, absent: 0, late: 0, excused: 1, percentage: 67 });
    expect(byName.Cy).toEqual({ total: 2, present: 1, absent: 1, late: 0, excused: 0, percentage: 50 });
    expect(data.overall).toEqual({ total: 9, present: 5, absent: 3, late: 0, excused: 1, percentage: 56 });
  });

  it('filters by date range and never counts dates before a student enrolled', async () => {
    // A record from before Cy enrolled (written directly, as an old import might have) does not count.
    await t.db
      .insert(attendanceRecords)
      .values({ courseId, studentId: cy.id, date: daysAgo(20), status: 'absent', markedBy: teacher.id });
    const response = await get(
      `/api/attendance/stats/${courseId}?startDate=${daysAgo(9)}&endDate=${daysAgo(1)}`,
      teacher,
    );
    const students = json<{
      data: { students: { student: { name: string }; stats: { total: number; percentage: number | null } }[] };
    }>(response).data.students;
    expect(students.map((entry) => [entry.student.name, entry.stats.total, entry.stats.percentage])).toEqual([
      ['Ana', 3, 33],
      ['Ben', 2, 100],
      ['Cy', 1, 100],
    ]);
    const empty = await get(`/api/attendance/stats/${courseId}?startDate=2020-01-01&endDate=2020-01-02`, teacher);
    expect(json<{ data: { overall: object } }>(empty).data.overall).toEqual({
      total: 0,
      present: 0,
      absent: 0,
      late: 0,
      excused: 0,
      percentage: null,
    });
    const backwards = await get(
      `/api/attendance/stats/${courseId}?startDate=${daysAgo(1)}&endDate=${daysAgo(9)}`,
      teacher,
    );
    expect(backwards.statusCode).toBe(400);
  });

  it.each(notTheCourseTeacher)('refuses %s', async (_, who, status) => {
    expect((await get(`/api/attendance/stats/${courseId}`, who())).statusCode).toBe(status);
  });
});

describe('GET /api/attendance/student', () => {
  it('gives a student only their own records, newest first, with totals and per-course figures', async () => {
    const response = await get('/api/attendance/student', cy);
    expect(response.statusCode).toBe(200);
    const body = json<{
      data: { date: string; status: string; student: { id: string }; course: { title: string } }[];
      stats: object;
      byCourse: { course: { title: string }; stats: object }[];
    }>(response);
    expect(body.data.map((record) => [record.date, record.status])).toEqual([
      [daysAgo(0), 'absent'],
      [daysAgo(2), 'present'],
    ]);
    expect(body.data.every((record) => record.student.id === cy.id)).toBe(true);
    expect(body.stats).toEqual({ total: 2, present: 1, absent: 1, late: 0, excused: 0, percentage: 50 });
    expect(body.byCourse).toEqual([{ course: { _id: courseId, id: courseId, title: 'Chemistry' }, stats: body.stats }]);
  });

  it('filters by course and date range', async () => {
    const inRange = await get(
      `/api/attendance/student?courseId=${courseId}&startDate=${daysAgo(9)}&endDate=${daysAgo(3)}`,
      ana,
    );
    expect(json<{ data: { date: string }[] }>(inRange).data.map((record) => record.date)).toEqual([daysAgo(8)]);
    const otherCourse = await get(`/api/attendance/student?courseId=${otherCourseId}`, ana);
    expect(json(otherCourse)).toMatchObject({
      data: [],
      message: 'No attendance records found',
      stats: { total: 0, percentage: null },
    });
  });

  it.each<[string, () => TestUser | undefined, number]>([
    ['a teacher', () => teacher, 403],
    ['a visitor', () => undefined, 401],
  ])('refuses %s', async (_, who, status) => {
    expect((await get('/api/attendance/student', who())).statusCode).toBe(status);
  });
});

describe('CSV export', () => {
  it('has one row per student per date and a per-student summary', async () => {
    const response = await get(
      `/api/attendance/export/${courseId}?startDate=${daysAgo(10)}&endDate=${daysAgo(2)}`,
      teacher,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/csv/);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="chemistry-attendance-${daysAgo(10)}-to-${daysAgo(2)}.csv"`,
    );
    const lines = response.body.trim().split('\n');
    expect(lines[0]).toBe('Date,Student,Email,Status,Remarks,Marked By');
    expect(lines.slice(1, 8)).toEqual([
      `${daysAgo(10)},Ana,${ana.email},present,On time,Tess Teacher`,
      `${daysAgo(10)},Ben,${ben.email},excused,Doctor,Tess Teacher`,
      `${daysAgo(8)},Ana,${ana.email},absent,,Tess Teacher`,
      `${daysAgo(8)},Ben,${ben.email},present,,Tess Teacher`,
      `${daysAgo(2)},Ana,${ana.email},present,,Tess Teacher`,
      `${daysAgo(2)},Ben,${ben.email},present,,Tess Teacher`,
      `${daysAgo(2)},Cy,${cy.email},present,,Tess Teacher`,
    ]);
    expect(lines).toContain('Student,Email,Total,Present,Absent,Late,Excused,Attendance');
    expect(lines).toContain(`Ana,${ana.email},3,2,1,0,0,67%`);
    expect(lines).toContain(`Cy,${cy.email},1,1,0,0,0,100%`);
  });

  it.each(notTheCourseTeacher)('refuses %s', async (_, who, status) => {
    expect((await get(`/api/attendance/export/${courseId}`, who())).statusCode).toBe(status);
  });
});
