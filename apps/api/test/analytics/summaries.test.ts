import type { TeacherAnalytics } from '@tutorium/contract/analytics';
import type { Course } from '@tutorium/contract/courses';
import type { TeacherDashboard } from '@tutorium/contract/dashboard';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import {
  courses,
  enrolments,
  lessonCompletions,
  lessons,
  liveClassCheckIns,
  liveClasses,
  reviews,
  users,
} from '../../src/db/schema';
import { createCourse, enrolIn, validCourse } from '../helpers/courses';
import { DAY, dateFrom as day } from '../helpers/dates';
import { createSignedInUsers, json, type TestUser, useSignedInUsers, useTestApp } from '../helpers/test-app';

/**
 * Every summary the database keeps, recounted from the source rows; any row listed is a summary
 * that disagrees with what it summarises.
 */
async function summaryMismatches(db: Database): Promise<unknown[]> {
  const result = await db.execute(sql`
    select 'enrolment' as kind, e.id::text as key
    from enrolments e
    cross join lateral (
      select count(*)::int as total,
        (count(*) filter (where status = 'present'))::int as present,
        (count(*) filter (where status = 'absent'))::int as absent,
        (count(*) filter (where status = 'late'))::int as late,
        (count(*) filter (where status = 'excused'))::int as excused
      from attendance_records r
      where r.course_id = e.course_id and r.student_id = e.student_id
        and r.date >= (e.enrolled_at at time zone 'UTC')::date
    ) a
    cross join lateral (
      select count(*)::int as n, max(c.completed_at) as last
      from lesson_completions c join lessons l on l.id = c.lesson_id
      where l.course_id = e.course_id and c.student_id = e.student_id
    ) done
    cross join lateral (
      select max(ci.joined_at) as last
      from live_class_check_ins ci join live_classes lc on lc.id = ci.live_class_id
      where lc.course_id = e.course_id and ci.student_id = e.student_id
    ) joined
    where (e.attendance_total, e.attendance_present, e.attendance_absent, e.attendance_late, e.attendance_excused,
           e.lessons_completed) is distinct from (a.total, a.present, a.absent, a.late, a.excused, done.n)
       or e.last_activity_at is distinct from greatest(done.last, joined.last)
    union all
    select 'course', c.id::text
    from courses c
    where (c.enrolment_count, c.rating_sum, c.review_count) is distinct from (
      (select count(*)::int from enrolments where course_id = c.id),
      (select coalesce(sum(rating), 0)::int from reviews where course_id = c.id),
      (select count(*)::int from reviews where course_id = c.id))
    union all
    select 'teacher student', coalesce(kept.teacher_id, counted.teacher_id)::text || ' ' || coalesce(kept.student_id, counted.student_id)::text
    from teacher_students kept
    full join (
      select c.instructor_id as teacher_id, e.student_id, count(*)::int as enrolments
      from enrolments e join courses c on c.id = e.course_id
      group by c.instructor_id, e.student_id
    ) counted on counted.teacher_id = kept.teacher_id and counted.student_id = kept.student_id
    where kept.enrolments is distinct from counted.enrolments
    union all
    select 'teacher student count', coalesce(kept.teacher_id, counted.teacher_id)::text
    from (select * from teacher_student_counts where students <> 0) kept
    full join (
      select c.instructor_id as teacher_id, count(distinct e.student_id)::int as students
      from enrolments e join courses c on c.id = e.course_id
      group by c.instructor_id
    ) counted on counted.teacher_id = kept.teacher_id
    where kept.students is distinct from counted.students
    union all
    select 'course day', coalesce(kept.course_id, counted.course_id)::text || ' ' || coalesce(kept.date, counted.date)::text
    from (select * from course_attendance_days where total <> 0) kept
    full join (
      select r.course_id, r.date, count(*)::int as total,
        (count(*) filter (where r.status = 'present'))::int as present,
        (count(*) filter (where r.status = 'absent'))::int as absent,
        (count(*) filter (where r.status = 'late'))::int as late,
        (count(*) filter (where r.status = 'excused'))::int as excused
      from attendance_records r
      join enrolments e on e.course_id = r.course_id and e.student_id = r.student_id
        and r.date >= (e.enrolled_at at time zone 'UTC')::date
      group by r.course_id, r.date
    ) counted on counted.course_id = kept.course_id and counted.date = kept.date
    where (kept.total, kept.present, kept.absent, kept.late, kept.excused)
      is distinct from (counted.total, counted.present, counted.absent, counted.late, counted.excused)
    union all
    select 'catalogue count', concat_ws(' ', coalesce(kept.status, counted.status),
      coalesce(kept.category, counted.category), coalesce(kept.level, counted.level))
    from (select * from catalogue_course_counts where courses <> 0) kept
    full join (
      select status, category, level, count(*)::int as courses from courses group by status, category, level
    ) counted on counted.status = kept.status and counted.category = kept.category and counted.level = kept.level
    where kept.courses is distinct from counted.courses
  `);
  return (result as unknown as { rows: unknown[] }).rows;
}

