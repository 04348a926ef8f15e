import type { Course, WaitlistEntry } from '@tutorium/contract/courses';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { courses, emailOutbox, enrolments, invoices, notifications, waitlistEntries } from '../../src/db/schema';
import { createCourse, enrolIn, validCourse } from '../helpers/courses';
import { textOf } from '../helpers/smtp-sink';
import { createSignedInUsers, json, type TestUser, useSignedInUsers, useTestApp } from '../helpers/test-app';

const t = useTestApp();
const { teacher, otherTeacher, admin } = useSignedInUsers(t, {
  teacher: 'teacher',
  otherTeacher: 'teacher',
  admin: 'admin',
});

const url = (courseId: string) => `/api/courses/${courseId}/waitlist`;
const join = (student: TestUser, courseId: string) =>
  t.app.inject({ method: 'POST', url: url(courseId), headers: student.headers });
const leave = (student: TestUser, courseId: string) =>
  t.app.inject({ method: 'DELETE', url: url(courseId), headers: student.headers });
const unenrol = (student: TestUser, courseId: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/courses/${courseId}/enroll`, headers: student.headers });
const viewCourse = async (viewer: TestUser, courseId: string) =>
  json<{ data: Course }>(
    await t.app.inject({ method: 'GET', url: `/api/courses/${courseId}`, headers: viewer.headers }),
  ).data;
const waitingIn = (courseId: string) =>
  t.db
    .select({ studentId: waitlistEntries.studentId })
    .from(waitlistEntries)
    .where(eq(waitlistEntries.courseId, courseId))
    .orderBy(asc(waitlistEntries.joinedAt), asc(waitlistEntries.id))
    .then((rows) => rows.map((row) => row.studentId));
const enrolledIn = (courseId: string) =>
  t.db
    .select({ studentId: enrolments.studentId })
    .from(enrolments)
    .where(eq(enrolments.courseId, courseId))
    .then((rows) => rows.map((row) => row.studentId));
const notificationsOf = (userId: string) => t.db.select().from(notifications).where(eq(notifications.userId, userId));

async function students(howMany: number): Promise<TestUser[]> {
  return createSignedInUsers(t, 'student', howMany);
}

/** A course whose `capacity` seats are taken by fresh students, returned with them. */
async function fullCourse(capacity = 1, overrides: Parameters<typeof createCourse>[2] = {}) {
  const course = await createCourse(t, teacher, { maxStudents: capacity, ...overrides });
  const seated = await students(capacity);
  for (const student of seated) expect((await enrolIn(t, student, course.id)).statusCode).toBe(201);
  return { course, seated };
}

describe('POST /api/courses/:id/waitlist', () => {
  it('puts students in first-come order and shows each their position and the count', async () => {
    const { course } = await fullCourse();
    const [first, second] = await students(2);
    if (!first || !second) throw new Error('no students');
    const joined = await join(first, course.id);
    expect(joined.statusCode).toBe(201);
    expect(json(joined)).toMatchObject({
      success: true,
      message: 'You have joined the waitlist',
      data: { id: course.id, isEnrolled: false, waitlistPosition: 1, waitlistCount: 1, waitlistEnabled: true },
    });
    expect((await join(second, course.id)).statusCode).toBe(201);
    expect(await viewCourse(second, course.id)).toMatchObject({ waitlistPosition: 2, waitlistCount: 2 });
    expect(await viewCourse(first, course.id)).toMatchObject({ waitlistPosition: 1 });
    expect(await waitingIn(course.id)).toEqual([first.id, second.id]);
  });

  it('tells a visitor the count but no position, and a student not waiting null', async () => {
    const { course } = await fullCourse();
    const [waiting, other] = await students(2);
    if (!waiting || !other) throw new Error('no students');
    await join(waiting, course.id);
    const visitor = json<{ data: Course }>(await t.app.inject({ method: 'GET', url: `/api/courses/${course.id}` }));
    expect(visitor.data.waitlistCount).toBe(1);
    expect(visitor.data).not.toHaveProperty('waitlistPosition');
    expect((await viewCourse(other, course.id)).waitlistPosition).toBeNull();
  });

  it('refuses a second join, an enrolled student and a course with free seats, writing nothing', async () => {
    const { course, seated } = await fullCourse();
    const [student] = await students(1);
    if (!student || !seated[0]) throw new Error('no students');
    await join(student, course.id);
    const again = await join(student, course.id);
    expect(again.statusCode).toBe(409);
    expect(json(again)).toMatchObject({
      code: 'already_waiting',
      message: 'You are already on the waitlist for this course',
    });
    const enrolled = await join(seated[0], course.id);
    expect(enrolled.statusCode).toBe(409);
    expect(json(enrolled)).toMatchObject({
      code: 'already_enrolled',
      message: 'You are already enrolled in this course',
    });
    expect(await waitingIn(course.id)).toEqual([student.id]);

    const roomy = await createCourse(t, teacher, { maxStudents: 5 });
    const notFull = await join(student, roomy.id);
    expect(notFull.statusCode).toBe(409);
    expect(json(notFull)).toMatchObject({
      code: 'course_not_full',
      message: 'This course has free seats: enrol instead',
    });
    expect(await waitingIn(roomy.id)).toEqual([]);
  });

  it('refuses a course whose waitlist is off and a closed course', async () => {
    const { course: off } = await fullCourse(1, { waitlistEnabled: false });
    const [student] = await students(1);
    if (!student) throw new Error('no student');
    const refused = await join(student, off.id);
    expect(refused.statusCode).toBe(409);
    expect(json(refused).message).toBe('This course does not take a waitlist');

    const { course: closed } = await fullCourse(1);
    await t.db.update(courses).set({ status: 'completed' }).where(eq(courses.id, closed.id));
    const notOpen = await join(student, closed.id);
    expect(notOpen.statusCode).toBe(409);
    expect(json(notOpen).message).toBe('This course is not open for enrolment');
    expect([...(await waitingIn(off.id)), ...(await waitingIn(closed.id))]).toEqual([]);
  });

  it('refuses visitors (401), teachers and admins (403), unknown courses (404) and bad ids (400)', async () => {
    const { course } = await fullCourse();
    const visitor = await t.app.inject({ method: 'POST', url: url(course.id) });
    expect(visitor.statusCode).toBe(401);
    expect(json(visitor).message).toBe('You must be logged in to join a waitlist');
    expect((await join(teacher, course.id)).statusCode).toBe(403);
    expect((await join(admin, course.id)).statusCode).toBe(403);
    const [student] = await students(1);
    if (!student) throw new Error('no student');
    const unknown = await join(student, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown).message).toBe('Course not found');
    for (const bad of ['not-a-uuid', '1', "x'%20or%201=1"]) {
      expect((await join(student, bad)).statusCode).toBe(400);
    }
    expect(await waitingIn(course.id)).toEqual([]);
  });
});

describe('DELETE /api/courses/:id/waitlist', () => {
  it('takes the student off and moves everyone behind them up, with no gap', async () => {
    const { course } = await fullCourse();
    const [first, second, third] = await students(3);
    if (!first || !second || !third) throw new Error('no students');
    for (const student of [first, second, third]) await join(student, course.id);
    const left = await leave(second, course.id);
    expect(left.statusCode).toBe(200);
    expect(json(left)).toMatchObject({
      message: 'You have left the waitlist',
      data: { waitlistPosition: null, waitlistCount: 2 },
    });
    expect((await viewCourse(third, course.id)).waitlistPosition).toBe(2);
    const again = await leave(second, course.id);
    expect(again.statusCode).toBe(404);
    expect(json(again).message).toBe('You are not on the waitlist for this course');
  });

  it('refuses visitors, teachers, unknown courses and bad ids', async () => {
    const { course } = await fullCourse();
    const [student] = await students(1);
    if (!student) throw new Error('no student');
    await join(student, course.id);
    expect((await t.app.inject({ method: 'DELETE', url: url(course.id) })).statusCode).toBe(401);
    expect((await leave(teacher, course.id)).statusCode).toBe(403);
    expect((await leave(student, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await leave(student, 'nope')).statusCode).toBe(400);
    expect(await waitingIn(course.id)).toEqual([student.id]);
  });
});

describe('GET /api/courses/:id/waitlist', () => {
  it('lists the waiting students in order for the teacher and an admin', async () => {
    const { course } = await fullCourse();
    const [first, second] = await students(2);
    if (!first || !second) throw new Error('no students');
    await join(first, course.id);
    await join(second, course.id);
    for (const viewer of [teacher, admin]) {
      const response = await t.app.inject({ method: 'GET', url: url(course.id), headers: viewer.headers });
      expect(response.statusCode).toBe(200);
      const list = json<{ data: WaitlistEntry[] }>(response).data;
      expect(list.map((entry) => [entry.id, entry.email, entry.position])).toEqual([
        [first.id, first.email, 1],
        [second.id, second.email, 2],
      ]);
      expect(Date.parse(list[0]?.joinedAt ?? '')).not.toBeNaN();
    }
  });

  it("refuses visitors (401), students (403), another teacher's course (403), unknown and bad ids", async () => {
    const { course } = await fullCourse();
    const [student] = await students(1);
    if (!student) throw new Error('no student');
    expect((await t.app.inject({ method: 'GET', url: url(course.id) })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: url(course.id), headers: student.headers })).statusCode).toBe(403);
    const other = await t.app.inject({ method: 'GET', url: url(course.id), headers: otherTeacher.headers });
    expect(other.statusCode).toBe(403);
    expect(json(other).message).toBe('You can only manage your own courses');
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: url('00000000-0000-4000-8000-000000000000'),
          headers: teacher.headers,
        })
      ).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: url('bad'), headers: teacher.headers })).statusCode).toBe(400);
  });
});

/** Delivers the outbox and returns the promotion email sent to `student`. */
async function promotionMailTo(student: TestUser, title: string) {
  await t.app.outbox.drain();
  return t.mail.waitFor((mail) => mail.to.includes(student.email) && mail.subject === `You are enrolled in ${title}`);
}

describe('promotion', () => {
  it('enrols the first student waiting when another unenrols, telling them by email and in the app', async () => {
    const { course, seated } = await fullCourse(1, { title: 'Promote on unenrol' });
    const [first, second] = await students(2);
    if (!first || !second || !seated[0]) throw new Error('no students');
    await join(first, course.id);
    await join(second, course.id);
    const response = await unenrol(seated[0], course.id);
    expect(response.statusCode).toBe(200);
    expect(json(response).data).toMatchObject({ enrolledCount: 1, waitlistCount: 1 });
    expect(await enrolledIn(course.id)).toEqual([first.id]);
    expect(await waitingIn(course.id)).toEqual([second.id]);
    expect(await viewCourse(first, course.id)).toMatchObject({ isEnrolled: true, waitlistPosition: null });
    expect((await viewCourse(second, course.id)).waitlistPosition).toBe(1);

    expect(await notificationsOf(first.id)).toEqual([
      expect.objectContaining({
        kind: 'waitlist_promoted',
        title: 'You are enrolled in Promote on unenrol',
        link: `/student/courses/${course.id}`,
      }),
    ]);
    expect(await notificationsOf(second.id)).toEqual([]);
    const mail = textOf(await promotionMailTo(first, 'Promote on unenrol'));
    expect(mail).toContain(`Open the course: http://127.0.0.1:3000/student/courses/${course.id}`);
    // The invoice the seat opened (no online payments here), and how to give the seat back, with the link.
    expect(mail).toContain(
      'An invoice for $49.99 is now under Fees: pay the teacher or institute, who records it there.',
    );
    expect(mail).toContain(
      'If you no longer want the seat, unenrol from My Courses so the next student gets it: http://127.0.0.1:3000/student/courses',
    );
    const [told] = await notificationsOf(first.id);
    expect(told?.body).toBe(
      "A seat came free in Promote on unenrol and you were next on the waitlist, so you are now enrolled. An invoice for $49.99 is now under Fees: pay the teacher or institute, who records it there. Don't want the seat? Unenrol from My Courses so the next student gets it.",
    );
    expect(t.mail.messages.some((m) => m.to.includes(second.email))).toBe(false);
  });

  it('enrols the first student waiting when the teacher removes a student from their courses', async () => {
    const { course, seated } = await fullCourse(1, { title: 'Promote on removal' });
    const [waiting] = await students(1);
    if (!waiting || !seated[0]) throw new Error('no students');
    await join(waiting, course.id);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/students/${seated[0].id}`,
      headers: teacher.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect(await enrolledIn(course.id)).toEqual([waiting.id]);
    expect(await waitingIn(course.id)).toEqual([]);
    expect((await notificationsOf(waiting.id)).map((n) => n.kind)).toEqual(['waitlist_promoted']);
    await promotionMailTo(waiting, 'Promote on removal');
  });

  it("enrols the first student waiting when an admin erases an enrolled student's account", async () => {
    const { course, seated } = await fullCourse(1, { title: 'Promote on erasure' });
    const [waiting] = await students(1);
    if (!waiting || !seated[0]) throw new Error('no students');
    await join(waiting, course.id);
    const erased = await t.app.inject({ method: 'DELETE', url: `/api/users/${seated[0].id}`, headers: admin.headers });
    expect(erased.statusCode).toBe(200);
    expect(await enrolledIn(course.id)).toEqual([waiting.id]);
    await promotionMailTo(waiting, 'Promote on erasure');
  });

  it('takes an erased student off every waitlist', async () => {
    const { course } = await fullCourse(1);
    const [waiting] = await students(1);
    if (!waiting) throw new Error('no student');
    await join(waiting, course.id);
    const erased = await t.app.inject({ method: 'DELETE', url: `/api/users/${waiting.id}`, headers: admin.headers });
    expect(erased.statusCode).toBe(200);
    expect(await waitingIn(course.id)).toEqual([]);
  });

  it('enrols as many students as seats a raised capacity frees, first come first served', async () => {
    const { course, seated } = await fullCourse(1, { title: 'Promote on capacity' });
    const queue = await students(4);
    for (const student of queue) expect((await join(student, course.id)).statusCode).toBe(201);
    const raised = await t.app.inject({
      method: 'PUT',
      url: `/api/courses/${course.id}`,
      headers: teacher.headers,
      payload: validCourse({ title: 'Promote on capacity', maxStudents: 3 }),
    });
    expect(raised.statusCode).toBe(200);
    expect(json(raised).data).toMatchObject({ enrolledCount: 3, waitlistCount: 2, waitlistEnabled: true });
    const [first, second, third, fourth] = queue.map((student) => student.id);
    expect((await enrolledIn(course.id)).sort()).toEqual([seated[0]?.id, first, second].sort());
    expect(await waitingIn(course.id)).toEqual([third, fourth]);
    const [promotedA, promotedB] = queue;
    if (!promotedA || !promotedB) throw new Error('no students');
    await promotionMailTo(promotedA, 'Promote on capacity');
    await promotionMailTo(promotedB, 'Promote on capacity');
    const promotions = await t.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.kind, 'waitlist_promoted'),
          eq(notifications.title, 'You are enrolled in Promote on capacity'),
        ),
      );
    expect(promotions.map((n) => n.userId).sort()).toEqual([first, second].sort());
  });

  it('promotes no one into a closed course, and does once the course reopens', async () => {
    const { course, seated } = await fullCourse(1, { title: 'Closed for now' });
    const [waiting] = await students(1);
    if (!waiting || !seated[0]) throw new Error('no students');
    await join(waiting, course.id);
    const closedCourse = validCourse({ title: 'Closed for now', maxStudents: 1, status: 'inactive' });
    await t.app.inject({
      method: 'PUT',
      url: `/api/courses/${course.id}`,
      headers: teacher.headers,
      payload: closedCourse,
    });
    expect((await unenrol(seated[0], course.id)).statusCode).toBe(200);
    expect(await enrolledIn(course.id)).toEqual([]);
    expect(await waitingIn(course.id)).toEqual([waiting.id]);
    await t.app.inject({
      method: 'PUT',
      url: `/api/courses/${course.id}`,
      headers: teacher.headers,
      payload: { ...closedCourse, status: 'active' },
    });
    expect(await enrolledIn(course.id)).toEqual([waiting.id]);
  });
});

describe('turning the waitlist off', () => {
  it('empties the waitlist and tells each waiting student; an update without the field leaves it as it was', async () => {
    const { course } = await fullCourse(1, { title: 'Waitlist closing' });
    const [first, second] = await students(2);
    if (!first || !second) throw new Error('no students');
    await join(first, course.id);
    await join(second, course.id);
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: `/api/courses/${course.id}`, headers: teacher.headers, payload });

    const unchanged = await put(validCourse({ title: 'Waitlist closing', maxStudents: 1 }));
    expect(json(unchanged).data).toMatchObject({ waitlistEnabled: true, waitlistCount: 2 });

    const off = await put({ ...validCourse({ title: 'Waitlist closing', maxStudents: 1 }), waitlistEnabled: false });
    expect(off.statusCode).toBe(200);
    expect(json(off).data).toMatchObject({ waitlistEnabled: false, waitlistCount: 0 });
    expect(await waitingIn(course.id)).toEqual([]);
    for (const student of [first, second]) {
      expect((await notificationsOf(student.id)).map((n) => n.kind)).toEqual(['waitlist_closed']);
    }
    await t.app.outbox.drain();
    await t.mail.waitFor(
      (m) => m.to.includes(second.email) && m.subject === 'The waitlist for Waitlist closing was closed',
    );

    const on = await put({ ...validCourse({ title: 'Waitlist closing', maxStudents: 1 }), waitlistEnabled: true });
    expect(json<{ data: Course }>(on).data.waitlistEnabled).toBe(true);
    expect((await join(first, course.id)).statusCode).toBe(201);
  });

  it('refuses a waitlist switch that is not a boolean, changing nothing', async () => {
    const course = await createCourse(t, teacher);
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/courses/${course.id}`,
      headers: teacher.headers,
      payload: { ...validCourse(), waitlistEnabled: 'sometimes' },
    });
    expect(response.statusCode).toBe(400);
    expect(json(response).message).toBeTruthy();
    const [row] = await t.db.select().from(courses).where(eq(courses.id, course.id));
    expect(row?.waitlistEnabled).toBe(true);
  });

  it('creates a course with its waitlist off when asked', async () => {
    const course = await createCourse(t, teacher, { waitlistEnabled: false });
    expect(course.waitlistEnabled).toBe(false);
  });
});

