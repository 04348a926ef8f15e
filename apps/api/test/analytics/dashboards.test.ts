import { COURSE_CHART_LIMIT, type TeacherAnalytics } from '@tutorium/contract/analytics';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  attendanceRecords,
  courseScores,
  enrolments,
  lessonCompletions,
  lessons,
  liveClasses,
  reviews,
} from '../../src/db/schema';
import { localDateTime } from '../../src/platform/local-time';
import { createCourse, enrolIn } from '../helpers/courses';
import { DAY, dateFrom } from '../helpers/dates';
import { createSignedInUser, json, students, type TestUser, useSignedInUsers, useTestApp } from '../helpers/test-app';

const now = new Date('2027-03-10T12:00:00Z');
const day = (offset: number) => dateFrom(offset, now);

const t = useTestApp({}, { now: () => now });
const { teacher, emptyTeacher, otherTeacher, amy, bo, newcomer } = useSignedInUsers(t, {
  teacher: 'teacher',
  emptyTeacher: 'teacher',
  otherTeacher: 'teacher',
  ...students('Amy', 'Bo', 'Newcomer'),
});
let mathsId: string;
let artId: string;

beforeAll(async () => {
  mathsId = (await createCourse(t, teacher, { title: 'Maths' })).id;
  artId = (await createCourse(t, teacher, { title: 'Art' })).id;
  const otherId = (await createCourse(t, otherTeacher, { title: 'Other' })).id;
  for (const [student, courseId] of [
    [amy, mathsId],
    [bo, mathsId],
    [amy, artId],
    [bo, otherId],
  ] as const) {
    await enrolIn(t, student, courseId);
    await t.db
      .update(enrolments)
      .set({ enrolledAt: new Date(now.getTime() - 20 * DAY) })
      .where(and(eq(enrolments.courseId, courseId), eq(enrolments.studentId, student.id)));
  }
  // Maths: Amy 2/2 present, Bo 1 present of 3 (33%, at risk); Art: Amy 1 late of 1; Other: not ours.
  await t.db.insert(attendanceRecords).values([
    { courseId: mathsId, studentId: amy.id, date: day(-10), status: 'present' },
    { courseId: mathsId, studentId: amy.id, date: day(-3), status: 'present' },
    { courseId: mathsId, studentId: bo.id, date: day(-10), status: 'present' },
    { courseId: mathsId, studentId: bo.id, date: day(-3), status: 'absent' },
    { courseId: mathsId, studentId: bo.id, date: day(-2), status: 'excused' },
    { courseId: artId, studentId: amy.id, date: day(-3), status: 'late' },
    { courseId: otherId, studentId: bo.id, date: day(-3), status: 'absent' },
  ]);
  const mathsLessons = await t.db
    .insert(lessons)
    .values([1, 2, 3, 4].map((position) => ({ courseId: mathsId, position, title: `L${position}` })))
    .returning({ id: lessons.id });
  await t.db
    .insert(lessonCompletions)
    .values(
      mathsLessons
        .slice(0, 3)
        .map((lesson) => ({ lessonId: lesson.id, studentId: amy.id, completedAt: new Date(now.getTime() - DAY) })),
    );
  await t.db.insert(courseScores).values({ courseId: mathsId, studentId: amy.id, score: 88 });
  await t.db.insert(reviews).values({ courseId: mathsId, studentId: amy.id, rating: 4 });
  await t.db.insert(liveClasses).values([
    {
      courseId: mathsId,
      title: 'Past',
      subject: 'Maths',
      startsAt: new Date(now.getTime() - 2 * DAY),
      durationMinutes: 60,
      meetingLink: 'https://m.test/1',
    },
    {
      courseId: mathsId,
      title: 'Soon',
      subject: 'Maths',
      startsAt: new Date(now.getTime() + 3_600_000),
      durationMinutes: 60,
      meetingLink: 'https://m.test/2',
    },
    {
      courseId: artId,
      title: 'Later',
      subject: 'Art',
      startsAt: new Date(now.getTime() + 2 * DAY),
      durationMinutes: 45,
      meetingLink: 'https://m.test/3',
    },
  ]);
});

const get = (url: string, user?: TestUser) => t.app.inject({ method: 'GET', url, headers: user?.headers ?? {} });

