import { averageScore, gradeFor } from '@tutorium/contract/grades';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  assignmentSubmissions,
  assignments,
  attendanceRecords,
  courseScores,
  enrolments,
  lessonCompletions,
  lessons,
} from '../../src/db/schema';
import { createCourse, enrolIn } from '../helpers/courses';
import { DAY, daysAgo } from '../helpers/dates';
import { createSignedInUser, json, type TestUser, useSignedInUsers, useTestApp } from '../helpers/test-app';

const t = useTestApp();
const { teacher } = useSignedInUsers(t, { teacher: 'teacher' });

interface Achievement {
  key: string;
  earned: boolean;
}
type Progress = {
  overallProgress: number;
  averageScore: number | null;
  breakdown: { completed: number; inProgress: number; notStarted: number };
  courses: { course: { title: string }; progress: number; grade: string | null; lastActivity: string | null }[];
  achievements: Achievement[];
};

async function progressOf(student: TestUser): Promise<Progress> {
  const response = await t.app.inject({ method: 'GET', url: '/api/progress/me', headers: student.headers });
  expect(response.statusCode).toBe(200);
  return json<{ data: Progress }>(response).data;
}
const earned = (progress: Progress, key: string) => progress.achievements.find((a) => a.key === key)?.earned;

/** A course with `lessonCount` lessons, the student enrolled `enrolledDaysAgo` days ago. */
async function courseWithLessons(student: TestUser, lessonCount: number, enrolledDaysAgo = 30) {
  const course = await createCourse(t, teacher, { title: `Course ${Math.random().toString(36).slice(2, 8)}` });
  await enrolIn(t, student, course.id);
  const enrolledAt = new Date(Date.now() - enrolledDaysAgo * DAY);
  await t.db
    .update(enrolments)
    .set({ enrolledAt })
    .where(and(eq(enrolments.courseId, course.id), eq(enrolments.studentId, student.id)));
  const rows =
    lessonCount === 0
      ? []
      : await t.db
          .insert(lessons)
          .values(
            Array.from({ length: lessonCount }, (_, i) => ({
              courseId: course.id,
              position: i + 1,
              title: `L${i + 1}`,
            })),
          )
          .returning({ id: lessons.id });
  return { course, lessonIds: rows.map((row) => row.id), enrolledAt };
}

async function completeLessons(student: TestUser, lessonIds: string[], at: Date) {
  if (lessonIds.length === 0) return;
  await t.db
    .insert(lessonCompletions)
    .values(lessonIds.map((lessonId) => ({ lessonId, studentId: student.id, completedAt: at })));
}

describe('grade scale and averages', () => {
  it.each([
    [100, 'A'],
    [90, 'A'],
    [89, 'B'],
    [80, 'B'],
    [79, 'C'],
    [70, 'C'],
    [69, 'D'],
    [60, 'D'],
    [59, 'F'],
    [0, 'F'],
  ])('%i is %s', (score, grade) => {
    expect(gradeFor(score)).toBe(grade);
  });

  it('rounds the mean score and has none without scores', () => {
    expect(averageScore([90, 85, 80])).toBe(85);
    expect(averageScore([90, 85])).toBe(88);
    expect(averageScore([])).toBeNull();
  });
});