const t = useTestApp();
const { teacher } = useSignedInUsers(t, { teacher: 'teacher' });

async function backdateEnrolment(courseId: string, studentId: string, days: number) {
  await t.db
    .update(enrolments)
    .set({ enrolledAt: new Date(Date.now() - days * DAY) })
    .where(and(eq(enrolments.courseId, courseId), eq(enrolments.studentId, studentId)));
}

async function mark(courseId: string, date: string, entries: [TestUser, string][]) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/attendance',
    headers: teacher.headers,
    payload: {
      courseId,
      date,
      attendanceData: entries.map(([student, status]) => ({ studentId: student.id, status })),
    },
  });
  expect(response.statusCode).toBe(200);
}

async function dashboard(user: TestUser = teacher): Promise<TeacherDashboard> {
  const response = await t.app.inject({ method: 'GET', url: '/api/dashboard/teacher', headers: user.headers });
  expect(response.statusCode).toBe(200);
  return json<{ data: TeacherDashboard }>(response).data;
}

async function analytics(user: TestUser = teacher): Promise<TeacherAnalytics> {
  const response = await t.app.inject({ method: 'GET', url: '/api/analytics/teacher', headers: user.headers });
  expect(response.statusCode).toBe(200);
  return json<{ data: TeacherAnalytics }>(response).data;
}

async function course(id: string): Promise<Course> {
  return json<{ data: Course }>(await t.app.inject({ method: 'GET', url: `/api/courses/${id}` })).data;
}