describe('teacher dashboard', () => {
  it('counts students, courses, enrolments and the attendance rate of the teacher’s courses only', async () => {
    const response = await get('/api/dashboard/teacher', teacher);
    expect(response.statusCode).toBe(200);
    const data = json<{
      data: Record<string, unknown> & {
        performance: {
          student: { name: string };
          course: { title: string };
          attendance: number | null;
          progress: number;
        }[];
      };
    }>(response).data;
    expect(data).toMatchObject({ totalStudents: 2, totalCourses: 2, totalEnrollments: 3, attendanceRate: 50 });
    const amyMaths = data.performance.find((row) => row.student.name === 'Amy' && row.course.title === 'Maths');
    expect(amyMaths).toMatchObject({ attendance: 100, progress: 75, score: 88, grade: 'B' });
    expect(data.performance[0]).toMatchObject({ student: { name: 'Amy' }, course: { title: 'Maths' } });
  });

  it('shows no rate rather than a made-up one when there are no records', async () => {
    const data = json<{ data: object }>(await get('/api/dashboard/teacher', emptyTeacher)).data;
    expect(data).toEqual({
      totalStudents: 0,
      totalCourses: 0,
      totalEnrollments: 0,
      attendanceRate: null,
      performance: [],
    });
  });

  it('refuses students and visitors', async () => {
    expect((await get('/api/dashboard/teacher', amy)).statusCode).toBe(403);
    expect((await get('/api/dashboard/teacher')).statusCode).toBe(401);
  });
});

describe('student dashboard', () => {
  it('shows real figures, the next classes soonest first and the last records', async () => {
    const data = json<{
      data: {
        enrolledCourses: number;
        overallProgress: number;
        attendanceRate: number | null;
        upcomingClasses: number;
        recentCourses: { title: string }[];
        nextClasses: { title: string }[];
        attendance: { stats: { percentage: number | null }; recent: { date: string }[] };
      };
    }>(await get('/api/dashboard/student', amy)).data;
    expect(data).toMatchObject({ enrolledCourses: 2, overallProgress: 38, attendanceRate: 67, upcomingClasses: 2 });
    expect(data.nextClasses.map((c) => c.title)).toEqual(['Soon', 'Later']);
    expect(data.attendance.recent.map((r) => r.date)).toEqual([day(-3), day(-3), day(-10)]);
  });

  it('starts at zero for a new student', async () => {
    const data = json<{ data: object }>(await get('/api/dashboard/student', newcomer)).data;
    expect(data).toMatchObject({
      enrolledCourses: 0,
      overallProgress: 0,
      attendanceRate: null,
      upcomingClasses: 0,
      recentCourses: [],
      nextClasses: [],
    });
  });

  it('refuses teachers', async () => {
    expect((await get('/api/dashboard/student', teacher)).statusCode).toBe(403);
  });
});