describe('GET /api/progress/me', () => {
  it('is all zeros and nothing earned for a new student', async () => {
    const student = await createSignedInUser(t, 'student');
    const progress = await progressOf(student);
    expect(progress).toMatchObject({
      overallProgress: 0,
      averageScore: null,
      breakdown: { completed: 0, inProgress: 0, notStarted: 0 },
    });
    expect(progress.achievements.map((a) => a.earned)).toEqual([false, false, false, false, false]);
  });

  it('computes progress per course, the doughnut breakdown, grades and the mean progress', async () => {
    const student = await createSignedInUser(t, 'student');
    const done = await courseWithLessons(student, 2);
    const half = await courseWithLessons(student, 4);
    await courseWithLessons(student, 0);
    await completeLessons(student, done.lessonIds, new Date(Date.now() - 2 * DAY));
    await completeLessons(student, half.lessonIds.slice(0, 2), new Date(Date.now() - DAY));
    await t.db.insert(courseScores).values([
      { courseId: done.course.id, studentId: student.id, score: 95 },
      { courseId: half.course.id, studentId: student.id, score: 70 },
    ]);
    const progress = await progressOf(student);
    expect(progress.breakdown).toEqual({ completed: 1, inProgress: 1, notStarted: 1 });
    expect(progress.overallProgress).toBe(50);
    expect(progress.averageScore).toBe(83);
    const row = progress.courses.find((c) => c.course.title === half.course.title);
    expect(row).toMatchObject({ progress: 50, grade: 'C' });
    expect(row?.lastActivity).not.toBeNull();
  });

  it('earns Completion and Fast Learner on the 14-day boundary, not a minute after', async () => {
    const quick = await createSignedInUser(t, 'student');
    const course = await courseWithLessons(quick, 1, 20);
    await completeLessons(quick, course.lessonIds, new Date(course.enrolledAt.getTime() + 14 * DAY));
    const fast = await progressOf(quick);
    expect(earned(fast, 'completion')).toBe(true);
    expect(earned(fast, 'fastLearner')).toBe(true);

    const slow = await createSignedInUser(t, 'student');
    const later = await courseWithLessons(slow, 1, 20);
    await completeLessons(slow, later.lessonIds, new Date(later.enrolledAt.getTime() + 14 * DAY + 60_000));
    const slowProgress = await progressOf(slow);
    expect(earned(slowProgress, 'completion')).toBe(true);
    expect(earned(slowProgress, 'fastLearner')).toBe(false);
  });

  it('earns Perfect Score at 100, not 99', async () => {
    const student = await createSignedInUser(t, 'student');
    const { course } = await courseWithLessons(student, 0);
    await t.db.insert(courseScores).values({ courseId: course.id, studentId: student.id, score: 99 });
    expect(earned(await progressOf(student), 'perfectScore')).toBe(false);
    await t.db.update(courseScores).set({ score: 100 }).where(eq(courseScores.studentId, student.id));
    expect(earned(await progressOf(student), 'perfectScore')).toBe(true);
  });

  it('earns Problem Solver at 10 released assignments graded 80% or more, not at 9 or below 80%', async () => {
    const student = await createSignedInUser(t, 'student');
    const { course } = await courseWithLessons(student, 0);
    const grade = async (count: number, points: number) => {
      const rows = await t.db
        .insert(assignments)
        .values(
          Array.from({ length: count }, (_, i) => ({
            courseId: course.id,
            title: `Homework ${points}-${i}`,
            dueAt: new Date(Date.now() - DAY),
            points: 10,
            submissionKind: 'text' as const,
            allowedFileTypes: [],
            maxFileBytes: 1024,
          })),
        )
        .returning({ id: assignments.id });
      await t.db.insert(assignmentSubmissions).values(
        rows.map((row) => ({
          assignmentId: row.id,
          studentId: student.id,
          points,
          gradedAt: new Date(),
          releasedAt: new Date(),
        })),
      );
    };
    await grade(9, 8);
    await grade(3, 7);
    expect(earned(await progressOf(student), 'problemSolver')).toBe(false);
    await grade(1, 9);
    const progress = await progressOf(student);
    expect(earned(progress, 'problemSolver')).toBe(true);
    expect(earned(progress, 'perfectScore')).toBe(false);
    expect(progress.courses[0]?.grade).toBe(gradeFor(progress.averageScore ?? -1));
  });

  it.each([
    [8, 8, true],
    [10, 9, true],
    [7, 7, false],
    [8, 7, false],
  ])('Goal Achiever with %i records, %i present: %s', async (total, present, expected) => {
    const student = await createSignedInUser(t, 'student');
    const { course } = await courseWithLessons(student, 0, 60);
    await t.db.insert(attendanceRecords).values(
      Array.from({ length: total }, (_, i) => ({
        courseId: course.id,
        studentId: student.id,
        date: daysAgo(i + 1),
        status: i < present ? ('present' as const) : ('absent' as const),
      })),
    );
    expect(earned(await progressOf(student), 'goalAchiever')).toBe(expected);
  });

  it('refuses teachers and visitors', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/progress/me', headers: teacher.headers })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/progress/me' })).statusCode).toBe(401);
  });
});
