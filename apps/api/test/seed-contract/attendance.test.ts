import { beforeAll, describe, expect, it } from 'vitest';
import { attendanceRecords } from '../../src/db/schema';
import { createCourseWithStudents } from '../helpers/courses';
import { json, students, useSignedInUsers, useTestApp } from '../helpers/test-app';
import { seedCall } from './seed-client';

/** The seed's attendance calls, with its payloads and the fields it reads. */
const t = useTestApp({}, { now: () => new Date('2027-03-10T12:00:00Z') });
const { teacher, otherTeacher, ada, bo } = useSignedInUsers(t, {
  teacher: ['teacher', { name: 'Tom Teacher' }],
  otherTeacher: 'teacher',
  ...students('Ada', 'Bo'),
});
let courseId: string;

type Record_ = { student: { _id: string }; course: { _id: string; title: string }; date: string; status: string };

beforeAll(async () => {
  courseId = (await createCourseWithStudents(t, teacher, [ada, bo], { title: 'Physics' })).id;
  // Records on two days, written straight to the table: enrolment dates are "now" in the database.
  await t.db.insert(attendanceRecords).values([
    { courseId, studentId: ada.id, date: '2027-03-08', status: 'present', markedBy: teacher.id },
    { courseId, studentId: bo.id, date: '2027-03-08', status: 'late', markedBy: teacher.id },
  ]);
});

describe('POST /attendance (courseId, date, attendanceData → success, data, message)', () => {
  it('marks the attendance and says "Attendance marked successfully"', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const response = await seedCall(t, 'POST', '/attendance', {
      as: teacher,
      payload: {
        courseId,
        date: today,
        attendanceData: [
          { studentId: ada.id, status: 'present', remarks: '' },
          { studentId: bo.id, status: 'absent', remarks: 'ill' },
        ],
      },
    });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({ success: true, message: 'Attendance marked successfully', data: {} });
  });

  it('says "Missing required attendance data" without the data, and refuses another teacher', async () => {
    const missing = await seedCall(t, 'POST', '/attendance', {
      as: teacher,
      payload: { courseId, date: '2027-03-08' },
    });
    expect(missing.statusCode).toBe(400);
    expect(json(missing)).toMatchObject({ success: false, message: 'Missing required attendance data' });
    const foreign = await seedCall(t, 'POST', '/attendance', {
      as: otherTeacher,
      payload: { courseId, date: '2027-03-08', attendanceData: [{ studentId: ada.id, status: 'present' }] },
    });
    expect(foreign.statusCode).toBe(403);
  });
});

describe('GET /attendance/course/{courseId}?date (optional date → success, data)', () => {
  it("answers that date's records in data", async () => {
    const response = await seedCall(t, 'GET', `/attendance/course/${courseId}?date=2027-03-08`, { as: teacher });
    expect(response.statusCode).toBe(200);
    const answer = json<{ success: boolean; data: Record_[] }>(response);
    expect(answer.success).toBe(true);
    expect(answer.data.map((record) => [record.student._id, record.status]).sort()).toEqual(
      [
        [ada.id, 'present'],
        [bo.id, 'late'],
      ].sort(),
    );
  });

  it('answers every record of the course without a date, or with an empty one', async () => {
    for (const query of ['', '?date=']) {
      const response = await seedCall(t, 'GET', `/attendance/course/${courseId}${query}`, { as: teacher });
      expect(response.statusCode).toBe(200);
      const answer = json<{ data: Record_[] }>(response);
      expect(answer.data).toHaveLength(4);
      expect(answer.data[0]).toMatchObject({ course: { _id: courseId, title: 'Physics' } });
    }
  });

  it('refuses another teacher and a student', async () => {
    expect((await seedCall(t, 'GET', `/attendance/course/${courseId}`, { as: otherTeacher })).statusCode).toBe(403);
    expect((await seedCall(t, 'GET', `/attendance/course/${courseId}`, { as: ada })).statusCode).toBe(403);
  });
});

describe('GET /attendance/stats/{courseId}?startDate&endDate (→ success, data)', () => {
  it('answers total, present, absent, late, excused and percentage under data', async () => {
    const response = await seedCall(t, 'GET', `/attendance/stats/${courseId}?startDate=2027-03-01&endDate=2027-03-09`, {
      as: teacher,
    });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({
      success: true,
      data: { total: 2, present: 1, absent: 0, late: 1, excused: 0, percentage: 50, overall: { total: 2 } },
    });
  });

  it('refuses another teacher', async () => {
    expect((await seedCall(t, 'GET', `/attendance/stats/${courseId}`, { as: otherTeacher })).statusCode).toBe(403);
  });
});

describe('GET /attendance/student?courseId&startDate&endDate (all optional → data[], stats, message)', () => {
  it("answers the student's own records with the stats of section 3", async () => {
    const response = await seedCall(t, 'GET', '/attendance/student?courseId=&startDate=&endDate=', { as: ada });
    expect(response.statusCode).toBe(200);
    const answer = json<{ data: Record_[]; stats: Record<string, number>; message: string }>(response);
    expect(answer.message).toEqual(expect.any(String));
    expect(answer.data.every((record) => record.course._id === courseId)).toBe(true);
    expect(answer.stats).toEqual({ total: 2, present: 2, absent: 0, late: 0, excused: 0, percentage: 100 });
  });

  it('refuses a teacher', async () => {
    expect((await seedCall(t, 'GET', '/attendance/student', { as: teacher })).statusCode).toBe(403);
  });
});
