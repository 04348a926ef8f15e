import { randomUUID } from 'node:crypto';
import type { AttendanceStatus } from '@tutorium/contract/attendance';
import type { MyGrades } from '@tutorium/contract/gradebook';
import type { GuardianChild, GuardianChildOverview } from '@tutorium/contract/guardians';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { courses, guardianLinks, liveClasses } from '../../src/db/schema';
import { createCourse } from '../helpers/courses';
import { DAY, dateFrom } from '../helpers/dates';
import {
  expectRefusal,
  json,
  send,
  statusesFor,
  type TestUser,
  useSignedInUsers,
  useTestApp,
} from '../helpers/test-app';
import { addQuestions, singleChoice, trueFalse } from '../quizzes/quiz-bank';
import { enrolDaysAgo, linkAsGuardian } from './portal-helpers';

const TIME_ZONE = 'Asia/Kolkata';
const t = useTestApp({ TIME_ZONE });
const { tara, omar, hal, asha, ben, cy, dan, parent, bensParent, dansParent, stranger, pending, former, sibling } =
  useSignedInUsers(t, {
    tara: ['teacher', { name: 'Tara Teacher' }],
    omar: ['teacher', { name: 'Omar Other' }],
    hal: ['teacher', { name: 'Hal Historian' }],
    asha: ['student', { name: 'Asha Rao' }],
    ben: ['student', { name: 'Ben Rao' }],
    cy: ['student', { name: 'Cy Rao' }],
    dan: ['student', { name: 'Dan Das' }],
    parent: ['guardian', { name: 'Pat Parent' }],
    bensParent: ['guardian', { name: 'Bea Parent' }],
    dansParent: ['guardian', { name: 'Dev Parent' }],
    stranger: ['guardian', { name: 'Stan Stranger' }],
    pending: ['guardian', { name: 'Penny Pending' }],
    former: ['guardian', { name: 'Fay Former' }],
    // Any account may be a guardian: an older brother with a student account.
    sibling: ['student', { name: 'Sid Rao' }],
  });

/** Today in the institute's zone, and the calendar day `offset` days from it. */
const today = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(new Date());
const day = (offset: number) => dateFrom(offset, new Date(`${today}T12:00:00Z`));
const weekday = new Date(`${today}T12:00:00Z`).getUTCDay();
const weekStart = day(-((weekday + 6) % 7));
const monthStart = `${today.slice(0, 8)}01`;
const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

/** Asha's marks: [course, days from today, status]. */
type Mark = { course: 'algebra' | 'chemistry'; offset: number; status: AttendanceStatus };
const ashasMarks: Mark[] = [
  { course: 'algebra', offset: 0, status: 'absent' },
  { course: 'algebra', offset: -1, status: 'late' },
  { course: 'algebra', offset: -2, status: 'present' },
  { course: 'chemistry', offset: -3, status: 'excused' },
  { course: 'algebra', offset: -10, status: 'present' },
  { course: 'algebra', offset: -35, status: 'absent' },
  // Before the six weeks the calendar shows.
  { course: 'algebra', offset: -50, status: 'present' },
];

/** The tally the portal should show of these marks: late and excused are not present. */
function expectedTally(marks: Mark[]) {
  const count = (status: AttendanceStatus) => marks.filter((mark) => mark.status === status).length;
  const total = marks.length;
  return {
    present: count('present'),
    late: count('late'),
    absent: count('absent'),
    excused: count('excused'),
    total,
    percentage: total === 0 ? null : Math.round((count('present') / total) * 100),
  };
}
const inWindow = (from: string) => ashasMarks.filter((mark) => day(mark.offset) >= from);

const ids = { algebra: '', chemistry: '', history: '', dansCourse: '' };
const work = { due: '', missing: '', handedIn: '', historyDue: '', releasedTest: '', hiddenTest: '' };
const classes = { live: '', tomorrow: '', chemistry: '' };
let publishedId = '';
let chemistryNewsId = '';
/** The links the children's answers carry: each reader's own. */
const links = { parentAsha: '', parentCy: '', siblingAsha: '' };

const post = async (as: TestUser, url: string, payload: object) => {
  const response = await send(t, 'POST', url, { as, payload });
  expect(response.statusCode, response.body).toBe(201);
  return json<{ data: { id: string } }>(response).data.id;
};
const mark = (as: TestUser, courseId: string, date: string, entries: [TestUser, AttendanceStatus][]) =>
  send(t, 'POST', '/api/attendance', {
    as,
    payload: {
      courseId,
      date,
      attendanceData: entries.map(([student, status]) => ({ studentId: student.id, status })),
    },
  });