describe('database backstops', () => {
  it('refuses a waitlist row for an enrolled student, and an enrolment takes its student off the waitlist', async () => {
    const { course, seated } = await fullCourse(1);
    const enrolledStudent = seated[0];
    if (!enrolledStudent) throw new Error('no student');
    await expect(
      t.db.insert(waitlistEntries).values({ courseId: course.id, studentId: enrolledStudent.id }),
    ).rejects.toThrow();
    const [waiting] = await students(1);
    if (!waiting) throw new Error('no student');
    await join(waiting, course.id);
    await t.db.update(courses).set({ maxStudents: 2 }).where(eq(courses.id, course.id));
    await t.db.insert(enrolments).values({ courseId: course.id, studentId: waiting.id });
    expect(await waitingIn(course.id)).toEqual([]);
  });

  it('refuses an enrolment past the capacity even without the lock', async () => {
    const { course } = await fullCourse(1);
    const [extra] = await students(1);
    if (!extra) throw new Error('no student');
    await expect(t.db.insert(enrolments).values({ courseId: course.id, studentId: extra.id })).rejects.toThrow();
    expect(await enrolledIn(course.id)).toHaveLength(1);
  });

  it('keeps the outbox free of waitlist mail for refused requests', async () => {
    const before = await t.db.select().from(emailOutbox);
    const { course } = await fullCourse(1);
    const [student] = await students(1);
    if (!student) throw new Error('no student');
    await leave(student, course.id);
    await join(student, 'bad');
    expect(await t.db.select().from(emailOutbox)).toHaveLength(before.length);
  });
});