describe('attendance summaries', () => {
  it('follow marking, re-marking, unenrolling, re-enrolling and a moved enrolment date', async () => {
    const courseId = (await createCourse(t, teacher, { title: 'Tallies' })).id;
    const [ann, ben, cat] = await createSignedInUsers(t, 'student', 3);
    if (!ann || !ben || !cat) throw new Error('students not created');
    for (const student of [ann, ben, cat]) {
      expect((await enrolIn(t, student, courseId)).statusCode).toBe(201);
      await backdateEnrolment(courseId, student.id, 20);
    }

    await mark(courseId, day(-10), [
      [ann, 'present'],
      [ben, 'present'],
      [cat, 'absent'],
    ]);
    await mark(courseId, day(-3), [
      [ann, 'present'],
      [ben, 'late'],
      [cat, 'absent'],
    ]);
    expect(await summaryMismatches(t.db)).toEqual([]);
    expect((await analytics()).attendanceByCourse).toEqual([
      { course: { id: courseId, title: 'Tallies' }, present: 3, total: 6, percentage: 50 },
    ]);

    // Re-marking changes a status in place; saving the same batch again changes nothing.
    await mark(courseId, day(-3), [[cat, 'present']]);
    await mark(courseId, day(-3), [[cat, 'present']]);
    expect(await summaryMismatches(t.db)).toEqual([]);
    expect((await analytics()).statusMix).toEqual({ present: 4, absent: 1, late: 1, excused: 0 });

    // Unenrolling takes the student's records out of every figure; they stay stored.
    const left = await t.app.inject({ method: 'DELETE', url: `/api/courses/${courseId}/enroll`, headers: cat.headers });
    expect(left.statusCode).toBe(200);
    expect(await summaryMismatches(t.db)).toEqual([]);
    expect((await analytics()).attendanceByCourse[0]).toMatchObject({ present: 3, total: 4 });
    expect((await course(courseId)).enrolledCount).toBe(2);

    // Re-enrolling today: the old records predate the new enrolment and still do not count...
    expect((await enrolIn(t, cat, courseId)).statusCode).toBe(201);
    expect(await summaryMismatches(t.db)).toEqual([]);
    expect((await analytics()).attendanceByCourse[0]).toMatchObject({ present: 3, total: 4 });
    // ...until the enrolment date moves back before them.
    await backdateEnrolment(courseId, cat.id, 20);
    expect(await summaryMismatches(t.db)).toEqual([]);
    expect((await analytics()).attendanceByCourse[0]).toMatchObject({ present: 4, total: 6 });
    expect((await dashboard()).attendanceRate).toBe(67);
  });

  it('follow lessons completed, live-class joins and reviews, and deletions of each', async () => {
    const courseId = (await createCourse(t, teacher, { title: 'Activity' })).id;
    const [dee, eve] = await createSignedInUsers(t, 'student', 2);
    if (!dee || !eve) throw new Error('students not created');
    for (const student of [dee, eve]) expect((await enrolIn(t, student, courseId)).statusCode).toBe(201);
    const lessonIds = (
      await t.db
        .insert(lessons)
        .values([1, 2, 3].map((position) => ({ courseId, position, title: `L${position}` })))
        .returning({ id: lessons.id })
    ).map((row) => row.id);
    for (const lessonId of lessonIds.slice(0, 2)) {
      const done = await t.app.inject({
        method: 'PUT',
        url: `/api/lessons/${lessonId}/completion`,
        headers: dee.headers,
        payload: { completed: true },
      });
      expect(done.statusCode).toBe(200);
    }
    const [liveClass] = await t.db
      .insert(liveClasses)
      .values({
        courseId,
        title: 'Live',
        subject: 'Maths',
        startsAt: new Date(Date.now() - DAY),
        durationMinutes: 60,
        meetingLink: 'https://meet.example.test/room',
      })
      .returning({ id: liveClasses.id });
    if (!liveClass) throw new Error('class not created');
    await t.db.insert(liveClassCheckIns).values({ liveClassId: liveClass.id, studentId: eve.id });
    await t.db.insert(reviews).values([
      { courseId, studentId: dee.id, rating: 5 },
      { courseId, studentId: eve.id, rating: 2 },
    ]);
    expect(await summaryMismatches(t.db)).toEqual([]);
    expect(await course(courseId)).toMatchObject({ enrolledCount: 2, rating: 3.5, reviewCount: 2 });
    const recent = (await dashboard()).performance.filter((row) => row.course.id === courseId);
    expect(recent.map((row) => [row.student.id, row.progress])).toEqual([
      [eve.id, 0],
      [dee.id, 67],
    ]);

    const undone = await t.app.inject({
      method: 'PUT',
      url: `/api/lessons/${lessonIds[0]}/completion`,
      headers: dee.headers,
      payload: { completed: false },
    });
    expect(undone.statusCode).toBe(200);
    await t.db.update(reviews).set({ rating: 4 }).where(eq(reviews.studentId, eve.id));
    await t.db.delete(reviews).where(eq(reviews.studentId, dee.id));
    expect(await summaryMismatches(t.db)).toEqual([]);
    expect(await course(courseId)).toMatchObject({ rating: 4, reviewCount: 1 });

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/lessons/${lessonIds[1]}`,
      headers: teacher.headers,
    });
    expect(removed.statusCode).toBe(200);
    await t.db.delete(liveClasses).where(eq(liveClasses.id, liveClass.id));
    expect(await summaryMismatches(t.db)).toEqual([]);
    const [deeRow] = await t.db
      .select({ completed: enrolments.lessonsCompleted, last: enrolments.lastActivityAt })
      .from(enrolments)
      .where(and(eq(enrolments.courseId, courseId), eq(enrolments.studentId, dee.id)));
    expect(deeRow).toEqual({ completed: 0, last: null });
    expect(await t.db.select().from(lessonCompletions).where(eq(lessonCompletions.studentId, dee.id))).toEqual([]);
  });

  it('follow deleting a student and deleting a course', async () => {
    const courseId = (await createCourse(t, teacher, { title: 'Doomed' })).id;
    const keptId = (await createCourse(t, teacher, { title: 'Kept' })).id;
    const [fay, gus] = await createSignedInUsers(t, 'student', 2);
    if (!fay || !gus) throw new Error('students not created');
    for (const id of [courseId, keptId]) {
      for (const student of [fay, gus]) {
        expect((await enrolIn(t, student, id)).statusCode).toBe(201);
        await backdateEnrolment(id, student.id, 5);
      }
      await mark(id, day(-1), [
        [fay, 'present'],
        [gus, 'absent'],
      ]);
    }
    await t.db.insert(reviews).values({ courseId: keptId, studentId: gus.id, rating: 1 });

    await t.db.delete(users).where(eq(users.id, gus.id));
    expect(await summaryMismatches(t.db)).toEqual([]);
    const kept = await course(keptId);
    expect(kept).toMatchObject({ enrolledCount: 1, reviewCount: 0 });
    expect(kept).not.toHaveProperty('rating');

    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/courses/${courseId}`, headers: teacher.headers });
    expect(deleted.statusCode).toBe(200);
    expect(await summaryMismatches(t.db)).toEqual([]);
    const byCourse = (await analytics()).attendanceByCourse.map((row) => row.course.title);
    expect(byCourse).toContain('Kept');
    expect(byCourse).not.toContain('Doomed');
  });

  it('count the catalogue as courses are created, edited and deleted', async () => {
    const kept = await createCourse(t, teacher, { title: 'Counted', category: 'Science', level: 'advanced' });
    const doomed = await createCourse(t, teacher, { title: 'Counted too', category: 'Science', level: 'advanced' });
    expect(await summaryMismatches(t.db)).toEqual([]);

    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/courses/${kept.id}`,
      headers: teacher.headers,
      payload: validCourse({ title: 'Counted', category: 'Languages', level: 'intermediate', status: 'upcoming' }),
    });
    expect(edited.statusCode).toBe(200);
    expect(await summaryMismatches(t.db)).toEqual([]);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/courses/${doomed.id}`,
      headers: teacher.headers,
    });
    expect(deleted.statusCode).toBe(200);
    expect(await summaryMismatches(t.db)).toEqual([]);

    const catalogue = await t.app.inject({ method: 'GET', url: '/api/courses?page=1&category=Science&level=advanced' });
    expect(json<{ pagination: { total: number } }>(catalogue).pagination.total).toBe(0);
    const offered = await t.app.inject({
      method: 'GET',
      url: '/api/courses?page=1&category=Languages&level=intermediate',
    });
    expect(json<{ pagination: { total: number } }>(offered).pagination.total).toBe(1);
  });

  it('stay exact under concurrent enrolments, unenrolments and marking', async () => {
    const courseId = (await createCourse(t, teacher, { title: 'Crowded', maxStudents: 20 })).id;
    const crowd = await createSignedInUsers(t, 'student', 30);
    const answers = await Promise.all(crowd.map((student) => enrolIn(t, student, courseId)));
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(20);
    const [row] = await t.db.select({ count: courses.enrolmentCount }).from(courses).where(eq(courses.id, courseId));
    expect(row?.count).toBe(20);

    const enrolled = crowd.filter((_, i) => answers[i]?.statusCode === 201);
    const waiting = crowd.filter((_, i) => answers[i]?.statusCode !== 201);
    await t.db
      .update(enrolments)
      .set({ enrolledAt: new Date(Date.now() - 10 * DAY) })
      .where(eq(enrolments.courseId, courseId));
    // Half the class leaves while the teacher marks everyone still there, one request per student,
    // and the waiting list tries for the seats being freed.
    const leaving = enrolled.slice(0, 10);
    const staying = enrolled.slice(10);
    const [, , joined] = await Promise.all([
      Promise.all(
        leaving.map((student) =>
          t.app.inject({ method: 'DELETE', url: `/api/courses/${courseId}/enroll`, headers: student.headers }),
        ),
      ),
      Promise.all(staying.map((student) => mark(courseId, day(-2), [[student, 'present']]))),
      Promise.all(waiting.map((student) => enrolIn(t, student, courseId))),
    ]);
    expect(await summaryMismatches(t.db)).toEqual([]);
    const seated = 10 + joined.filter((answer) => answer.statusCode === 201).length;
    const [after] = await t.db.select({ count: courses.enrolmentCount }).from(courses).where(eq(courses.id, courseId));
    expect(after?.count).toBe(seated);
    expect((await course(courseId)).enrolledCount).toBe(seated);
  });
});