describe('analytics', () => {
  it('charts enrolments, attendance by course and week, the status mix, completion and at-risk students', async () => {
    const response = await get('/api/analytics/teacher', teacher);
    expect(response.statusCode).toBe(200);
    const data = json<{ data: Record<string, unknown> }>(response).data;
    expect(data.statusMix).toEqual({ present: 3, absent: 1, late: 1, excused: 1 });
    expect(data.attendanceByCourse).toEqual([
      { course: { id: artId, title: 'Art' }, present: 0, total: 1, percentage: 0 },
      { course: { id: mathsId, title: 'Maths' }, present: 3, total: 5, percentage: 60 },
    ]);
    expect(data.enrolmentsByWeek).toEqual([{ week: expect.any(String), enrolments: 3 }]);
    expect(data.completionByCourse).toEqual([
      { course: { id: artId, title: 'Art' }, students: 1, lessons: 0, averageProgress: 0, completed: 0 },
      { course: { id: mathsId, title: 'Maths' }, students: 2, lessons: 4, averageProgress: 38, completed: 0 },
    ]);
    expect(
      (data.atRisk as { student: { name: string }; course: { title: string }; percentage: number }[]).map((row) => [
        row.student.name,
        row.course.title,
        row.percentage,
      ]),
      // Amy missed Art's only marked class: one class is below the course's minimum of 3, so she is not flagged.
    ).toEqual([['Bo', 'Maths', 33]]);
  });

  it('narrows to a date range', async () => {
    const data = json<{ data: { statusMix: object } }>(
      await get(`/api/analytics/teacher?startDate=${day(-4)}&endDate=${day(-3)}`, teacher),
    ).data;
    expect(data.statusMix).toEqual({ present: 1, absent: 1, late: 1, excused: 0 });
    expect((await get(`/api/analytics/teacher?startDate=${day(-1)}&endDate=${day(-4)}`, teacher)).statusCode).toBe(400);
  });

  it('sorts, searches, pages and exports the performance table', async () => {
    const byAttendance = json<{
      data: { student: { name: string }; course: { title: string } }[];
      pagination: { total: number };
    }>(await get('/api/analytics/performance?sort=attendance&order=asc', teacher));
    expect(byAttendance.pagination.total).toBe(3);
    expect(byAttendance.data.map((row) => `${row.student.name}/${row.course.title}`)).toEqual([
      'Amy/Art',
      'Bo/Maths',
      'Amy/Maths',
    ]);
    const searched = json<{ data: unknown[] }>(await get('/api/analytics/performance?search=bo', teacher));
    expect(searched.data).toHaveLength(1);
    const csv = await get('/api/analytics/performance/export?sort=student', teacher);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.body.trim().split('\n')).toEqual([
      'Student,Email,Course,Attendance,Attendance records,Progress,Score,Grade,Last activity (UTC)',
      `Amy,${amy.email},Art,0%,1,0%,,,`,
      `Amy,${amy.email},Maths,100%,2,75%,88,B,${localDateTime(new Date(now.getTime() - DAY), 'UTC')}`,
      `Bo,${bo.email},Maths,33%,3,0%,,,`,
    ]);
  });

  it("writes the export's times in the time zone asked for, as date and time, and refuses unknown zones", async () => {
    const lastActivity = new Date(now.getTime() - DAY);
    const csv = await get('/api/analytics/performance/export?sort=student&timeZone=Asia%2FKolkata', teacher);
    const lines = csv.body.trim().split('\n');
    expect(lines[0]).toMatch(/,Last activity \(Asia\/Kolkata\)$/);
    const amyMaths = lines.find((line) => line.includes(',Maths,100%'));
    expect(amyMaths?.split(',').at(-1)).toBe(localDateTime(lastActivity, 'Asia/Kolkata'));
    expect(amyMaths?.split(',').at(-1)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    const bad = await get('/api/analytics/performance/export?timeZone=Mars%2FOlympus', teacher);
    expect(bad.statusCode).toBe(400);
  });

  it('formats a moment as local date and time', () => {
    const moment = new Date('2026-09-29T23:30:00.000Z');
    expect(localDateTime(moment, 'UTC')).toBe('2026-09-29 23:30');
    expect(localDateTime(moment, 'Asia/Kolkata')).toBe('2026-09-30 05:00');
    expect(localDateTime(moment, 'America/New_York')).toBe('2026-09-29 19:30');
  });

  it('charts at most COURSE_CHART_LIMIT courses, those needing attention first, and counts them all', async () => {
    const [busy, learner] = await Promise.all([createSignedInUser(t, 'teacher'), createSignedInUser(t, 'student')]);
    const count = COURSE_CHART_LIMIT + 2;
    const titles = Array.from({ length: count }, (_, i) => `Course ${String(i).padStart(2, '0')}`);
    const ids: string[] = [];
    for (const title of titles) ids.push((await createCourse(t, busy, { title })).id);
    await t.db
      .insert(enrolments)
      .values(
        ids.map((courseId) => ({ courseId, studentId: learner.id, enrolledAt: new Date(now.getTime() - 20 * DAY) })),
      );
    // Every course 100% but the two last titles, absent throughout: the lowest rates come first.
    const lowest = new Set(ids.slice(-2));
    await t.db.insert(attendanceRecords).values(
      ids.map((courseId) => ({
        courseId,
        studentId: learner.id,
        date: day(-2),
        status: lowest.has(courseId) ? ('absent' as const) : ('present' as const),
      })),
    );
    const data = json<{ data: TeacherAnalytics }>(await get('/api/analytics/teacher', busy)).data;
    expect(data.attendanceCourseTotal).toBe(count);
    expect(data.attendanceByCourse.map((row) => row.course.title)).toEqual([
      ...titles.slice(0, COURSE_CHART_LIMIT - 2),
      ...titles.slice(-2),
    ]);
    expect(data.completionCourseTotal).toBe(count);
    expect(data.completionByCourse.map((row) => row.course.title)).toEqual(titles.slice(0, COURSE_CHART_LIMIT));
    const small = json<{ data: TeacherAnalytics }>(await get('/api/analytics/teacher', teacher)).data;
    expect([small.attendanceCourseTotal, small.completionCourseTotal]).toEqual([2, 2]);
  });

  it("refuses students, and never shows another teacher's students", async () => {
    expect((await get('/api/analytics/teacher', amy)).statusCode).toBe(403);
    expect((await get('/api/analytics/performance', amy)).statusCode).toBe(403);
    const other = json<{ data: { course: { title: string } }[] }>(
      await get('/api/analytics/performance', otherTeacher),
    ).data;
    expect(other.map((row) => row.course.title)).toEqual(['Other']);
  });
});

describe('profile statistics', () => {
  it("tells a teacher's record", async () => {
    const data = json<{ data: object }>(await get('/api/users/profile/stats', teacher)).data;
    expect(data).toEqual({
      role: 'teacher',
      courses: 2,
      students: 2,
      classesHeld: 1,
      attendanceRate: 50,
      rating: 4,
      reviewCount: 1,
    });
  });

  it("tells a student's record", async () => {
    expect(json<{ data: object }>(await get('/api/users/profile/stats', amy)).data).toEqual({
      role: 'student',
      enrolled: 2,
      completed: 0,
      attendanceRate: 67,
      averageScore: 88,
    });
    expect(json<{ data: object }>(await get('/api/users/profile/stats', newcomer)).data).toEqual({
      role: 'student',
      enrolled: 0,
      completed: 0,
      attendanceRate: null,
      averageScore: null,
    });
    expect((await get('/api/users/profile/stats')).statusCode).toBe(401);
  });
});