describe('the waitlist in lists', () => {
  const catalogue = async (viewer?: TestUser) =>
    json<{ data: Course[] }>(
      await t.app.inject({ method: 'GET', url: '/api/courses?pageSize=100', headers: viewer?.headers ?? {} }),
    ).data;
  const places = async (student: TestUser) =>
    json<{ data: Course[] }>(
      await t.app.inject({ method: 'GET', url: '/api/courses/student/waitlist', headers: student.headers }),
    ).data;

  it('gives every catalogue row its waitlist count, and a student their own place', async () => {
    const { course } = await fullCourse(1, { title: 'Listed queue' });
    const [first, second, other] = await students(3);
    if (!first || !second || !other) throw new Error('no students');
    await join(first, course.id);
    await join(second, course.id);
    const listed = (await catalogue(second)).find((row) => row.id === course.id);
    expect(listed).toMatchObject({ waitlistCount: 2, waitlistPosition: 2, isEnrolled: false });
    expect((await catalogue(other)).find((row) => row.id === course.id)).toMatchObject({
      waitlistCount: 2,
      waitlistPosition: null,
    });
    const seen = (await catalogue()).find((row) => row.id === course.id);
    expect(seen?.waitlistCount).toBe(2);
    expect(seen).not.toHaveProperty('waitlistPosition');
    expect((await catalogue(teacher)).find((row) => row.id === course.id)).not.toHaveProperty('waitlistPosition');
  });

  it("lists a student's places first joined first, with price and count, and moves them up after a promotion", async () => {
    const { course: older, seated } = await fullCourse(1, { title: 'Older queue', price: 120 });
    const { course: newer } = await fullCourse(1, { title: 'Newer queue', price: 0 });
    const [first, second] = await students(2);
    if (!first || !second || !seated[0]) throw new Error('no students');
    await join(first, older.id);
    await join(second, older.id);
    await join(second, newer.id);
    expect(
      (await places(second)).map((place) => [place.title, place.waitlistPosition, place.waitlistCount, place.price]),
    ).toEqual([
      ['Older queue', 2, 2, 120],
      ['Newer queue', 1, 1, 0],
    ]);

    expect((await unenrol(seated[0], older.id)).statusCode).toBe(200);
    expect(await places(first)).toEqual([]);
    expect((await places(second)).map((place) => [place.title, place.waitlistPosition, place.waitlistCount])).toEqual([
      ['Older queue', 1, 1],
      ['Newer queue', 1, 1],
    ]);
    expect((await catalogue(second)).find((row) => row.id === older.id)?.waitlistPosition).toBe(1);
  });

  it('reads a page of the catalogue and the places in as many queries for five waiting courses as for one', async () => {
    const [owner] = await createSignedInUsers(t, 'teacher', 1);
    const [student, other] = await students(2);
    if (!owner || !student || !other) throw new Error('no users');
    // Every statement the app sends goes through the client's query().
    const client = (t.db as unknown as { $client: { query: (...args: never[]) => unknown } }).$client;
    const queriesFor = async (url: string) => {
      const spy = vi.spyOn(client, 'query');
      try {
        const response = await t.app.inject({ method: 'GET', url, headers: student.headers });
        expect(response.statusCode).toBe(200);
        return spy.mock.calls.length;
      } finally {
        spy.mockRestore();
      }
    };
    const addWaitingCourse = async () => {
      const course = await createCourse(t, owner, { maxStudents: 1 });
      expect((await enrolIn(t, other, course.id)).statusCode).toBe(201);
      expect((await join(student, course.id)).statusCode).toBe(201);
    };
    const catalogueUrl = `/api/courses?instructorId=${owner.id}&pageSize=50`;
    await addWaitingCourse();
    const one = [await queriesFor(catalogueUrl), await queriesFor('/api/courses/student/waitlist')];
    for (let added = 0; added < 4; added += 1) await addWaitingCourse();
    const five = [await queriesFor(catalogueUrl), await queriesFor('/api/courses/student/waitlist')];
    // The spy does see the app's statements (the session check and the list's own).
    expect(Math.min(...one)).toBeGreaterThan(0);
    expect(five).toEqual(one);
    expect(await places(student)).toHaveLength(5);
  });

  it('refuses visitors (401) and teachers and admins (403)', async () => {
    const visitor = await t.app.inject({ method: 'GET', url: '/api/courses/student/waitlist' });
    expect(visitor.statusCode).toBe(401);
    expect(json(visitor)).toMatchObject({
      success: false,
      code: 'sign_in_required',
      message: 'You must be logged in to view your waitlist places',
    });
    for (const staff of [teacher, admin, otherTeacher]) {
      const refused = await t.app.inject({
        method: 'GET',
        url: '/api/courses/student/waitlist',
        headers: staff.headers,
      });
      expect(refused.statusCode).toBe(403);
      expect(json(refused)).toMatchObject({ success: false, code: 'forbidden' });
    }
  });
});