async function schedule(as: TestUser, courseId: string, title: string, startsAt: string): Promise<string> {
  const response = await send(t, 'POST', '/api/live-classes', {
    as,
    payload: {
      title,
      courseId,
      subject: 'Lesson',
      startsAt,
      durationMinutes: 60,
      meetingLink: 'https://meet.example.test/class',
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return json<{ liveClass: { id: string } }>(response).liveClass.id;
}
const setHomework = (as: TestUser, courseId: string, title: string, dueAt: string) =>
  post(as, `/api/courses/${courseId}/assignments`, { title, dueAt, points: 10 });

/** A test of two questions that Asha takes: the single choice right (4 points), the true/false wrong. */
async function takeTest(teacher: TestUser, courseId: string, title: string, release: string): Promise<string> {
  const [single, truth] = await addQuestions(t, courseId, [
    singleChoice('Angles in a triangle add up to?', 2, { points: 4 }),
    trueFalse('Zero is odd', false),
  ]);
  const quizId = await post(teacher, `/api/courses/${courseId}/quizzes`, {
    title,
    opensAt: inHours(-1),
    closesAt: inHours(2),
    timeLimitMinutes: 20,
    release,
    questionIds: [single, truth],
  });
  const attemptId = await post(asha, `/api/quizzes/${quizId}/attempts`, {});
  for (const [questionId, answer] of [
    [single, { kind: 'single', option: 2 }],
    [truth, { kind: 'true_false', value: true }],
  ] as const) {
    const saved = await send(t, 'PUT', `/api/quiz-attempts/${attemptId}/answers/${questionId}`, {
      as: asha,
      payload: { answer },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  }
  const submitted = await send(t, 'POST', `/api/quiz-attempts/${attemptId}/submit`, { as: asha });
  expect(submitted.statusCode, submitted.body).toBe(200);
  return attemptId;
}

beforeAll(async () => {
  ids.algebra = (await createCourse(t, tara, { title: 'Algebra' })).id;
  ids.chemistry = (await createCourse(t, omar, { title: 'Chemistry' })).id;
  ids.history = (await createCourse(t, hal, { title: 'History' })).id;
  ids.dansCourse = (await createCourse(t, omar, { title: 'Physics' })).id;
  for (const courseId of [ids.algebra, ids.chemistry, ids.history]) await enrolDaysAgo(t, asha, courseId, 60);
  await enrolDaysAgo(t, ben, ids.algebra, 60);
  await enrolDaysAgo(t, cy, ids.chemistry, 60);
  await enrolDaysAgo(t, dan, ids.dansCourse, 60);

  for (const { course, offset, status } of ashasMarks) {
    const teacher = course === 'algebra' ? tara : omar;
    // Ben's mark on the same day must never reach Asha's guardian.
    const entries: [TestUser, AttendanceStatus][] =
      course === 'algebra'
        ? [
            [asha, status],
            [ben, 'present'],
          ]
        : [[asha, status]];
    const marked = await mark(teacher, ids[course], day(offset), entries);
    expect(marked.statusCode, marked.body).toBe(200);
  }

  classes.live = await schedule(tara, ids.algebra, 'Live now', new Date(Date.now() - 10 * 60_000).toISOString());
  classes.tomorrow = await schedule(tara, ids.algebra, 'Quadratics', inHours(24));
  classes.chemistry = await schedule(omar, ids.chemistry, 'Titration', inHours(48));
  await schedule(hal, ids.history, 'The Mughals', inHours(30));
  await schedule(omar, ids.dansCourse, 'Optics', inHours(30));
  // A class that ended yesterday (the API refuses to schedule one in the past).
  await t.db.insert(liveClasses).values({
    courseId: ids.algebra,
    title: 'Yesterday',
    subject: 'Lesson',
    startsAt: new Date(Date.now() - DAY),
    durationMinutes: 60,
    meetingLink: 'https://meet.example.test/old',
  });

  work.due = await setHomework(tara, ids.algebra, 'Worksheet 3', inHours(48));
  work.missing = await setHomework(tara, ids.algebra, 'Worksheet 1', inHours(-48));
  work.handedIn = await setHomework(tara, ids.algebra, 'Worksheet 4', inHours(72));
  const handIn = await send(t, 'PUT', `/api/assignments/${work.handedIn}/submission`, {
    as: asha,
    payload: { text: 'My answers' },
  });
  expect(handIn.statusCode, handIn.body).toBe(200);
  work.historyDue = await setHomework(hal, ids.history, 'Essay', inHours(48));

  work.releasedTest = await takeTest(tara, ids.algebra, 'Unit test', 'immediately');
  work.hiddenTest = await takeTest(omar, ids.chemistry, 'Lab quiz', 'manual');

  publishedId = await post(tara, `/api/courses/${ids.algebra}/announcements`, { body: 'Bring your calculators' });
  await post(tara, `/api/courses/${ids.algebra}/announcements`, { body: 'The exam moves', publishAt: inHours(24) });
  chemistryNewsId = await post(omar, `/api/courses/${ids.chemistry}/announcements`, { body: 'Goggles on' });

  // History is over: its classes, homework, grade and teacher are no longer the child's.
  await t.db.update(courses).set({ status: 'completed' }).where(eq(courses.id, ids.history));

  links.parentAsha = await linkAsGuardian(t, asha, parent, { relationship: 'Mother' });
  links.parentCy = await linkAsGuardian(t, cy, parent, { relationship: 'Mother' });
  links.siblingAsha = await linkAsGuardian(t, asha, sibling, { relationship: 'Brother' });
  await linkAsGuardian(t, ben, bensParent);
  await linkAsGuardian(t, dan, dansParent);
  await linkAsGuardian(t, asha, pending, { state: 'awaiting_approval' });
});

const childrenOf = async (as: TestUser) => {
  const response = await send(t, 'GET', '/api/guardian/children', { as });
  expect(response.statusCode, response.body).toBe(200);
  return json<{ data: GuardianChild[] }>(response).data;
};
const overviewOf = async (as: TestUser, student: TestUser) => {
  const response = await send(t, 'GET', `/api/guardian/children/${student.id}`, { as });
  expect(response.statusCode, response.body).toBe(200);
  return json<{ data: GuardianChildOverview }>(response).data;
};

describe('the linked children', () => {
  it('lists each child followed through an active link, by name, with this month’s figures', async () => {
    expect(await childrenOf(parent)).toEqual([
      {
        id: asha.id,
        linkId: links.parentAsha,
        name: 'Asha Rao',
        avatar: '',
        relationship: 'Mother',
        // Algebra and Chemistry; History is completed.
        activeCourses: 2,
        attendancePercentThisMonth: expectedTally(inWindow(monthStart)).percentage,
        // Algebra: 2 of 4 marks present over the last 4 weeks, below the course's 60%.
        atRisk: true,
      },
      {
        id: cy.id,
        linkId: links.parentCy,
        name: 'Cy Rao',
        avatar: '',
        relationship: 'Mother',
        activeCourses: 1,
        attendancePercentThisMonth: null,
        atRisk: false,
      },
    ]);
  });

  it('is open to any account linked as a guardian, and empty for anyone with no active link', async () => {
    expect((await childrenOf(sibling)).map((child) => [child.name, child.relationship])).toEqual([
      ['Asha Rao', 'Brother'],
    ]);
    expect((await childrenOf(bensParent)).map((child) => child.id)).toEqual([ben.id]);
    expect(await childrenOf(stranger)).toEqual([]);
    // A link waiting for the student's approval shows nothing yet.
    expect(await childrenOf(pending)).toEqual([]);
    // A student is not their own guardian.
    expect(await childrenOf(asha)).toEqual([]);
    expectRefusal(
      await send(t, 'GET', '/api/guardian/children'),
      401,
      'sign_in_required',
      'Please sign in to continue',
    );
  });
});

describe("a child's overview", () => {
  it('shows this week’s and month’s attendance in the institute’s time zone, and six weeks of marks', async () => {
    const overview = await overviewOf(parent, asha);
    expect(overview.child).toEqual((await childrenOf(parent))[0]);
    expect(overview.attendance.thisWeek).toEqual(expectedTally(inWindow(weekStart)));
    expect(overview.attendance.thisMonth).toEqual(expectedTally(inWindow(monthStart)));
    expect(overview.attendance.thisMonth.percentage).toBe(overview.child.attendancePercentThisMonth);
    const titles = { algebra: 'Algebra', chemistry: 'Chemistry' };
    expect(overview.attendance.days).toEqual(
      ashasMarks
        .filter((entry) => entry.offset > -42)
        .map((entry) => ({
          date: day(entry.offset),
          status: entry.status,
          course: { id: ids[entry.course], title: titles[entry.course] },
        })),
    );
  });

  it('lists the active courses’ unfinished classes, live first, and their homework due and missing', async () => {
    const overview = await overviewOf(parent, asha);
    expect(overview.upcomingClasses.map((liveClass) => [liveClass.id, liveClass.state])).toEqual([
      [classes.live, 'live'],
      [classes.tomorrow, 'upcoming'],
      [classes.chemistry, 'upcoming'],
    ]);
    expect(overview.upcomingClasses[1]).toMatchObject({
      title: 'Quadratics',
      course: { id: ids.algebra, title: 'Algebra' },
      durationMinutes: 60,
    });
    // Handed in (Worksheet 4) and History's (completed) are not listed.
    expect(overview.homework.due).toEqual([
      {
        id: work.due,
        title: 'Worksheet 3',
        course: { id: ids.algebra, title: 'Algebra' },
        dueAt: expect.any(String),
      },
    ]);
    expect(overview.homework.missing.map((assignment) => assignment.id)).toEqual([work.missing]);
  });

  it('shows released test results only, the grades the child sees, published announcements and the teachers', async () => {
    const overview = await overviewOf(parent, asha);
    // The manually released test's score is the child's own secret until its release.
    expect(overview.tests).toEqual([
      {
        id: work.releasedTest,
        title: 'Unit test',
        course: { id: ids.algebra, title: 'Algebra' },
        submittedAt: expect.any(String),
        score: 4,
        maxScore: 5,
        percentage: 80,
      },
    ]);

    const mine = await send(t, 'GET', `/api/courses/${ids.algebra}/gradebook/mine`, { as: asha });
    expect(mine.statusCode, mine.body).toBe(200);
    const { row } = json<{ data: MyGrades }>(mine).data;
    expect(row.percent).not.toBeNull();
    // Chemistry has no counted mark yet (its test is not released), so it has no grade.
    expect(overview.grades).toEqual([
      { course: { id: ids.algebra, title: 'Algebra' }, percentage: row.percent, letter: row.grade },
    ]);

    // The scheduled announcement is not published yet.
    expect(overview.announcements.map((announcement) => [announcement.id, announcement.body])).toEqual([
      [chemistryNewsId, 'Goggles on'],
      [publishedId, 'Bring your calculators'],
    ]);
    expect(overview.announcements[1]).toMatchObject({
      course: { id: ids.algebra, title: 'Algebra' },
      authorName: 'Tara Teacher',
    });

    expect(overview.teachers).toEqual([
      { id: omar.id, name: 'Omar Other' },
      { id: tara.id, name: 'Tara Teacher' },
    ]);
  });

  it('is the same for every guardian of the child, whatever their role', async () => {
    const mothers = await overviewOf(parent, asha);
    const brothers = await overviewOf(sibling, asha);
    expect(brothers).toEqual({
      ...mothers,
      child: { ...mothers.child, linkId: links.siblingAsha, relationship: 'Brother' },
    });
  });

  it('refuses everyone without an active link to the child, alike for an unknown id', async () => {
    const url = `/api/guardian/children/${asha.id}`;
    expect(
      await statusesFor(t, 'GET', url, [null, stranger, dansParent, bensParent, pending, asha, ben, tara]),
    ).toEqual([401, 403, 403, 403, 403, 403, 403, 403]);
    expectRefusal(
      await send(t, 'GET', url, { as: bensParent }),
      403,
      'not_your_child',
      'You can only see children linked to your account',
    );
    expectRefusal(
      await send(t, 'GET', `/api/guardian/children/${randomUUID()}`, { as: parent }),
      403,
      'not_your_child',
      'You can only see children linked to your account',
    );
    const bad = await send(t, 'GET', '/api/guardian/children/not-an-id', { as: parent });
    expect(bad.statusCode).toBe(400);
    expect(json(bad)).toMatchObject({ code: 'validation_failed' });
  });

  it('stops showing a child once the link ends', async () => {
    const linkId = await linkAsGuardian(t, asha, former);
    await overviewOf(former, asha);
    await t.db.delete(guardianLinks).where(eq(guardianLinks.id, linkId));
    expect((await send(t, 'GET', `/api/guardian/children/${asha.id}`, { as: former })).statusCode).toBe(403);
    expect(await childrenOf(former)).toEqual([]);
  });
});
