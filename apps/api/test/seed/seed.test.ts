import { courseCategories, courseLevels } from '@tutorium/contract/courses';
import type { Invoice } from '@tutorium/contract/fees';
import { asc, desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  courseGrades,
  courses,
  emailOutbox,
  enrolments,
  feeLedger,
  gradeChanges,
  lessons,
  resources,
  users,
} from '../../src/db/schema';
import { DEMO_PASSWORD, demoAccounts } from '../../src/seed/demo-accounts';
import { demoCourses } from '../../src/seed/demo-catalogue';
import { seedDemoData } from '../../src/seed/seed';
import { json, useTestApp } from '../helpers/test-app';

const t = useTestApp();

const signIn = async (email: string, role: string) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: DEMO_PASSWORD, role },
  });
  expect(response.statusCode).toBe(200);
  return { authorization: `Bearer ${json<{ token: string }>(response).token}` };
};

/** A running course of the demo teacher's. */
const demoTeachersRunningCourse = async () => {
  const [running] = await t.db
    .select({ id: courses.id })
    .from(courses)
    .innerJoin(users, eq(users.id, courses.instructorId))
    .where(sql`${users.email} = 'teacher@tutorium.test' and ${courses.status} = 'active'`)
    // The fullest, by a fixed order: a course of under five students has no missing homework to show.
    .orderBy(desc(courses.enrolmentCount), asc(courses.id))
    .limit(1);
  return running;
};