describe('promotion where the institute takes payments online', () => {
  const online = useTestApp({ STRIPE_SECRET_KEY: 'sk_test_waitlist', STRIPE_WEBHOOK_SECRET: 'whsec_waitlist' });
  const cast = useSignedInUsers(online, { owner: 'teacher', seated: 'student', waiting: 'student' });

  it('tells the promoted student their invoice is under Fees, payable online or at the desk', async () => {
    const course = await createCourse(online, cast.owner, { title: 'Promote online', maxStudents: 1 });
    expect((await enrolIn(online, cast.seated, course.id)).statusCode).toBe(201);
    const joined = await online.app.inject({ method: 'POST', url: url(course.id), headers: cast.waiting.headers });
    expect(joined.statusCode).toBe(201);
    const left = await online.app.inject({
      method: 'DELETE',
      url: `/api/courses/${course.id}/enroll`,
      headers: cast.seated.headers,
    });
    expect(left.statusCode).toBe(200);

    const opened = await online.db
      .select({ totalMinor: invoices.totalMinor, cancelledAt: invoices.cancelledAt })
      .from(invoices)
      .where(and(eq(invoices.courseId, course.id), eq(invoices.studentId, cast.waiting.id)));
    expect(opened).toEqual([{ totalMinor: 4999, cancelledAt: null }]);
    const [told] = await online.db.select().from(notifications).where(eq(notifications.userId, cast.waiting.id));
    expect(told?.body).toBe(
      "A seat came free in Promote online and you were next on the waitlist, so you are now enrolled. An invoice for $49.99 is now under Fees, payable online or at the desk. Don't want the seat? Unenrol from My Courses so the next student gets it.",
    );
  });
});