describe('demo seed', () => {
  it('fills an empty database once, and every printed demo account signs in', async () => {
    expect(await seedDemoData(t.db, { storage: t.app.ctx.storage })).toBe(true);
    expect(await seedDemoData(t.db, { storage: t.app.ctx.storage })).toBe(false);
    for (const account of demoAccounts) {
      await signIn(account.email, account.role === 'teacher' ? 'admin' : account.role);
    }
  });

  it('lets the demo guardian follow the demo student in the guardian portal', async () => {
    const guardianHeaders = await signIn('guardian@tutorium.test', 'guardian');
    const children = await t.app.inject({ method: 'GET', url: '/api/guardian/children', headers: guardianHeaders });
    expect(children.statusCode).toBe(200);
    const [child] = json<{ data: { name: string; relationship: string; activeCourses: number }[] }>(children).data;
    expect(child).toMatchObject({ name: 'Sam Student', relationship: 'Mother' });
    expect(child?.activeCourses).toBeGreaterThan(0);
  });

  it('gives the demo student fees: one paid, an instalment plan part-paid and overdue, all without a receipt email', async () => {
    const studentHeaders = await signIn('student@tutorium.test', 'student');
    const response = await t.app.inject({ method: 'GET', url: '/api/students/me/invoices', headers: studentHeaders });
    expect(response.statusCode).toBe(200);
    const invoices = json<{ data: Invoice[] }>(response).data;
    const byTitle = new Map(invoices.map((invoice) => [invoice.course.title, invoice]));
    expect(byTitle.get('Algebra Foundations')).toMatchObject({ status: 'paid', dueMinor: 0 });
    const plan = byTitle.get('Calculus I: Limits and Derivatives');
    expect(plan?.instalments.map((part) => part.status)).toEqual(['paid', 'overdue', 'due']);
    expect(plan?.paidMinor).toBeGreaterThan(plan?.instalments[0]?.amountMinor ?? 0);
    expect(byTitle.get('Spanish for Beginners')?.entries[0]).toMatchObject({ kind: 'payment', canRequestRefund: true });
    for (const invoice of invoices) {
      expect(invoice.paidMinor).toBe(invoice.entries.reduce((sum, entry) => sum + entry.amountMinor, 0));
    }
    const numbers = await t.db.select({ n: feeLedger.receiptNumber }).from(feeLedger).orderBy(feeLedger.recordedAt);
    expect(numbers.map((row) => row.n)).toEqual(numbers.map((_, index) => index + 1));
    const receipts = await t.db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(sql`${emailOutbox.subject} like 'Receipt%'`);
    expect(receipts).toEqual([]);
  });

  it('writes several full teacher profiles and courses in every category and level', async () => {
    const teachers = await t.db.select().from(users).where(eq(users.role, 'teacher'));
    expect(teachers.length).toBeGreaterThanOrEqual(6);
    expect(teachers.every((teacher) => teacher.bio !== '' && teacher.subjects.length > 0)).toBe(true);
    const rows = await t.db.select().from(courses);
    expect(rows).toHaveLength(demoCourses.length);
    expect(new Set(rows.map((row) => row.category))).toEqual(new Set(courseCategories));
    expect(new Set(rows.map((row) => row.level))).toEqual(new Set(courseLevels));
  });

  it('gives the demo teacher enrolled students and the demo student courses, never beyond capacity', async () => {
    const teacherHeaders = await signIn('teacher@tutorium.test', 'admin');
    const students = await t.app.inject({ method: 'GET', url: '/api/users/students', headers: teacherHeaders });
    expect(json<{ pagination: { total: number } }>(students).pagination.total).toBeGreaterThan(5);
    const studentHeaders = await signIn('student@tutorium.test', 'student');
    const mine = await t.app.inject({ method: 'GET', url: '/api/courses/student/courses', headers: studentHeaders });
    expect(json<{ data: unknown[] }>(mine).data).toHaveLength(5);
    const overfull = await t.db
      .select({ id: courses.id })
      .from(courses)
      .where(
        sql`${courses.maxStudents} < (select count(*) from ${enrolments} where ${enrolments.courseId} = ${courses.id})`,
      );
    expect(overfull).toHaveLength(0);
  });

  it('fills the resource library with real files of every type that download', async () => {
    const rows = await t.db.select().from(resources);
    expect(new Set(rows.map((row) => row.type))).toEqual(new Set(['pdf', 'video', 'ebook', 'docx']));
    for (const row of rows) {
      const response = await t.app.inject({ method: 'GET', url: `/api/resources/${row.id}/download` });
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.length).toBe(row.sizeBytes);
    }
  });

  it('writes lessons for every course, with completions, scores and reviews from real activity', async () => {
    const studentHeaders = await signIn('student@tutorium.test', 'student');
    const mine = json<{ data: { progress: number }[] }>(
      await t.app.inject({ method: 'GET', url: '/api/courses/student/courses', headers: studentHeaders }),
    ).data;
    expect(mine.some((course) => course.progress > 0)).toBe(true);
    const progress = await t.app.inject({ method: 'GET', url: '/api/progress/me', headers: studentHeaders });
    expect(progress.statusCode).toBe(200);
    const rated = json<{ data: { reviewCount: number }[] }>(
      await t.app.inject({ method: 'GET', url: '/api/courses?sort=rating' }),
    ).data;
    expect(rated[0]?.reviewCount).toBeGreaterThan(0);
    const lessonCount = await t.db.select({ id: lessons.id }).from(lessons);
    expect(lessonCount.length).toBe(demoCourses.length * 5);
  });

  it("attaches a library document to each course's second lesson, with its name and size", async () => {
    const studentHeaders = await signIn('student@tutorium.test', 'student');
    const [algebra] = await t.db
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.title, 'Algebra Foundations'));
    const lessonList = json<{
      data: { title: string; resources: { title: string; fileName: string; fileSize: number }[] }[];
    }>(await t.app.inject({ method: 'GET', url: `/api/courses/${algebra?.id}/lessons`, headers: studentHeaders })).data;
    const [sheet] = await t.db.select().from(resources).where(eq(resources.title, 'Algebra Formula Sheet'));
    expect(lessonList.map((lesson) => lesson.resources.map((resource) => resource.title))).toEqual([
      [],
      ['Algebra Formula Sheet'],
      [],
      [],
      [],
    ]);
    expect(lessonList[1]?.resources[0]).toMatchObject({ fileName: sheet?.fileName, fileSize: sheet?.sizeBytes });
  });

  it('sets homework on every running course, with graded, late and missing work and work still due', async () => {
    const teacherHeaders = await signIn('teacher@tutorium.test', 'admin');
    const running = await demoTeachersRunningCourse();
    const listed = json<{ data: { id: string; title: string }[] }>(
      await t.app.inject({ method: 'GET', url: `/api/courses/${running?.id}/assignments`, headers: teacherHeaders }),
    ).data;
    expect(listed.map((assignment) => assignment.title)).toEqual([
      'Practice set 1',
      'Write-up: what I learnt this month',
    ]);
    const roster = json<{ data: { state: string; released: boolean; late: boolean }[] }>(
      await t.app.inject({
        method: 'GET',
        url: `/api/assignments/${listed[0]?.id}/submissions`,
        headers: teacherHeaders,
      }),
    ).data;
    expect(new Set(roster.map((row) => row.state))).toEqual(new Set(['graded', 'missing']));
    expect(roster.some((row) => row.late)).toBe(true);
    expect(roster.filter((row) => row.state === 'graded').every((row) => row.released)).toBe(true);
    const studentHeaders = await signIn('student@tutorium.test', 'student');
    const due = json<{ data: { title: string }[] }>(
      await t.app.inject({ method: 'GET', url: '/api/assignments/due', headers: studentHeaders }),
    ).data;
    expect(due.length).toBeGreaterThan(0);
  });

  it('gives every running course a question bank, a closed test with released results and an open mock test', async () => {
    const teacherHeaders = await signIn('teacher@tutorium.test', 'admin');
    const running = await demoTeachersRunningCourse();
    const bank = json<{ data: unknown[]; tags: { tag: string }[] }>(
      await t.app.inject({ method: 'GET', url: `/api/courses/${running?.id}/questions`, headers: teacherHeaders }),
    );
    expect(bank.data).toHaveLength(10);
    expect(bank.tags.map((row) => row.tag).sort()).toEqual(['numbers', 'reasoning', 'words']);
    const tests = json<{ data: { id: string; title: string; window: string }[] }>(
      await t.app.inject({ method: 'GET', url: `/api/courses/${running?.id}/quizzes`, headers: teacherHeaders }),
    ).data;
    expect(tests.map((quiz) => [quiz.title, quiz.window])).toEqual([
      ['Weekly test 1', 'closed'],
      ['Mock test 2', 'open'],
    ]);
    const results = json<{ data: { attempts: { rank: number }[]; questions: { discrimination: number | null }[] } }>(
      await t.app.inject({ method: 'GET', url: `/api/quizzes/${tests[0]?.id}/results`, headers: teacherHeaders }),
    ).data;
    expect(results.attempts.length).toBeGreaterThan(3);
    expect(results.attempts[0]?.rank).toBe(1);
    expect(results.questions.some((question) => question.discrimination !== null)).toBe(true);

    const studentHeaders = await signIn('student@tutorium.test', 'student');
    const mine = json<{ data: { title: string; window: string }[] }>(
      await t.app.inject({ method: 'GET', url: '/api/quizzes/mine', headers: studentHeaders }),
    ).data;
    expect(mine[0]).toMatchObject({ title: 'Mock test 2', window: 'open' });
  });

  it("gives every running course a gradebook weighing homework and tests, with each student's grade", async () => {
    const teacherHeaders = await signIn('teacher@tutorium.test', 'admin');
    const running = await demoTeachersRunningCourse();
    const book = json<{
      data: {
        categories: { name: string; weight: number }[];
        columns: { kind: string; categoryId: string | null }[];
        rows: { percent: number | null; grade: string | null }[];
      };
    }>(
      await t.app.inject({ method: 'GET', url: `/api/courses/${running?.id}/gradebook`, headers: teacherHeaders }),
    ).data;
    expect(book.categories.map(({ name, weight }) => [name, weight])).toEqual([
      ['Homework', 40],
      ['Tests', 60],
    ]);
    expect(book.columns.filter((column) => column.kind !== 'score').every((column) => column.categoryId !== null)).toBe(
      true,
    );
    expect(book.rows.length).toBeGreaterThan(3);
    expect(book.rows.every((row) => row.percent !== null && row.grade !== null)).toBe(true);
  });

  it("stores each student's course grade as the gradebook gives it, with no course left to recompute", async () => {
    const teacherHeaders = await signIn('teacher@tutorium.test', 'admin');
    const running = await demoTeachersRunningCourse();
    const book = json<{ data: { rows: { student: { id: string }; percent: number | null }[] } }>(
      await t.app.inject({ method: 'GET', url: `/api/courses/${running?.id}/gradebook`, headers: teacherHeaders }),
    ).data;
    const storedGrades = await t.db
      .select({ studentId: courseGrades.studentId, percent: courseGrades.percent })
      .from(courseGrades)
      .where(eq(courseGrades.courseId, running?.id ?? ''));
    expect(book.rows.every((row) => row.percent !== null)).toBe(true);
    expect(new Map(storedGrades.map((row) => [row.studentId, row.percent]))).toEqual(
      new Map(book.rows.map((row) => [row.student.id, row.percent])),
    );
    expect(await t.db.select().from(gradeChanges)).toEqual([]);
  });
});
